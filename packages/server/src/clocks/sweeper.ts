import { freeBotName, seatedNames } from '../lobby/bot-names.ts';
import { roundOf } from '../lobby/table-service.ts';
import type { Deadline } from '@birzha/engine';
import { TAKEOVER_BOT_LEVEL, turnPace, type Pace } from '@birzha/protocol';
import type { Bus } from '../bus/bus.ts';
import type { MoveRequest, MoveResult } from '../matches/move-path.ts';
import type { MatchRegistry } from '../matches/registry.ts';
import type { Store } from '../store/store.ts';
import { declaredDeadlines } from './deadlines.ts';
import { rateLimitedLog } from '../rate-limited-log.ts';

/**
 * The seat whose timeout a fired period is, counted towards the bot takeover, or null. At a turn-based table a period
 * that spends a seat's bank is that seat's, whatever move closes it (a clock-only close of its ply). Otherwise, as at
 * live tables always: the seat the move is submitted as, unless the period closes a phase for everyone (nobody in
 * particular timed out). Not the move's being clock-only: a turn's timeout is the clock's alone and still a seat's.
 */
export function lateSeat(pace: Pace, period: Deadline, seat: number): number | null {
  if (turnPace(pace) !== null && period.spends !== undefined) return period.spends;
  return period.closesPhase === true ? null : seat;
}

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
 * At most this many timeout moves for one table in one sweep: a game whose timeout moves never end its deadlines (a
 * bug) must not hold the sweeper forever.
 */
export const MAX_TIMEOUTS_PER_TABLE = 64;

/**
 * A claimed deadline is not swept again for this long: the claimer fires it well within this time, and if it dies
 * meanwhile the deadline is due again when the lease ends (another process fires it then).
 */
export const DEADLINE_LEASE_MS = 15_000;

/**
 * The clock: tables with a due deadline (stored, so they survive a restart and overdue ones fire at once) get the
 * game's timeout moves, each submitted through the normal move path against the state it then finds, one seat at a
 * time. A claim in the store gives each due deadline to one process; the conditional append makes each fire at most
 * once even so.
 */
export class ClockSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private current: Promise<void> = Promise.resolve();
  /** Tables at a version whose timeout was refused (a bug): not retried at the same version. */
  private readonly refused = new Set<string>();

  /** A sweep that fails every tick while the store is unreachable logs once per period, with the count. */
  private readonly logFailure;

  constructor(private readonly deps: SweeperDeps) {
    this.logFailure = rateLimitedLog(deps.log);
  }

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.deps.everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** Resolves once the sweep under way (if any) has ended. */
  async drained(): Promise<void> {
    await this.current;
  }

  /** One sweep (also called directly by tests). */
  tick(): Promise<void> {
    if (this.running) return this.current;
    this.current = this.sweep();
    return this.current;
  }

  private async sweep(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (const d of await this.deps.store.dueDeadlines(this.deps.now(), 200)) {
        try {
          // One sweeper among all processes takes each due deadline (spec: clocks fire once, architecture page 5).
          const claimed = await this.deps.store.claimDeadline(
            d.tableId,
            d.version,
            d.dueAt,
            this.deps.now() + DEADLINE_LEASE_MS,
          );
          if (!claimed) continue;
          // This process's copy may lag behind moves made elsewhere: the deadline belongs to the stored version.
          if (this.deps.registry.peek(d.tableId)?.version !== d.version)
            await this.deps.registry.exclusive(d.tableId, () => this.deps.registry.catchUp(d.tableId));
          await this.fire(d.tableId);
        } catch (e) {
          this.deps.log.error({ err: e, tableId: d.tableId }, 'clock sweep of a table failed');
        }
      }
    } catch (e) {
      this.logFailure('error', 'sweep', { err: e }, 'clock sweep failed');
    } finally {
      this.running = false;
    }
  }

  /**
   * Submits the timeout moves of one table's due deadlines, one seat at a time: after each, the state has changed
   * (the deadline may be gone or have fewer seats), so it looks again. Never two submissions at the same version.
   */
  private async fire(tableId: string): Promise<void> {
    const tried = new Set<number>();
    for (let n = 0; n < MAX_TIMEOUTS_PER_TABLE; n++) {
      const live = await this.deps.registry.get(tableId);
      if (live === undefined || live.table.status !== 'playing') return;
      const version = live.version;
      const key = `${tableId}:${version}`;
      if (this.refused.has(key) || tried.has(version)) return;
      const now = this.deps.now();
      const due = new Set(live.deadlines.filter((d) => d.dueAt <= now).map((d) => d.key));
      const next = declaredDeadlines(live.game, live.state).find((d) => due.has(d.key) && d.seats.length > 0);
      if (next === undefined) return;
      const seat = next.seats[0] as number;
      const late = lateSeat(live.table.pace, next, seat);
      const human = late === null ? null : (live.seats[late]?.userId ?? null);
      tried.add(version);
      const r = await this.deps.submit({ tableId, seat, moves: [next.move], version, by: 'timeout' });
      if (!r.ok) {
        // STALE, or a version-free timeout refused by a newer state (a phase closed by its last `ready` first):
        // someone else moved meanwhile; look again at the state they left.
        if (r.error.code === 'STALE' || (r.error.version ?? version) !== version) continue;
        this.refused.add(key);
        this.deps.log.error({ tableId, seat, deadline: next.key, error: r.error }, 'timeout move refused');
        return;
      }
      if (human !== null && late !== null) await this.counted(tableId, late, r.value);
    }
    const live = this.deps.registry.peek(tableId);
    if (live !== undefined) this.refused.add(`${tableId}:${live.version}`);
    this.deps.log.error(
      { tableId, timeouts: MAX_TIMEOUTS_PER_TABLE },
      'a table still had due deadlines after many timeout moves (a game bug?); not retried at this version',
    );
  }

  /**
   * A person's move played by the clock (the match is now at `version`): one more timeout in a row. A person whose
   * last `timeoutsBeforeBot` moves all timed out has left in all but name: a bot takes the seat over (recorded, with
   * the round). Below that, the table's viewers are told the count (their summary shows it, with the countdown).
   */
  private async counted(tableId: string, seat: number, version: number): Promise<void> {
    const streak = await this.deps.store.countTimeout(tableId, seat, version);
    if (streak === 0) return;
    const changed = await this.deps.registry.exclusive(tableId, async () => {
      const live = await this.deps.registry.get(tableId);
      const userId = live?.seats[seat]?.userId ?? null;
      if (live === undefined || live.table.status !== 'playing' || userId === null) return null;
      if (streak >= this.deps.timeoutsBeforeBot)
        await this.deps.store.replaceSeatInPlay(
          tableId,
          seat,
          {
            userId: null,
            bot: TAKEOVER_BOT_LEVEL,
            botName: freeBotName(live.seats, 0, seatedNames(live.seats, live.users)),
            leftUserId: userId,
          },
          { kind: 'takeover', reason: 'timeouts', userId, round: roundOf(live.game, live.state), at: this.deps.now() },
        );
      return (await this.deps.registry.reload(tableId))?.version ?? null;
    });
    if (changed === null) return;
    if (streak >= this.deps.timeoutsBeforeBot)
      this.deps.log.info({ tableId, seat, streak }, 'a bot took over a seat after repeated timeouts');
    this.deps.bus.publish({ kind: 'table', tableId, version: changed });
  }
}
