/** How long to wait before reopening a dropped stream: `firstMs`, doubling each failure, at most `maxMs`. */
export interface BackoffTimes {
  readonly firstMs: number;
  readonly maxMs: number;
}

/** The bot API's streams: 1 s doubling to 30 s, so a server being restarted is not hammered. */
export const STREAM_BACKOFF: BackoffTimes = { firstMs: 1000, maxMs: 30_000 };

/** The waits of one stream's reconnections; `reset` after a connection that worked starts again from the first. */
export class Backoff {
  readonly #times: BackoffTimes;
  #failures = 0;

  constructor(times: BackoffTimes = STREAM_BACKOFF) {
    this.#times = times;
  }

  /** The wait before the next attempt, counting one more failure. */
  next(): number {
    const ms = Math.min(this.#times.maxMs, this.#times.firstMs * 2 ** Math.min(this.#failures, 30));
    this.#failures++;
    return ms;
  }

  reset(): void {
    this.#failures = 0;
  }
}
