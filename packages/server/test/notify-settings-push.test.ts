// Push devices of an account over HTTP on a real server (issue 25): a browser's subscription is checked (https
// endpoint, a P-256 key, a 16-byte auth secret) before it is stored; one endpoint belongs to one account (the last to
// subscribe it); a device is removed by its owner only; every refusal changes nothing.
import { createECDH, randomBytes } from 'node:crypto';
import type { NotifySettingsView, PushSubscriptionBody } from '@birzha/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../src/config.ts';
import { call, expectRefused, register, type Session } from './accounts-client.ts';
import { startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser, {
    accountLimits: { ...DEFAULT_CONFIG.accountLimits, perIp: 10_000, failedPerName: 10_000 },
    notify: { ...DEFAULT_CONFIG.notify, allowPrivateWebhooks: false },
  });
});
afterAll(async () => {
  await server.close();
});

let names = 0;
const account = (): Promise<Session> => register(server, `pusher${++names}`, 'correct horse battery');
type Device = NotifySettingsView['pushDevices'][number];

/** A subscription as a browser makes it: a fresh P-256 key and auth secret. */
function subscription(endpoint = `https://fcm.example.net/wp/${randomBytes(8).toString('hex')}`): PushSubscriptionBody {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}
const subscribe = (s: Session, body: unknown) =>
  call<{ device: Device }>(server, 'POST', '/api/account/push', { token: s.token, body });
const devices = async (s: Session): Promise<Device[]> =>
  (await call<NotifySettingsView>(server, 'GET', '/api/account/notifications', { token: s.token })).body.pushDevices;

describe('push devices', () => {
  it('subscribes a device: 201 with its id, the endpoint’s host and when; listed, stored with its keys', async () => {
    const s = await account();
    const body = subscription('https://fcm.example.net/wp/abc123');
    const r = await subscribe(s, body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.device).toEqual({
      id: expect.any(String) as unknown,
      host: 'fcm.example.net',
      createdAt: expect.any(Number) as unknown,
    });
    expect(await devices(s)).toEqual([r.body.device]);
    const stored = await server.store.notify.listPushSubscriptions(s.user.id);
    expect(stored).toMatchObject([
      { id: r.body.device.id, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth },
    ]);
  });

  it('an endpoint subscribed again by another account moves to it (one device, one person)', async () => {
    const a = await account();
    const b = await account();
    const body = subscription();
    expect((await subscribe(a, body)).status).toBe(201);
    const moved = await subscribe(b, subscription(body.endpoint));
    expect(moved.status).toBe(201);
    expect(await devices(a)).toEqual([]);
    expect((await devices(b)).map((d) => d.id)).toEqual([moved.body.device.id]);
    // The same account again: still one device.
    expect((await subscribe(b, subscription(body.endpoint))).status).toBe(201);
    expect(await devices(b)).toHaveLength(1);
  });

  it('refuses a bad subscription with BAD_PUSH_SUBSCRIPTION (or BAD_REQUEST off the schema) and stores nothing', async () => {
    const s = await account();
    const good = subscription();
    const refusals: [unknown, string][] = [
      [{ ...good, endpoint: 'http://fcm.example.net/wp/x' }, 'BAD_PUSH_SUBSCRIPTION'],
      [{ ...good, endpoint: 'not a url' }, 'BAD_PUSH_SUBSCRIPTION'],
      [{ ...good, keys: { ...good.keys, p256dh: 'AAAA' } }, 'BAD_PUSH_SUBSCRIPTION'],
      [{ ...good, keys: { ...good.keys, p256dh: `C${good.keys.p256dh.slice(1)}` } }, 'BAD_PUSH_SUBSCRIPTION'],
      [{ ...good, keys: { ...good.keys, auth: randomBytes(8).toString('base64url') } }, 'BAD_PUSH_SUBSCRIPTION'],
      [{ ...good, keys: { ...good.keys, auth: 'not base64!' } }, 'BAD_PUSH_SUBSCRIPTION'],
      [{ endpoint: good.endpoint }, 'BAD_REQUEST'],
      [{ ...good, endpoint: '' }, 'BAD_REQUEST'],
    ];
    for (const [body, code] of refusals) expectRefused(await subscribe(s, body), 400, code);
    expect(await devices(s)).toEqual([]);
  });

  it('removes a device of the owner’s; another’s or an unknown one is NOT_FOUND and stays', async () => {
    const a = await account();
    const b = await account();
    const mine = (await subscribe(a, subscription())).body.device;
    const theirs = (await subscribe(b, subscription())).body.device;
    expectRefused(await call(server, 'DELETE', `/api/account/push/${theirs.id}`, { token: a.token }), 404, 'NOT_FOUND');
    expectRefused(await call(server, 'DELETE', '/api/account/push/nope', { token: a.token }), 404, 'NOT_FOUND');
    expect(await devices(b)).toEqual([theirs]);
    const r = await call(server, 'DELETE', `/api/account/push/${mine.id}`, { token: a.token });
    expect(r.status).toBe(200);
    expect(await devices(a)).toEqual([]);
  });
});
