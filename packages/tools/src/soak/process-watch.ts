import type { ProbeStats } from '../bench-server/ipc.ts';
import type { ServerChild } from '../bench-server/server-child.ts';
import { scrapeMetrics } from '../bench-server/server-metrics.ts';
import { ERROR_LEVEL, joinSamples, logLevel, sampleBetween, type Reading, type Sample } from './process-sample.ts';

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
  /** Error lines logged while the soak restarted PostgreSQL, and its grace after (--db-restarts-every), counted apart. */
  errorLinesWhileDatabaseRestarted = 0;
  private stopping = false;
  /** Lines that are not pino JSON (a crash's stack trace on stdout...). */
  otherLines = 0;
  readonly firstErrorLines: string[] = [];
  private last: Reading | null = null;
  private first: Reading | null = null;
  /** The process's earlier lives (before kills), joined; null: none. */
  private earlier: Sample | null = null;
  /** Grows at each kill: a sample under way when its process died is dropped. */
  private life = 0;
  private down = false;
  /** Times the soak killed this process. */
  kills = 0;

  constructor(
    readonly index: number,
    public server: ServerChild,
    /** Whether the soak has PostgreSQL down now, or had it less than the grace ago. */
    private readonly databaseRestarting: () => boolean = () => false,
  ) {}

  /** Each line the process logs (at LOG_LEVEL warn, so only warnings and errors come). */
  onLogLine(line: string): void {
    const level = logLevel(line);
    if (level === null) this.otherLines++;
    else if (level >= ERROR_LEVEL && this.stopping) {
      this.errorLinesWhileStopping++;
      if (this.firstErrorLines.length < KEPT_LINES)
        this.firstErrorLines.push(`(while stopping) ${line.slice(0, 2000)}`);
    } else if (level >= ERROR_LEVEL && this.databaseRestarting()) {
      // The store's outage, which the sweeps log once at once and then once per 10 s: what it failed for a client
      // is counted where the client sees it.
      this.errorLinesWhileDatabaseRestarted++;
      if (this.firstErrorLines.length < KEPT_LINES)
        this.firstErrorLines.push(`(database restarting) ${line.slice(0, 2000)}`);
    } else if (level >= ERROR_LEVEL) {
      this.errorLines++;
      if (this.firstErrorLines.length < KEPT_LINES) this.firstErrorLines.push(line.slice(0, 2000));
    } else this.warnLines++;
  }

  /** From now on error lines are the shutdown's. */
  markStopping(): void {
    this.stopping = true;
  }

  /** The first reading (at `atSeconds`: 0, or when the process started again), and the probe's first window. */
  async start(atSeconds = 0): Promise<void> {
    const metrics = await scrapeMetrics(this.server.url);
    this.first = this.last = { atSeconds, metrics };
    this.down = false;
    this.rss.push({ atSeconds, rssMB: sampleBetween(this.first, this.first, 0).rssMB });
    this.server.child.send({ t: 'window', on: true, profile: false });
  }

  /**
   * The process is about to be killed: a last reading (what it did since the last sample), then its life so far kept
   * with the earlier ones, since its counters die with it.
   */
  async killing(atSeconds: number): Promise<void> {
    const life = this.life;
    const metrics = await scrapeMetrics(this.server.url).catch(() => null);
    if (metrics !== null && life === this.life) this.last = { atSeconds, metrics };
    const lived = this.lifeSample();
    if (lived !== null) this.earlier = this.earlier === null ? lived : joinSamples(this.earlier, lived);
    this.first = this.last = null;
    this.life++;
    this.kills++;
    this.down = true;
  }

  /** Started again as `server` (on the same port), at `atSeconds`. */
  async restarted(server: ServerChild, atSeconds: number): Promise<void> {
    this.server = server;
    await this.start(atSeconds);
  }

  /** Samples the interval since the last reading; null while the process is down, or when it died meanwhile. */
  async sample(atSeconds: number): Promise<Sample | null> {
    const life = this.life;
    if (this.down) return null;
    let metrics;
    let probe: ProbeStats;
    try {
      metrics = await scrapeMetrics(this.server.url);
      this.server.child.send({ t: 'window', on: false, profile: false });
      probe = (await this.server.child.next('stats', 30_000)).stats as ProbeStats;
      this.server.child.send({ t: 'window', on: true, profile: false });
    } catch (e) {
      if (life !== this.life || this.down) return null;
      throw e;
    }
    if (life !== this.life || this.down || this.last === null) return null;
    const now: Reading = { atSeconds, metrics };
    const s = sampleBetween(this.last, now, probe.lag.p99);
    this.samples.push(s);
    this.rss.push({ atSeconds: s.atSeconds, rssMB: s.rssMB });
    this.last = now;
    return s;
  }

  /** The whole run as one interval (moves, matches, client errors since the start, every life of it). */
  overall(): Sample | null {
    const current = this.lifeSample();
    if (this.earlier === null || current === null) return current ?? this.earlier;
    return joinSamples(this.earlier, current);
  }

  /** The current life as one interval (null: not one sample yet). */
  private lifeSample(): Sample | null {
    if (this.first === null || this.last === null || this.last === this.first) return null;
    return sampleBetween(this.first, this.last, Math.max(0, ...this.samples.map((s) => s.eventLoopLagP99Ms)));
  }
}
