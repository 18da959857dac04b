import { GAMES, replay, type AnyGame } from '@birzha/engine';
import { earliestDue, storedDeadlines } from '../clocks/deadlines.ts';
import type { Store, UserRow } from '../store/store.ts';
import { toRecord, type LiveMatch } from './live-match.ts';

/**
 * The live matches this process holds, loaded from the store on first use and rebuilt by replaying their records.
 * Work on one table is serialized through `exclusive`, so moves of one match never interleave in this process
 * (other processes are kept out by the store's conditional append).
 */
export class MatchRegistry {
  private readonly live = new Map<string, LiveMatch>();
  private readonly loading = new Map<string, Promise<LiveMatch | undefined>>();
  private readonly queues = new Map<string, Promise<unknown>>();

  private readonly store: Store;
  private readonly games: Readonly<Record<string, AnyGame>>;
  private readonly maxLive: number;

  constructor(
    store: Store,
    options: { readonly games?: Readonly<Record<string, AnyGame>>; readonly maxLive?: number } = {},
  ) {
    this.store = store;
    this.games = options.games ?? GAMES;
    this.maxLive = options.maxLive ?? 5000;
  }

  /** The registered game with this id, or undefined. */
  game(id: string): AnyGame | undefined {
    return Object.hasOwn(this.games, id) ? this.games[id] : undefined;
  }

  /** Every registered game. */
  allGames(): AnyGame[] {
    return Object.values(this.games);
  }

  /** The live match of a table, loading it when needed; undefined when there is no such table. */
  async get(tableId: string): Promise<LiveMatch | undefined> {
    const cached = this.live.get(tableId);
    if (cached !== undefined) {
      // Map order doubles as recency order for eviction: move the entry to the end.
      this.live.delete(tableId);
      this.live.set(tableId, cached);
      return cached;
    }
    let pending = this.loading.get(tableId);
    if (pending === undefined) {
      pending = this.load(tableId).finally(() => this.loading.delete(tableId));
      this.loading.set(tableId, pending);
    }
    return pending;
  }

  /** The cached copy of a table, without loading it. */
  peek(tableId: string): LiveMatch | undefined {
    return this.live.get(tableId);
  }

  /** Drops the cached copy (after a lost race with another writer, or a change made elsewhere). */
  forget(tableId: string): void {
    this.live.delete(tableId);
  }

  /** Reloads a table from the store. */
  async reload(tableId: string): Promise<LiveMatch | undefined> {
    this.forget(tableId);
    return this.get(tableId);
  }

  /** Runs `fn` after every earlier `exclusive` call on the same table has finished. */
  exclusive<T>(tableId: string, fn: () => Promise<T>): Promise<T> {
    const before = this.queues.get(tableId) ?? Promise.resolve();
    const run = before.then(fn, fn);
    const tail = run.catch(() => undefined);
    this.queues.set(tableId, tail);
    void tail.then(() => {
      if (this.queues.get(tableId) === tail) this.queues.delete(tableId);
    });
    return run;
  }

  /** Ids of the tables held in memory. */
  loadedIds(): string[] {
    return [...this.live.keys()];
  }

  private async load(tableId: string): Promise<LiveMatch | undefined> {
    const table = await this.store.getTable(tableId);
    if (table === undefined) return undefined;
    const game = this.game(table.game);
    if (game === undefined) throw new Error(`table ${tableId}: game ${table.game} is not registered`);
    const seats = await this.store.getSeats(tableId);
    const users = new Map<string, UserRow>();
    // The people a bot took a seat over from keep their names in the table's summary.
    for (const id of seats.flatMap((s) => [s.userId, s.leftUserId])) {
      if (id === null || users.has(id)) continue;
      const u = await this.store.getUser(id);
      if (u !== undefined) users.set(u.id, u);
    }
    const host = await this.store.getUser(table.hostId);
    if (host !== undefined) users.set(host.id, host);
    let state: unknown = null;
    if (table.status !== 'open') {
      const moves = await this.store.loadMoves(tableId);
      const r = replay(game, toRecord(table, moves));
      // A stored record that does not replay is corruption or a rules change without a version bump: a bug.
      if (!r.ok) throw new Error(`table ${tableId}: stored record does not replay: ${JSON.stringify(r.error)}`);
      state = r.value.state;
    }
    const deadlines = table.status === 'playing' ? storedDeadlines(game, state, table) : [];
    const live: LiveMatch = {
      table,
      seats,
      users,
      game,
      state,
      version: table.version,
      deadline: earliestDue(deadlines),
      deadlines,
      recent: [],
      results: table.status === 'finished' ? await this.store.results.ofTable(tableId) : null,
    };
    this.live.set(tableId, live);
    this.evict();
    return live;
  }

  /**
   * Keeps memory bounded on a long-running server: beyond `maxLive` entries, the least recently used tables that
   * are not being played are dropped (they reload from the store on the next use). Playing ones always stay.
   */
  private evict(): void {
    if (this.live.size <= this.maxLive) return;
    for (const [id, live] of this.live) {
      if (this.live.size <= this.maxLive) break;
      if (live.table.status !== 'playing' && !this.queues.has(id)) this.live.delete(id);
    }
  }
}
