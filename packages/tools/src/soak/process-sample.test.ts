import { describe, expect, it } from 'vitest';
import { parseMetrics } from '../bench-server/server-metrics.ts';
import { ERROR_LEVEL, joinSamples, logLevel, sampleBetween, type Sample } from './process-sample.ts';

/** A /metrics page as the server writes it (prom-client's text format, default metrics prefixed birzha_process_). */
const page = (o: { rss: number; heap: number; cpu: number; moves: number; finished: number; stale: number }) => `
# HELP birzha_process_process_cpu_seconds_total Total user and system CPU time spent in seconds.
# TYPE birzha_process_process_cpu_seconds_total counter
birzha_process_process_cpu_seconds_total ${o.cpu}
# HELP birzha_process_process_resident_memory_bytes Resident memory size in bytes.
# TYPE birzha_process_process_resident_memory_bytes gauge
birzha_process_process_resident_memory_bytes ${o.rss}
birzha_process_nodejs_heap_size_used_bytes ${o.heap}
birzha_process_nodejs_eventloop_lag_p99_seconds 0.012
# TYPE birzha_moves_total counter
birzha_moves_total{by="bot"} ${o.moves}
birzha_moves_total{by="timeout"} 2
birzha_matches_finished_total ${o.finished}
birzha_client_errors_total{code="STALE"} ${o.stale}
birzha_ws_connections 9
birzha_move_seconds_bucket{le="0.005"} 3
birzha_move_seconds_bucket{le="+Inf"} 4
`;

describe('sampleBetween', () => {
  it('reads memory at the end, and CPU, moves, matches and errors as increases over the interval', () => {
    const before = {
      atSeconds: 30,
      metrics: parseMetrics(page({ rss: 100 * 2 ** 20, heap: 0, cpu: 10, moves: 100, finished: 1, stale: 0 })),
    };
    const after = {
      atSeconds: 60,
      metrics: parseMetrics(
        page({ rss: 150.5 * 2 ** 20, heap: 40 * 2 ** 20, cpu: 25, moves: 700, finished: 4, stale: 2 }),
      ),
    };
    expect(sampleBetween(before, after, 7.5)).toEqual({
      atSeconds: 60,
      rssMB: 150.5,
      heapUsedMB: 40,
      cores: 0.5,
      eventLoopLagP99Ms: 7.5,
      movesPerSecond: 20,
      moves: 600,
      matchesFinished: 3,
      clientErrors: { STALE: 2 },
      openConnections: 9,
    });
  });

  it('gives rates of 0 over an empty interval instead of dividing by zero', () => {
    const r = {
      atSeconds: 5,
      metrics: parseMetrics(page({ rss: 2 ** 20, heap: 0, cpu: 1, moves: 1, finished: 0, stale: 0 })),
    };
    expect(sampleBetween(r, r, 0)).toMatchObject({ cores: 0, movesPerSecond: 0, moves: 0, clientErrors: {} });
  });
});

describe('joinSamples', () => {
  const life = (over: Partial<Sample>): Sample => ({
    atSeconds: 0,
    rssMB: 100,
    heapUsedMB: 50,
    cores: 0.2,
    eventLoopLagP99Ms: 3,
    movesPerSecond: 0,
    moves: 0,
    matchesFinished: 0,
    clientErrors: {},
    openConnections: 10,
    ...over,
  });

  it("adds a killed process's lives: moves, matches and errors; the rest is the later life's", () => {
    const earlier = life({ atSeconds: 40, moves: 4000, matchesFinished: 7, clientErrors: { RATE_LIMITED: 1 } });
    const later = life({
      atSeconds: 100,
      rssMB: 80,
      moves: 5000,
      matchesFinished: 3,
      clientErrors: { RATE_LIMITED: 2, BAD_MOVE: 1 },
      openConnections: 4,
    });
    expect(joinSamples(earlier, later)).toEqual({
      ...later,
      moves: 9000,
      movesPerSecond: 90,
      matchesFinished: 10,
      clientErrors: { RATE_LIMITED: 3, BAD_MOVE: 1 },
    });
  });
});

describe('logLevel', () => {
  it("reads pino's level; anything else is not a log line", () => {
    expect(logLevel('{"level":50,"msg":"boom"}')).toBe(ERROR_LEVEL);
    expect(logLevel('{"level":40,"msg":"hm"}')).toBe(40);
    expect(logLevel('    at foo (file.js:1:1)')).toBeNull();
    expect(logLevel('{not json')).toBeNull();
    expect(logLevel('{"msg":"no level"}')).toBeNull();
  });
});
