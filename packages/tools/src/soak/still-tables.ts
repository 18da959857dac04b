// Whether the tables of bots keep moving: every playing table's version in the store, read every few seconds. A table
// of bots whose version stays the same for long is stuck (its bots were never woken again, say after a Redis crash or
// a process gone), which no spectator sees: its view and the store agree. A shorter stretch still is a stall: a turn
// lost and woken only by the bot driver's stall sweep (every 10 s), reported and not an error (a Redis outage of a few
// seconds stills tables too), since a lost turn is a defect the players feel.

/** A table still this long has waited for the stall sweep: reported as a stall. */
export const STALL_MS = 15_000;

/** A playing table's version in the store. */
export interface PlayingRow {
  readonly id: string;
  readonly version: number;
}

export class StillTables {
  /** Each playing table's version and when it was first read at that version. */
  private readonly seen = new Map<string, { version: number; since: number }>();
  /** Tables that stayed still past the bound (each once). */
  private readonly stuck = new Set<string>();
  /** The longest any table stayed still while playing, in ms. */
  longestStillMs = 0;
  readings = 0;
  /** Stretches in which a table stayed still STALL_MS or more (each once). */
  stalls = 0;
  /** Tables in a stretch already counted as a stall. */
  private readonly stalled = new Set<string>();

  constructor(
    readonly boundMs: number,
    readonly stallMs = STALL_MS,
  ) {
    if (!(boundMs > 0)) throw new Error(`StillTables: the bound must be > 0 ms, not ${boundMs}`);
  }

  /**
   * The playing tables read at `at` (ms): a table not among them has finished (forgotten); returns the tables that
   * have just gone past the bound without a move.
   */
  read(at: number, rows: readonly PlayingRow[]): string[] {
    this.readings++;
    const playing = new Set<string>();
    const newlyStuck: string[] = [];
    for (const { id, version } of rows) {
      playing.add(id);
      const last = this.seen.get(id);
      if (last === undefined || last.version !== version) {
        this.seen.set(id, { version, since: at });
        this.stalled.delete(id);
        continue;
      }
      const still = at - last.since;
      this.longestStillMs = Math.max(this.longestStillMs, still);
      if (still >= this.stallMs && !this.stalled.has(id)) {
        this.stalled.add(id);
        this.stalls++;
      }
      if (still >= this.boundMs && !this.stuck.has(id)) {
        this.stuck.add(id);
        newlyStuck.push(id);
      }
    }
    for (const id of this.seen.keys())
      if (!playing.has(id)) {
        this.seen.delete(id);
        this.stalled.delete(id);
      }
    return newlyStuck;
  }

  /** Tables that stayed still past the bound at some point. */
  get stuckTables(): number {
    return this.stuck.size;
  }
}
