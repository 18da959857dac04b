// What the notification tests share: accounts to notify, notifications, and a NotifySender over a store with real
// channels. The SMTP server and the mail parsing they use are @birzha/test-support's (SmtpSink, parseMail).
import Fastify from 'fastify';
import { DEFAULT_CONFIG, type NotifyConfig } from '../src/config.ts';
import type { Channel, Links } from '../src/notify/channel.ts';
import { siteLinks } from '../src/notify/links.ts';
import { NotifySender } from '../src/notify/sender.ts';
import { unsubscribePath } from '../src/notify/unsubscribe.ts';
import { Watchers } from '../src/notify/watchers.ts';
import type { NewNotification } from '../src/store/notify-store.ts';
import type { Store } from '../src/store/store.ts';

export const SECRET = 'test-secret-test-secret-test-secret';
export const SITE = 'https://birzha.example';

export const links: Links = siteLinks(SITE, (userId, channel) => unsubscribePath(SECRET, userId, channel));

/** An account (a user name, so notified) with an e-mail address, or a guest with `email` null and `guest`. */
export async function account(store: Store, id: string, email: string | null, guest = false): Promise<void> {
  if (guest) {
    await store.createUser({ id, name: `Guest ${id}`, createdAt: 1 });
    return;
  }
  await store.accounts.createAccount({ id, name: `Name ${id}`, createdAt: 1 }, `user_${id}`, 'hash');
  if (email !== null) await store.accounts.setEmail(id, email);
}

export const notifyConfig = (over: Partial<NotifyConfig> = {}): NotifyConfig => ({
  ...DEFAULT_CONFIG.notify,
  sendMs: 20,
  digestMs: 0,
  retryBaseMs: 1000,
  ...over,
});

export function makeSender(
  store: Store,
  channels: readonly Channel[],
  over: Partial<NotifyConfig> = {},
  now: () => number = Date.now,
  watchers = new Watchers(),
): NotifySender {
  return new NotifySender({
    store,
    channels,
    links,
    watchers,
    config: notifyConfig(over),
    now,
    log: Fastify({ logger: false }).log,
  });
}

/** A notification of `userId` at `at` (due then), about table `tableId` of the first game the engine knows. */
export function event(
  userId: string,
  at: number,
  over: Partial<NewNotification> = {},
  game = 'nogame',
): NewNotification {
  return {
    userId,
    kind: 'turn',
    tableId: 'tab1',
    payload: { tableId: 'tab1', game, version: 1, seat: 0 },
    dedupe: null,
    createdAt: at,
    dueAt: at,
    ...over,
  };
}
