import type { Seat } from '../../../core/game.ts';
import { infoOf } from '../cards.ts';
import { COMPANIES, type CompanyId } from '../companies.ts';
import { investorsKept } from '../config.ts';
import { sharesOf } from '../ticker.ts';
import type { Move, SeatState, State } from '../types.ts';

const SKIP: Move = Object.freeze({ type: 'skipPower' });
const PASS: Move = Object.freeze({ type: 'sell', cards: Object.freeze({}) });

/** spec 8.13 Action: a Boom where the seat holds most, a Bust where it holds fewest (ties: higher price, then order). */
function defaultAction(state: State, me: SeatState): Move {
  const card = me.actions[0];
  if (card === undefined) return SKIP;
  const info = infoOf(card);
  let best: CompanyId = COMPANIES[0];
  for (const c of COMPANIES) {
    const n = sharesOf(me.portfolio[c]);
    const b = sharesOf(me.portfolio[best]);
    if (info.kind === 'action' && info.action === 'boom') {
      if (n > b) best = c;
    } else if (n < b || (n === b && state.prices[c] > state.prices[best])) best = c;
  }
  return { type: 'playAction', card, company: best };
}

/** spec 8.13: the deterministic default decision of the seat to act. */
export function defaultMove(state: State, seat: Seat): Move {
  const me = state.seats[seat] as SeatState;
  switch (state.phase) {
    case 'investors':
      return { type: 'chooseInvestor', investors: me.investorOffer.slice(0, investorsKept(state.players)) };
    case 'supply': {
      let pile = 0;
      state.piles.forEach((p, i) => {
        if (p.cards.length < (state.piles[pile]?.cards.length ?? 0)) pile = i;
      });
      const [up, down] = me.hand as [string, string];
      return { type: 'supply', faceUp: { card: up, pile }, faceDown: { card: down, pile } };
    }
    case 'prep':
    case 'deborah':
      return SKIP;
    case 'demand':
      return { type: 'bid', pile: state.piles.findIndex((p) => p.bid === null), amount: 0 };
    case 'action':
      return defaultAction(state, me);
    case 'selling':
      return PASS;
    case 'over':
      throw new Error('no default move in a finished game');
  }
}
