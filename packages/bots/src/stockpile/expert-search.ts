import type { Seat, Stockpile } from '@birzha/engine';
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

interface Arm {
  readonly move: Move;
  /** The seat's result in worlds 0, 1, 2, … in order (the same worlds for every arm: common random numbers). */
  readonly results: number[];
}

function mean(results: readonly number[], n: number): number {
  let sum = 0;
  for (let k = 0; k < n; k++) sum += results[k] as number;
  return sum / n;
}

/** The arms sorted by their mean over the first n worlds, best first (ties keep the candidates' order). */
function ranked(arms: readonly Arm[], n: number): Arm[] {
  const scored = arms.map((arm, i) => ({ arm, i, m: mean(arm.results, n) }));
  scored.sort((a, b) => b.m - a.m || a.i - b.i);
  return scored.map((s) => s.arm);
}

/**
 * Flat Monte Carlo over determinized states with sequential halving (spec 15 "Search bots"): every candidate is
 * played in the same sampled worlds (the engine's determinize from the seat's view, read against the others' bids:
 * expert-inference.ts), each playout is the heuristic
 * for every seat to the end of the round, and the worse half of the candidates is dropped after each stage while
 * the better half gets more worlds. The budget is split evenly over the stages. If the deadline stops the search, the
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
  let arms: Arm[] = candidates.map((move) => ({ move, results: [] }));
  const stages = Math.max(1, Math.ceil(Math.log2(arms.length)));
  let timeUp = false;
  const play = (arm: Arm, k: number): number => {
    const end = playOut(apply(world(k), seat, arm.move), round);
    arm.results.push(resultFor(end.state, seat));
    return end.moves;
  };
  const length = Math.max(1, play(arms[0] as Arm, 0));
  const perStage = Math.min(budget.playouts, budget.moves / length) / stages;
  while (!timeUp) {
    const n = Math.min(
      budget.maxWorlds,
      Math.max(1, Math.floor(perStage / arms.length)) + Math.min(...arms.map((a) => a.results.length)),
    );
    for (let k = 0; k < n && !timeUp; k++) {
      for (const arm of arms) {
        if (arm.results.length > k) continue;
        if (performance.now() > budget.deadline) {
          timeUp = true;
          break;
        }
        play(arm, k);
      }
    }
    const common = Math.min(...arms.map((a) => a.results.length));
    if (common === 0) return first;
    const order = ranked(arms, common);
    if (timeUp || order.length <= 2 || common >= budget.maxWorlds) return (order[0] as Arm).move;
    arms = order.slice(0, Math.ceil(order.length / 2));
  }
  return first;
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
