import { deltaBy, total, type MetricSample } from '../bench-server/server-metrics.ts';

// One process's figures over one sampling interval, from two scrapes of its /metrics (Prometheus text, parsed by
// the bench's parseMetrics) and what /proc and the log said.

/** A process at one moment, as a scrape of its /metrics tells it. */
export interface Reading {
  readonly atSeconds: number;
  readonly metrics: readonly MetricSample[];
}

/** What one process did over one interval. */
export interface Sample {
  /** Seconds since the soak started (the interval's end). */
  readonly atSeconds: number;
  readonly rssMB: number;
  readonly heapUsedMB: number;
  /** CPU seconds per wall second over the interval. */
  readonly cores: number;
  readonly eventLoopLagP99Ms: number;
  readonly movesPerSecond: number;
  readonly moves: number;
  readonly matchesFinished: number;
  /** Errors the process sent to clients over the interval, by code. */
  readonly clientErrors: Readonly<Record<string, number>>;
  readonly openConnections: number;
}

const MB = 1024 * 1024;
const round1 = (x: number) => Math.round(x * 10) / 10;
const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * The server's own counters and prom-client's default metrics (the server gives them the prefix birzha_process_, so
 * process_resident_memory_bytes is birzha_process_process_resident_memory_bytes), between two readings.
 */
export function sampleBetween(before: Reading, after: Reading, eventLoopLagP99Ms: number): Sample {
  const seconds = after.atSeconds - before.atSeconds;
  const delta = (name: string) => total(after.metrics, name) - total(before.metrics, name);
  const moves = delta('birzha_moves_total');
  return {
    atSeconds: round1(after.atSeconds),
    rssMB: round1(total(after.metrics, 'birzha_process_process_resident_memory_bytes') / MB),
    heapUsedMB: round1(total(after.metrics, 'birzha_process_nodejs_heap_size_used_bytes') / MB),
    cores: seconds <= 0 ? 0 : round3(delta('birzha_process_process_cpu_seconds_total') / seconds),
    eventLoopLagP99Ms: eventLoopLagP99Ms,
    movesPerSecond: seconds <= 0 ? 0 : round1(moves / seconds),
    moves,
    matchesFinished: delta('birzha_matches_finished_total'),
    clientErrors: deltaBy(before.metrics, after.metrics, 'birzha_client_errors_total', 'code'),
    openConnections: total(after.metrics, 'birzha_ws_connections'),
  };
}

/** The level of a pino JSON log line (10 trace ... 60 fatal), or null for a line that is not one. */
export function logLevel(line: string): number | null {
  if (!line.startsWith('{')) return null;
  try {
    const level = (JSON.parse(line) as { level?: unknown }).level;
    return typeof level === 'number' ? level : null;
  } catch {
    return null;
  }
}

/** pino's error level: lines at it or above are errors. */
export const ERROR_LEVEL = 50;

/**
 * One process's stretches one after the other (killed and started again, its counters from 0): the counts added, the
 * rest the later stretch's; moves per second over the soak until the later one's end (every process starts at 0 s).
 */
export function joinSamples(earlier: Sample, later: Sample): Sample {
  const clientErrors: Record<string, number> = { ...earlier.clientErrors };
  for (const [code, n] of Object.entries(later.clientErrors)) clientErrors[code] = (clientErrors[code] ?? 0) + n;
  const moves = earlier.moves + later.moves;
  return {
    ...later,
    moves,
    movesPerSecond: later.atSeconds <= 0 ? 0 : round1(moves / later.atSeconds),
    matchesFinished: earlier.matchesFinished + later.matchesFinished,
    clientErrors,
  };
}
