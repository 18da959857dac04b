import { halve, halvingStages, type ArmResults } from '../search-arms.ts';
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

interface Arm extends ArmResults {
  readonly plan: TurnPlan;
}

/**
 * Information-set Monte Carlo over turn plans with sequential halving (issue 27, search-arms.ts): every plan is played
 * out in the same sampled worlds (`play(plan, k)` plays world k and returns the seat's result, or NaN when the
 * deadline stopped it), the worse half of the plans is dropped after each stage and the better half gets more
 * worlds. The budget is split evenly over the stages. If the deadline stops the search, the plans are compared on the
 * worlds all the remaining ones were played in; with none, the first plan (the heuristic's) is chosen.
 */
export function searchPlan(
  plans: readonly TurnPlan[],
  play: (plan: TurnPlan, k: number) => number,
  budget: SearchBudget,
): TurnPlan {
  const first = plans[0];
  if (first === undefined) throw new Error('searchPlan: no plans');
  if (plans.length === 1) return first;
  const arms: Arm[] = plans.map((plan) => ({ plan, results: [] }));
  const prior = arms[0]!;
  const perStage = budget.playouts / halvingStages(arms.length);
  const playArm = (arm: Arm, k: number): boolean => {
    if (performance.now() > budget.deadline) return false;
    const result = play(arm.plan, k);
    // A playout the deadline stopped part way (NaN) is not counted.
    if (Number.isNaN(result)) return false;
    arm.results.push(result);
    return true;
  };
  // The prior stays in to the end when it must be beaten by a margin, first in the list (so that ties keep it).
  const keep = (half: Arm[]): Arm[] => (budget.prior > 0 ? [prior, ...half.filter((a) => a !== prior)] : half);
  const order = halve(arms, { perStage, maxWorlds: budget.maxWorlds }, playArm, keep);
  return order.length === 0 ? first : choose(order[0]!, prior, budget.prior);
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
