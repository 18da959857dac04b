import { summarize, type Summary } from './percentiles.ts';

/** Event-loop lag: how late a timer fired, over a window. */
export type LagSummary = Summary;

/**
 * Event-loop lag measured the plain way: a timer every `everyMs`, and how late it fires. (perf_hooks'
 * monitorEventLoopDelay reports the whole interval at a 10 ms resolution, which hides small lags.)
 */
export class LagMonitor {
  private samples: number[] = [];
  private readonly timer: NodeJS.Timeout;
  private expected: number;

  constructor(private readonly everyMs = 20) {
    this.expected = performance.now() + everyMs;
    this.timer = setInterval(() => {
      const now = performance.now();
      this.samples.push(Math.max(0, now - this.expected));
      this.expected = now + this.everyMs;
    }, everyMs);
    this.timer.unref();
  }

  /** Starts a new window. */
  reset(): void {
    this.samples = [];
  }

  /** Lag over the window so far, in milliseconds. */
  summary(): LagSummary {
    return summarize(this.samples);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
