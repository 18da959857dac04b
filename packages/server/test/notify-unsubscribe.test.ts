// One-click unsubscribe (RFC 8058) on a real server: the link of a real notification mail (a real SMTP server) shows a
// confirm page on GET, changing nothing, and switches e-mail off on POST with no sign-in and no Origin (as a mail
// client sends it); a forged or tampered link is refused with BAD_UNSUBSCRIBE and changes nothing.
import { GAME_IDS } from '@birzha/engine';
import { DEFAULT_NOTIFY_SETTINGS } from '@birzha/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailChannel } from '../src/notify/email-channel.ts';
import { siteLinks } from '../src/notify/links.ts';
import { NotifySender } from '../src/notify/sender.ts';
import { unsubscribePath } from '../src/notify/unsubscribe.ts';
import { Watchers } from '../src/notify/watchers.ts';
import { call, expectRefused } from './accounts-client.ts';
import { startServer, type TestServer } from './harness.ts';
import { account, event, notifyConfig, SECRET } from './notify-email-kit.ts';
import { randomChooser } from './random-chooser.ts';
import { parseMail, SmtpSink } from '@birzha/test-support';

let smtp: SmtpSink;
let server: TestServer;

beforeAll(async () => {
  smtp = await new SmtpSink().start();
  // The app's own sender stays idle: this test's sender (links to this server) mails the rows it writes.
  server = await startServer(randomChooser, {
    secret: SECRET,
    smtpUrl: smtp.url,
    notify: notifyConfig({ sendMs: 3_600_000 }),
  });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** A sender whose links point at the test server. */
function sender(): NotifySender {
  return new NotifySender({
    store: server.store,
    channels: [createEmailChannel({ smtpUrl: smtp.url, mailFrom: 'b@example.org' }, server.store)],
    links: siteLinks(server.url, (u, c) => unsubscribePath(SECRET, u, c)),
    watchers: new Watchers(),
    config: notifyConfig(),
    now: Date.now,
    log: server.app.http.log,
  });
}

/** An account with an e-mail address, written to the store (the registration routes have tests and limits of their own). */
async function person(id: string): Promise<{ user: { id: string } }> {
  await account(server.store, id, `${id}@example.org`);
  return { user: { id } };
}

const oneClick = (url: string, headers: Record<string, string> = {}, body = 'List-Unsubscribe=One-Click') =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

describe('one-click unsubscribe', () => {
  it('the link of a mail: GET asks and changes nothing; POST without sign-in switches e-mail off', async () => {
    const a = await person('Unsub_A');
    await server.store.notify.enqueue([event(a.user.id, Date.now(), {}, GAME_IDS[0])]);
    await sender().runOnce();
    const mail = parseMail((await smtp.waitFor(1))[0]!.raw);
    const link = /^<(.+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')?.[1];
    expect(link).toBe(`${server.url}${unsubscribePath(SECRET, a.user.id, 'email')}`);
    expect(mail.text).toContain(link);

    const page = await fetch(link!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<form method="post"');
    expect(html).toContain('Отписаться');
    expect(html).toContain('Unsubscribe');
    expect((await server.store.notify.getSettings(a.user.id)).settings).toBeNull();

    // A mail client's one-click POST: no cookie, no token, no Origin.
    const done = await oneClick(link!);
    expect(done.status).toBe(200);
    const after = await server.store.notify.getSettings(a.user.id);
    expect(after.settings).toEqual({
      ...DEFAULT_NOTIFY_SETTINGS,
      email: { ...DEFAULT_NOTIFY_SETTINGS.email, on: false },
    });
    // Again: still fine, still off.
    expect((await oneClick(link!)).status).toBe(200);
    // Nothing more is mailed.
    await server.store.notify.enqueue([event(a.user.id, Date.now(), {}, GAME_IDS[0])]);
    const [next] = await server.store.notify.pendingOf(a.user.id);
    await sender().runOnce();
    expect((await server.store.notify.getNotification(next!.id))?.outcome).toBe('dropped:no-channel');
    expect(smtp.mails).toHaveLength(1);
  });

  it('the confirm page’s own form, and a mail client posting from elsewhere or as multipart, work too', async () => {
    const b = await person('Unsub_B');
    const url = `${server.url}${unsubscribePath(SECRET, b.user.id, 'push')}`;
    expect((await oneClick(url, { origin: server.url }, 'List-Unsubscribe=One-Click')).status).toBe(200);
    expect((await server.store.notify.getSettings(b.user.id)).settings?.push.on).toBe(false);
    const c = await person('Unsub_C');
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const r = await fetch(`${server.url}${unsubscribePath(SECRET, c.user.id, 'email')}`, {
      method: 'POST',
      headers: { origin: 'https://mail.example.com' },
      body: form,
    });
    expect(r.status).toBe(200);
    const settings = (await server.store.notify.getSettings(c.user.id)).settings;
    expect(settings?.email.on).toBe(false);
    expect(settings?.push.on).toBe(true);
  });

  it('a forged, tampered or incomplete link is refused with BAD_UNSUBSCRIBE and changes nothing', async () => {
    const d = await person('Unsub_D');
    const e = await person('Unsub_E');
    const good = new URLSearchParams(unsubscribePath(SECRET, d.user.id, 'email').split('?')[1]);
    const s = good.get('s')!;
    const bad = [
      `/api/unsubscribe?${new URLSearchParams({ u: e.user.id, c: 'email', s }).toString()}`,
      `/api/unsubscribe?${new URLSearchParams({ u: d.user.id, c: 'push', s }).toString()}`,
      `/api/unsubscribe?${new URLSearchParams({ u: d.user.id, c: 'email', s: `${s.slice(0, -1)}A` }).toString()}`,
      unsubscribePath('another-secret-another-secret-xx', d.user.id, 'email'),
      `/api/unsubscribe?${new URLSearchParams({ u: d.user.id, c: 'email' }).toString()}`,
      `/api/unsubscribe?${new URLSearchParams({ u: d.user.id, c: 'sms', s }).toString()}`,
      `/api/unsubscribe?u=${d.user.id}&u=${e.user.id}&c=email&s=${s}`,
      '/api/unsubscribe',
    ];
    for (const path of bad) {
      const post = await call(server, 'POST', path, { body: {} });
      expectRefused(post, 400, 'BAD_UNSUBSCRIBE');
      const raw = await oneClick(`${server.url}${path}`);
      expect(raw.status).toBe(400);
      const get = await fetch(`${server.url}${path}`);
      expect(get.status).toBe(400);
      expect(await get.text()).toContain('BAD_UNSUBSCRIBE');
    }
    expect((await server.store.notify.getSettings(d.user.id)).settings).toBeNull();
    expect((await server.store.notify.getSettings(e.user.id)).settings).toBeNull();
  });
  it('speaks the language of the person’s mail first (an English player was shown a Russian page), the other after', async () => {
    const en = await person('Unsub_En');
    await server.store.notify.putSettings(en.user.id, { ...DEFAULT_NOTIFY_SETTINGS, lang: 'en' }, null, Date.now());
    const link = `${server.url}${unsubscribePath(SECRET, en.user.id, 'email')}`;
    // The browser says Russian, but the mail was English: the page is too.
    const asked = await (await fetch(link, { headers: { 'accept-language': 'ru-RU,ru;q=0.9' } })).text();
    expect(asked).toContain('<html lang="en">');
    expect(asked.indexOf('<h1>Unsubscribe: e-mails</h1>')).toBeGreaterThan(0);
    expect(asked.indexOf('<h1>Unsubscribe')).toBeLessThan(asked.indexOf('Отписаться: письма'));
    expect(asked).toContain('<button type="submit">Unsubscribe / Отписаться</button>');
    const done = await (await oneClick(link)).text();
    expect(done).toContain('<h1>Done: no more e-mails</h1>');
    expect(done.indexOf('Done')).toBeLessThan(done.indexOf('Готово'));
    // No language of notifications kept: the browser's.
    const ru = await person('Unsub_Ru');
    const ruLink = `${server.url}${unsubscribePath(SECRET, ru.user.id, 'email')}`;
    const ruPage = await (await fetch(ruLink, { headers: { 'accept-language': 'ru' } })).text();
    expect(ruPage).toContain('<html lang="ru">');
    expect(ruPage).toContain('<h1>Отписаться: письма</h1>');
    const enPage = await (await fetch(ruLink, { headers: { 'accept-language': 'en-GB' } })).text();
    expect(enPage).toContain('<h1>Unsubscribe: e-mails</h1>');
  });
});
