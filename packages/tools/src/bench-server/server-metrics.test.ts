import { describe, expect, it } from 'vitest';
import { deltaBy, gcBetween, parseMetrics, sumSamples, total } from './server-metrics.ts';

const scrape = (moves: number, stale: number) =>
  parseMetrics(
    [
      '# HELP birzha_moves_total Moves appended, by submitter',
      '# TYPE birzha_moves_total counter',
      `birzha_moves_total{by="seat"} ${moves}`,
      `birzha_client_errors_total{code="STALE"} ${stale}`,
      'birzha_process_resident_memory_bytes 1048576',
    ].join('\n'),
  );

describe('parseMetrics', () => {
  it('reads names, labels and values, skipping comments', () => {
    expect(scrape(5, 1)).toEqual([
      { name: 'birzha_moves_total', labels: { by: 'seat' }, value: 5 },
      { name: 'birzha_client_errors_total', labels: { code: 'STALE' }, value: 1 },
      { name: 'birzha_process_resident_memory_bytes', labels: {}, value: 1048576 },
    ]);
  });
});

describe('sumSamples', () => {
  it('adds up the same sample of several processes, so a delta by label counts each increase once', () => {
    const before = sumSamples([scrape(5, 1), scrape(7, 0)]);
    const after = sumSamples([scrape(9, 2), scrape(10, 0)]);
    expect(total(after, 'birzha_moves_total')).toBe(19);
    expect(deltaBy(before, after, 'birzha_client_errors_total', 'code')).toEqual({ STALE: 1 });
  });
});

describe('gcBetween', () => {
  // As prom-client exposes its default GC histogram under the server's prefix (buckets left out: not read).
  const gc = (minor: [number, number], major: [number, number], incremental: [number, number], weak = 0) =>
    parseMetrics(
      [
        '# TYPE birzha_process_nodejs_gc_duration_seconds histogram',
        `birzha_process_nodejs_gc_duration_seconds_sum{kind="minor"} ${minor[1]}`,
        `birzha_process_nodejs_gc_duration_seconds_count{kind="minor"} ${minor[0]}`,
        `birzha_process_nodejs_gc_duration_seconds_sum{kind="major"} ${major[1]}`,
        `birzha_process_nodejs_gc_duration_seconds_count{kind="major"} ${major[0]}`,
        `birzha_process_nodejs_gc_duration_seconds_sum{kind="incremental"} ${incremental[1]}`,
        `birzha_process_nodejs_gc_duration_seconds_count{kind="incremental"} ${incremental[0]}`,
        `birzha_process_nodejs_gc_duration_seconds_sum{kind="weakcb"} ${weak}`,
        `birzha_process_nodejs_gc_duration_seconds_count{kind="weakcb"} 1`,
      ].join('\n'),
    );

  it("counts a window's scavenges and full collections and their pauses, the marking steps with the full ones", () => {
    const before = gc([100, 1.5], [2, 0.02], [40, 0.05]);
    const after = gc([400, 4.7], [3, 0.035], [90, 0.125], 0.001);
    expect(gcBetween(before, after)).toEqual({ minor: 300, minorMs: 3200, major: 1, majorMs: 90, totalMs: 3291 });
  });

  it('is all zeros when the server exposes no GC histogram', () => {
    expect(gcBetween(scrape(1, 0), scrape(2, 0))).toEqual({ minor: 0, minorMs: 0, major: 0, majorMs: 0, totalMs: 0 });
  });
});
