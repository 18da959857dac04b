// Web Push (issue 25) to a local push service that checks the VAPID signature and decrypts the payload with the
// subscription's private key (support/push-endpoint.ts); a gone subscription is dropped, trouble is retried.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../src/config.ts';
import { configFromEnv } from '../src/main.ts';
import { openSqliteStore } from '../src/store/sqlite.ts';
import type { Store } from '../src/store/store.ts';
import { createPushChannel } from '../src/notify/push-channel.ts';
import { wording } from '../src/notify/texts.ts';
import { createVapidKeys, loadVapidKeys, vapidPublicKey, type VapidKeys } from '../src/notify/vapid.ts';
import { account } from './notify-email-kit.ts';
import { links, outboxRow, recipient, SITE } from './support/notify-rows.ts';
import { startPushEndpoint, type PushEndpoint, type TestSubscription } from './support/push-endpoint.ts';

/** A real store's subscriptions (SQLite), as the channel reads and drops them. */
class Subscriptions {
  constructor(readonly store: Store) {}
  async add(userId: string, sub: TestSubscription): Promise<void> {
    const { endpoint, keys } = sub.body;
    await this.store.notify.addPushSubscription({ id: sub.id, userId, endpoint, ...keys, createdAt: 0 });
  }
  async ids(userId = 'u1'): Promise<string[]> {
    return (await this.store.notify.listPushSubscriptions(userId)).map((r) => r.id);
  }
}

describe('VAPID keys', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'birzha-vapid-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('are created on first start, kept in the data dir for this user only, and the same after a restart', async () => {
    const first = loadVapidKeys(null, dir);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect((await stat(join(dir, 'vapid.json'))).mode & 0o777).toBe(0o600);
    expect(loadVapidKeys(null, dir)).toEqual(first);
    expect(vapidPublicKey({ ...DEFAULT_CONFIG, dataDir: dir })).toBe(first.publicKey);
  });

  it('given in the configuration are used as they are, and a pair that does not match is refused', () => {
    const given = createVapidKeys();
    expect(loadVapidKeys(given, dir)).toEqual(given);
    expect(
      vapidPublicKey({ ...DEFAULT_CONFIG, dataDir: dir, notify: { ...DEFAULT_CONFIG.notify, vapid: given } }),
    ).toBe(given.publicKey);
    const other = createVapidKeys();
    expect(() => loadVapidKeys({ publicKey: given.publicKey, privateKey: other.privateKey }, dir)).toThrow(/P-256/);
  });
});

describe('the environment', () => {
  it('gives the VAPID pair, subject and ALLOW_PRIVATE_WEBHOOKS to config.notify', () => {
    const pair = createVapidKeys();
    const notify = configFromEnv({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://birzha.example/contact',
      ALLOW_PRIVATE_WEBHOOKS: 'true',
    }).notify;
    expect(notify).toMatchObject({ vapid: pair, vapidSubject: 'https://birzha.example/contact' });
    expect(notify.allowPrivateWebhooks).toBe(true);
    expect(configFromEnv({}).notify).toEqual(DEFAULT_CONFIG.notify);
  });

  it('refuses half a pair, a pair that does not match, a subject that is no contact and a yes/no that is neither', () => {
    const pair = createVapidKeys();
    expect(() => configFromEnv({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/together/);
    expect(() =>
      configFromEnv({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: createVapidKeys().privateKey }),
    ).toThrow(/P-256/);
    expect(() => configFromEnv({ VAPID_SUBJECT: 'ops@birzha.example' })).toThrow(/VAPID_SUBJECT/);
    expect(() => configFromEnv({ ALLOW_PRIVATE_WEBHOOKS: 'yes' })).toThrow(/ALLOW_PRIVATE_WEBHOOKS/);
  });
});

describe('the push channel', () => {
  let keys: VapidKeys;
  let service: PushEndpoint;
  let subs: Subscriptions;
  let dir: string;
  beforeEach(async () => {
    keys = createVapidKeys();
    service = await startPushEndpoint(keys.publicKey);
    dir = await mkdtemp(join(tmpdir(), 'birzha-push-'));
    const store = await openSqliteStore(join(dir, 'birzha.sqlite'));
    await store.migrate();
    await account(store, 'u1', null);
    await account(store, 'u2', null);
    subs = new Subscriptions(store);
  });
  afterEach(async () => {
    await service.close();
    await subs.store.close();
    await rm(dir, { recursive: true, force: true });
  });

  const channel = (allowPrivate = true) =>
    createPushChannel({
      subscriptions: subs.store.notify,
      keys,
      subject: 'mailto:ops@birzha.example',
      allowPrivate,
      wording,
      timeoutMs: 2000,
    });

  it('sends each device one VAPID-signed, encrypted message the service decrypts with the device key', async () => {
    const phone = service.subscribe();
    const laptop = service.subscribe();
    await subs.add('u1', phone);
    await subs.add('u1', laptop);
    await subs.add('u2', service.subscribe());
    const row = outboxRow('turn', 't42', { game: 'akcioner' });
    expect(await channel().send(recipient({ lang: 'en' }), [row], links)).toEqual({ ok: true });

    expect(service.received.map((r) => [r.id, r.status, r.problem])).toEqual(
      expect.arrayContaining([
        [phone.id, 201, null],
        [laptop.id, 201, null],
      ]),
    );
    expect(service.received).toHaveLength(2);
    for (const got of service.received) {
      expect(got.claims?.['aud']).toBe(service.origin);
      expect(got.claims?.['sub']).toBe('mailto:ops@birzha.example');
      expect(JSON.parse(got.plaintext ?? '')).toEqual({
        ...wording(row, recipient({ lang: 'en' })),
        url: `${SITE}/t/t42`,
        tag: 'birzha:table:t42',
        kind: 'turn',
        tableId: 't42',
      });
      expect(got.headers['topic']).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }
  });

  it('tags a table once: a later notification of the table replaces the earlier one on the device', async () => {
    await subs.add('u1', service.subscribe());
    const push = channel();
    await push.send(recipient(), [outboxRow('turn', 't1')], links);
    await push.send(recipient(), [outboxRow('reminder', 't1', { hoursLeft: 1 })], links);
    await push.send(recipient(), [outboxRow('turn', 't2')], links);
    const tags = service.received.map((r) => (JSON.parse(r.plaintext ?? '') as { tag: string }).tag);
    expect(tags).toEqual(['birzha:table:t1', 'birzha:table:t1', 'birzha:table:t2']);
    const topics = service.received.map((r) => r.headers['topic']);
    expect(topics[0]).toBe(topics[1]);
    expect(topics[2]).not.toBe(topics[0]);
    // In the user's language (Russian by default).
    const reminder = JSON.parse(service.received[1]?.plaintext ?? '') as { title: string; body: string };
    expect(reminder.title).toBe('На ход осталось 1 ч');
    expect(reminder.body).toContain('ваш ход');
  });

  it('drops a subscription whose service answers 410 (or 404), and still delivers to the others', async () => {
    const gone = service.subscribe();
    const live = service.subscribe();
    await subs.add('u1', gone);
    await subs.add('u1', live);
    service.answer(gone.id, 410);
    expect(await channel().send(recipient(), [outboxRow('turn', 't1')], links)).toEqual({ ok: true });
    expect(await subs.ids()).toEqual([live.id]);

    service.answer(live.id, 404);
    const last = await channel().send(recipient(), [outboxRow('turn', 't1')], links);
    expect(last).toMatchObject({ ok: false, permanent: true });
    expect(await subs.ids()).toEqual([]);
    // No device left: nothing to deliver, not a failure of the channel.
    expect(await channel().send(recipient(), [outboxRow('turn', 't1')], links)).toEqual({ ok: true });
  });

  it('leaves trouble at the service (5xx, 429, no answer) to the sender to retry, keeping the subscription', async () => {
    const sub = service.subscribe();
    await subs.add('u1', sub);
    service.answer(sub.id, 503);
    const busy = await channel().send(recipient(), [outboxRow('turn', 't1')], links);
    expect(busy).toMatchObject({ ok: false, permanent: false, reason: expect.stringContaining('503') as unknown });
    service.answer(sub.id, 429);
    expect(await channel().send(recipient(), [outboxRow('turn', 't1')], links)).toMatchObject({ permanent: false });
    expect(await subs.ids()).toHaveLength(1);

    await service.close();
    const down = await channel().send(recipient(), [outboxRow('turn', 't1')], links);
    expect(down).toMatchObject({ ok: false, permanent: false });
    expect(await subs.ids()).toHaveLength(1);
  });

  it('signs with the server key only: a service that trusts another key refuses (403), and nothing is dropped', async () => {
    const stranger = await startPushEndpoint(createVapidKeys().publicKey);
    try {
      const sub = stranger.subscribe();
      await subs.add('u1', sub);
      const result = await channel().send(recipient(), [outboxRow('turn', 't1')], links);
      expect(result).toMatchObject({ ok: false, permanent: true });
      expect(stranger.received[0]?.problem).toBe('k is not the server key');
      expect(await subs.ids()).toHaveLength(1);
    } finally {
      await stranger.close();
    }
  });

  it('never posts to a plain-http or private endpoint in production: such a subscription is dropped', async () => {
    const sub = service.subscribe();
    await subs.add('u1', sub);
    const result = await channel(false).send(recipient(), [outboxRow('turn', 't1')], links);
    expect(result).toMatchObject({ ok: false, permanent: true });
    expect(service.received).toEqual([]);
    expect(await subs.ids()).toEqual([]);
  });
});
