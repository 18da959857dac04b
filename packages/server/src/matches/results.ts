import type { Bus } from '../bus/bus.ts';
import { resultNotifications } from '../notify/result-notices.ts';
import { newResults, rateMatch } from '../ratings/match-results.ts';
import type { Store, UserRow } from '../store/store.ts';
import type { MatchRegistry } from './registry.ts';
import { reachable } from './transition-facts.ts';

export interface ResultDeps {
  readonly store: Store;
  readonly registry: MatchRegistry;
  readonly bus: Bus;
  readonly log: {
    error(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    info(obj: object, msg: string): void;
  };
  /** Waits before each new try of a recording that failed (default RETRY_MS). */
  readonly retryMs?: readonly number[];
}

/**
 * A recording that failed (the store unreachable for a moment: a failover) is tried again after these waits, then left
 * to the next start's sweep; before, it was left there at once, a finished match without results until a restart.
 */
export const RETRY_MS: readonly number[] = [1_000, 5_000, 30_000, 120_000];

/** Finished tables looked at per query on start. */
const BATCH = 100;

/**
 * Records each finished match's results and rating changes once (store.results.record) with its people's 'finished'
 * notifications, tells the table's viewers (a `table` bus message: the summary now has the results), and on start
 * records any a dead process left behind.
 */
export class ResultRecorder {
  private readonly retries = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly deps: ResultDeps) {}

  /** No more tries of failed recordings (the store closes next). */
  stop(): void {
    this.stopped = true;
    for (const t of this.retries) clearTimeout(t);
    this.retries.clear();
  }

  /** On start: finished tables whose results nobody recorded. */
  async start(): Promise<void> {
    // A table that fails (say, its record is broken) is logged and skipped, not asked for again and again.
    const tried = new Set<string>();
    for (;;) {
      const ids = (await this.deps.store.results.unrecorded(BATCH + tried.size)).filter((id) => !tried.has(id));
      if (ids.length === 0) return;
      for (const id of ids) {
        tried.add(id);
        await this.record(id);
      }
      this.deps.log.info({ tables: ids.length }, 'recorded the results of finished matches left unrecorded');
    }
  }

  /** A match just finished (called once by the process that stored its last move). */
  finished(tableId: string): void {
    void this.record(tableId);
  }

  /**
   * Records a finished table's results (if nobody did yet) and shows them to its viewers; never throws. A failure is
   * tried again later (RETRY_MS), `attempt` counting the tries so far.
   */
  async record(tableId: string, attempt = 0): Promise<void> {
    try {
      const { store } = this.deps;
      const table = await store.getTable(tableId);
      if (table?.status !== 'finished') return;
      const seats = await store.getSeats(tableId);
      const results = newResults(table, seats, await store.seatsPlayedByBots(tableId));
      // Bots alone: nobody to record (and no write for the many bot matches of a load test).
      if (results.length === 0) return;
      // Each person's place and rating change is written to the outbox with the results, in their transaction (once
      // per table: a second recording writes nothing). A bot's account (issue 27) has nobody to tell, and neither has
      // a guest or a deleted account (the sender would drop the row: a table of guests wrote four a game for nothing).
      const bots = new Set(results.flatMap((r) => (r.bot === true ? [r.userId] : [])));
      const users = await this.usersOf(tableId, results);
      const rows = await store.results.record(tableId, results, rateMatch(table, results), (recorded) =>
        resultNotifications(recorded.filter((r) => !bots.has(r.userId) && reachable(r.userId, users))),
      );
      // Null: another process recorded them (and told the viewers); this process's copy gets them all the same.
      const live = this.deps.registry.peek(tableId);
      if (live !== undefined) live.results = rows ?? (await store.results.ofTable(tableId));
      if (rows === null) return;
      // The others holding the table read the results alone rather than reload (and replay) the whole match.
      this.deps.bus.publish({ kind: 'table', tableId, change: { results: true } });
    } catch (error) {
      const wait = (this.deps.retryMs ?? RETRY_MS)[attempt];
      if (wait === undefined || this.stopped) {
        this.deps.log.error({ err: error, tableId }, 'could not record the results of a finished match');
        return;
      }
      this.deps.log.warn({ err: error, tableId, retryInMs: wait }, 'could not record the results yet; trying again');
      const retry = setTimeout(() => {
        this.retries.delete(retry);
        void this.record(tableId, attempt + 1);
      }, wait);
      retry.unref();
      this.retries.add(retry);
    }
  }

  /** The people of the results, as the table held here knows them, else as the store does. */
  private async usersOf(
    tableId: string,
    results: readonly { readonly userId: string }[],
  ): Promise<ReadonlyMap<string, UserRow>> {
    const held = this.deps.registry.peek(tableId)?.users;
    if (held !== undefined && results.every((r) => held.has(r.userId))) return held;
    const rows = await this.deps.store.getUsers(results.map((r) => r.userId));
    return new Map(rows.map((u) => [u.id, u]));
  }
}
