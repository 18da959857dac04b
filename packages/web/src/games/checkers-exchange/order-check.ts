import { CheckersExchange } from '@birzha/engine';
import type { FirmId, View } from './zone-props.ts';

const { LIMITS, Reads } = CheckersExchange;

/** An order as the form holds it: quantities may be anything a user typed (NaN for an empty field). */
export interface OrderDraft {
  readonly account: 'me' | FirmId;
  readonly side: 'buy' | 'sell';
  readonly firm: FirmId;
  readonly qty: number;
  readonly limit: number;
}

/** A refusal the engine would give, with the numbers its words need. */
export interface Refusal {
  readonly code: string;
  readonly detail: Readonly<Record<string, number | string>>;
}

const isQty = (n: number, max: number): boolean => Number.isInteger(n) && n >= 1 && n <= max;

/** Spec 7.2 step 1 for the two numbers of an order or a bid: BAD_QUANTITY, then BAD_PRICE. */
export function fieldRefusal(qty: number, price: number, maxQty: number): Refusal | null {
  if (!isQty(qty, maxQty)) return { code: 'BAD_QUANTITY', detail: { max: maxQty } };
  if (!isQty(price, LIMITS.priceMax)) return { code: 'BAD_PRICE', detail: { max: LIMITS.priceMax } };
  return null;
}

/** Spec 7.2 steps 2-4 for a seat's move in `phase`: GAME_OVER, SEAT_RESIGNED, WRONG_PHASE. */
export function phaseRefusal(view: View, seat: number, phase: View['phase']): Refusal | null {
  if (view.phase === 'finished') return { code: 'GAME_OVER', detail: {} };
  if (!Reads.isActive(view, seat)) return { code: 'SEAT_RESIGNED', detail: {} };
  if (view.phase !== phase) return { code: 'WRONG_PHASE', detail: { phase: view.phase } };
  return null;
}

/** The account an order draft acts for. */
export const draftAccount = (seat: number, account: 'me' | FirmId): number | FirmId =>
  account === 'me' ? seat : account;

/**
 * What `play` would answer to this order of `seat`, read from the seat's own view: the field codes, the phase, then
 * spec 7.2's `order` row in its order (NOT_DIRECTOR, OWN_SHARES, CROSS_HOLDING_CAP, TOO_MANY_ORDERS,
 * INSUFFICIENT_SHARES, INSUFFICIENT_CASH, SELF_TRADE); null when the order would be accepted. The view names the
 * owner of every order the seat controls (spec 10), and shows its own accounts live, so nothing is guessed.
 */
export function orderRefusal(view: View, seat: number, d: OrderDraft): Refusal | null {
  const field = fieldRefusal(d.qty, d.limit, LIMITS.orderQtyMax);
  if (field !== null) return field;
  const phase = phaseRefusal(view, seat, 'session');
  if (phase !== null) return phase;
  if (d.account !== 'me' && view.firms[d.account].director !== seat)
    return { code: 'NOT_DIRECTOR', detail: { firm: d.account } };
  const account = draftAccount(seat, d.account);
  const { side, firm, qty, limit } = d;
  const mine = view.book.filter((o) => o.account === account);
  if (typeof account === 'string' && side === 'buy') {
    if (firm === account) return { code: 'OWN_SHARES', detail: { firm } };
    // spec 7.2: open buys count toward the 12-share cap, so a firm cannot queue past it
    const open = mine.reduce((n, o) => n + (o.side === 'buy' && o.firm === firm ? o.qty : 0), 0);
    const room = LIMITS.crossHolding - Reads.holdingsOf(view, account)[firm] - open;
    if (qty > room) return { code: 'CROSS_HOLDING_CAP', detail: { firm, room: Math.max(0, room) } };
  }
  if (mine.length >= LIMITS.openOrdersMax) return { code: 'TOO_MANY_ORDERS', detail: { max: LIMITS.openOrdersMax } };
  if (side === 'sell') {
    const free = Reads.freeShares(view, account, firm);
    if (qty > free) return { code: 'INSUFFICIENT_SHARES', detail: { firm, free } };
  } else {
    const free = Reads.freeCash(view, account);
    if (qty * limit > free) return { code: 'INSUFFICIENT_CASH', detail: { free, need: qty * limit } };
  }
  const own = selfCross(view, seat, d);
  if (own !== null) return { code: 'SELF_TRADE', detail: { orderId: own.id, price: own.limit } };
  return null;
}

/**
 * The best resting order of the same controller that the draft would cross (spec 7.2 SELF_TRADE, 14 #13): every
 * account the seat controls counts, the seat's own and the firms it directs; earliest id among equal prices.
 */
export function selfCross(view: View, seat: number, d: OrderDraft): View['book'][number] | null {
  const buy = d.side === 'buy';
  let best: View['book'][number] | null = null;
  for (const o of view.book) {
    if (o.firm !== d.firm || o.side === d.side || o.account === null) continue;
    if (!Reads.controls(view, seat, o.account)) continue;
    if (buy ? d.limit < o.limit : d.limit > o.limit) continue;
    if (best === null || (buy ? o.limit < best.limit : o.limit > best.limit)) best = o;
  }
  return best;
}
