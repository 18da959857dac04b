/**
 * One pass over the book for the order checks of spec 7.2: what an account has reserved (spec 4 `freeCash`,
 * `freeShares`) and counts toward its limits, and the self-trade bounds of a controller. The order check itself
 * (`checkOrder`) is O(1) once these are built, so `legalMoves` can try hundreds of orders without rescanning the book.
 */
import type { Seat } from '../../core/game.ts';
import type { Violation } from './codes.ts';
import { isFirm, byFirm, cashOf, controller, holdingsOf } from './accounts.ts';
import { LIMITS, type FirmId } from './config.ts';
import type { Account, Order, State } from './types.ts';

/** An order to check or place, before it has an id. */
export interface OrderInput {
  readonly side: 'buy' | 'sell';
  readonly firm: FirmId;
  readonly qty: number;
  readonly limit: number;
}

/** What one account has in the book. */
export interface AccountBook {
  readonly account: Account;
  /** Open orders of the account (7.2 TOO_MANY_ORDERS). */
  readonly open: number;
  /** Σ qty × limit of its buys, plus Σ qty × price of a seat's bids (spec 4 `freeCash`). */
  readonly reservedCash: number;
  /** Open buy quantity per firm (7.2 CROSS_HOLDING_CAP). */
  readonly buyQty: Readonly<Record<FirmId, number>>;
  /** Open sell quantity per firm (spec 4 `freeShares`). */
  readonly sellQty: Readonly<Record<FirmId, number>>;
}

/** The book of one account in a single pass. */
export function accountBook(state: State, account: Account): AccountBook {
  const buyQty = byFirm(() => 0);
  const sellQty = byFirm(() => 0);
  let open = 0;
  let reservedCash = 0;
  for (const o of state.book) {
    if (o.account !== account) continue;
    open++;
    if (o.side === 'buy') {
      reservedCash += o.qty * o.limit;
      buyQty[o.firm] += o.qty;
    } else sellQty[o.firm] += o.qty;
  }
  if (typeof account === 'number') for (const b of state.bids) if (b.seat === account) reservedCash += b.qty * b.price;
  return { account, open, reservedCash, buyQty, sellQty };
}

/** Per firm, the lowest ask and the highest bid among the orders of one controller's accounts. */
export interface ControllerBook {
  readonly minAsk: Readonly<Record<FirmId, Order | null>>;
  readonly maxBid: Readonly<Record<FirmId, Order | null>>;
}

/** The self-trade bounds of `ctrl` in a single pass (earliest id among equal prices). */
export function controllerBook(state: State, ctrl: Seat | 'gov'): ControllerBook {
  const minAsk = byFirm<Order | null>(() => null);
  const maxBid = byFirm<Order | null>(() => null);
  for (const o of state.book) {
    if (controller(state, o.account) !== ctrl) continue;
    if (o.side === 'sell') {
      const m = minAsk[o.firm];
      if (m === null || o.limit < m.limit) minAsk[o.firm] = o;
    } else {
      const m = maxBid[o.firm];
      if (m === null || o.limit > m.limit) maxBid[o.firm] = o;
    }
  }
  return { minAsk, maxBid };
}

/**
 * Spec 7.2 `order` row from OWN_SHARES on, in order, for an account already resolved and its precomputed books.
 * SELF_TRADE looks at every resting order of the controller, not only the best of the firm (V13 step 6): crossing
 * any of them is the same as crossing the controller's own best one, which `cb` holds.
 */
export function checkOrder(state: State, ab: AccountBook, cb: ControllerBook, order: OrderInput): Violation | null {
  const { account } = ab;
  const { side, firm, qty, limit } = order;
  if (isFirm(account) && side === 'buy') {
    if (firm === account) return { code: 'OWN_SHARES', detail: { firm } };
    const room = LIMITS.crossHolding - holdingsOf(state, account)[firm] - ab.buyQty[firm];
    if (qty > room) return { code: 'CROSS_HOLDING_CAP', detail: { firm, room: Math.max(0, room) } };
  }
  if (ab.open >= LIMITS.openOrdersMax) return { code: 'TOO_MANY_ORDERS', detail: { max: LIMITS.openOrdersMax } };
  if (side === 'sell') {
    const free = holdingsOf(state, account)[firm] - ab.sellQty[firm];
    if (qty > free) return { code: 'INSUFFICIENT_SHARES', detail: { firm, free } };
  } else {
    const free = cashOf(state, account) - ab.reservedCash;
    if (qty * limit > free) return { code: 'INSUFFICIENT_CASH', detail: { free } };
  }
  const own = side === 'buy' ? cb.minAsk[firm] : cb.maxBid[firm];
  if (own !== null && (side === 'buy' ? limit >= own.limit : limit <= own.limit))
    return { code: 'SELF_TRADE', detail: { orderId: own.id } };
  return null;
}
