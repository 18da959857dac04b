// The server's own sender (app.ts: createChannels, siteLinks with PUBLIC_URL, the signed unsubscribe path) mails a
// notification written to the outbox through a real SMTP server; its unsubscribe link works on that server.
import { GAME_IDS } from '@birzha/engine';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.ts';
import { account, event, notifyConfig, SECRET } from './notify-email-kit.ts';
import { randomChooser } from './random-chooser.ts';
import { parseMail, sleep, SmtpSink } from '@birzha/test-support';

let smtp: SmtpSink;
let server: TestServer;

beforeAll(async () => {
  smtp = await new SmtpSink().start();
  server = await startServer(randomChooser, {
    secret: SECRET,
    smtpUrl: smtp.url,
    publicUrl: 'https://birzha.example/',
    notify: notifyConfig({ sendMs: 20, digestMs: 0 }),
  });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

it('the running server mails an outbox row once, with links on its public address that work', async () => {
  await account(server.store, 'app1', 'app1@example.org');
  await server.store.notify.enqueue([event('app1', Date.now(), {}, GAME_IDS[0])]);
  const [mail] = await smtp.waitFor(1);
  const m = parseMail(mail!.raw);
  expect(mail!.to).toEqual(['app1@example.org']);
  expect(m.text).toContain('https://birzha.example/t/tab1');
  const link = /^<(https:\/\/birzha\.example(\/api\/unsubscribe\?[^>]+))>$/.exec(
    m.headers.get('list-unsubscribe') ?? '',
  );
  expect(link).not.toBeNull();
  await sleep(200);
  expect(smtp.mails).toHaveLength(1);
  expect(await server.store.notify.pendingOf('app1')).toEqual([]);
  const r = await fetch(`${server.url}${link![2]!}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(r.status).toBe(200);
  expect((await server.store.notify.getSettings('app1')).settings?.email.on).toBe(false);
});
