import type { ProbeStats } from '../bench-server/ipc.ts';
import type { ServerChild } from '../bench-server/server-child.ts';
import { scrapeMetrics } from '../bench-server/server-metrics.ts';
import { ERROR_LEVEL, logLevel, sampleBetween, type Reading, type Sample } from './process-sample.ts';

/** Error lines kept word for word per process, for the report. */
const KEPT_LINES = 10;

/**
 * One server process over the soak: a sample of its /metrics every interval, its event-loop lag per interval from
 * the bench's probe preloaded into it (prom-client's own lag gauge resets at every scrape, and the table keeper
 * scrapes often), and its log lines at level warn and above.
 */
export class ProcessWatch {
  readonly samples: Sample[] = [];
  /** RSS at the start and after every interval, in MB. */
  readonly rss: { atSeconds: number; rssMB: number }[] = [];
  errorLines = 0;
  warnLines = 0;
  /** Error lines logged once the soak began stopping the processes (shutdown), counted apart. */
  errorLinesWhileStopping = 0;
  private stopping = false;
  /** Lines that are not pino JSON (a crash's stack trace on stdout...). */
  otherLines = 0;
  readonly firstErrorLines: string[] = [];
  private last: Reading | null = null;
  private first: Reading | null = null;

  constructor(
    readonly index: number,
    readonly server: ServerChild,
  ) {}

  /** Each line the process logs (at LOG_LEVEL warn, so only warnings and errors come). */
  onLogLine(line: string): void {
    const level = logLevel(line);
    if (level === null) this.otherLines++;
    else if (level >= ERROR_LEVEL && this.stopping) {
      this.errorLinesWhileStopping++;
      if (this.firstErrorLines.length < KEPT_LINES)
        this.firstErrorLines.push(`(while stopping) ${line.slice(0, 2000)}`);
    } else if (level >= ERROR_LEVEL) {
      this.errorLines++;
      if (this.firstErrorLines.length < KEPT_LINES) this.firstErrorLines.push(line.slice(0, 2000));
    } else this.warnLines++;
  }

  /** From now on error lines are the shutdown's. */
  markStopping(): void {
    this.stopping = true;
  }

  /** The first reading, and the probe's first window. */
  async start(): Promise<void> {
    const metrics = await scrapeMetrics(this.server.url);
    this.first = this.last = { atSeconds: 0, metrics };
    this.rss.push({ atSeconds: 0, rssMB: sampleBetween(this.first, this.first, 0).rssMB });
    this.server.child.send({ t: 'window', on: true, profile: false });
  }

  /** Samples the interval since the last reading. */
  async sample(atSeconds: number): Promise<Sample> {
    const metrics = await scrapeMetrics(this.server.url);
    this.server.child.send({ t: 'window', on: false, profile: false });
    const probe = (await this.server.child.next('stats', 30_000)).stats as ProbeStats;
    this.server.child.send({ t: 'window', on: true, profile: false });
    const now: Reading = { atSeconds, metrics };
    const s = sampleBetween(this.last as Reading, now, probe.lag.p99);
    this.samples.push(s);
    this.rss.push({ atSeconds: s.atSeconds, rssMB: s.rssMB });
    this.last = now;
    return s;
  }

  /** The whole run as one interval (moves, matches, client errors since the start). */
  overall(): Sample | null {
    if (this.first === null || this.last === null || this.last === this.first) return null;
    return sampleBetween(this.first, this.last, Math.max(0, ...this.samples.map((s) => s.eventLoopLagP99Ms)));
  }
}
