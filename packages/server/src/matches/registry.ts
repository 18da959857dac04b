import { GAMES, playAll, replay, type AnyGame } from '@birzha/engine';
import type { Bus, BusMessage, TableChange, TableRows } from '../bus/bus.ts';
import { earliestDue, storedDeadlines } from '../clocks/deadlines.ts';
import type { Store, UserRow } from '../store/store.ts';
import { advance, remember, storedShowEnd, toRecord, type LiveMatch } from './live-match.ts';
import { batchTransitions } from './stored-transitions.ts';
import { liveFromRows } from './table-rows.ts';

/** `trim` counts the idle tables on one call in `size / TRIM_COUNT_EVERY`: about this many steps a call, amortized. */
const TRIM_COUNT_EVERY = 32;

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
  private readonly maxIdle: number;
  private readonly bus: Pick<Bus, 'follow' | 'unfollow'> | undefined;
  /** Calls of `trim` since it last counted the idle tables. */
  private trimsSinceCount = 0;
  /** Whether someone here looks at a table (keepViewed). */
  private viewed: (tableId: string) => boolean = () => false;

  constructor(
    store: Store,
    options: {
      readonly games?: Readonly<Record<string, AnyGame>>;
      readonly maxLive?: number;
      readonly maxIdle?: number;
      /** The bus whose per-table move messages this process receives for the tables it holds (none: one process). */
      readonly bus?: Pick<Bus, 'follow' | 'unfollow'>;
    } = {},
  ) {
    this.store = store;
    this.bus = options.bus;
    this.games = options.games ?? GAMES;
    this.maxLive = options.maxLive ?? 5000;
    // Finished matches are read for their results and replays, rarely: a few hundred stay at hand (a soak of bot
    // matches grew 25 MB a minute per process keeping up to 5000 of them).
    this.maxIdle = Math.min(options.maxIdle ?? 300, this.maxLive);
  }

  /**
   * `trim` keeps the tables `viewed` says someone here looks at: a table's changes reach this process only while it
   * holds the table (the bus sends them on the table's channel, to the processes that follow it), and an open table's
   * waiting room or a finished one's rematch link must still change on their pages.
   */
  keepViewed(viewed: (tableId: string) => boolean): void {
    this.viewed = viewed;
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
    // A load under way holds the table again when it ends: its moves must keep coming.
    if (!this.loading.has(tableId)) this.bus?.unfollow(tableId);
  }

  /**
   * Reloads a table from the store; with `upTo`, only its first `upTo` moves (the version a change was announced at:
   * the moves after it arrive in their own messages, so that viewers get them as updates rather than in a snapshot).
   */
  async reload(tableId: string, upTo?: number): Promise<LiveMatch | undefined> {
    // Still held: its moves keep coming while it loads again.
    this.live.delete(tableId);
    if (upTo === undefined) return this.get(tableId);
    const pending = this.load(tableId, upTo);
    this.loading.set(tableId, pending);
    return pending.finally(() => {
      if (this.loading.get(tableId) === pending) this.loading.delete(tableId);
    });
  }

  /**
   * Another process changed a table (a bus message): the cached copy catches up with the store before this process's
   * handlers see the message (architecture page, section 5: the cache is never the truth). Moves are replayed from
   * the cached version, each remembered as a transition so that viewers here get patches as they would from a move
   * made here; a change of seats or status reloads the table. A table not held here has nothing to catch up.
   */
  async sync(m: BusMessage): Promise<void> {
    if (m.kind === 'chat' || m.kind === 'presence' || m.kind === 'watching' || m.kind === 'lobby') return;
    // A load under way may have read the store before the change: let it finish, then catch up.
    await this.loading.get(m.tableId)?.catch(() => undefined);
    if (!this.live.has(m.tableId)) return;
    await this.exclusive(m.tableId, async () => {
      if (m.kind === 'table' && m.change !== undefined) await this.applyTableChange(m.tableId, m.change);
      else if (m.kind === 'table' && m.rows !== undefined) await this.applyRows(m.tableId, m.rows, m.version);
      else if (m.kind !== 'moves') await this.reload(m.tableId, m.version);
      else if (m.change === undefined || !(await this.applyChange(m))) await this.catchUp(m.tableId);
    });
  }

  /**
   * Advances the cached copy by the batch a bus message carries (issue 28: no store read), when the copy is at the
   * message's `from` and the batch plays there as the writer said; false when it cannot (a gap: messages missed; a
   * doubt: the batch does not play, or ends the match where the writer said it did not), and the caller catches up
   * from the store. Call under `exclusive`.
   */
  private async applyChange(m: Extract<BusMessage, { kind: 'moves' }>): Promise<boolean> {
    const live = this.live.get(m.tableId);
    const change = m.change;
    if (live === undefined || change === undefined) return false;
    if (live.version >= m.version) return true;
    if (live.version !== m.from || live.state === null || live.table.status !== 'playing') return false;
    const applied = playAll(live.game, live.state, change.seat, change.moves);
    if (!applied.ok || m.from + change.moves.length !== m.version) return false;
    const { state } = applied.value;
    const outcome = live.game.outcome(state);
    if ((outcome !== undefined) !== m.finished) return false;
    advance(live, {
      from: m.from,
      ...change,
      ...applied.value,
      ...(outcome === undefined ? {} : { outcome: { ranking: outcome.ranking, scores: outcome.scores } }),
    });
    if (outcome !== undefined) {
      live.results = await this.store.results.ofTable(m.tableId);
      this.trim();
    }
    return true;
  }

  /**
   * A finished table's change a bus message (or this process) tells of, taken into the cached copy without loading the
   * table again (issue 28: a reload replays the whole match). A copy not yet finished here loads again instead.
   */
  async applyTableChange(tableId: string, change: TableChange): Promise<void> {
    const live = this.live.get(tableId);
    if (live === undefined) return;
    if (live.table.status !== 'finished') {
      await this.reload(tableId);
      return;
    }
    if ('results' in change) live.results = await this.store.results.ofTable(tableId);
    else live.table = { ...live.table, next: change.next };
  }

  /**
   * A table's rows another process read right after changing its seats or status (a bus message), taken into the
   * cached copy without reading them again when they follow from it (table-rows.ts); else the table loads again.
   */
  private async applyRows(tableId: string, rows: TableRows, version: number | undefined): Promise<void> {
    const held = this.live.get(tableId);
    if (held === undefined) return;
    const live = liveFromRows(held, rows);
    if (live === undefined) {
      await this.reload(tableId, version);
      return;
    }
    this.live.set(tableId, live);
  }

  /**
   * Brings the cached copy of a table up to the store's version (moves another process appended); reloads it when
   * that cannot be done move by move. Call under `exclusive`.
   */
  async catchUp(tableId: string): Promise<void> {
    const live = this.live.get(tableId);
    if (live === undefined) return;
    const table = await this.store.getTable(tableId);
    if (table === undefined) return this.forget(tableId);
    if (table.version === live.version && table.status === live.table.status) return;
    if (table.version < live.version || live.state === null || live.table.status === 'open') {
      await this.reload(tableId);
      return;
    }
    const moves = (await this.store.loadMoves(tableId, live.version)).filter((m) => m.seq < table.version);
    let state: unknown = live.state;
    const after: unknown[] = [];
    const perMove: (readonly unknown[])[] = [];
    for (const m of moves) {
      const applied = playAll(live.game, state, m.seat, [m.move]);
      if (!applied.ok || m.seq !== live.version + after.length) {
        // Not a continuation of what is cached (a bug, or moves this copy never saw): start again from the record.
        await this.reload(tableId);
        return;
      }
      state = applied.value.state;
      after.push(state);
      perMove.push(applied.value.events);
    }
    if (live.version + after.length !== table.version) {
      await this.reload(tableId);
      return;
    }
    // One transition per batch, as the writer remembered it: its viewers get the updates the writer's did.
    const transitions = batchTransitions(moves, live.state, after, perMove);
    for (const t of transitions) remember(live, t);
    const deadlines = table.status === 'playing' ? storedDeadlines(live.game, state, table) : [];
    live.state = state;
    live.version = table.version;
    live.table = table;
    live.deadlines = deadlines;
    live.deadline = earliestDue(deadlines);
    live.lastMoveAt = moves.at(-1)?.at ?? live.lastMoveAt;
    if (table.status === 'playing') {
      // Replayed events, not the stored ones: a move stored before events were kept still has its show.
      const played = moves.map((m, i) => ({ ...m, events: perMove[i] ?? m.events }));
      live.showUntil = Math.max(live.showUntil, storedShowEnd(live.game, played));
    }
    if (table.status === 'finished') {
      live.results = await this.store.results.ofTable(tableId);
      this.trim();
    }
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

  private async load(tableId: string, upTo?: number): Promise<LiveMatch | undefined> {
    // Before the store is read: a move made after the read then arrives as a message (sync waits for the load).
    await this.bus?.follow(tableId);
    const row = await this.store.getTable(tableId);
    if (row === undefined) {
      if (!this.live.has(tableId)) this.bus?.unfollow(tableId);
      return undefined;
    }
    // As of an earlier version: still playing then, whatever came after.
    const table =
      upTo === undefined || upTo >= row.version || row.status === 'open'
        ? row
        : { ...row, version: upTo, status: 'playing' as const, finishedAt: null, outcome: null };
    const game = this.game(table.game);
    if (game === undefined) throw new Error(`table ${tableId}: game ${table.game} is not registered`);
    // An open table has no seat changes (they are made during play): one read fewer for each of a rematch's loads.
    const seats = await this.store.getSeats(tableId, { changes: table.status !== 'open' });
    // The seats' people, the people a bot took a seat over from (they keep their names in the table's summary) and
    // the host: one read, not one per person (every process holding a table loads it again on each seat change).
    const ids = [...seats.flatMap((s) => [s.userId, s.leftUserId]), table.hostId].filter((id) => id !== null);
    const users = new Map<string, UserRow>((await this.store.getUsers(ids)).map((u) => [u.id, u]));
    let state: unknown = null;
    let showUntil = 0;
    let lastMoveAt = table.startedAt ?? 0;
    if (table.status !== 'open') {
      // Only the moves of the version read above: another process may have appended since, and a state ahead of its
      // version would take those moves twice when it catches up (and validate new moves against the wrong state).
      const moves = (await this.store.loadMoves(tableId)).filter((m) => m.seq < table.version);
      const r = replay(game, toRecord(table, moves));
      // A stored record that does not replay is corruption or a rules change without a version bump: a bug.
      if (!r.ok) throw new Error(`table ${tableId}: stored record does not replay: ${JSON.stringify(r.error)}`);
      state = r.value.state;
      // The last moves' show may still be on (a restart, another process): their stored events say how long.
      if (table.status === 'playing') showUntil = storedShowEnd(game, moves);
      lastMoveAt = moves.at(-1)?.at ?? lastMoveAt;
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
      showUntil,
      lastMoveAt,
      recent: [],
      results: table.status === 'finished' ? await this.store.results.ofTable(tableId) : null,
    };
    this.live.set(tableId, live);
    this.trim();
    return live;
  }

  /**
   * Keeps memory bounded on a long-running server: tables not being played (open or finished) beyond `maxIdle`, and
   * any beyond `maxLive` entries, are dropped least recently used first (they reload from the store on the next
   * use). Playing ones and viewed ones (keepViewed) always stay. Called on every load and when a match here finishes.
   *
   * Counting the idle tables walks every table held, so a call counts them only once `size / TRIM_COUNT_EVERY` calls
   * have passed since the last count. A finished game's rematch loads its table about nine times, and at 1,000 tables
   * the walks took 1.6 % of the server's time (bench:server, 80 s window). Between counts the idle tables can exceed
   * `maxIdle` by the tables loaded since; `maxLive` is checked on every call.
   */
  trim(): void {
    if (this.live.size <= this.maxLive && ++this.trimsSinceCount * TRIM_COUNT_EVERY < this.live.size) return;
    this.trimsSinceCount = 0;
    let idle = 0;
    for (const live of this.live.values()) if (live.table.status !== 'playing') idle++;
    if (idle <= this.maxIdle && this.live.size <= this.maxLive) return;
    for (const [id, live] of this.live) {
      if (idle <= this.maxIdle && this.live.size <= this.maxLive) break;
      if (live.table.status === 'playing' || this.queues.has(id) || this.viewed(id)) continue;
      this.forget(id);
      idle--;
    }
  }
}
