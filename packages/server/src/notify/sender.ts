// The outbox sender (issue 25): claims due notifications (exactly one process gets each), resolves the user's
// channels and settings, delivers with retries and backoff, gathers e-mail into digests, switches a failing channel
// off. A crash between writing and sending delays a notification (its claim lapses), never drops it.
import { DEFAULT_NOTIFY_SETTINGS, type NotifyChannel, type NotifyKind } from '@birzha/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { NotifyConfig } from '../config.ts';
import type { OutboxRow } from '../store/notify-store.ts';
import type { Store, TableRow } from '../store/store.ts';
import type { Channel, Delivery, Links, Recipient } from './channel.ts';
import type { Watchers } from './watchers.ts';
import { rateLimitedLog } from '../rate-limited-log.ts';

export interface SenderDeps {
  readonly store: Store;
  readonly channels: readonly Channel[];
  readonly links: Links;
  readonly watchers: Watchers;
  readonly config: NotifyConfig;
  readonly now: () => number;
  readonly log: FastifyBaseLogger;
  /**
   * The seats a playing table waits for now, or null when it is not known (not playing, no such table). A 'turn' for
   * a seat that has acted since (within a simultaneous phase, whose deadline still runs) is not sent. Absent: not asked.
   */
  readonly toAct?: (tableId: string) => Promise<readonly number[] | null>;
}

/**
 * Kinds about a table's play: a visible page of that table tells the user already, so they are not sent. The start and
 * the result too: at a live table the people sit there when it starts and ends, and are not mailed about it. A page
 * visible at any time since the row was written counts (the person saw it, even if they left before it was due or
 * while its e-mail waited for the digest), except for a turn and a reminder, whose news is what is still to do.
 */
const AT_THE_TABLE: ReadonlySet<NotifyKind> = new Set([
  'turn',
  'outbid',
  'meeting',
  'reminder',
  'mention',
  'started',
  'finished',
]);

/** Rows claimed per query; a full batch is followed at once by the next. */
const BATCH = 50;
/** Users delivered to side by side within a pass (each user's rows in order, one at a time). */
const PARALLEL = 8;
/** Batches per pass at most, so that stop() is not kept waiting behind a long backlog. */
const MAX_BATCHES = 20;

/** What one pass made of a row on one channel. */
interface Attempt {
  readonly sent: Set<NotifyChannel>;
  /** Given up on this channel for this row (a permanent refusal). */
  readonly givenUp: Set<NotifyChannel>;
  failed: boolean;
  /** When the e-mail waits for its digest: the time it may go. */
  emailAt: number | null;
}

export class NotifySender {
  readonly #deps: SenderDeps;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #stopped = true;

  /** A pass that fails every period while the store is unreachable logs once per LOG_EVERY_MS, with the count. */
  readonly #logFailure;

  constructor(deps: SenderDeps) {
    this.#deps = deps;
    this.#logFailure = rateLimitedLog<'error'>(deps.log);
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#schedule();
  }

  stop(): void {
    this.#stopped = true;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  /** Resolves once a sending pass under way has ended. */
  async drained(): Promise<void> {
    await this.#running;
  }

  /** Runs one pass now (after the one under way, if any): tests and the bench drive the sender with it. */
  async runOnce(): Promise<void> {
    while (this.#running !== null) await this.#running;
    const pass = this.#pass().finally(() => {
      this.#running = null;
    });
    this.#running = pass;
    await pass;
  }

  #schedule(): void {
    if (this.#stopped) return;
    // A timeout after each pass, not an interval: a slow pass is never overlapped by the next.
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.runOnce()
        .catch((err: unknown) => this.#logFailure('error', 'pass', { err }, 'notify: sending pass failed'))
        .finally(() => this.#schedule());
    }, this.#deps.config.sendMs);
    this.#timer.unref();
  }

  async #pass(): Promise<void> {
    const { store, config, now } = this.#deps;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const at = now();
      const rows = await store.notify.claimDue(at, at + config.leaseMs, BATCH);
      if (rows.length === 0) return;
      const byUser = new Map<string, OutboxRow[]>();
      for (const r of rows) {
        const list = byUser.get(r.userId);
        if (list === undefined) byUser.set(r.userId, [r]);
        else list.push(r);
      }
      const users = [...byUser];
      const tables = new Map<string, Promise<TableRow | undefined>>();
      await Promise.all(
        Array.from({ length: Math.min(PARALLEL, users.length) }, async () => {
          for (let next = users.shift(); next !== undefined; next = users.shift()) {
            try {
              await this.#deliver(next[0], next[1], tables);
            } catch (err) {
              // The claims lapse: the rows are due again after the lease.
              this.#deps.log.error({ err, userId: next[0] }, 'notify: delivery to a user failed');
            }
          }
        }),
      );
      if (rows.length < BATCH || this.#stopped) return;
    }
  }

  /** Delivers one user's claimed rows on every channel that carries them, and settles each. */
  async #deliver(
    userId: string,
    claimed: readonly OutboxRow[],
    tables: Map<string, Promise<TableRow | undefined>>,
  ): Promise<void> {
    const { store, config, now, channels, links } = this.#deps;
    const at = now();
    const user = await store.getUser(userId);
    // Guests have no way to be reached and no settings page; a deleted account is gone.
    if (user === undefined || user.username === null || user.deletedAt !== null) {
      for (const r of claimed) await this.#finish(r, r.done, 'dropped:no-account', at);
      return;
    }
    const stored = await store.notify.getSettings(userId);
    const settings = stored.settings ?? DEFAULT_NOTIFY_SETTINGS;
    const recipient: Recipient = {
      userId,
      name: user.name,
      email: user.email,
      settings,
      webhookSecret: stored.webhookSecret,
    };
    // E-mail to an account without an address reaches nobody: the channel is not used (the row is not 'sent').
    const usable = channels.filter(
      (c) => c.available && settings[c.name].on && (c.name !== 'email' || recipient.email !== null),
    );
    const wanted = (r: OutboxRow): Channel[] =>
      usable.filter((c) => settings[c.name].kinds.includes(r.kind) && !r.done.includes(c.name));

    let live = await this.#stillToTell(claimed, tables, at);
    const email = usable.find((c) => c.name === 'email');
    const attempts = new Map<number, Attempt>();
    const attemptOf = (r: OutboxRow): Attempt => {
      let a = attempts.get(r.id);
      if (a === undefined) {
        a = { sent: new Set(), givenUp: new Set(), failed: false, emailAt: null };
        attempts.set(r.id, a);
      }
      return a;
    };
    // Failures in a row as read at the start: a success only needs writing when some came before it.
    const failures = { ...stored.failures };
    const count = async (channel: NotifyChannel, d: Delivery): Promise<void> => {
      if (d.ok && (failures[channel] ?? 0) === 0) return;
      failures[channel] = d.ok ? 0 : (failures[channel] ?? 0) + 1;
      const off = await store.notify.countDelivery(userId, channel, d.ok, d.ok ? '' : d.reason, at, config.offAfter);
      if (off) this.#deps.log.info({ userId, channel }, 'notify: channel switched off after failures');
    };

    // E-mail gathers: nothing goes before the oldest waiting event's digest time; then every pending e-mail of the
    // user goes in one mail.
    if (email !== undefined) {
      const waiting = live.filter((r) => wanted(r).includes(email));
      const readyAt = Math.min(...waiting.map((r) => r.createdAt + config.digestMs));
      if (waiting.length > 0 && readyAt > at) {
        for (const r of waiting) attemptOf(r).emailAt = r.createdAt + config.digestMs;
      } else if (waiting.length > 0) {
        // The user's other events waiting for their digest time go now too; those not yet past their grace (a turn
        // its player may still take at once) and reminders not yet near their time wait for a mail of their own.
        const more = await store.notify.claimPending(userId, at, at + config.leaseMs, {
          dueBefore: at + config.digestMs,
          createdBefore: at - config.graceMs,
        });
        live = [...live, ...(await this.#stillToTell(more, tables, at))];
        const digest = live.filter((r) => wanted(r).includes(email));
        const d = await safeSend(email, recipient, digest, links);
        await count('email', d);
        for (const r of digest) record(attemptOf(r), 'email', d);
      }
    }
    // The other channels take one notification at a time.
    for (const channel of usable) {
      if (channel === email) continue;
      for (const r of live) {
        if (!wanted(r).includes(channel)) continue;
        const d = await safeSend(channel, recipient, [r], links);
        await count(channel.name, d);
        record(attemptOf(r), channel.name, d);
      }
    }

    for (const r of live) {
      const a = attemptOf(r);
      const done = [...new Set([...r.done, ...a.sent, ...a.givenUp])];
      const left = wanted({ ...r, done });
      if (left.length === 0) {
        const outcome =
          done.length === 0 ? 'dropped:no-channel' : [...a.sent, ...r.done].length > 0 ? 'sent' : 'failed';
        await this.#finish(r, done, outcome, now());
        continue;
      }
      if (a.failed && r.attempts + 1 >= config.maxAttempts) {
        const finished = { at: now(), outcome: 'failed' };
        await store.notify.settle(r.id, { done, finished, retryAt: finished.at, attempted: true });
        continue;
      }
      const backoff = a.failed ? at + config.retryBaseMs * 2 ** r.attempts : Infinity;
      const retryAt = Math.min(backoff, a.emailAt ?? Infinity);
      await store.notify.settle(r.id, {
        done,
        finished: null,
        retryAt: Number.isFinite(retryAt) ? retryAt : at + config.retryBaseMs,
        attempted: a.failed,
      });
    }
  }

  /**
   * The rows still worth telling; the others are finished here: a table the user has open and visible tells them
   * already, and a reminder whose deadline has passed or was met is moot.
   */
  async #stillToTell(
    rows: readonly OutboxRow[],
    tables: Map<string, Promise<TableRow | undefined>>,
    at: number,
  ): Promise<OutboxRow[]> {
    const live: OutboxRow[] = [];
    const toActs = new Map<string, Promise<readonly number[] | null>>();
    for (const r of rows) {
      if (r.tableId !== null && AT_THE_TABLE.has(r.kind) && this.#watched(r, r.tableId)) {
        await this.#finish(r, r.done, 'dropped:watching', at);
        continue;
      }
      if (r.kind === 'turn' && r.tableId !== null && typeof r.payload.seat === 'number' && this.#deps.toAct) {
        const waiting = await this.#toAct(r.tableId, toActs);
        if (waiting !== null && !waiting.includes(r.payload.seat)) {
          await this.#finish(r, r.done, 'dropped:acted', at);
          continue;
        }
      }
      if (r.guardKey !== null && r.guardKey !== undefined) {
        const table = r.tableId === null ? undefined : await this.#table(r.tableId, tables);
        const runs = table?.status === 'playing' && (table.deadlines ?? []).some((d) => d.key === r.guardKey);
        if (!runs) {
          await this.#finish(r, r.done, 'dropped:guard', at);
          continue;
        }
      }
      live.push(r);
    }
    return live;
  }

  /**
   * Whether the user looked at the row's table since it was written: what it tells, they saw. A turn and a reminder
   * ask whether they look at it now: the news there is what is still to do (a person who saw their turn and left
   * without playing it is told when it is due).
   */
  #watched(r: OutboxRow, tableId: string): boolean {
    const { watchers } = this.#deps;
    if (r.kind === 'reminder' || r.kind === 'turn') return watchers.isWatching(r.userId, tableId);
    return watchers.watchedSince(r.userId, tableId, r.createdAt);
  }

  #toAct(id: string, cache: Map<string, Promise<readonly number[] | null>>): Promise<readonly number[] | null> {
    let t = cache.get(id);
    if (t === undefined) cache.set(id, (t = this.#deps.toAct?.(id) ?? Promise.resolve(null)));
    return t;
  }

  #table(id: string, tables: Map<string, Promise<TableRow | undefined>>): Promise<TableRow | undefined> {
    let t = tables.get(id);
    if (t === undefined) tables.set(id, (t = this.#deps.store.getTable(id)));
    return t;
  }

  async #finish(r: OutboxRow, done: readonly NotifyChannel[], outcome: string, at: number): Promise<void> {
    await this.#deps.store.notify.settle(r.id, { done, finished: { at, outcome }, retryAt: at, attempted: false });
  }
}

function record(a: Attempt, channel: NotifyChannel, d: Delivery): void {
  if (d.ok) a.sent.add(channel);
  else if (d.permanent === true) a.givenUp.add(channel);
  else a.failed = true;
}

/** A channel's send; one that throws (a bug) counts as a failure to retry, not as the end of the pass. */
async function safeSend(
  channel: Channel,
  recipient: Recipient,
  rows: readonly OutboxRow[],
  links: Links,
): Promise<Delivery> {
  try {
    return await channel.send(recipient, rows, links);
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : String(err) };
  }
}
