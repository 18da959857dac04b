// Notification settings over HTTP on a real server (issue 25): accounts only; the defaults; a whole-object PUT that
// is schema-checked and whose webhook URL is checked (https, no private address); the webhook's secret kept with
// its URL; a channel the server switched off comes back on with its trouble cleared; every refusal changes nothing.
import { DEFAULT_NOTIFY_SETTINGS, NOTIFY_KINDS, type NotifySettings, type NotifySettingsView } from '@birzha/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../src/config.ts';
import { call, expectRefused, register, type Session } from './accounts-client.ts';
import { guest, startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser, {
    accountLimits: { ...DEFAULT_CONFIG.accountLimits, perIp: 10_000, failedPerName: 10_000 },
    notify: { ...DEFAULT_CONFIG.notify, allowPrivateWebhooks: false, offAfter: 2 },
  });
});
afterAll(async () => {
  await server.close();
});

const GOOD = 'correct horse battery';
let names = 0;
const account = (): Promise<Session> => register(server, `notify${++names}`, GOOD);
const PATH = '/api/account/notifications';
// A public address given as an IP literal: checked without a DNS lookup.
const HOOK = 'https://93.184.215.14/birzha-hook';

const view = async (s: Session, query = ''): Promise<NotifySettingsView> => {
  const r = await call<NotifySettingsView>(server, 'GET', `${PATH}${query}`, { token: s.token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
const put = (s: Session, body: unknown) => call<NotifySettingsView>(server, 'PUT', PATH, { token: s.token, body });
const settings = (over: Partial<NotifySettings> = {}): NotifySettings => ({
  ...DEFAULT_NOTIFY_SETTINGS,
  email: { on: true, kinds: ['turn', 'reminder'] },
  ...over,
});

describe('who may', () => {
  it('a guest is NOT_REGISTERED and nobody is UNAUTHORIZED, on every route', async () => {
    const g = await guest(server);
    const routes: [string, string, unknown][] = [
      ['GET', PATH, undefined],
      ['PUT', PATH, settings()],
      ['POST', `${PATH}/webhook-secret`, {}],
      ['POST', '/api/account/push', { endpoint: 'https://push.example/x', keys: { p256dh: 'a', auth: 'b' } }],
      ['DELETE', '/api/account/push/abc', undefined],
    ];
    for (const [method, path, body] of routes) {
      expectRefused(await call(server, method, path, { token: g.token, body }), 403, 'NOT_REGISTERED');
      expectRefused(await call(server, method, path, { body }), 401, 'UNAUTHORIZED');
    }
  });

  it('a change from a foreign page is BAD_ORIGIN and changes nothing', async () => {
    const s = await account();
    const r = await call(server, 'PUT', PATH, {
      token: s.token,
      body: settings({ lang: 'en' }),
      headers: { origin: 'http://evil.example' },
    });
    expectRefused(r, 403, 'BAD_ORIGIN');
    expect((await view(s)).settings).toEqual(DEFAULT_NOTIFY_SETTINGS);
  });
});

describe('GET and PUT', () => {
  it('never set: the defaults in the page’s language, no webhook, no devices, the VAPID key, no trouble', async () => {
    const s = await account();
    const v = await view(s);
    expect(v).toEqual({
      settings: DEFAULT_NOTIFY_SETTINGS,
      webhookSecret: null,
      pushDevices: [],
      vapidPublicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/) as unknown,
      trouble: [],
    });
    expect((await view(s, '?lang=en')).settings).toEqual({ ...DEFAULT_NOTIFY_SETTINGS, lang: 'en' });
    expectRefused(await call(server, 'GET', `${PATH}?lang=de`, { token: s.token }), 400, 'BAD_REQUEST');
  });

  it('stores the whole object and answers it; the stored language outlives the page’s', async () => {
    const s = await account();
    const next = settings({
      push: { on: false, kinds: ['turn'] },
      reminders: [24, 6, 1],
      lang: 'en',
    });
    const r = await put(s, next);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.settings).toEqual(next);
    expect((await view(s, '?lang=ru')).settings).toEqual(next);
  });

  it('refuses bad settings with BAD_REQUEST and changes nothing', async () => {
    const s = await account();
    const stored = settings({ reminders: [3] });
    expect((await put(s, stored)).status).toBe(200);
    const bad: unknown[] = [
      { ...stored, email: { on: true, kinds: ['turn', 'dance'] } },
      { ...stored, email: { on: true, kinds: ['turn', 'turn'] } },
      { ...stored, reminders: [0] },
      { ...stored, reminders: [169] },
      { ...stored, reminders: [1.5] },
      { ...stored, reminders: [1, 2, 3, 4, 5] },
      { ...stored, reminders: [2, 2] },
      { ...stored, lang: 'de' },
      { ...stored, extra: true },
      { ...stored, webhookTarget: { url: HOOK } },
      { ...stored, webhookTarget: { url: '', discord: false } },
      { email: stored.email },
      null,
    ];
    for (const body of bad) expectRefused(await put(s, body), 400, 'BAD_REQUEST');
    expect((await view(s)).settings).toEqual(stored);
  });
});

describe('the webhook', () => {
  it('refuses a URL that is not https, or points into a private network, and changes nothing', async () => {
    const s = await account();
    const refusals: [string, string][] = [
      ['http://93.184.215.14/hook', 'BAD_WEBHOOK_URL'],
      ['not a url', 'BAD_WEBHOOK_URL'],
      ['https://user:pw@93.184.215.14/hook', 'BAD_WEBHOOK_URL'],
      ['ftp://93.184.215.14/hook', 'BAD_WEBHOOK_URL'],
      ['https://127.0.0.1/hook', 'PRIVATE_ADDRESS'],
      ['https://10.1.2.3/hook', 'PRIVATE_ADDRESS'],
      ['https://192.168.0.10:8443/hook', 'PRIVATE_ADDRESS'],
      ['https://169.254.169.254/latest/meta-data', 'PRIVATE_ADDRESS'],
      ['https://[::1]/hook', 'PRIVATE_ADDRESS'],
      ['https://[::ffff:127.0.0.1]/hook', 'PRIVATE_ADDRESS'],
      ['https://localhost/hook', 'PRIVATE_ADDRESS'],
    ];
    for (const [url, code] of refusals) {
      const r = await put(
        s,
        settings({ webhook: { on: true, kinds: ['turn'] }, webhookTarget: { url, discord: false } }),
      );
      expectRefused(r, 400, code);
    }
    // Switched on with nowhere to go.
    expectRefused(await put(s, settings({ webhook: { on: true, kinds: ['turn'] } })), 400, 'BAD_WEBHOOK_URL');
    const v = await view(s);
    expect(v.settings).toEqual(DEFAULT_NOTIFY_SETTINGS);
    expect(v.webhookSecret).toBeNull();
  });

  it('a new URL gets a secret, kept while other settings change, replaced with the URL or on demand, gone with it', async () => {
    const s = await account();
    const hooked = (url: string, over: Partial<NotifySettings> = {}) =>
      settings({ webhook: { on: true, kinds: ['turn', 'finished'] }, webhookTarget: { url, discord: true }, ...over });
    const first = await put(s, hooked(`  ${HOOK}  `));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // Stored trimmed.
    expect(first.body.settings.webhookTarget).toEqual({ url: HOOK, discord: true });
    const secret = first.body.webhookSecret;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(secret ?? '', 'base64url')).toHaveLength(32);
    expect((await view(s)).webhookSecret).toBe(secret);

    const same = await put(s, hooked(HOOK, { reminders: [2], lang: 'en' }));
    expect(same.body.webhookSecret).toBe(secret);

    const moved = await put(s, hooked(`${HOOK}/v2`));
    expect(moved.body.webhookSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(moved.body.webhookSecret).not.toBe(secret);

    const renewed = await call<NotifySettingsView>(server, 'POST', `${PATH}/webhook-secret`, {
      token: s.token,
      body: {},
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.webhookSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(renewed.body.webhookSecret).not.toBe(moved.body.webhookSecret);
    expect(renewed.body.settings).toEqual((await view(s)).settings);
    expect((await view(s)).webhookSecret).toBe(renewed.body.webhookSecret);

    const none = await put(s, settings());
    expect(none.body.webhookSecret).toBeNull();
    expect(none.body.settings.webhookTarget).toBeNull();
    // The same URL again is a new webhook: a new secret, not the one given up.
    const again = await put(s, hooked(`${HOOK}/v2`));
    expect(again.body.webhookSecret).not.toBe(renewed.body.webhookSecret);
  });

  it('a new secret without a webhook is BAD_WEBHOOK_URL', async () => {
    const s = await account();
    expectRefused(
      await call(server, 'POST', `${PATH}/webhook-secret`, { token: s.token, body: {} }),
      400,
      'BAD_WEBHOOK_URL',
    );
    expect((await view(s)).webhookSecret).toBeNull();
  });
});

describe('a channel the server switched off', () => {
  it('shows as trouble until the user turns it on again', async () => {
    const s = await account();
    const at = Date.UTC(2026, 11, 3, 20);
    const reasons = ['550 mailbox unavailable', '550 mailbox unavailable'];
    let off = false;
    for (const reason of reasons)
      off = await server.store.notify.countDelivery(s.user.id, 'email', false, reason, at, 2);
    expect(off).toBe(true);
    const v = await view(s);
    expect(v.settings.email.on).toBe(false);
    expect(v.trouble).toEqual([{ channel: 'email', at, reason: '550 mailbox unavailable' }]);

    // Saving other settings with the channel still off keeps the notice.
    const still = await put(s, { ...v.settings, lang: 'en' });
    expect(still.body.trouble.map((t) => t.channel)).toEqual(['email']);

    const on = await put(s, { ...v.settings, email: { on: true, kinds: [...NOTIFY_KINDS] } });
    expect(on.status).toBe(200);
    expect(on.body.trouble).toEqual([]);
    expect((await view(s)).trouble).toEqual([]);
  });
});

describe('limits', () => {
  it('changes per client address are limited like the other account changes; a refused one changes nothing', async () => {
    const limited = await startServer(randomChooser, {
      accountLimits: { ...DEFAULT_CONFIG.accountLimits, perIp: 3, failedPerName: 10_000 },
    });
    try {
      // Registering counts on its own route: three saves pass, the fourth is refused.
      const s = await register(limited, 'limited1', GOOD);
      const save = (lang: 'ru' | 'en') =>
        call<NotifySettingsView>(limited, 'PUT', PATH, { token: s.token, body: settings({ lang }) });
      for (let i = 0; i < 3; i++) expect((await save('ru')).status).toBe(200);
      expectRefused(await save('en'), 429, 'RATE_LIMITED');
      const r = await call<NotifySettingsView>(limited, 'GET', PATH, { token: s.token });
      expect(r.body.settings.lang).toBe('ru');
    } finally {
      await limited.close();
    }
  });
});
