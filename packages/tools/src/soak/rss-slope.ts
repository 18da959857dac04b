// Whether memory stays flat: the least-squares slope of RSS over time, over the second half of the run (the first
// half holds the warm-up: caches, JIT, pools filling).

/** One reading of a series: seconds since the start, and a value. */
export interface Point {
  readonly atSeconds: number;
  readonly value: number;
}

/** Least-squares slope of `value` per second; null with fewer than two distinct times. */
export function slope(points: readonly Point[]): number | null {
  const n = points.length;
  if (n < 2) return null;
  const meanT = points.reduce((s, p) => s + p.atSeconds, 0) / n;
  const meanV = points.reduce((s, p) => s + p.value, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.atSeconds - meanT) * (p.value - meanV);
    den += (p.atSeconds - meanT) ** 2;
  }
  return den === 0 ? null : num / den;
}

/** The points at or after half of `totalSeconds`. */
export function secondHalf(points: readonly Point[], totalSeconds: number): Point[] {
  return points.filter((p) => p.atSeconds >= totalSeconds / 2);
}

/**
 * The second half's slope in MB per minute (points in MB), and what it would add over that half as a share of the
 * half's mean: a flat series has both near 0.
 */
export function rssTrend(points: readonly Point[], totalSeconds: number) {
  const half = secondHalf(points, totalSeconds);
  const perSecond = slope(half);
  if (perSecond === null) return { mbPerMinute: null, growthOverHalfPercent: null, points: half.length };
  const mean = half.reduce((s, p) => s + p.value, 0) / half.length;
  const span = (half[half.length - 1] as Point).atSeconds - (half[0] as Point).atSeconds;
  return {
    mbPerMinute: Math.round(perSecond * 60 * 100) / 100,
    growthOverHalfPercent: mean === 0 ? null : Math.round(((perSecond * span) / mean) * 1000) / 10,
    points: half.length,
  };
}
