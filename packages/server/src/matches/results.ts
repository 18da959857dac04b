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
  readonly log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/** Finished tables looked at per query on start. */
const BATCH = 100;

/**
 * Records each finished match's results and rating changes once (store.results.record) with its people's 'finished'
 * notifications, tells the table's viewers (a `table` bus message: the summary now has the results), and on start
 * records any a dead process left behind.
 */
export class ResultRecorder {
  constructor(private readonly deps: ResultDeps) {}

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

  /** Records a finished table's results (if nobody did yet) and shows them to its viewers; never throws. */
  async record(tableId: string): Promise<void> {
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
      this.deps.log.error({ err: error, tableId }, 'could not record the results of a finished match');
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
