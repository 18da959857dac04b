/**
 * Sequential halving over arms (issue 27), as the experts' searches share it (each game's expert-search.ts): every
 * arm (a candidate turn or move) is played in the same sampled worlds 0, 1, 2, … (common random numbers), so arms are
 * compared on the worlds they all have.
 */

/** An arm's results in worlds 0, 1, 2, … in order; the game's arm adds what it plays (a plan, a move). */
export interface ArmResults {
  readonly results: number[];
}

/** The mean of the first n results. */
export function meanOf(results: readonly number[], n: number): number {
  let sum = 0;
  for (let k = 0; k < n; k++) sum += results[k]!;
  return sum / n;
}

/** The arms sorted by their mean over the first n worlds, best first (ties keep the arms' order). */
export function ranked<A extends ArmResults>(arms: readonly A[], n: number): A[] {
  const scored = arms.map((arm, i) => ({ arm, i, m: meanOf(arm.results, n) }));
  scored.sort((a, b) => b.m - a.m || a.i - b.i);
  return scored.map((s) => s.arm);
}

/** The worlds every arm has been played in. */
export function commonWorlds(arms: readonly ArmResults[]): number {
  return Math.min(...arms.map((a) => a.results.length));
}

/** How many stages halving `count` arms takes (down to two or fewer); the budget is split evenly over them. */
export function halvingStages(count: number): number {
  return Math.max(1, Math.ceil(Math.log2(count)));
}

/** How much each stage may play. */
export interface HalvingBudget {
  /** Playouts per stage, shared by the arms left. */
  readonly perStage: number;
  /** The most worlds any arm is played in. */
  readonly maxWorlds: number;
}

/**
 * Sequential halving from `arms`: each stage plays every arm in the worlds it lacks, world by world, up to its share
 * of `perStage` on top of the worlds all arms have (at most `maxWorlds`), ranks the arms on their common worlds and
 * keeps the better half (`keep` may change the half kept), until two or fewer arms are left, `maxWorlds` is reached
 * or `play` answers false (the time is up: that world is not played). `play(arm, k)` plays world k and pushes the
 * result to `arm.results`. Returns the last ranking, best first, or [] when not every arm was played once.
 */
export function halve<A extends ArmResults>(
  arms: readonly A[],
  budget: HalvingBudget,
  play: (arm: A, k: number) => boolean,
  keep: (half: A[]) => A[] = (half) => half,
): A[] {
  let left = arms;
  for (;;) {
    const n = Math.min(budget.maxWorlds, Math.max(1, Math.floor(budget.perStage / left.length)) + commonWorlds(left));
    let timeUp = false;
    for (let k = 0; k < n && !timeUp; k++) {
      for (const arm of left) {
        if (arm.results.length > k) continue;
        if (!play(arm, k)) {
          timeUp = true;
          break;
        }
      }
    }
    const common = commonWorlds(left);
    if (common === 0) return [];
    const order = ranked(left, common);
    if (timeUp || order.length <= 2 || common >= budget.maxWorlds) return order;
    left = keep(order.slice(0, Math.ceil(order.length / 2)));
  }
}
