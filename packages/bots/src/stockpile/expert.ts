import type { Seat, Stockpile } from '@birzha/engine';
import type { BotLimits } from '../bot.ts';
import { candidates } from './expert-candidates.ts';
import { concealSupply } from './expert-conceal.ts';
import { searchMove } from './expert-search.ts';
import { decideHeuristic } from './heuristic.ts';
import { playTurn } from './turn.ts';

type View = Stockpile.View;
type Move = Stockpile.Move;

/**
 * issue 27: never more than 1 s per decision on one core. The stop leaves room for the last playout, the reply and a
 * loaded machine (one 2-player decision of 200 took 1.3 s in an arena on 2 cores at load 7 with the stop at 0.8).
 */
export const EXPERT_MAX_MS = 1_000;
const SAFETY = 0.7;
/** Playouts per decision: fixed, so that the bot is deterministic. */
export const EXPERT_PLAYOUTS = 240;
/** Moves in all playouts of a decision: 240 playouts of 20 moves (a 2-player round from Supply); about 100-200 ms. */
const EXPERT_MOVES = 4_800;
const MAX_WORLDS = 64;

/**
 * Stockpile's expert: each decision is searched over sampled hidden states (expert-search.ts) among the heuristic's
 * choice and the other sensible moves (expert-candidates.ts), with the heuristic's playouts to the end of the round.
 * `limits.ms` (or 1 s) caps the whole turn; the playout count is fixed, so the answer depends on the seed alone
 * unless the cap cuts the search short.
 */
export function planExpertTurn(
  view: View,
  seat: Seat,
  seed: string,
  limits?: BotLimits,
  playouts: number = EXPERT_PLAYOUTS,
): Move[] {
  const started = performance.now();
  const deadline = started + SAFETY * Math.min(EXPERT_MAX_MS, limits?.ms ?? EXPERT_MAX_MS);
  return playTurn(view, seat, seed, (seen, me, legal, index) => {
    const heuristic = decideHeuristic(seen, me, legal);
    const list = candidates(seen, legal, heuristic);
    const budget = { playouts, moves: (EXPERT_MOVES * playouts) / EXPERT_PLAYOUTS, maxWorlds: MAX_WORLDS, deadline };
    const best = searchMove(seen, me, `${seed}/search-${index}`, list, budget);
    const decoyBudget = { ...budget, playouts: budget.playouts / 2, moves: budget.moves / 2 };
    return concealSupply(seen, me, `${seed}/conceal-${index}`, best, list, decoyBudget);
  });
}
