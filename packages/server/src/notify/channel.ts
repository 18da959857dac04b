// One way of telling an away player (issue 25): e-mail, Web Push, a webhook. The outbox sender (sender.ts) claims
// due notifications, reads the user's settings and hands each enabled channel the notifications it carries.
import type { NotifyChannel, NotifySettings } from '@birzha/protocol';
import type { OutboxRow } from '../store/notify-store.ts';

/** Who is told, with what the channels need to reach and address them. */
export interface Recipient {
  readonly userId: string;
  /** The display name. */
  readonly name: string;
  readonly email: string | null;
  readonly settings: NotifySettings;
  /** The webhook's HMAC-SHA256 key, when the user has a webhook. */
  readonly webhookSecret: string | null;
}

/** What a channel made of an attempt. */
export type Delivery =
  | { readonly ok: true }
  /** `permanent`: retrying cannot help (the address refuses for good); the row is given up on this channel. */
  | { readonly ok: false; readonly reason: string; readonly permanent?: boolean };

export interface Channel {
  readonly name: NotifyChannel;
  /** Whether this server can use the channel at all (e-mail needs SMTP_URL). */
  readonly available: boolean;
  /**
   * Delivers `rows` (one user's, all of a kind this channel carries for them; several only for a channel that
   * gathers them, e-mail's digest) and says how it went. Never throws for a delivery failure.
   */
  send(recipient: Recipient, rows: readonly OutboxRow[], links: Links): Promise<Delivery>;
}

/** The site's absolute links a notification carries. */
export interface Links {
  /** Opens the table at its current state. */
  table(tableId: string): string;
  /** The one-click unsubscribe link of a user's channel (signed: no sign-in needed). */
  unsubscribe(userId: string, channel: NotifyChannel): string;
  /** The notification settings page. */
  settings(): string;
  /** The site's front page (lobby). */
  home(): string;
}
