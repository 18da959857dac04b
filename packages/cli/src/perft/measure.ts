import type { DivideRow, PerftRoot } from './types.ts';

/** A timed perft: the leaves, the wall time and the rate (one thread). */
export interface PerftRun {
  readonly depth: number;
  readonly nodes: number;
  readonly seconds: number;
  readonly nodesPerSecond: number;
  /** Present when split by root move. */
  readonly divide?: readonly DivideRow[];
}

/** Counts the leaves `depth` plies below `root` (split by root move when `split`), timing the whole count. */
export function measurePerft(root: PerftRoot, depth: number, split: boolean): PerftRun {
  const started = performance.now();
  const rows = split ? root.divide(depth) : undefined;
  const nodes = rows === undefined ? root.count(depth) : rows.reduce((sum, r) => sum + r.nodes, 0);
  const elapsed = (performance.now() - started) / 1000;
  const base = {
    depth,
    nodes,
    seconds: Math.round(elapsed * 1000) / 1000,
    nodesPerSecond: elapsed > 0 ? Math.round(nodes / elapsed) : 0,
  };
  return rows === undefined ? base : { ...base, divide: rows };
}
