import { createECDH, randomBytes } from 'node:crypto';
import type { PushSubscriptionBody } from '@birzha/protocol';
import { describe, expect, it } from 'vitest';
import { checkPushSubscription } from './push-subscription.ts';

const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const good: PushSubscriptionBody = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
  expirationTime: null,
  keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
};
const withKeys = (keys: Partial<PushSubscriptionBody['keys']>): PushSubscriptionBody => ({
  ...good,
  keys: { ...good.keys, ...keys },
});

describe('checkPushSubscription', () => {
  it('takes what a browser sends', () => {
    expect(checkPushSubscription(good)).toBeNull();
    expect(checkPushSubscription({ ...good, expirationTime: 1_900_000_000_000 })).toBeNull();
  });

  it.each<[string, PushSubscriptionBody]>([
    ['a plain-http endpoint', { ...good, endpoint: 'http://push.example/abc' }],
    ['an endpoint on a private address', { ...good, endpoint: 'https://10.0.0.8/push/abc' }],
    ['an endpoint on loopback', { ...good, endpoint: 'https://[::1]:8443/push/abc' }],
    ['an endpoint on localhost', { ...good, endpoint: 'https://localhost/push/abc' }],
    ['a relative endpoint', { ...good, endpoint: '/push/abc' }],
    ['a non-URL endpoint', { ...good, endpoint: 'not a url' }],
    ['a compressed p256dh', withKeys({ p256dh: ecdh.getPublicKey(null, 'compressed').toString('base64url') })],
    [
      'a p256dh off the curve',
      withKeys({ p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url') }),
    ],
    ['a short p256dh', withKeys({ p256dh: randomBytes(32).toString('base64url') })],
    ['a p256dh that is not base64url', withKeys({ p256dh: `${good.keys.p256dh.slice(0, -2)}+/` })],
    ['an empty auth', withKeys({ auth: '' })],
    ['a 15-byte auth', withKeys({ auth: randomBytes(15).toString('base64url') })],
    ['a 17-byte auth', withKeys({ auth: randomBytes(17).toString('base64url') })],
    ['an auth that is not base64url', withKeys({ auth: 'a b c d e f g h i j k' })],
  ])('refuses %s with BAD_PUSH_SUBSCRIPTION', (_what, body) => {
    expect(checkPushSubscription(body)).toBe('BAD_PUSH_SUBSCRIPTION');
  });

  it('takes a plain-http endpoint only when allowed (the tests local push service)', () => {
    expect(checkPushSubscription({ ...good, endpoint: 'http://127.0.0.1:9999/push/1' }, true)).toBeNull();
    expect(checkPushSubscription({ ...good, endpoint: 'ftp://127.0.0.1/push/1' }, true)).toBe('BAD_PUSH_SUBSCRIPTION');
  });
});
