// Push and webhooks end to end (issue 25): the outbox sender over a real store with the server's channels
// (createChannels), to a local push service that checks VAPID and decrypts, and a local webhook receiver that checks
// the signature. A device that is gone leaves the store; a webhook kept failing is switched off with its trouble.
import { GAME_IDS } from '@birzha/engine';
import { DEFAULT_NOTIFY_SETTINGS, type NotifySettings } from '@birzha/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, type ServerConfig } from '../src/config.ts';
import { createChannels } from '../src/notify/channels.ts';
import { checkPushSubscription } from '../src/notify/push-subscription.ts';
import { vapidPublicKey } from '../src/notify/vapid.ts';
import type { Store } from '../src/store/store.ts';
import { account, event, links, makeSender } from './notify-email-kit.ts';
import { startPushEndpoint, type PushEndpoint } from './support/push-endpoint.ts';
import { startWebhookEndpoint, type WebhookEndpoint } from './support/webhook-endpoint.ts';
import { tempSqliteStore, type TempStore } from './temp-store.ts';

const T = 1_800_000_000_000;
const GAME = GAME_IDS[0] ?? 'nogame';
const HOOK_SECRET = 'hook-secret-of-u1';

let temp: TempStore;
let store: Store;
let config: ServerConfig;
let service: PushEndpoint;
let receiver: WebhookEndpoint;
let clock = T;
const now = (): number => clock;

beforeEach(async () => {
  temp = await tempSqliteStore('birzha-push-');
  store = temp.store;
  clock = T;
  // The tests' push service and receiver are plain http on 127.0.0.1: allowed only by this setting.
  config = { ...DEFAULT_CONFIG, dataDir: temp.dir, notify: { ...DEFAULT_CONFIG.notify, allowPrivateWebhooks: true } };
  service = await startPushEndpoint(vapidPublicKey(config));
  receiver = await startWebhookEndpoint(HOOK_SECRET);
  await account(store, 'u1', null);
});
afterEach(async () => {
  await service.close();
  await receiver.close();
  await temp.close();
});

/** Subscribes a new device of u1 as the settings route does: checked, then stored. */
async function device(): Promise<string> {
  const sub = service.subscribe();
  expect(checkPushSubscription(sub.body, config.notify.allowPrivateWebhooks)).toBeNull();
  expect(checkPushSubscription(sub.body, false)).toBe('BAD_PUSH_SUBSCRIPTION');
  await store.notify.addPushSubscription({
    id: sub.id,
    userId: 'u1',
    endpoint: sub.body.endpoint,
    ...sub.body.keys,
    createdAt: clock,
  });
  return sub.id;
}

async function settings(over: Partial<NotifySettings>, secret: string | null = null): Promise<void> {
  await store.notify.putSettings('u1', { ...DEFAULT_NOTIFY_SETTINGS, lang: 'en', ...over }, secret, clock);
}

const sender = (over = {}) => makeSender(store, createChannels(config, store, now), over, now);

describe('push and webhook delivery', () => {
  it("reaches each of the user's devices once, decrypted by the device key, and is then done", async () => {
    const phone = await device();
    const laptop = await device();
    await settings({});
    await store.notify.enqueue([event('u1', T, {}, GAME)]);
    await sender().runOnce();
    expect(service.received.map((r) => [r.id, r.problem]).sort()).toEqual(
      [
        [phone, null],
        [laptop, null],
      ].sort(),
    );
    for (const r of service.received)
      expect(JSON.parse(r.plaintext ?? '')).toMatchObject({ url: links.table('tab1'), tag: 'birzha:table:tab1' });
    await sender().runOnce();
    expect(service.received).toHaveLength(2);
  });

  it('drops a device whose push service says it is gone (410), from the store', async () => {
    const gone = await device();
    const live = await device();
    service.answer(gone, 410);
    await store.notify.enqueue([event('u1', T, {}, GAME)]);
    await sender().runOnce();
    expect((await store.notify.listPushSubscriptions('u1')).map((s) => s.id)).toEqual([live]);
  });

  it('posts the signed webhook (and Discord body) for the kinds the user keeps on', async () => {
    await settings(
      {
        push: { on: false, kinds: [] },
        webhook: { on: true, kinds: ['turn'] },
        webhookTarget: {
          url: `${receiver.origin}/hook`,
          discord: false,
        },
      },
      HOOK_SECRET,
    );
    await store.notify.enqueue([event('u1', T, {}, GAME), event('u1', T, { kind: 'started', dedupe: 's' }, GAME)]);
    await sender().runOnce();
    expect(receiver.received.map((r) => [r.path, r.signed, (JSON.parse(r.raw) as { kind: string }).kind])).toEqual([
      ['/hook', true, 'turn'],
    ]);

    await settings(
      {
        push: { on: false, kinds: [] },
        webhook: { on: true, kinds: ['turn'] },
        webhookTarget: {
          url: `${receiver.origin}/discord`,
          discord: true,
        },
      },
      HOOK_SECRET,
    );
    await store.notify.enqueue([event('u1', T, { dedupe: 'again' }, GAME)]);
    await sender().runOnce();
    const discord = receiver.received[1];
    expect(discord?.signed).toBe(true);
    expect(JSON.parse(discord?.raw ?? '')).toMatchObject({ embeds: [{ url: links.table('tab1') }] });
  });

  it('switches a webhook off, with its trouble, after it keeps refusing', async () => {
    receiver.answer('/hook', 404);
    await settings(
      {
        push: { on: false, kinds: [] },
        webhook: { on: true, kinds: ['turn'] },
        webhookTarget: {
          url: `${receiver.origin}/hook`,
          discord: false,
        },
      },
      HOOK_SECRET,
    );
    const offAfter = 2;
    await store.notify.enqueue([
      event('u1', T, { dedupe: 'a' }, GAME),
      event('u1', T, { dedupe: 'b' }, GAME),
      event('u1', T, { dedupe: 'c' }, GAME),
    ]);
    await sender({ offAfter }).runOnce();
    const row = await store.notify.getSettings('u1');
    expect(row.settings?.webhook.on).toBe(false);
    expect(row.trouble).toEqual([expect.objectContaining({ channel: 'webhook' })]);
    expect(receiver.received.length).toBeGreaterThanOrEqual(offAfter);
  });
});
