import { TAKEOVER_BOT_LEVEL } from '@birzha/protocol';
import type { Bus } from '../bus/bus.ts';
import { clockPolicy } from '../matches/clock-policy.ts';
import type { MoveRequest, MoveResult } from '../matches/move-path.ts';
import type { MatchRegistry } from '../matches/registry.ts';
import type { Store } from '../store/store.ts';

export interface SweeperDeps {
  readonly store: Store;
  readonly registry: MatchRegistry;
  readonly bus: Bus;
  readonly submit: (req: MoveRequest) => Promise<MoveResult>;
  readonly now: () => number;
  readonly everyMs: number;
  /** Consecutive timeouts after which a bot takes a human's seat. */
  readonly timeoutsBeforeBot: number;
  readonly log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/**
 * The clock: due deadlines (stored, so they survive a restart and overdue ones fire at once) become the game's
 * timeout moves, submitted through the normal move path; the conditional append makes each fire at most once.
 */
export class ClockSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  /** Deadlines whose timeout was refused (a bug): not retried for the same version. */
  private readonly refused = new Set<string>();

  constructor(private readonly deps: SweeperDeps) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.deps.everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** One sweep (also called directly by tests). */
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (const d of await this.deps.store.dueDeadlines(this.deps.now(), 200)) {
        const key = `${d.tableId}:${d.version}`;
        if (this.refused.has(key)) continue;
        const live = await this.deps.registry.get(d.tableId);
        if (live === undefined || live.version !== d.version || live.table.status !== 'playing') continue;
        for (const { seat, move } of clockPolicy(live.game).timeoutMoves(live.state)) {
          const human = live.seats[seat]?.userId ?? null;
          const r = await this.deps.submit({
            tableId: d.tableId,
            seat,
            moves: [move],
            version: d.version,
            by: 'timeout',
          });
          if (!r.ok) {
            if (r.error.code !== 'STALE') {
              this.refused.add(key);
              this.deps.log.error({ tableId: d.tableId, seat, error: r.error }, 'timeout move refused');
            }
            continue;
          }
          if (human !== null) await this.maybeReplace(d.tableId, seat);
        }
      }
    } catch (e) {
      this.deps.log.error({ err: e }, 'clock sweep failed');
    } finally {
      this.running = false;
    }
  }

  /** A human whose last turns all ended by timeout has left in all but name: a bot takes the seat. */
  private async maybeReplace(tableId: string, seat: number): Promise<void> {
    const moves = (await this.deps.store.loadMoves(tableId)).filter((m) => m.seat === seat);
    let streak = 0;
    for (let i = moves.length - 1; i >= 0 && moves[i]?.by === 'timeout'; i--) streak++;
    if (streak < this.deps.timeoutsBeforeBot) return;
    const replaced = await this.deps.registry.exclusive(tableId, async () => {
      const live = await this.deps.registry.get(tableId);
      if (live === undefined || live.table.status !== 'playing' || live.seats[seat]?.userId === null) return false;
      await this.deps.store.replaceSeatInPlay(tableId, seat, { userId: null, bot: TAKEOVER_BOT_LEVEL });
      await this.deps.registry.reload(tableId);
      return true;
    });
    if (!replaced) return;
    this.deps.log.info({ tableId, seat, streak }, 'a bot took over a seat after repeated timeouts');
    this.deps.bus.publish({ kind: 'table', tableId });
  }
}
