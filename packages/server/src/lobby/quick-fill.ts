import { storedBotLevel, TAKEOVER_BOT_LEVEL, type TableSummary } from '@birzha/protocol';
import { gameBotLevels } from '../bots/levels.ts';
import type { Bus } from '../bus/bus.ts';
import type { Store } from '../store/store.ts';
import type { MatchRegistry } from '../matches/registry.ts';
import type { TableService } from './table-service.ts';
import { rateLimitedLog } from '../rate-limited-log.ts';

export interface QuickFillDeps {
  readonly store: Store;
  readonly registry: MatchRegistry;
  readonly bus: Bus;
  readonly tables: TableService;
  readonly now: () => number;
  readonly everyMs: number;
  readonly log: { error(obj: object, msg: string): void };
}

/** What filling needs: the store (the truth), the live matches, and the lobby's own seat and start actions. */
export type FillDeps = Pick<QuickFillDeps, 'store' | 'registry' | 'tables'>;

/** What became of a quick table: started now, left alone (not open, not quick, or not full), or nobody left at it. */
export type FillOutcome = 'started' | 'skipped' | 'abandoned';

/** Due tables looked at per sweep. */
const BATCH = 50;

/**
 * Starts an open quick table whose every seat is held, through the lobby's own start (the host's action, so that
 * the start decides what it always decides, e.g. whether the match is rated). The start is conditional in the store:
 * when another process got there first this changes nothing. The table's summary when it started, else undefined.
 */
export async function startIfFull(deps: FillDeps, tableId: string): Promise<TableSummary | undefined> {
  const seats = await deps.store.getSeats(tableId);
  if (seats.some((s) => s.userId === null && s.bot === null)) return undefined;
  const table = await deps.store.getTable(tableId);
  if (table?.status !== 'open' || table.quick === null) return undefined;
  const host = await deps.store.getUser(table.hostId);
  if (host === undefined) return undefined;
  // The live copy may be older than the store when another process changed the seats.
  await deps.registry.exclusive(tableId, () => deps.registry.reload(tableId));
  const started = await deps.tables.start(host, tableId);
  return started.ok ? started.value : undefined;
}

/**
 * A quick table whose wait ended: bots of its level in the empty seats (each its own name, through the lobby's
 * compare-and-set seat change, so a person or another process taking a seat at the same moment wins that seat),
 * then the start. A table no person sits at any more is not started: nobody would play it.
 */
export async function fillAndStart(deps: FillDeps, tableId: string): Promise<FillOutcome> {
  const table = await deps.store.getTable(tableId);
  if (table?.status !== 'open' || table.quick === null) return 'skipped';
  const seats = await deps.store.getSeats(tableId);
  if (!seats.some((s) => s.userId !== null)) {
    // Nobody would play it: it stops being due (it stays in the lobby as an open table anyone may join).
    await deps.store.endWait(tableId);
    return 'abandoned';
  }
  const host = await deps.store.getUser(table.hostId);
  if (host === undefined) return 'skipped';
  // The level asked for (an old name read as its level); one the game no longer offers: the intermediate, so that
  // the table still fills.
  const asked = storedBotLevel(table.quick.level) ?? TAKEOVER_BOT_LEVEL;
  const level = gameBotLevels(table.game).includes(asked) ? asked : TAKEOVER_BOT_LEVEL;
  await deps.registry.exclusive(tableId, () => deps.registry.reload(tableId));
  for (const s of seats) {
    if (s.userId !== null || s.bot !== null) continue;
    // SEAT_TAKEN / NOT_OPEN: someone sat down or another process filled or started it; the start below decides.
    await deps.tables.setBot(host, tableId, s.seat, level);
  }
  return (await startIfFull(deps, tableId)) === undefined ? 'skipped' : 'started';
}

/**
 * Quick-play tables whose wait ended: bots fill the empty seats and the match starts (store.dueFills). The due time
 * is in the store, so a restarted server picks up where it was, and two processes sweeping at once are safe: seat
 * changes are compare-and-set and the start is conditional.
 */
export class QuickFill {
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  /** A sweep that fails every tick while the store is unreachable logs once per period, with the count. */
  private readonly logFailure;

  constructor(private readonly deps: QuickFillDeps) {
    this.logFailure = rateLimitedLog(deps.log);
  }

  start(): void {
    if (this.timer !== null) return;
    this.timer = setInterval(() => void this.sweep(), this.deps.everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** One pass over the due tables; a pass still running makes this one a no-op. Returns how many started. */
  async sweep(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    let started = 0;
    try {
      const due = await this.deps.store.dueFills(this.deps.now(), BATCH);
      for (const table of due) {
        try {
          if ((await fillAndStart(this.deps, table.id)) === 'started') started++;
        } catch (e) {
          this.deps.log.error({ err: e, tableId: table.id }, 'quick-play fill failed');
        }
      }
    } catch (e) {
      this.logFailure('error', 'sweep', { err: e }, 'quick-play sweep failed');
    } finally {
      this.running = false;
    }
    return started;
  }
}
