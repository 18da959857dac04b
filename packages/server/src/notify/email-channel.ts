// E-mail notifications (issue 25): one mail per digest, over SMTP (SMTP_URL, as the password-reset mail), naming each
// table and what happened with a link that opens it, and a one-click unsubscribe (RFC 8058) so that mail clients can
// offer "unsubscribe" themselves.
import type { NotifyChannel } from '@birzha/protocol';
import { createTransport } from 'nodemailer';
import type { ServerConfig } from '../config.ts';
import type { OutboxRow } from '../store/notify-store.ts';
import type { Store } from '../store/store.ts';
import type { Channel, Delivery, Links, Recipient } from './channel.ts';
import { digestMail, type TextNames } from './texts.ts';

/** Tables whose players a mail names at most (each costs a few reads; more is noise anyway). */
const NAMED_TABLES = 5;

/**
 * The e-mail channel: `available` only with an SMTP server configured. With `store`, a table is named with the other
 * people at it too.
 */
export function createEmailChannel(
  config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>,
  store?: Pick<Store, 'getSeats' | 'getUser'>,
): Channel {
  const name: NotifyChannel = 'email';
  if (config.smtpUrl === null) {
    return { name, available: false, send: () => Promise.resolve({ ok: false, reason: 'no SMTP server' }) };
  }
  // Timeouts well under the sender's lease: a stuck server is a failure to retry, not a held claim. Not pooled: a
  // pooled connection outlives the server's close (channels have no close), and digests make mail rare anyway.
  const transport = createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name,
    available: true,
    async send(recipient: Recipient, rows: readonly OutboxRow[], links: Links): Promise<Delivery> {
      // No address: nothing this channel can do, and nothing to retry or hold against the user.
      if (recipient.email === null || rows.length === 0) return { ok: true };
      const names = store === undefined ? undefined : await playersOf(store, rows, recipient.userId);
      const mail = digestMail(rows, recipient.settings.lang, links, recipient.userId, names);
      const unsubscribe = links.unsubscribe(recipient.userId, 'email');
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: recipient.email,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: {
            'List-Unsubscribe': `<${unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            // RFC 3834: no vacation auto-replies to a notification.
            'Auto-Submitted': 'auto-generated',
          },
        });
        return { ok: true };
      } catch (err) {
        return failure(err);
      }
    },
  };
}

/** An SMTP refusal with a 5xx code is for good (the mailbox or address is refused); anything else may pass later. */
function failure(err: unknown): Delivery {
  const code = typeof err === 'object' && err !== null ? (err as { responseCode?: unknown }).responseCode : undefined;
  const message = err instanceof Error ? err.message : String(err);
  const reason = message.slice(0, 300);
  return typeof code === 'number' && code >= 500 && code < 600
    ? { ok: false, reason, permanent: true }
    : { ok: false, reason };
}

/** The other people at each table the rows are about, by table id. */
async function playersOf(
  store: Pick<Store, 'getSeats' | 'getUser'>,
  rows: readonly OutboxRow[],
  self: string,
): Promise<TextNames> {
  const players = new Map<string, string[]>();
  const tableIds = [...new Set(rows.flatMap((r) => (r.tableId === null ? [] : [r.tableId])))].slice(0, NAMED_TABLES);
  for (const tableId of tableIds) {
    const seats = await store.getSeats(tableId);
    const names: string[] = [];
    for (const s of seats) {
      if (s.userId === null || s.userId === self) continue;
      const u = await store.getUser(s.userId);
      if (u !== undefined) names.push(u.name);
    }
    if (names.length > 0) players.set(tableId, names);
  }
  return { players };
}
