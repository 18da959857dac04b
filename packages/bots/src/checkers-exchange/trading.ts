/**
 * The heuristic's orders in a session (spec 8.7, 15 "Trading"): it takes the asks below its value estimate (the
 * state's cheap asks included) and hits the bids above it, then rests a bid under value and an ask over value for
 * the others to meet. Its directed firms buy other firms' undervalued shares with their own cash, up to the
 * 12-share cap (their votes are the director's, spec 8.10). The ledger keeps every order legal.
 */
import { CheckersExchange } from '@birzha/engine';
import type { Ledger, OrderMove } from './ledger.ts';
import type { Appraisal } from './values.ts';

type FirmId = CheckersExchange.FirmId;

const { FIRMS, LIMITS } = CheckersExchange;
const R = CheckersExchange.Reads;

/** Buy what is offered at or below this fraction of value. */
const TAKE_BELOW = 0.92;
/** Sell into bids at or above this fraction of value. */
const HIT_ABOVE = 1.08;
/** Resting orders: a bid at REST_BID × value, an ask at REST_ASK × value. */
const REST_BID = 0.8;
const REST_ASK = 1.3;
/** Shares per resting bid, and the part of the remaining cash one may reserve. */
const REST_QTY = 8;
const REST_CASH = 0.25;

/** Others' resting orders (the state's asks included) of one side, best first, as a view shows them. */
export interface Offer {
  readonly id: number;
  readonly firm: FirmId;
  readonly limit: number;
  qty: number;
}

export function offers(a: Appraisal, side: 'buy' | 'sell'): Offer[] {
  const out: Offer[] = [];
  for (const o of a.view.book) {
    const mine = o.account !== null && o.account !== 'gov' && R.controller(a.view, o.account) === a.seat;
    if (o.side === side && !mine) out.push({ id: o.id, firm: o.firm, limit: o.limit, qty: o.qty });
  }
  return out.sort((x, y) => (side === 'sell' ? x.limit - y.limit : y.limit - x.limit) || x.id - y.id);
}

/** The session's planned orders and the shares they are expected to buy at once (for the meeting plan). */
export interface TradePlan {
  readonly orders: OrderMove[];
  /** Shares of each firm the seat's accounts should own after the fills the view predicts. */
  readonly bought: Readonly<Record<FirmId, number>>;
}

/** Buys `firm` for `account` from the cheapest asks, up to `most` shares at no more than `ceiling` per share. */
export function take(
  ledger: Ledger,
  asks: Offer[],
  account: 'me' | FirmId,
  firm: FirmId,
  ceiling: number,
  most: number,
): OrderMove | undefined {
  const cash = ledger.cash(account);
  let qty = 0;
  let limit = 0;
  for (const o of asks) {
    if (o.firm !== firm || o.qty === 0) continue;
    if (o.limit > ceiling) break;
    const next = Math.max(limit, o.limit);
    const q = Math.min(o.qty, most - qty, Math.floor(cash / next) - qty);
    if (q <= 0) break;
    qty += q;
    limit = next;
  }
  const order = qty > 0 ? ledger.order({ account, side: 'buy', firm, qty, limit }) : undefined;
  // the fills the view predicts use up those asks (spec 8.7 step 2: the cheapest first)
  let left = order?.qty ?? 0;
  for (const o of asks) {
    if (left === 0) break;
    if (o.firm !== firm || o.limit > limit) continue;
    const q = Math.min(o.qty, left);
    o.qty -= q;
    left -= q;
  }
  return order;
}

/** The session's orders for the seat and its firms (spec 15 "Trading"). */
export function planTrades(a: Appraisal, ledger: Ledger): TradePlan {
  const asks = offers(a, 'sell');
  const bids = offers(a, 'buy');
  const orders: OrderMove[] = [];
  const bought = Object.fromEntries(FIRMS.map((f) => [f, 0])) as Record<FirmId, number>;
  const push = (o: OrderMove | undefined): void => void (o !== undefined && orders.push(o));
  const bestFirst = [...FIRMS].sort((x, y) => a.perShare[y] - a.perShare[x]);
  // 1. cheap asks, the seat's own cash first, then its firms' cash (never their own shares: spec 7.2 OWN_SHARES)
  const accounts = R.controlledAccounts(a.view, a.seat).map((x) => (typeof x === 'number' ? ('me' as const) : x));
  for (const firm of bestFirst) {
    const ceiling = Math.floor(a.perShare[firm] * TAKE_BELOW);
    for (const account of accounts) {
      const room = Math.min(LIMITS.orderQtyMax, ledger.capRoom(account, firm));
      const order = room > 0 ? take(ledger, asks, account, firm, ceiling, room) : undefined;
      if (order === undefined) continue;
      bought[firm] += order.qty;
      push(order);
    }
  }
  // 2. bids above value: sell the seat's own shares into them (firms keep their holdings: they are votes)
  for (const firm of FIRMS) {
    const floor = Math.ceil(a.perShare[firm] * HIT_ABOVE);
    let qty = 0;
    let limit = Infinity;
    for (const o of bids) {
      if (o.firm !== firm || o.limit < floor) continue;
      qty += o.qty;
      limit = Math.min(limit, o.limit);
    }
    qty = Math.min(qty, ledger.shares('me', firm), LIMITS.orderQtyMax);
    if (qty > 0) push(ledger.order({ account: 'me', side: 'sell', firm, qty, limit }));
  }
  // 3. resting orders for the others to meet: an ask over value for what is left, a bid under value
  for (const firm of FIRMS) {
    const held = Math.min(ledger.shares('me', firm), LIMITS.orderQtyMax);
    const ask = Math.max(1, Math.ceil(a.perShare[firm] * REST_ASK));
    if (held > 0) push(ledger.order({ account: 'me', side: 'sell', firm, qty: held, limit: ask }));
  }
  for (const firm of bestFirst) {
    const limit = Math.floor(a.perShare[firm] * REST_BID);
    if (limit < 1) continue;
    const qty = Math.min(REST_QTY, Math.floor((ledger.cash('me') * REST_CASH) / limit));
    if (qty > 0) push(ledger.order({ account: 'me', side: 'buy', firm, qty, limit }));
  }
  return { orders, bought };
}
