import type { ArenaGameDigest } from './arena-game.ts';

/** 95 % two-sided normal quantile. */
const Z95 = 1.959963984540054;

/**
 * Wilson's score interval for a proportion p observed over n trials (z = 1.96 for 95 %): it stays inside [0, 1] and
 * is honest near 0 and 1 where the normal interval is not. p may be fractional (shared firsts count 1/k).
 */
export function wilson(p: number, n: number, z = Z95): [number, number] {
  if (n <= 0) return [0, 1];
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The q-quantile (0 < q <= 1) of ascending `sorted` by the nearest-rank method; 0 for no samples. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length))) - 1]!;
}

/** Names for the lineup: the level, or `level#k` (k-th of its level, from 1) when a level plays more than once. */
export function botLabels(levels: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return levels.map((level) => {
    const k = (seen.get(level) ?? 0) + 1;
    seen.set(level, k);
    return levels.filter((l) => l === level).length > 1 ? `${level}#${k}` : level;
  });
}

/** Running totals of an arena run; games may be added in any order. */
export interface ArenaTally {
  readonly levels: readonly string[];
  /** Decisions longer than this count as over the cap; absent: no cap given. */
  readonly capMs: number | undefined;
  games: number;
  moves: number;
  readonly firsts: number[];
  readonly share: number[];
  readonly place: number[];
  readonly ms: number[][];
  readonly overCap: number[];
  readonly stats: Map<string, number>;
}

export function createArenaTally(levels: readonly string[], capMs?: number): ArenaTally {
  const zeros = (): number[] => levels.map(() => 0);
  return {
    levels,
    capMs,
    games: 0,
    moves: 0,
    firsts: zeros(),
    share: zeros(),
    place: zeros(),
    ms: levels.map(() => []),
    overCap: zeros(),
    stats: new Map(),
  };
}

export function addArenaGame(t: ArenaTally, d: ArenaGameDigest): void {
  t.games += 1;
  t.moves += d.moves;
  for (let b = 0; b < t.levels.length; b++) {
    const share = d.share[b] ?? 0;
    if (share > 0) t.firsts[b]! += 1;
    t.share[b]! += share;
    t.place[b]! += d.place[b] ?? 0;
    for (const ms of d.ms[b] ?? []) {
      t.ms[b]!.push(ms);
      if (t.capMs !== undefined && ms > t.capMs) t.overCap[b]! += 1;
    }
  }
  for (const [key, value] of Object.entries(d.stats)) t.stats.set(key, (t.stats.get(key) ?? 0) + value);
}

/** One bot's line of the report. */
export interface ArenaBotReport {
  readonly bot: string;
  readonly level: string;
  readonly games: number;
  /** Games it finished first in, alone or tied. */
  readonly firsts: number;
  /** Firsts with a k-way tie counted 1/k, over games. */
  readonly share: number;
  /** Wilson's 95 % interval of `share`. */
  readonly ci95: readonly [number, number];
  readonly meanPlace: number;
  readonly decisions: number;
  /** Decisions that took longer than `--ms` (0 when no cap was given). */
  readonly overCap: number;
  readonly msPerDecision: { readonly p50: number; readonly p99: number; readonly max: number };
}

const round = (x: number, digits: number): number => Number(x.toFixed(digits));

export function arenaBotReports(t: ArenaTally): ArenaBotReport[] {
  const labels = botLabels(t.levels);
  return t.levels.map((level, b) => {
    const share = t.games > 0 ? t.share[b]! / t.games : 0;
    const [lo, hi] = wilson(share, t.games);
    const ms = [...t.ms[b]!].sort((x, y) => x - y);
    return {
      bot: labels[b]!,
      level,
      games: t.games,
      firsts: t.firsts[b]!,
      share: round(share, 4),
      ci95: [round(lo, 4), round(hi, 4)],
      meanPlace: t.games > 0 ? round(t.place[b]! / t.games, 3) : 0,
      decisions: ms.length,
      overCap: t.overCap[b]!,
      msPerDecision: {
        p50: round(percentile(ms, 0.5), 3),
        p99: round(percentile(ms, 0.99), 3),
        max: round(ms.at(-1) ?? 0, 3),
      },
    };
  });
}

/** The game's figures, each the mean over the games played. */
export function arenaStatsMeans(t: ArenaTally): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, sum] of t.stats) out[key] = t.games > 0 ? round(sum / t.games, 3) : 0;
  return out;
}
