import type { BotLimits } from '@birzha/bots';
import { botTimeLimit } from '../bots/time-limit.ts';
import type { Bus } from '../bus/bus.ts';
import type { Store } from '../store/store.ts';
import type { MoveRequest, MoveResult } from './move-path.ts';
import { ownerOf } from './owner.ts';
import type { LiveMatch } from './live-match.ts';
import type { MatchRegistry } from './registry.ts';
import { rateLimitedLog } from '../rate-limited-log.ts';
import { StoreUnreachable } from '../store/lost-connection.ts';

/** The longest a bot waits for a show (see `BotDriver.showLeft`). */
const MAX_SHOW_WAIT_MS = 60_000;

/** Chooses a bot's moves from its seat's view (off the event loop: server/src/bots/bot-pool.ts). */
export interface BotChooser {
  /** `options.limits`: the time the bot may spend, from the table's clock (bots/time-limit.ts). */
  chooseTurn(
    gameId: string,
    view: unknown,
    seat: number,
    level: string,
    seed: string,
    options?: { limits?: BotLimits },
  ): Promise<unknown[]>;
}

export interface BotDriverDeps {
  readonly store: Store;
  readonly registry: MatchRegistry;
  readonly bus: Bus;
  readonly submit: (req: MoveRequest) => Promise<MoveResult>;
  readonly chooser: BotChooser;
  readonly delayMs: number;
  /**
   * Whether bots wait for the public show of the last move (the game's `showSeconds`: `LiveMatch.showUntil`) at a
   * table where a person sits, so that nobody sees the next decision made before the last one's end was shown. An
   * all-bot table never waits. Absent: false.
   */
  readonly waitForShow?: boolean;
  /** The clock the move path stamps moves with (the show's end is on it). Absent: `Date.now`. */
  readonly now?: () => number;
  /** The live processes on the bus and this one's id: each table's bots are driven by one of them (owner.ts). */
  readonly peers: () => readonly string[];
  readonly processId: string;
  /**
   * How often to look for playing tables whose match has not changed since the last look (a bot's turn lost with a
   * process that died, or never woken): their bots are woken again by their owner.
   */
  readonly stallMs: number;
  readonly log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /**
   * A uniform draw in [0, 1) for the order simultaneous bot seats are served in (tests give a seeded one). Absent:
   * Math.random.
   */
  readonly random?: () => number;
}

/**
 * The bot seats of a simultaneous phase in a random order (Fisher-Yates): served lowest seat first, seat 0's bot would
 * always be first to act (first bid, first order on the book), which biased one game's self-play 26/14/0/0 by seat
 * in the arena (issue 27).
 */
export function servingOrder<T>(seats: readonly T[], random: () => number): T[] {
  const out = [...seats];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Seats bots: whenever a match changes, every bot seat the game waits for (`toAct`, several at once in a simultaneous
 * phase, scheduled in a random order: `servingOrder`) gets that seat's view (never more), chooses, and its moves go through the same move path as a human's.
 * Several bots may act at the same version: a version-free move still applies, a STALE one is dropped and the bot is
 * woken again by the change that made it stale. When a bot fails, the server plays a legal move for it, so a match
 * never hangs on a broken bot. With several processes, the process that made a change drives the bots it wakes; a turn
 * lost with a process that died is picked up after `stallMs` by the table's owner among the live processes. Where a
 * person sits, bots act only once the public show of the last move is over (`waitForShow`), as the clocks start then.
 */
export class BotDriver {
  /** Seats (`table:seat`) with a turn scheduled or running: one at a time per seat. */
  private readonly busy = new Set<string>();
  /** Busy seats whose match changed meanwhile: looked at again when their turn ends. */
  private readonly again = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private unsubscribe: (() => void) | null = null;
  private unsubscribePeers: (() => void) | null = null;
  private stopped = false;
  private stallTimer: NodeJS.Timeout | null = null;
  /** Turns being decided or submitted: a shutdown waits for them before the store closes. */
  private readonly inflight = new Set<Promise<void>>();
  /** Versions of the playing tables this process owned at the last stall sweep. */
  private lastVersions = new Map<string, number>();

  /** A sweep that fails every period while the store is unreachable logs once per period, with the count. */
  private readonly logFailure;

  constructor(private readonly deps: BotDriverDeps) {
    this.logFailure = rateLimitedLog(deps.log);
  }

  /** Starts listening, and wakes the bots of every match that was running before a restart. */
  async start(): Promise<void> {
    // The process that made a change drives the bots it wakes (its copy of the match is current); another process's
    // change is left to that process, and to the stall sweep should it die first.
    this.unsubscribe = this.deps.bus.subscribeAll((m, remote) => {
      if (!remote && (m.kind === 'moves' || m.kind === 'table')) this.poke(m.tableId);
    });
    // A process came or went: the tables now owned here are woken (a turn may have been lost with a dead process).
    this.unsubscribePeers = this.deps.bus.onPeers(() => void this.pokeOwned());
    await this.pokeOwned();
    this.stallTimer = setInterval(() => void this.sweepStalled(), this.deps.stallMs);
    this.stallTimer.unref();
  }

  /** Wakes the bots of every playing table this process owns. */
  private async pokeOwned(): Promise<void> {
    try {
      for (const t of await this.deps.store.listPlaying()) if (this.owns(t.id)) this.poke(t.id);
    } catch (e) {
      this.logFailure('error', 'list', { err: e }, 'could not list the playing tables to wake their bots');
    }
  }

  /** Whether this process picks up the table's lost bot turns (and wakes its bots at start). */
  private owns(tableId: string): boolean {
    return ownerOf(tableId, this.deps.peers()) === this.deps.processId;
  }

  /**
   * Playing tables this process owns whose version has not moved since the last sweep get their bots woken (after
   * catching up with the store: a table whose moves were made elsewhere may be cached behind them).
   */
  async sweepStalled(): Promise<void> {
    if (this.stopped) return;
    try {
      const versions = new Map<string, number>();
      for (const t of await this.deps.store.listPlaying()) {
        if (!this.owns(t.id)) continue;
        versions.set(t.id, t.version);
        if (this.lastVersions.get(t.id) !== t.version) continue;
        const cached = this.deps.registry.peek(t.id);
        if (cached !== undefined && cached.version !== t.version)
          await this.deps.registry.exclusive(t.id, () => this.deps.registry.catchUp(t.id));
        this.poke(t.id);
      }
      this.lastVersions = versions;
    } catch (e) {
      this.logFailure('error', 'stalled', { err: e }, 'looking for stalled bot turns failed');
    }
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe?.();
    this.unsubscribePeers?.();
    if (this.stallTimer !== null) clearInterval(this.stallTimer);
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  /** Resolves once the turns under way have ended (after `stop`, none start). */
  async drained(): Promise<void> {
    await Promise.allSettled([...this.inflight]);
  }

  /**
   * Schedules every bot seat that is to act now. Nothing after `stop`; a poke's load of the match counts as under way
   * (`drained` waits for it), since the store closes after that.
   */
  poke(tableId: string): void {
    if (this.stopped) return;
    const woken = this.deps.registry.get(tableId).then(
      (live) => {
        if (live === undefined || live.table.status !== 'playing' || this.stopped) return;
        for (const seat of servingOrder(live.game.toAct(live.state), this.deps.random ?? Math.random)) {
          const level = live.seats[seat]?.bot ?? null;
          if (level === null) continue;
          const key = `${tableId}:${seat}`;
          if (this.busy.has(key)) {
            this.again.add(key);
            continue;
          }
          this.busy.add(key);
          const timer = setTimeout(
            () => {
              this.timers.delete(timer);
              // A turn that fails even its fallback is logged, not left to crash the process as an unhandled
              // rejection; the version did not move, so the stall sweep wakes it again. One that found no database
              // (a restart, a failover) is tried again once the database may be back, not a stall sweep later.
              const turn = this.act(tableId, seat, level)
                .catch((e: unknown) => {
                  if (!(e instanceof StoreUnreachable))
                    return this.deps.log.error({ err: e, tableId, seat, level }, 'bot turn failed, its fallback too');
                  this.logFailure('warn', 'unreachable', { err: e }, 'a bot turn waits for the database');
                  this.pokeLater(tableId, e.retryAfter * 1000);
                })
                .finally(() => {
                  this.inflight.delete(turn);
                  this.busy.delete(key);
                  if (this.again.delete(key)) this.poke(tableId);
                });
              this.inflight.add(turn);
            },
            Math.max(this.deps.delayMs, this.showLeft(live)),
          );
          this.timers.add(timer);
        }
      },
      (e: unknown) => {
        if (!(e instanceof StoreUnreachable))
          return this.deps.log.error({ err: e, tableId }, 'could not load a match to wake its bots');
        this.logFailure('warn', 'unreachable', { err: e }, 'a bot turn waits for the database');
        this.pokeLater(tableId, e.retryAfter * 1000);
      },
    );
    this.inflight.add(woken);
    void woken.finally(() => this.inflight.delete(woken));
  }

  /**
   * Milliseconds until the public show of the match's last move ends, when bots are to wait for it: 0 once it is
   * over, with waiting off, or at a table where no person sits (nobody to show it to; all-bot tables keep their pace).
   */
  private showLeft(live: LiveMatch): number {
    if (this.deps.waitForShow !== true || live.showUntil === 0) return 0;
    if (!live.seats.some((s) => s.bot === null && s.userId !== null)) return 0;
    // A show ends within a minute: a longer wait can only come from a clock set wrong where the move was stored.
    return Math.min(MAX_SHOW_WAIT_MS, Math.max(0, live.showUntil - (this.deps.now ?? Date.now)()));
  }

  /** One turn of a bot seat, decided on the match as it is now (it may have moved on since the poke). */
  private async act(tableId: string, seat: number, level: string): Promise<void> {
    if (this.stopped) return;
    const live = await this.deps.registry.get(tableId);
    if (live === undefined || live.table.status !== 'playing' || !live.game.toAct(live.state).includes(seat)) return;
    // A show started since the poke (another seat's move), or a timer that fired a little early: wait for its end.
    if (this.showLeft(live) > 0) {
      this.again.add(`${tableId}:${seat}`);
      return;
    }
    const version = live.version;
    try {
      const view = live.game.view(live.state, seat);
      const moves = await this.deps.chooser.chooseTurn(
        live.game.meta.id,
        view,
        seat,
        level,
        `${tableId}:${version}:${seat}`,
        // At most a second, less on a short clock, so that a bot never runs out of time deciding.
        { limits: botTimeLimit(live.deadline, (this.deps.now ?? Date.now)()) },
      );
      if (this.stopped) return;
      if (moves.length === 0) throw new Error('the bot chose no move');
      const result = await this.deps.submit({ tableId, seat, moves, version, by: 'bot' });
      // STALE, or a version-free move refused by a state that moved on: the change that did it wakes the bot again.
      // NOT_SEATED: its person took the seat back meanwhile (no fallback move for a seat that is no longer a bot's).
      if (result.ok || result.error.code === 'STALE' || result.error.code === 'NOT_SEATED') return;
      if ((result.error.version ?? version) !== version) return;
      this.deps.log.error(
        { tableId, seat, level, error: result.error },
        'bot chose an illegal move; playing a legal one for it',
      );
    } catch (e) {
      // Not the bot's failure: its move is chosen again when the database answers.
      if (e instanceof StoreUnreachable) throw e;
      this.deps.log.error({ err: e, tableId, seat, level }, 'bot failed; playing a legal move for it');
    }
    await this.fallback(tableId, version, seat);
  }

  /** Wakes the table's bots again after `ms` (cleared by `stop`). */
  private pokeLater(tableId: string, ms: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.poke(tableId);
    }, ms);
    this.timers.add(timer);
  }

  /**
   * A broken bot must not hang a match (an untimed one has no clock to rescue it): the server plays the seat's
   * first legal move, through the same move path, and the bot gets the next decision again.
   */
  private async fallback(tableId: string, version: number, seat: number): Promise<void> {
    const live = await this.deps.registry.get(tableId);
    if (this.stopped || live === undefined || live.version !== version || live.table.status !== 'playing') return;
    const move = live.game.legalMoves(live.state, seat)[0];
    if (move === undefined) return;
    await this.deps.submit({ tableId, seat, moves: [move], version, by: 'server' });
  }
}
