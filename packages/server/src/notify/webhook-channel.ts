// Webhooks (issue 25): a signed JSON POST per notification to the user's URL, or Discord's body when the user asked.
// The signature (README "Notifications"): X-Birzha-Timestamp is the Unix time in seconds and X-Birzha-Signature is
// `sha256=` and the hex HMAC-SHA256, keyed with the user's webhook secret, of `<timestamp>.<raw body>`; a receiver
// recomputes it over the bytes it got and refuses old timestamps (replays).
import { createHmac } from 'node:crypto';
import type { WebhookBody } from '@birzha/protocol';
import type { OutboxRow } from '../store/notify-store.ts';
import type { Channel, Delivery, Links, Recipient } from './channel.ts';
import { post } from './http-post.ts';
import type { Wording } from './short-text.ts';
import { parseTargetUrl } from './webhook-url.ts';

export interface WebhookChannelDeps {
  /** http:, private and loopback addresses allowed (tests, a home server: config.notify.allowPrivateWebhooks). */
  readonly allowPrivate: boolean;
  readonly wording: Wording;
  readonly now: () => number;
  /** How long the user's server may take to answer (10 s). */
  readonly timeoutMs?: number;
}

/** The signature header's value for a body sent at `timestamp` (Unix seconds, as sent in X-Birzha-Timestamp). */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Birzha's own body of a notification. */
export function webhookBody(row: OutboxRow, recipient: Recipient, links: Links, wording: Wording): WebhookBody {
  return {
    kind: row.kind,
    tableId: row.tableId,
    game: row.payload.game ?? null,
    text: wording(row, recipient).body,
    url: row.tableId === null ? links.home() : links.table(row.tableId),
    at: row.createdAt,
  };
}

/** Discord's body (an execute-webhook request): the line, and an embed linking the table. */
export interface DiscordBody {
  readonly content: string;
  readonly embeds: readonly { readonly title: string; readonly description: string; readonly url: string }[];
  /** No @everyone, role or user pings, whatever a quoted chat line holds. */
  readonly allowed_mentions: { readonly parse: readonly never[] };
}

export function discordBody(row: OutboxRow, recipient: Recipient, links: Links, wording: Wording): DiscordBody {
  const { title, body } = wording(row, recipient);
  const url = row.tableId === null ? links.home() : links.table(row.tableId);
  return {
    content: body.slice(0, 2000),
    embeds: [{ title: title.slice(0, 256), description: body.slice(0, 4096), url }],
    allowed_mentions: { parse: [] },
  };
}

/** Webhooks to the user's `webhookTarget`, signed with their secret. */
export function createWebhookChannel(deps: WebhookChannelDeps): Channel {
  const timeoutMs = deps.timeoutMs ?? 10_000;

  async function deliver(url: URL, secret: string, row: OutboxRow, body: string): Promise<Delivery> {
    const timestamp = String(Math.floor(deps.now() / 1000));
    const outcome = await post(url, {
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Birzha-Webhook/1',
        'x-birzha-timestamp': timestamp,
        'x-birzha-signature': webhookSignature(secret, timestamp, body),
        // The same on every attempt of a notification: a receiver may drop a retry it has seen.
        'x-birzha-delivery': String(row.id),
      },
      body,
      timeoutMs,
      allowPrivate: deps.allowPrivate,
    });
    if (outcome.status === null) {
      // A URL that now resolves to our own network (DNS changed) will not be posted to: given up.
      if (outcome.error === 'private')
        return { ok: false, reason: `webhook: ${url.host} now resolves to a private address`, permanent: true };
      return { ok: false, reason: `webhook ${url.host}: ${outcome.detail}` };
    }
    if (outcome.status >= 200 && outcome.status < 300) return { ok: true };
    // A refusal for good (a wrong URL, a deleted Discord webhook), except "too slow" and "too many" (try later).
    const permanent = outcome.status >= 400 && outcome.status < 500 && ![408, 429].includes(outcome.status);
    return { ok: false, reason: `webhook ${url.host}: HTTP ${outcome.status}`, permanent };
  }

  return {
    name: 'webhook',
    available: true,
    async send(recipient: Recipient, rows: readonly OutboxRow[], links: Links): Promise<Delivery> {
      const target = recipient.settings.webhookTarget;
      if (target === null || recipient.webhookSecret === null)
        return { ok: false, reason: 'webhook: no URL set', permanent: true };
      const url = parseTargetUrl(target.url, deps.allowPrivate);
      if (url === null) return { ok: false, reason: 'webhook: not an https URL', permanent: true };
      for (const row of rows) {
        const shaped = target.discord
          ? discordBody(row, recipient, links, deps.wording)
          : webhookBody(row, recipient, links, deps.wording);
        const result = await deliver(url, recipient.webhookSecret, row, JSON.stringify(shaped));
        if (!result.ok) return result;
      }
      return { ok: true };
    },
  };
}
