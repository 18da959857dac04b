import type { Seat } from '../../core/game.ts';
import { COLORS, cardInfo, type CardInfo, type Color } from './config.ts';
import type { AkcionerMove, AkcionerState, PlayCardMove, SeatState, TradeMove } from './types.ts';

/** The three colours other than `color`, in colour order. */
function others(color: Color): Color[] {
  return COLORS.filter((c) => c !== color);
}

const ONE_PART: ReadonlyMap<Color, readonly (readonly Color[])[]> = new Map(
  COLORS.map((color) => [color, others(color).map((c) => [c])]),
);

/** Permutations of three colours in lexicographic order of colour index (spec 7.6: RBG, RGB, BRG, BGR, GRB, GBR). */
const THREE_PARTS: ReadonlyMap<Color, readonly (readonly Color[])[]> = new Map(
  COLORS.map((color) => {
    const [a, b, c] = others(color) as [Color, Color, Color];
    return [color, [[a, b, c], [a, c, b], [b, a, c], [b, c, a], [c, a, b], [c, b, a]]];
  }),
);

/** Every assignment of a card's free parts, in canonical order. */
export function assignments(card: CardInfo): readonly (readonly Color[])[] {
  return ((card.free.length === 1 ? ONE_PART : THREE_PARTS).get(card.color) as readonly (readonly Color[])[]);
}

/** spec 7.6, stage card: every (card, assign), cards by CARDS index (hands are kept sorted). */
export function cardMoves(state: AkcionerState, seat: Seat): PlayCardMove[] {
  const out: PlayCardMove[] = [];
  for (const id of (state.seats[seat] as SeatState).hand) {
    const card = cardInfo(id) as CardInfo;
    for (const assign of assignments(card)) out.push({ type: 'playCard', card: card.id, assign });
  }
  return out;
}

/** spec 7.6, trade stages: pass, then per colour sell 1 / sell all sellable / buy 1 / buy all affordable. */
export function tradeMoves(state: AkcionerState, seat: Seat): TradeMove[] {
  const me = state.seats[seat] as SeatState;
  const out: TradeMove[] = [{ type: 'trade', orders: {} }];
  for (const c of COLORS) {
    const sellable = state.stage === 'trade2' ? me.shares[c] - state.locked[c] : me.shares[c];
    if (sellable >= 1) out.push({ type: 'trade', orders: { [c]: -1 } });
    if (sellable > 1) out.push({ type: 'trade', orders: { [c]: -sellable } });
    const affordable = Math.floor(me.cash / state.prices[c]);
    if (affordable >= 1) out.push({ type: 'trade', orders: { [c]: 1 } });
    if (affordable > 1) out.push({ type: 'trade', orders: { [c]: affordable } });
  }
  return out;
}

/** spec 7.6: [] unless the seat is to move in a running game; never lists timeout or resign. */
export function legalMoves(state: AkcionerState, seat: Seat): AkcionerMove[] {
  if (state.phase !== 'playing' || state.toMove !== seat) return [];
  return state.stage === 'card' ? cardMoves(state, seat) : tradeMoves(state, seat);
}


