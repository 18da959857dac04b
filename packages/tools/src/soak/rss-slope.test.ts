import { describe, expect, it } from 'vitest';
import { rssTrend, secondHalf, slope } from './rss-slope.ts';

const series = (values: readonly number[], every = 30) => values.map((value, i) => ({ atSeconds: i * every, value }));

describe('slope', () => {
  it('is the least-squares slope per second, and null without two distinct times', () => {
    expect(slope(series([100, 103, 106, 109]))).toBeCloseTo(0.1, 10);
    expect(slope(series([5, 5, 5]))).toBe(0);
    expect(slope(series([1, 3, 1, 3]))).toBeCloseTo(0.4 / 30, 10);
    expect(slope(series([7]))).toBeNull();
    expect(slope([])).toBeNull();
    expect(
      slope([
        { atSeconds: 10, value: 1 },
        { atSeconds: 10, value: 2 },
      ]),
    ).toBeNull();
  });
});

describe('rssTrend', () => {
  it('looks only at the second half: a warm-up climb then a plateau is flat', () => {
    const points = series([100, 150, 190, 200, 200, 201, 200, 200, 201]);
    expect(secondHalf(points, 240).map((p) => p.atSeconds)).toEqual([120, 150, 180, 210, 240]);
    const trend = rssTrend(points, 240);
    expect(trend.points).toBe(5);
    expect(Math.abs(trend.mbPerMinute as number)).toBeLessThan(0.5);
    expect(Math.abs(trend.growthOverHalfPercent as number)).toBeLessThan(0.5);
  });

  it('gives a leak its rate in MB per minute and its growth over the half', () => {
    // 1 MB every 30 s over the second half (120 s to 240 s): 2 MB/min, 4 MB on a mean of 202 MB.
    const trend = rssTrend(series([100, 150, 200, 200, 200, 201, 202, 203, 204]), 240);
    expect(trend.mbPerMinute).toBe(2);
    expect(trend.growthOverHalfPercent).toBe(2);
  });

  it('has no trend with fewer than two points in the second half', () => {
    expect(rssTrend(series([100, 120]), 60)).toEqual({ mbPerMinute: null, growthOverHalfPercent: null, points: 1 });
  });
});
