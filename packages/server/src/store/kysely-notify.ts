// The notification store over Kysely (notify-store.ts), for SQLite and PostgreSQL alike.
import { DEFAULT_NOTIFY_SETTINGS } from '@birzha/protocol';
import type { ChannelTrouble, NotifyChannel, NotifyKind, NotifySettings } from '@birzha/protocol';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { outboxRecord, toJson } from './kysely-rows.ts';
import { transaction } from './lost-connection.ts';
import type { StoreDialect } from './store-dialect.ts';
import type {
  NewNotification,
  NotifyPayload,
  NotifySettingsRow,
  NotifyStore,
  OutboxRow,
  PushSubscriptionRow,
} from './notify-store.ts';
import type { Database, NotifySettingsTable, OutboxTable, PushSubscriptionsTable } from './schema.ts';

/**
 * Writes notifications in the caller's transaction (a move's append, a match's start): a row whose (user, dedupe)
 * is there already is skipped, so one event written twice notifies once.
 */
export async function insertNotifications(
  trx: Transaction<Database> | Kysely<Database>,
  rows: readonly NewNotification[],
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('outbox')
    .values(rows.map(outboxRecord))
    .onConflict((oc) => oc.columns(['user_id', 'dedupe']).doNothing())
    .execute();
}

// Number(): PostgreSQL's bigint columns arrive as numbers already (postgres.ts); the guard keeps a driver change
// from leaking strings.
const num = (v: number | string | bigint | null): number | null => (v === null ? null : Number(v));

function outboxRow(r: Selectable<OutboxTable>): OutboxRow {
  return {
    id: Number(r.id),
    userId: r.user_id,
    kind: r.kind as NotifyKind,
    tableId: r.table_id,
    payload: JSON.parse(r.payload) as NotifyPayload,
    dedupe: r.dedupe,
    guardKey: r.guard_key,
    createdAt: Number(r.created_at),
    dueAt: Number(r.due_at),
    attempts: Number(r.attempts),
    done: JSON.parse(r.done) as NotifyChannel[],
    claimedUntil: num(r.claimed_until),
    finishedAt: num(r.finished_at),
    outcome: r.outcome,
  };
}

function settingsRow(r: Selectable<NotifySettingsTable> | undefined): NotifySettingsRow {
  if (r === undefined) return { settings: null, webhookSecret: null, trouble: [], failures: {} };
  return {
    // updated_at 0: a row that only held a lock (#lockSettings), never set.
    settings: Number(r.updated_at) === 0 ? null : (JSON.parse(r.settings) as NotifySettings),
    webhookSecret: r.webhook_secret,
    trouble: JSON.parse(r.trouble) as ChannelTrouble[],
    failures: JSON.parse(r.failures) as Partial<Record<NotifyChannel, number>>,
  };
}

function pushRow(r: Selectable<PushSubscriptionsTable>): PushSubscriptionRow {
  return {
    id: r.id,
    userId: r.user_id,
    endpoint: r.endpoint,
    p256dh: r.p256dh,
    auth: r.auth,
    createdAt: Number(r.created_at),
    failures: Number(r.failures),
  };
}

export class KyselyNotifyStore implements NotifyStore {
  readonly #db: Kysely<Database>;
  readonly #dialect: StoreDialect;

  constructor(db: Kysely<Database>, dialect: StoreDialect) {
    this.#db = db;
    this.#dialect = dialect;
  }

  async enqueue(rows: readonly NewNotification[]): Promise<void> {
    await insertNotifications(this.#db, rows);
  }

  async claimDue(now: number, leaseUntil: number, limit: number): Promise<OutboxRow[]> {
    const candidates = await this.#db
      .selectFrom('outbox')
      .select(['id'])
      .where('finished_at', 'is', null)
      .where('due_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .orderBy('due_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return this.#claim(
      candidates.map((c) => Number(c.id)),
      now,
      leaseUntil,
      now,
    );
  }

  async claimPending(
    userId: string,
    now: number,
    leaseUntil: number,
    within?: { readonly dueBefore: number; readonly createdBefore: number },
  ): Promise<OutboxRow[]> {
    const dueBefore = within?.dueBefore ?? now;
    let q = this.#db
      .selectFrom('outbox')
      .select(['id'])
      .where('user_id', '=', userId)
      .where('finished_at', 'is', null)
      .where('due_at', '<=', dueBefore)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]));
    if (within !== undefined) q = q.where('created_at', '<=', within.createdBefore);
    const candidates = await q.orderBy('id').execute();
    return this.#claim(
      candidates.map((c) => Number(c.id)),
      now,
      leaseUntil,
      dueBefore,
    );
  }

  /**
   * Compare-and-set per row, as claimDeadline does: the update only matches while the row is unfinished and its claim
   * has lapsed, so of several processes racing for a row exactly one sees one updated row (PostgreSQL re-checks the
   * condition on the row another transaction just claimed; SQLite runs the writes one after the other).
   */
  async #claim(ids: readonly number[], now: number, leaseUntil: number, dueBefore: number): Promise<OutboxRow[]> {
    const claimed: OutboxRow[] = [];
    for (const id of ids) {
      const q = this.#db
        .updateTable('outbox')
        .set({ claimed_until: leaseUntil })
        .where('id', '=', id)
        .where('finished_at', 'is', null)
        .where('due_at', '<=', dueBefore)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]));
      const row = await q.returningAll().executeTakeFirst();
      if (row !== undefined) claimed.push(outboxRow(row));
    }
    return claimed;
  }

  async pendingOf(userId: string): Promise<OutboxRow[]> {
    const rows = await this.#db
      .selectFrom('outbox')
      .selectAll()
      .where('user_id', '=', userId)
      .where('finished_at', 'is', null)
      .orderBy('id')
      .execute();
    return rows.map(outboxRow);
  }

  async settle(
    id: number,
    result: {
      readonly done: readonly NotifyChannel[];
      readonly finished: { at: number; outcome: string } | null;
      readonly retryAt: number;
      readonly attempted?: boolean;
    },
  ): Promise<void> {
    await this.#db
      .updateTable('outbox')
      .set((eb) => ({
        done: toJson([...new Set(result.done)], 'done'),
        claimed_until: null,
        attempts: result.attempted === false ? eb.ref('attempts') : eb('attempts', '+', 1),
        ...(result.finished === null
          ? { due_at: result.retryAt }
          : { finished_at: result.finished.at, outcome: result.finished.outcome }),
      }))
      .where('id', '=', id)
      .where('finished_at', 'is', null)
      .execute();
  }

  async getNotification(id: number): Promise<OutboxRow | undefined> {
    const r = await this.#db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
    return r === undefined ? undefined : outboxRow(r);
  }

  async getSettings(userId: string): Promise<NotifySettingsRow> {
    const r = await this.#db.selectFrom('notify_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return settingsRow(r);
  }

  async putSettings(userId: string, settings: NotifySettings, webhookSecret: string | null, at: number): Promise<void> {
    await transaction(this.#db, async (trx) => {
      const before = settingsRow(await this.#lockSettings(trx, userId));
      // A channel the user turns on again starts afresh: its trouble goes and its failures are forgotten.
      const trouble = before.trouble.filter((t) => !settings[t.channel].on);
      const failures = Object.fromEntries(
        Object.entries(before.failures).filter(([ch]) => !settings[ch as NotifyChannel].on),
      );
      await this.#writeSettings(trx, userId, { settings, webhookSecret, trouble, failures }, at);
    });
  }

  async countDelivery(
    userId: string,
    channel: NotifyChannel,
    ok: boolean,
    reason: string,
    at: number,
    offAfter: number,
  ): Promise<boolean> {
    if (ok) {
      // The common case writes nothing: a delivery went through and nothing had failed before.
      const now = await this.getSettings(userId);
      if ((now.failures[channel] ?? 0) === 0) return !(now.settings ?? DEFAULT_NOTIFY_SETTINGS)[channel].on;
    }
    return transaction(this.#db, async (trx) => {
      const before = settingsRow(await this.#lockSettings(trx, userId));
      const settings = before.settings ?? DEFAULT_NOTIFY_SETTINGS;
      const inRow = ok ? 0 : (before.failures[channel] ?? 0) + 1;
      const failures = Object.fromEntries(
        Object.entries({ ...before.failures, [channel]: inRow }).filter(([, n]) => n > 0),
      );
      let next = settings;
      let trouble = before.trouble;
      if (!ok && inRow >= offAfter && settings[channel].on) {
        next = { ...settings, [channel]: { ...settings[channel], on: false } };
        trouble = [...before.trouble.filter((t) => t.channel !== channel), { channel, at, reason }];
      }
      await this.#writeSettings(trx, userId, { ...before, settings: next, trouble, failures }, at);
      return !next[channel].on;
    });
  }

  /** The settings row, locked against a concurrent read-modify-write on PostgreSQL (SQLite serializes writes). */
  async #lockSettings(
    trx: Transaction<Database>,
    userId: string,
  ): Promise<Selectable<NotifySettingsTable> | undefined> {
    if (this.#dialect.rowLocks) {
      // Make sure there is a row to lock: two first writes would otherwise both insert.
      await trx
        .insertInto('notify_settings')
        .values({
          user_id: userId,
          settings: toJson(DEFAULT_NOTIFY_SETTINGS, 'settings'),
          webhook_secret: null,
          updated_at: 0,
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      return trx.selectFrom('notify_settings').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst();
    }
    return trx.selectFrom('notify_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  async #writeSettings(trx: Transaction<Database>, userId: string, row: NotifySettingsRow, at: number): Promise<void> {
    const values = {
      settings: toJson(row.settings ?? DEFAULT_NOTIFY_SETTINGS, 'settings'),
      webhook_secret: row.webhookSecret,
      trouble: toJson(row.trouble, 'trouble'),
      failures: toJson(row.failures, 'failures'),
      // Never 0: 0 marks a row that only holds a lock (see #lockSettings).
      updated_at: Math.max(1, at),
    };
    await trx
      .insertInto('notify_settings')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }

  async addPushSubscription(row: Omit<PushSubscriptionRow, 'failures'>): Promise<void> {
    // A browser subscribes again with the same endpoint (new keys, maybe another account signed in): it is one device.
    const values = {
      id: row.id,
      user_id: row.userId,
      p256dh: row.p256dh,
      auth: row.auth,
      created_at: row.createdAt,
      failures: 0,
    };
    await this.#db
      .insertInto('push_subscriptions')
      .values({ ...values, endpoint: row.endpoint })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
      .execute();
  }

  async listPushSubscriptions(userId: string): Promise<PushSubscriptionRow[]> {
    const rows = await this.#db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(pushRow);
  }

  async removePushSubscription(userId: string, id: string): Promise<boolean> {
    const r = await this.#db
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  async removePushEndpoint(endpoint: string): Promise<void> {
    await this.#db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
  }
}
