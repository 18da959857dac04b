import type { Seat, Stockpile } from '@birzha/engine';
import { chooseAction } from './action.ts';
import { appraise } from './appraisal.ts';
import { chooseDemand } from './demand.ts';
import { chooseDeborah, chooseInvestor, choosePrep } from './powers.ts';
import { chooseSell } from './selling.ts';
import { chooseSupply } from './supply.ts';
import { playTurn } from './turn.ts';

type View = Stockpile.View;
type Move = Stockpile.Move;

/** One decision of the heuristic from the seat's view (spec 15), by phase. */
export function decideHeuristic(view: View, seat: Seat, legal: readonly Move[]): Move {
  const a = appraise(view, seat);
  switch (view.phase) {
    case 'investors':
      return chooseInvestor(a, legal);
    case 'supply':
      return chooseSupply(a, legal);
    case 'prep':
      return choosePrep(a, legal);
    case 'demand':
      return chooseDemand(a, legal);
    case 'action':
      return chooseAction(a, legal);
    case 'selling':
      return chooseSell(a);
    case 'deborah':
      return chooseDeborah(a, legal);
    case 'over':
      return legal[0] as Move;
  }
}

/** The heuristic Stockpile bot's turn from the seat's view: deterministic, the seed only picks the determinization. */
export function planStockpileTurn(view: View, seat: Seat, seed: string): Move[] {
  return playTurn(view, seat, seed, decideHeuristic);
}
