// Notifications on the store (issue 25): the outbox, each account's settings, push subscriptions. Part of the Store
// contract (store.notify); one implementation over Kysely (kysely-notify.ts), for both dialects.
import type { ChannelTrouble, NotifyChannel, NotifyKind, NotifySettings } from '@birzha/protocol';

/**
 * What a notification says, for every channel to word in the user's language: the table, the game, and the
 * kind's own values (the seat to move, a place and rating change, a chat line, who invited). JSON-safe.
 */
export interface NotifyPayload {
  readonly tableId?: string | null;
  readonly game?: string | null;
  /** The match version it was written at (the link opens the table at its current state anyway). */
  readonly version?: number;
  readonly seat?: number | null;
  /** Names the kind's words need: the player who ran out, who invited, who wrote the line. */
  readonly name?: string;
  readonly place?: number;
  readonly ratingBefore?: number | null;
  readonly ratingAfter?: number | null;
  /** A chat line naming the user (its text, cut short). */
  readonly text?: string;
  /** A reminder's time left, in hours. */
  readonly hoursLeft?: number;
  readonly invitationId?: string;
}

/** A notification to write (with a move through `Append.notifications`, or alone through `enqueue`). */
export interface NewNotification {
  readonly userId: string;
  readonly kind: NotifyKind;
  readonly tableId: string | null;
  readonly payload: NotifyPayload;
  /**
   * Unique per user when set ("turn:<table>:<deadline key or version>"): a second write is ignored, so one turn gives
   * one notification however many processes or moves see it.
   */
  readonly dedupe: string | null;
  /** Sent only while the table still runs the deadline of this key (a reminder); null: always. */
  readonly guardKey?: string | null;
  readonly createdAt: number;
  /** Not sent before (a reminder's time; a short grace so a player at the table is not told). */
  readonly dueAt: number;
}

export interface OutboxRow extends NewNotification {
  readonly id: number;
  readonly attempts: number;
  /** The channels delivered already (a retry skips them). */
  readonly done: readonly NotifyChannel[];
  readonly claimedUntil: number | null;
  readonly finishedAt: number | null;
  readonly outcome: string | null;
}

export interface PushSubscriptionRow {
  readonly id: string;
  readonly userId: string;
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly createdAt: number;
  readonly failures: number;
}

export interface NotifySettingsRow {
  /** Null: never set (DEFAULT_NOTIFY_SETTINGS apply). */
  readonly settings: NotifySettings | null;
  readonly webhookSecret: string | null;
  readonly trouble: readonly ChannelTrouble[];
  /** Failures in a row per channel. */
  readonly failures: Readonly<Partial<Record<NotifyChannel, number>>>;
}

export interface NotifyStore {
  /** Writes notifications outside a move (a chat mention, an invitation, a finished match's results). */
  enqueue(rows: readonly NewNotification[]): Promise<void>;
  /**
   * Claims up to `limit` unfinished rows due at or before `now` whose claim (if any) has lapsed, setting their claim
   * to `leaseUntil`, earliest first: each row is claimed by exactly one caller among all processes.
   */
  claimDue(now: number, leaseUntil: number, limit: number): Promise<OutboxRow[]>;
  /** A user's unfinished rows, claimed or not, oldest first (read only). */
  pendingOf(userId: string): Promise<OutboxRow[]>;
  /**
   * Claims a user's unfinished rows whose claim (if any) has lapsed, as claimDue does (each row goes to exactly one
   * caller): those due at or before `now`, or with `within`, those due by `dueBefore` and written by `createdBefore`
   * (an e-mail digest gathers the user's other events waiting for their own digest time).
   */
  claimPending(
    userId: string,
    now: number,
    leaseUntil: number,
    within?: { readonly dueBefore: number; readonly createdBefore: number },
  ): Promise<OutboxRow[]>;
  /**
   * Records a delivery attempt of a claimed row: the channels now done, and either finished (`outcome`) or due again
   * at `retryAt` with one more attempt. The claim is released.
   */
  settle(
    id: number,
    result: {
      readonly done: readonly NotifyChannel[];
      readonly finished: { at: number; outcome: string } | null;
      readonly retryAt: number;
      /** Whether this counts as an attempt (default true); false: only put off (an e-mail waiting for its digest). */
      readonly attempted?: boolean;
    },
  ): Promise<void>;
  /** A row by id (tests, the digest). */
  getNotification(id: number): Promise<OutboxRow | undefined>;

  getSettings(userId: string): Promise<NotifySettingsRow>;
  /** Stores settings and the webhook secret (null: none). Clears the trouble of channels turned on again. */
  putSettings(userId: string, settings: NotifySettings, webhookSecret: string | null, at: number): Promise<void>;
  /**
   * Counts a channel's delivery: ok clears its failures in a row, a failure adds one; at `offAfter` failures in a row
   * the channel is switched off with the reason kept as trouble. Returns whether it is now switched off.
   */
  countDelivery(
    userId: string,
    channel: NotifyChannel,
    ok: boolean,
    reason: string,
    at: number,
    offAfter: number,
  ): Promise<boolean>;

  addPushSubscription(row: Omit<PushSubscriptionRow, 'failures'>): Promise<void>;
  listPushSubscriptions(userId: string): Promise<PushSubscriptionRow[]>;
  removePushSubscription(userId: string, id: string): Promise<boolean>;
  /** A push endpoint that answered 404/410 is gone for good. */
  removePushEndpoint(endpoint: string): Promise<void>;
}
