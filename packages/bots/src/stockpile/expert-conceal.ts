import { createRng, rngFromSeed, type Seat, type Stockpile } from '@birzha/engine';
import { appraise, cardValue } from './appraisal.ts';
import { meanResults, searchMove, type SearchBudget } from './expert-search.ts';

type Move = Stockpile.Move;
type SupplyMove = Stockpile.SupplyMove;
type View = Stockpile.View;

/** The share of Supply decisions in which the expert looks for a placement that hides its target pile. */
export const CONCEAL_SHARE = 1;
/** Worlds the best placement and the decoy are compared in (the same worlds for both). */
const COMPARE_WORLDS = 24;
/** The expected result (dollars, expert-playout.ts resultFor) the expert gives up at most to hide its target. */
export const CONCEAL_TOLERANCE = 10_000;

/**
 * issue 27, spec 15 "Supply" ("every face-up card is a signal that opponents will read"): a bot that always hides its
 * better card face down on the pile it means to win tells the table which pile that is. In a seeded share of its
 * Supply decisions where its best placement hides the better card, the expert searches the placements that hide the
 * worse card instead (the better one goes face up, where it no longer points at a pile only this bot knows is
 * rich), compares the best of them with the best placement on the same worlds, and takes it when it costs at most
 * `tolerance` (CONCEAL_TOLERANCE). Opponents who read face-down cards then learn less; the bots of today do not read them, so this
 * only costs a little against them.
 */
export function concealSupply(
  view: View,
  seat: Seat,
  seed: string,
  best: Move,
  candidates: readonly Move[],
  budget: SearchBudget,
  tolerance: number = CONCEAL_TOLERANCE,
): Move {
  if (best.type !== 'supply' || best.hideBoth === true) return best;
  const a = appraise(view, seat);
  const other = best.faceUp.card;
  if (cardValue(a, best.faceDown.card) <= cardValue(a, other)) return best;
  if (createRng(rngFromSeed(`${seed}/conceal`)).int(1_000) >= CONCEAL_SHARE * 1_000) return best;
  const decoys = candidates.filter(
    (m): m is SupplyMove =>
      m.type === 'supply' && m.hideBoth !== true && m.faceDown.card === other && m.faceDown.pile !== m.faceUp.pile,
  );
  if (decoys.length === 0) return best;
  const decoy = searchMove(view, seat, `${seed}/decoy`, decoys, budget);
  const [b, d] = meanResults(view, seat, `${seed}/compare`, [best, decoy], COMPARE_WORLDS, budget.deadline);
  return (d as number) >= (b as number) - tolerance ? decoy : best;
}
