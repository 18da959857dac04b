import type { TurnPlan } from './expert-candidates.ts';

/** How much one decision's search may do. */
export interface SearchBudget {
  /** Playouts in all at most (a fixed number, so that the answer does not depend on the machine's speed). */
  readonly playouts: number;
  /** The most sampled worlds any plan is played in. */
  readonly maxWorlds: number;
  /**
   * How sure the search must be to leave the first plan (the heuristic's prior): the best plan is chosen only if it
   * beats the first by more than `prior` standard errors of the paired differences over their common worlds; 0 keeps
   * plain sequential halving.
   */
  readonly prior: number;
  /** performance.now() after which no playout starts (the safety stop; normally the playouts run out first). */
  readonly deadline: number;
}

interface Arm {
  readonly plan: TurnPlan;
  /** The seat's result in worlds 0, 1, 2, … in order (the same worlds for every arm: common random numbers). */
  readonly results: number[];
}

function mean(results: readonly number[], n: number): number {
  let sum = 0;
  for (let k = 0; k < n; k++) sum += results[k]!;
  return sum / n;
}

/** The arms sorted by their mean over the first n worlds, best first (ties keep the plans' order). */
function ranked(arms: readonly Arm[], n: number): Arm[] {
  const scored = arms.map((arm, i) => ({ arm, i, m: mean(arm.results, n) }));
  scored.sort((a, b) => b.m - a.m || a.i - b.i);
  return scored.map((s) => s.arm);
}

/**
 * Information-set Monte Carlo over turn plans with sequential halving (issue 27): every plan is played out in the
 * same sampled worlds (`play(plan, k)` plays world k and returns the seat's result, or NaN when the deadline stopped
 * it), the worse half of the plans is
 * dropped after each stage and the better half gets more worlds. The budget is split evenly over the stages. If the
 * deadline stops the search, the plans are compared on the worlds all the remaining ones were played in; with none,
 * the first plan (the heuristic's) is chosen.
 */
export function searchPlan(
  plans: readonly TurnPlan[],
  play: (plan: TurnPlan, k: number) => number,
  budget: SearchBudget,
): TurnPlan {
  const first = plans[0];
  if (first === undefined) throw new Error('searchPlan: no plans');
  if (plans.length === 1) return first;
  let arms: Arm[] = plans.map((plan) => ({ plan, results: [] }));
  const prior = arms[0]!;
  const stages = Math.max(1, Math.ceil(Math.log2(arms.length)));
  const perStage = budget.playouts / stages;
  let timeUp = false;
  for (;;) {
    const have = Math.min(...arms.map((a) => a.results.length));
    const n = Math.min(budget.maxWorlds, Math.max(1, Math.floor(perStage / arms.length)) + have);
    for (let k = 0; k < n && !timeUp; k++) {
      for (const arm of arms) {
        if (arm.results.length > k) continue;
        if (performance.now() > budget.deadline) {
          timeUp = true;
          break;
        }
        const result = play(arm.plan, k);
        // A playout the deadline stopped part way (NaN) is not counted.
        if (Number.isNaN(result)) {
          timeUp = true;
          break;
        }
        arm.results.push(result);
      }
    }
    const common = Math.min(...arms.map((a) => a.results.length));
    if (common === 0) return first;
    const order = ranked(arms, common);
    if (timeUp || order.length <= 2 || common >= budget.maxWorlds) return choose(order[0]!, arms[0]!, budget.prior);
    arms = order.slice(0, Math.ceil(order.length / 2));
    // The prior stays in to the end when it must be beaten by a margin, first in the list (so that ties keep it).
    if (budget.prior > 0) arms = [prior, ...arms.filter((a) => a !== prior)];
  }
}

/** The best arm, unless it does not beat the prior by `z` standard errors of the paired differences. */
function choose(best: Arm, prior: Arm, z: number): TurnPlan {
  if (z <= 0 || best === prior) return best.plan;
  const n = Math.min(best.results.length, prior.results.length);
  if (n < 2) return prior.plan;
  let sum = 0;
  let sq = 0;
  for (let k = 0; k < n; k++) {
    const d = best.results[k]! - prior.results[k]!;
    sum += d;
    sq += d * d;
  }
  const mean = sum / n;
  const sd = Math.sqrt(Math.max(0, sq / n - mean * mean) / (n - 1));
  return mean > z * sd ? best.plan : prior.plan;
}
