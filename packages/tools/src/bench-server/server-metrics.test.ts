import { describe, expect, it } from 'vitest';
import { deltaBy, parseMetrics, sumSamples, total } from './server-metrics.ts';

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
