// Whether a spectator's view of a table has fallen behind the store for longer than a bound: a connection gone deaf
// (its process no longer hears the table's moves, by the bus or by polling the store while the bus is down) shows as
// a version that stays below what the store had `boundMs` ago, while a view that is merely slow catches up in time.

/** One reading of the table's version in the store. */
interface Reading {
  readonly at: number;
  readonly version: number;
}

export class StaleWatch {
  /** Readings the view had not reached when last asked, oldest first (versions only grow). */
  private readings: Reading[] = [];

  constructor(readonly boundMs: number) {
    if (!(boundMs > 0)) throw new Error(`StaleWatch: the bound must be > 0 ms, not ${boundMs}`);
  }

  /** Whether the view is in a stretch past the bound (told once by `behind`). */
  private stale = false;

  /** Another table followed: what was read of the last one means nothing for it. */
  reset(): void {
    this.readings = [];
    this.stale = false;
  }

  /**
   * `lagBeyondBound`, and whether this starts a stretch past the bound (true once per stretch: the view caught up in
   * between, or `reset`).
   */
  behind(have: number | null, now: number): { lagMs: number; newStretch: boolean } {
    const lagMs = this.lagBeyondBound(have, now);
    const newStretch = lagMs > 0 && !this.stale;
    this.stale = lagMs > 0;
    return { lagMs, newStretch };
  }

  /** The store had `version` at `at` (ms). */
  stored(at: number, version: number): void {
    this.readings.push({ at, version });
  }

  /**
   * How long (ms) the view at version `have` (null: no snapshot yet) has been behind the store: since the oldest
   * reading it has not reached, when that is at least `boundMs` before `now`; 0 within the bound.
   */
  lagBeyondBound(have: number | null, now: number): number {
    let reached = 0;
    while (reached < this.readings.length && have !== null && have >= (this.readings[reached] as Reading).version)
      reached++;
    if (reached > 0) this.readings = this.readings.slice(reached);
    const oldest = this.readings[0];
    if (oldest === undefined) return 0;
    const lag = now - oldest.at;
    return lag >= this.boundMs ? lag : 0;
  }
}
