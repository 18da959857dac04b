// Whether the tables of bots keep moving: every playing table's version in the store, read every few seconds. A table
// of bots whose version stays the same for long is stuck (its bots were never woken again, say after a Redis crash or
// a process gone), which no spectator sees: its view and the store agree.

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

  constructor(readonly boundMs: number) {
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
        continue;
      }
      const still = at - last.since;
      this.longestStillMs = Math.max(this.longestStillMs, still);
      if (still >= this.boundMs && !this.stuck.has(id)) {
        this.stuck.add(id);
        newlyStuck.push(id);
      }
    }
    for (const id of this.seen.keys()) if (!playing.has(id)) this.seen.delete(id);
    return newlyStuck;
  }

  /** Tables that stayed still past the bound at some point. */
  get stuckTables(): number {
    return this.stuck.size;
  }
}
