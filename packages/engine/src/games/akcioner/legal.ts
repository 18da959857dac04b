import type { Seat } from '../../core/game.ts';
import { CARD_INFO, COLORS, type CardInfo, type Color } from './config.ts';
import type { Move, State, PlayCardMove, SeatState, TradeMove } from './types.ts';

/** The three colours other than `color`, in colour order. */
function others(color: Color): Color[] {
  return COLORS.filter((c) => c !== color);
}

/** Every assignment of a card's free parts, in canonical order (spec 7.6: for a hundred, RBG, RGB, BRG, BGR, GRB, GBR). */
function assignmentsOf(card: CardInfo): (readonly Color[])[] {
  const rest = others(card.color);
  if (card.free.length === 1) return rest.map((c) => [c]);
  const [a, b, c] = rest as [Color, Color, Color];
  return [
    [a, b, c],
    [a, c, b],
    [b, a, c],
    [b, c, a],
    [c, a, b],
    [c, b, a],
  ];
}

// Legal moves are immutable data, so the engine hands out the same frozen move objects every time instead of
// allocating them per call (legalMoves runs on every move of every simulated game and every bot search).
const CARD_MOVES: ReadonlyMap<string, readonly PlayCardMove[]> = new Map(
  CARD_INFO.map((card) => [
    card.id,
    assignmentsOf(card).map(
      (assign) => Object.freeze({ type: 'playCard', card: card.id, assign: Object.freeze(assign) }) as PlayCardMove,
    ),
  ]),
);

/** Every assignment of a card's free parts, in canonical order. */
export function assignments(card: CardInfo): readonly (readonly Color[])[] {
  return (CARD_MOVES.get(card.id) as readonly PlayCardMove[]).map((m) => m.assign);
}

/** spec 7.6, stage card: every (card, assign), cards by CARDS index (hands are kept sorted). */
export function cardMoves(state: State, seat: Seat): PlayCardMove[] {
  const out: PlayCardMove[] = [];
  const hand = (state.seats[seat] as SeatState).hand;
  for (let h = 0; h < hand.length; h++) {
    const moves = CARD_MOVES.get(hand[h] as string) as readonly PlayCardMove[];
    for (let k = 0; k < moves.length; k++) out.push(moves[k] as PlayCardMove);
  }
  return out;
}

const PASS: TradeMove = Object.freeze({ type: 'trade', orders: Object.freeze({}) });
/** Single-colour orders by colour index and quantity + LIMIT; bounded so that huge positions cannot grow it. */
const ORDER_LIMIT = 2000;
const ORDER_CACHE: (TradeMove | undefined)[][] = COLORS.map(() =>
  new Array<TradeMove | undefined>(2 * ORDER_LIMIT + 1).fill(undefined),
);

function makeOrder(ci: number, qty: number): TradeMove {
  return Object.freeze({ type: 'trade', orders: Object.freeze({ [COLORS[ci] as Color]: qty }) }) as TradeMove;
}

function order(ci: number, qty: number): TradeMove {
  if (qty < -ORDER_LIMIT || qty > ORDER_LIMIT) return makeOrder(ci, qty);
  const cache = ORDER_CACHE[ci] as (TradeMove | undefined)[];
  return (cache[qty + ORDER_LIMIT] ??= makeOrder(ci, qty));
}

/** spec 7.6, trade stages: pass, then per colour sell 1 / sell all sellable / buy 1 / buy all affordable. */
function tradeMoves(state: State, seat: Seat): TradeMove[] {
  const me = state.seats[seat] as SeatState;
  const { shares, cash } = me;
  const { prices, locked } = state;
  const trade2 = state.stage === 'trade2';
  const out: TradeMove[] = [PASS];
  // Named loads, not a loop over colour keys: this runs on every trade stage of every simulated game.
  addOrders(out, 0, trade2 ? shares.yellow - locked.yellow : shares.yellow, Math.floor(cash / prices.yellow));
  addOrders(out, 1, trade2 ? shares.red - locked.red : shares.red, Math.floor(cash / prices.red));
  addOrders(out, 2, trade2 ? shares.blue - locked.blue : shares.blue, Math.floor(cash / prices.blue));
  addOrders(out, 3, trade2 ? shares.green - locked.green : shares.green, Math.floor(cash / prices.green));
  return out;
}

function addOrders(out: TradeMove[], ci: number, sellable: number, affordable: number): void {
  if (sellable >= 1) out.push(order(ci, -1));
  if (sellable > 1) out.push(order(ci, -sellable));
  if (affordable >= 1) out.push(order(ci, 1));
  if (affordable > 1) out.push(order(ci, affordable));
}

// toAct runs before every move; one frozen array per seat saves an allocation each time.
const TO_ACT: readonly (readonly Seat[])[] = Array.from({ length: 6 }, (_, s) => Object.freeze([s]));
const NOBODY: readonly Seat[] = Object.freeze([]);

/** spec 6: only `toMove` acts (nothing is simultaneous); nobody once the game is over. */
export function toAct(state: State): readonly Seat[] {
  return state.phase === 'playing' && state.toMove !== null ? (TO_ACT[state.toMove] ?? [state.toMove]) : NOBODY;
}

/** spec 7.6: [] unless the seat is to move in a running game; never lists timeout or resign. */
export function legalMoves(state: State, seat: Seat): Move[] {
  if (state.phase !== 'playing' || state.toMove !== seat) return [];
  return state.stage === 'card' ? cardMoves(state, seat) : tradeMoves(state, seat);
}
