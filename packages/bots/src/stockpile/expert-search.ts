import type { Seat, Stockpile } from '@birzha/engine';
import { halve, halvingStages, type ArmResults } from '../search-arms.ts';
import { sampleWorld } from './expert-inference.ts';
import { apply, playOut, resultFor } from './expert-playout.ts';

type State = Stockpile.State;
type Move = Stockpile.Move;
type View = Stockpile.View;

/** How much one decision's search may do. */
export interface SearchBudget {
  /** Playouts in all at most (a fixed number, so that the answer does not depend on the machine's speed). */
  readonly playouts: number;
  /**
   * Moves played in all playouts at most: long playouts (from Supply at 5 seats) get fewer, short ones (from Selling)
   * keep all `playouts`. The first playout's length sets the count, so it too is fixed.
   */
  readonly moves: number;
  /** The most sampled worlds any candidate is played in. */
  readonly maxWorlds: number;
  /** performance.now() after which no playout starts (the safety stop; normally the playouts run out first). */
  readonly deadline: number;
}

interface Arm extends ArmResults {
  readonly move: Move;
}

/**
 * Flat Monte Carlo over determinized states with sequential halving (spec 15 "Search bots"): every candidate is
 * played in the same sampled worlds (the engine's determinize from the seat's view, read against the others' bids:
 * expert-inference.ts), each playout is the heuristic
 * for every seat to the end of the round, and the worse half of the candidates is dropped after each stage while
 * the better half gets more worlds (search-arms.ts). The budget is split evenly over the stages. If the deadline stops the search, the
 * candidates are compared on the worlds all the remaining ones were played in; with none, the first (the heuristic's)
 * is chosen.
 */
export function searchMove(
  view: View,
  seat: Seat,
  seed: string,
  candidates: readonly Move[],
  budget: SearchBudget,
): Move {
  const first = candidates[0];
  if (first === undefined) throw new Error('searchMove: no candidates');
  if (candidates.length === 1) return first;
  const worlds: State[] = [];
  const world = (k: number): State => (worlds[k] ??= sampleWorld(view, seat, seed, k));
  const round = view.round;
  const arms: Arm[] = candidates.map((move) => ({ move, results: [] }));
  const play = (arm: Arm, k: number): number => {
    const end = playOut(apply(world(k), seat, arm.move), round);
    arm.results.push(resultFor(end.state, seat));
    return end.moves;
  };
  const length = Math.max(1, play(arms[0] as Arm, 0));
  const perStage = Math.min(budget.playouts, budget.moves / length) / halvingStages(arms.length);
  const playArm = (arm: Arm, k: number): boolean => {
    if (performance.now() > budget.deadline) return false;
    play(arm, k);
    return true;
  };
  const order = halve(arms, { perStage, maxWorlds: budget.maxWorlds }, playArm);
  return order.length === 0 ? first : (order[0] as Arm).move;
}

/**
 * The seat's mean result after each of `moves` over the same `worlds` sampled worlds (common random numbers), each
 * played out to the end of the round; a world the deadline stops is left out for every move alike.
 */
export function meanResults(
  view: View,
  seat: Seat,
  seed: string,
  moves: readonly Move[],
  worlds: number,
  deadline: number,
): number[] {
  const sums = moves.map(() => 0);
  let played = 0;
  for (let k = 0; k < worlds && performance.now() <= deadline; k++) {
    const world = sampleWorld(view, seat, seed, k);
    moves.forEach((move, i) => {
      sums[i] = (sums[i] as number) + resultFor(playOut(apply(world, seat, move), view.round).state, seat);
    });
    played += 1;
  }
  return sums.map((s) => (played === 0 ? 0 : s / played));
}
