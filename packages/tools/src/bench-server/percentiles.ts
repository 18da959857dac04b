/** Distribution of a sample in milliseconds, rounded to hundredths. */
export interface Summary {
  readonly count: number;
  readonly mean: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** Nearest-rank percentiles; all zeros for an empty sample. */
export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) return { count: 0, mean: 0, p50: 0, p95: 0, p99: 0, max: 0 };
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
  let sum = 0;
  for (const v of sorted) sum += v;
  return {
    count: sorted.length,
    mean: round2(sum / sorted.length),
    p50: round2(at(50)),
    p95: round2(at(95)),
    p99: round2(at(99)),
    max: round2(sorted[sorted.length - 1] as number),
  };
}
