import type { Bus } from '../bus/bus.ts';
import type { Store } from '../store/store.ts';
import type { MoveRequest, MoveResult } from './move-path.ts';
import type { MatchRegistry } from './registry.ts';

/** Chooses a bot's moves from its seat's view (off the event loop: server/src/bots/bot-pool.ts). */
export interface BotChooser {
  chooseTurn(gameId: string, view: unknown, seat: number, level: string, seed: string): Promise<unknown[]>;
}

export interface BotDriverDeps {
  readonly store: Store;
  readonly registry: MatchRegistry;
  readonly bus: Bus;
  readonly submit: (req: MoveRequest) => Promise<MoveResult>;
  readonly chooser: BotChooser;
  readonly delayMs: number;
  readonly log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/**
 * Seats bots: whenever a match changes and a bot seat is to act, the bot gets that seat's view (never more),
 * chooses, and its moves go through the same move path as a human's. When a bot fails, the server plays a legal
 * move for it, so a match never hangs on a broken bot.
 */
export class BotDriver {
  private readonly pending = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private unsubscribe: (() => void) | null = null;
  private stopped = false;

  constructor(private readonly deps: BotDriverDeps) {}

  /** Starts listening, and wakes the bots of every match that was running before a restart. */
  async start(): Promise<void> {
    this.unsubscribe = this.deps.bus.subscribeAll((m) => {
      if (m.kind === 'moves' || m.kind === 'table') this.poke(m.tableId);
    });
    for (const t of await this.deps.store.listPlaying()) this.poke(t.id);
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe?.();
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  /** Schedules every bot seat that is to act now. */
  poke(tableId: string): void {
    void this.deps.registry.get(tableId).then(
      (live) => {
        if (live === undefined || live.table.status !== 'playing' || this.stopped) return;
        for (const seat of live.game.toAct(live.state)) {
          const level = live.seats[seat]?.bot ?? null;
          if (level === null) continue;
          const key = `${tableId}:${live.version}:${seat}`;
          if (this.pending.has(key)) continue;
          this.pending.add(key);
          const timer = setTimeout(() => {
            this.timers.delete(timer);
            void this.act(tableId, live.version, seat, level).finally(() => this.pending.delete(key));
          }, this.deps.delayMs);
          this.timers.add(timer);
        }
      },
      (e: unknown) => this.deps.log.error({ err: e, tableId }, 'could not load a match to wake its bots'),
    );
  }

  private async act(tableId: string, version: number, seat: number, level: string): Promise<void> {
    if (this.stopped) return;
    const live = await this.deps.registry.get(tableId);
    if (live === undefined || live.version !== version || live.table.status !== 'playing') return;
    try {
      const view = live.game.view(live.state, seat);
      const moves = await this.deps.chooser.chooseTurn(
        live.game.meta.id,
        view,
        seat,
        level,
        `${tableId}:${version}:${seat}`,
      );
      if (this.stopped) return;
      if (moves.length === 0) throw new Error('the bot chose no move');
      const result = await this.deps.submit({ tableId, seat, moves, version, by: 'bot' });
      if (result.ok || result.error.code === 'STALE') return;
      this.deps.log.error(
        { tableId, seat, level, error: result.error },
        'bot chose an illegal move; playing a legal one for it',
      );
    } catch (e) {
      this.deps.log.error({ err: e, tableId, seat, level }, 'bot failed; playing a legal move for it');
    }
    await this.fallback(tableId, version, seat);
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
