// The server's Prometheus metrics (/metrics, packages/server/src/http/metrics.ts), read before and after the window.

/** One sample line: `name{label="value",...} number`. */
export interface MetricSample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Parses the text exposition format (comments skipped). */
export function parseMetrics(text: string): MetricSample[] {
  const out: MetricSample[] = [];
  for (const line of text.split('\n')) {
    const m = LINE.exec(line);
    if (m === null) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(LABEL)) labels[l[1] as string] = l[2] as string;
    out.push({ name: m[1] as string, labels, value: Number(m[3]) });
  }
  return out;
}

/**
 * Several processes' scrapes as one: samples of the same name and labels added up (right for counters and histogram
 * buckets, which is all the bench reads across processes).
 */
export function sumSamples(lists: readonly (readonly MetricSample[])[]): MetricSample[] {
  const byKey = new Map<string, MetricSample>();
  for (const list of lists) {
    for (const s of list) {
      const key = `${s.name}${JSON.stringify(Object.entries(s.labels).sort(([a], [b]) => a.localeCompare(b)))}`;
      const seen = byKey.get(key);
      byKey.set(key, seen === undefined ? s : { ...seen, value: seen.value + s.value });
    }
  }
  return [...byKey.values()];
}

export async function scrapeMetrics(url: string): Promise<MetricSample[]> {
  const res = await fetch(`${url}/metrics`);
  if (!res.ok) throw new Error(`GET /metrics: HTTP ${res.status}`);
  return parseMetrics(await res.text());
}

/** Sum of a metric's samples whose labels include `where`. */
export function total(samples: readonly MetricSample[], name: string, where: Record<string, string> = {}): number {
  let sum = 0;
  for (const s of samples) {
    if (s.name === name && Object.entries(where).every(([k, v]) => s.labels[k] === v)) sum += s.value;
  }
  return sum;
}

/** A counter's increase by one label's value between two scrapes (values that did not move are left out). */
export function deltaBy(
  before: readonly MetricSample[],
  after: readonly MetricSample[],
  name: string,
  label: string,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of after) {
    const key = s.labels[label];
    if (s.name !== name || key === undefined) continue;
    const d = s.value - total(before, name, { [label]: key });
    if (d !== 0) out[key] = d;
  }
  return out;
}

/**
 * Percentiles of a Prometheus histogram's increase between two scrapes, as the upper bound of the bucket that holds
 * them (so "<= 5 ms"), in milliseconds; Infinity when beyond the last bucket.
 */
export function histogramBetween(
  before: readonly MetricSample[],
  after: readonly MetricSample[],
  name: string,
): { count: number; meanMs: number; p50Ms: number; p99Ms: number } {
  const count = total(after, `${name}_count`) - total(before, `${name}_count`);
  const sum = total(after, `${name}_sum`) - total(before, `${name}_sum`);
  const buckets = after
    .filter((s) => s.name === `${name}_bucket`)
    .map((s) => ({
      le: s.labels['le'] === '+Inf' ? Number.POSITIVE_INFINITY : Number(s.labels['le']),
      n: s.value - total(before, `${name}_bucket`, { le: s.labels['le'] ?? '' }),
    }))
    .sort((a, b) => a.le - b.le);
  const upTo = (q: number) => (buckets.find((b) => b.n >= q * count)?.le ?? Number.POSITIVE_INFINITY) * 1000;
  return {
    count,
    meanMs: count === 0 ? 0 : Math.round((sum / count) * 1e5) / 100,
    p50Ms: upTo(0.5),
    p99Ms: upTo(0.99),
  };
}

/** The main thread's garbage-collection pauses over a window, all server processes together. */
export interface GcPauses {
  /** Scavenges (young generation) and their pauses. */
  readonly minor: number;
  readonly minorMs: number;
  /** Full collections (mark-compact) with the incremental marking steps before them, and their pauses. */
  readonly major: number;
  readonly majorMs: number;
  /** Every kind together (weak callbacks too). */
  readonly totalMs: number;
}

/** prom-client's default metric, under the server's prefix (packages/server/src/http/metrics.ts). */
const GC_SECONDS = 'birzha_process_nodejs_gc_duration_seconds';

/**
 * The garbage-collection pauses between two scrapes, by kind: prom-client times each on the main thread (a
 * PerformanceObserver's `gc` entries), so the parallel helpers' share of a scavenge is not in it.
 */
export function gcBetween(before: readonly MetricSample[], after: readonly MetricSample[]): GcPauses {
  const ms = deltaBy(before, after, `${GC_SECONDS}_sum`, 'kind');
  const n = deltaBy(before, after, `${GC_SECONDS}_count`, 'kind');
  const toMs = (seconds: number): number => Math.round(seconds * 1e4) / 10;
  return {
    minor: n['minor'] ?? 0,
    minorMs: toMs(ms['minor'] ?? 0),
    major: n['major'] ?? 0,
    majorMs: toMs((ms['major'] ?? 0) + (ms['incremental'] ?? 0)),
    totalMs: toMs(Object.values(ms).reduce((a, b) => a + b, 0)),
  };
}
