// The language of notifications of a person who never chose one (issue 25): the browser's (Accept-Language) when an
// e-mail address or a push device is first given, so that an English page's person is not mailed in Russian; a
// language once chosen in the settings stays.
import { createECDH, randomBytes } from 'node:crypto';
import { DEFAULT_NOTIFY_SETTINGS, type NotifySettings, type NotifySettingsView } from '@birzha/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../src/config.ts';
import { langOfAcceptLanguage } from '../src/notify/first-language.ts';
import { call, register, type Session } from './accounts-client.ts';
import { startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

let server: TestServer;
beforeAll(async () => {
  // Never mailed here: the address only needs a mail server configured to be accepted.
  server = await startServer(randomChooser, {
    smtpUrl: 'smtp://127.0.0.1:9',
    accountLimits: { ...DEFAULT_CONFIG.accountLimits, perIp: 10_000, failedPerName: 10_000 },
  });
});
afterAll(async () => {
  await server.close();
});

let names = 0;
const account = (): Promise<Session> => register(server, `lingua${++names}`, 'correct horse battery');
const setEmail = (s: Session, lang: string) =>
  call(server, 'POST', '/api/account/email', {
    token: s.token,
    body: { email: `${s.user.id}@example.org` },
    headers: { 'accept-language': lang },
  });
const stored = async (s: Session): Promise<NotifySettings | null> =>
  (await server.store.notify.getSettings(s.user.id)).settings;

describe('the language of notifications', () => {
  it('reads Accept-Language: the preferred of Russian and English by weight, then order', () => {
    expect(langOfAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(langOfAcceptLanguage('de-DE,de;q=0.9,ru;q=0.8,en;q=0.7')).toBe('ru');
    expect(langOfAcceptLanguage('ru;q=0.5, en-GB;q=0.8')).toBe('en');
    expect(langOfAcceptLanguage('en;q=0, ru')).toBe('ru');
    expect(langOfAcceptLanguage('fr, *')).toBeNull();
    expect(langOfAcceptLanguage(undefined)).toBeNull();
  });

  it('an English browser giving its address gets English notifications; a Russian one keeps the default', async () => {
    const en = await account();
    expect((await setEmail(en, 'en-US,en;q=0.9')).status).toBe(200);
    expect(await stored(en)).toEqual({ ...DEFAULT_NOTIFY_SETTINGS, lang: 'en' });
    const view = await call<NotifySettingsView>(server, 'GET', '/api/account/notifications', { token: en.token });
    expect(view.body.settings.lang).toBe('en');
    const ru = await account();
    expect((await setEmail(ru, 'ru-RU,ru;q=0.9,en;q=0.8')).status).toBe(200);
    expect(await stored(ru)).toBeNull();
  });

  it('a language chosen in the settings stays whatever browser gives an address or a device later', async () => {
    const s = await account();
    const view = await call<NotifySettingsView>(server, 'GET', '/api/account/notifications?lang=ru', {
      token: s.token,
    });
    const put = await call(server, 'PUT', '/api/account/notifications', { token: s.token, body: view.body.settings });
    expect(put.status).toBe(200);
    expect((await setEmail(s, 'en')).status).toBe(200);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const device = await call(server, 'POST', '/api/account/push', {
      token: s.token,
      headers: { 'accept-language': 'en' },
      body: {
        endpoint: `https://fcm.example.net/wp/${randomBytes(8).toString('hex')}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      },
    });
    expect(device.status).toBe(201);
    expect((await stored(s))?.lang).toBe('ru');
  });

  it('an English browser subscribing a push device first gets English pushes', async () => {
    const s = await account();
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const device = await call(server, 'POST', '/api/account/push', {
      token: s.token,
      headers: { 'accept-language': 'en-GB' },
      body: {
        endpoint: `https://fcm.example.net/wp/${randomBytes(8).toString('hex')}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      },
    });
    expect(device.status).toBe(201);
    expect((await stored(s))?.lang).toBe('en');
  });
});
