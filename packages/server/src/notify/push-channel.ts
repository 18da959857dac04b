// Web Push (issue 25): one encrypted message (RFC 8291, aes128gcm) per notification to each of the user's
// subscribed browsers, signed for the push service with the server's VAPID key (RFC 8292). The web-push library
// makes the request (keys, encryption, JWT); http-post.ts sends it (time limit, no redirects, no private addresses).
import { createHash } from 'node:crypto';
import webpush from 'web-push';
import type { NotifyStore, OutboxRow, PushSubscriptionRow } from '../store/notify-store.ts';
import type { Channel, Delivery, Links, Recipient } from './channel.ts';
import { post } from './http-post.ts';
import type { Wording } from './short-text.ts';
import type { VapidKeys } from './vapid.ts';
import { parseTargetUrl } from './webhook-url.ts';

/** What the service worker receives (JSON, decrypted by the browser): what to show and what a click opens. */
export interface PushMessage {
  readonly title: string;
  readonly body: string;
  /** The table's page (or the site's) to open or focus on a click. */
  readonly url: string;
  /** One per table: a later notification of the table replaces the earlier one on the device. */
  readonly tag: string;
  readonly kind: OutboxRow['kind'];
  readonly tableId: string | null;
}

export interface PushChannelDeps {
  /** The user's subscriptions (store.notify). */
  readonly subscriptions: Pick<NotifyStore, 'listPushSubscriptions' | 'removePushEndpoint'>;
  readonly keys: VapidKeys;
  /** The contact push services may use (mailto: or https:). */
  readonly subject: string;
  /** Non-https endpoints and private addresses allowed (tests' local push endpoint only). */
  readonly allowPrivate: boolean;
  readonly wording: Wording;
  /** How long one POST to a push service may take. */
  readonly timeoutMs?: number;
}

/** A week: a notification the device did not get by then is stale (the push service drops it). */
const TTL_SECONDS = 7 * 24 * 3600;

/** The device-side tag of a notification: its table's, so that the newest news of a table is the one shown. */
export function pushTag(row: OutboxRow): string {
  return row.tableId === null ? `birzha:${row.kind}:${row.id}` : `birzha:table:${row.tableId}`;
}

/** The message of a row for a recipient. */
export function pushMessage(row: OutboxRow, recipient: Recipient, links: Links, wording: Wording): PushMessage {
  const { title, body } = wording(row, recipient);
  return {
    title,
    body,
    url: row.tableId === null ? links.home() : links.table(row.tableId),
    tag: pushTag(row),
    kind: row.kind,
    tableId: row.tableId,
  };
}

/** The Topic header (RFC 8030 5.4: at most 32 base64url characters): a push service keeps only the newest per topic. */
function topicOf(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

/** How one POST to one browser's push service went. */
type DeviceOutcome = 'ok' | 'gone' | { readonly reason: string; readonly permanent: boolean };

/** Web Push over the user's subscriptions (store.notify). */
export function createPushChannel(deps: PushChannelDeps): Channel {
  const timeoutMs = deps.timeoutMs ?? 10_000;
  const vapidDetails = { subject: deps.subject, publicKey: deps.keys.publicKey, privateKey: deps.keys.privateKey };

  async function toDevice(sub: PushSubscriptionRow, message: PushMessage): Promise<DeviceOutcome> {
    const url = parseTargetUrl(sub.endpoint, deps.allowPrivate);
    if (url === null) return 'gone';
    let details: webpush.RequestDetails;
    try {
      details = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(message),
        { vapidDetails, TTL: TTL_SECONDS, topic: topicOf(message.tag), urgency: 'normal' },
      );
    } catch (e) {
      // Keys that cannot be encrypted for were refused when entered; a row that got in anyway will never work.
      return { reason: `push: ${e instanceof Error ? e.message : String(e)}`, permanent: true };
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers))
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    const outcome = await post(url, {
      headers,
      body: details.body ?? Buffer.alloc(0),
      timeoutMs,
      allowPrivate: deps.allowPrivate,
    });
    if (outcome.status === null) {
      // A push service that now resolves to our own network is not one.
      if (outcome.error === 'private') return 'gone';
      return { reason: `push ${url.host}: ${outcome.detail}`, permanent: false };
    }
    if (outcome.status >= 200 && outcome.status < 300) return 'ok';
    // RFC 8030 7.3: the subscription expired or was removed.
    if (outcome.status === 404 || outcome.status === 410) return 'gone';
    const permanent = outcome.status >= 400 && outcome.status < 500 && ![408, 429].includes(outcome.status);
    return { reason: `push ${url.host}: HTTP ${outcome.status} ${outcome.body.slice(0, 200)}`.trim(), permanent };
  }

  return {
    name: 'push',
    available: true,
    async send(recipient: Recipient, rows: readonly OutboxRow[], links: Links): Promise<Delivery> {
      const subs = await deps.subscriptions.listPushSubscriptions(recipient.userId);
      // No device subscribed: nothing to deliver, and not a failure of the channel (push is on by default).
      if (subs.length === 0) return { ok: true };
      const gone = new Set<string>();
      const failures: { reason: string; permanent: boolean }[] = [];
      let delivered = false;
      for (const row of rows) {
        const message = pushMessage(row, recipient, links, deps.wording);
        const live = subs.filter((sub) => !gone.has(sub.endpoint));
        const outcomes = await Promise.all(live.map((sub) => toDevice(sub, message)));
        live.forEach((sub, i) => {
          const outcome = outcomes[i] ?? 'ok';
          if (outcome === 'ok') delivered = true;
          else if (outcome === 'gone') gone.add(sub.endpoint);
          else failures.push(outcome);
        });
      }
      for (const endpoint of gone) await deps.subscriptions.removePushEndpoint(endpoint);
      // Some device got it: retrying would show it twice there; a device that missed it gets the next one.
      if (delivered) return { ok: true };
      if (failures.length === 0) return { ok: false, reason: 'push: every subscribed device is gone', permanent: true };
      return {
        ok: false,
        reason: failures.map((f) => f.reason).join('; '),
        permanent: failures.every((f) => f.permanent),
      };
    },
  };
}
