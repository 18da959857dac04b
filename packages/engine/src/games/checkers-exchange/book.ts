/** The continuous order book of the session (spec 8.7): checks, placing and matching, cancels, best prices. */
import type { Seat } from '../../core/game.ts';
import { ok, type Result } from '../../core/result.ts';
import { fail, type Violation } from './codes.ts';
import { addCash, controller, moveShares } from './accounts.ts';
import type { FirmId } from './config.ts';
import { accountBook, checkOrder, controllerBook, type OrderInput } from './market-reserve.ts';
import type { Account, Bid, CancelReason, Event, MoveOf, Order, State, Step, Trade } from './types.ts';

export type { OrderInput } from './market-reserve.ts';

/**
 * Own checks of `order` in spec 7.2 order after NOT_DIRECTOR (OWN_SHARES, CROSS_HOLDING_CAP, TOO_MANY_ORDERS,
 * INSUFFICIENT_SHARES, INSUFFICIENT_CASH, SELF_TRADE) for an account already resolved; null when legal.
 */
export function orderViolation(state: State, account: Account, order: OrderInput): Violation | null {
  return checkOrder(state, accountBook(state, account), controllerBook(state, controller(state, account)), order);
}

/** `order` after the generic checks: resolves 'me', checks NOT_DIRECTOR, then places and matches (8.7). */
export function playOrder(state: State, seat: Seat, move: MoveOf<'order'>): Result<Step> {
  if (move.account !== 'me' && state.firms[move.account].director !== seat)
    return fail('NOT_DIRECTOR', { firm: move.account });
  const account: Account = move.account === 'me' ? seat : move.account;
  const order: OrderInput = { side: move.side, firm: move.firm, qty: move.qty, limit: move.limit };
  const v = orderViolation(state, account, order);
  if (v !== null) return { ok: false, error: v };
  return ok(placeOrder({ state, events: [] }, account, order));
}

/** The buyer pays the seller `qty × price` and the shares move (spec 8.7 step 2). */
function settle(state: State, t: Trade): State {
  const paid = addCash(addCash(state, t.buyer, -t.qty * t.price), t.seller, t.qty * t.price);
  return moveShares(paid, t.seller, t.buyer, t.firm, t.qty);
}

/**
 * Places an already checked order with the next id and matches it (8.7); used for the state's asks too.
 * Linear in the book: one pass picks the crossing opposite orders, which are then met best price first, earlier id
 * first among equal prices, each at its own (resting) limit.
 */
export function placeOrder(step: Step, account: Account, order: OrderInput): Step {
  let state = step.state;
  const { side, firm, qty, limit } = order;
  const id = state.nextOrderId;
  const events: Event[] = [...step.events, { type: 'orderPlaced', id, account, side, firm, qty, limit }];
  const buy = side === 'buy';
  // spec 8.7 step 2: only opposite orders in the same firm that cross the limit can ever trade with it
  const crossing = state.book.filter(
    (o) => o.firm === firm && o.side !== side && (buy ? o.limit <= limit : o.limit >= limit),
  );
  crossing.sort((a, b) => (buy ? a.limit - b.limit : b.limit - a.limit) || a.id - b.id);
  let left = qty;
  const remaining = new Map<number, number>();
  const trades: Trade[] = [];
  for (const o of crossing) {
    if (left === 0) break;
    const q = Math.min(left, o.qty);
    const t: Trade = buy
      ? { firm, qty: q, price: o.limit, buyOrder: id, sellOrder: o.id, buyer: account, seller: o.account }
      : { firm, qty: q, price: o.limit, buyOrder: o.id, sellOrder: id, buyer: o.account, seller: account };
    state = settle(state, t);
    trades.push(t);
    events.push({ type: 'trade', ...t });
    left -= q;
    remaining.set(o.id, o.qty - q);
  }
  let book: readonly Order[] = state.book;
  if (remaining.size > 0) {
    const next: Order[] = [];
    for (const o of book) {
      const r = remaining.get(o.id);
      if (r === undefined) next.push(o);
      else if (r > 0) next.push({ ...o, qty: r });
    }
    book = next;
  }
  // spec 8.7 step 3: the remainder rests; its id is the largest, so appending keeps the book sorted by id
  if (left > 0) book = [...book, { id, account, side, firm, qty: left, limit, placed: qty }];
  const tape = trades.length === 0 ? state.tape : [...state.tape, ...trades];
  return { state: { ...state, book, tape, nextOrderId: id + 1 }, events };
}

/** `cancel` of a bid (auction) or an order (session): NO_SUCH_ORDER, NOT_YOUR_ORDER. */
export function playCancel(state: State, seat: Seat, move: MoveOf<'cancel'>): Result<Step> {
  const id = move.orderId;
  if (state.phase === 'auction') {
    const bid = state.bids.find((b) => b.id === id);
    if (bid === undefined) return fail('NO_SUCH_ORDER', { orderId: id });
    if (bid.seat !== seat) return fail('NOT_YOUR_ORDER', { orderId: id });
    return ok({
      state: { ...state, bids: state.bids.filter((b) => b.id !== id) },
      events: [{ type: 'bidCancelled', id, seat, reason: 'user' }],
    });
  }
  const order = state.book.find((o) => o.id === id);
  if (order === undefined) return fail('NO_SUCH_ORDER', { orderId: id });
  // the state's asks belong to nobody: controller 'gov' is never a seat
  if (controller(state, order.account) !== seat) return fail('NOT_YOUR_ORDER', { orderId: id });
  return ok({
    state: { ...state, book: state.book.filter((o) => o.id !== id) },
    events: [{ type: 'orderCancelled', id, account: order.account, reason: 'user', remaining: order.qty }],
  });
}

/** Cancels every bid and order matching `which` in id order with `reason` (resign, early end, close). */
export function cancelWhere(
  step: Step,
  which: (o: { readonly account: Account }) => boolean,
  reason: CancelReason | 'close',
): Step {
  const { state } = step;
  const keepBids: Bid[] = [];
  const goneBids: Bid[] = [];
  for (const b of state.bids) (which({ account: b.seat }) ? goneBids : keepBids).push(b);
  const keepBook: Order[] = [];
  const goneBook: Order[] = [];
  for (const o of state.book) (which(o) ? goneBook : keepBook).push(o);
  if (goneBids.length === 0 && goneBook.length === 0) return step;
  if (reason === 'close' && goneBids.length > 0) throw new Error('cancelWhere: bids are never cancelled by a close');
  const events: Event[] = [...step.events];
  // bids and orders never coexist (auction vs session), but merge by id all the same
  let i = 0;
  let j = 0;
  while (i < goneBids.length || j < goneBook.length) {
    const b = goneBids[i];
    const o = goneBook[j];
    if (b !== undefined && (o === undefined || b.id < o.id)) {
      events.push({ type: 'bidCancelled', id: b.id, seat: b.seat, reason: reason as CancelReason });
      i++;
    } else if (o !== undefined) {
      events.push({ type: 'orderCancelled', id: o.id, account: o.account, reason, remaining: o.qty });
      j++;
    }
  }
  return {
    state: {
      ...state,
      bids: goneBids.length === 0 ? state.bids : keepBids,
      book: goneBook.length === 0 ? state.book : keepBook,
    },
    events,
  };
}

/** The best resting order of one side of a firm: earliest id first among equal prices. */
function best(state: State, firm: FirmId, side: 'buy' | 'sell'): Order | undefined {
  let out: Order | undefined;
  for (const o of state.book) {
    if (o.firm !== firm || o.side !== side) continue;
    if (out === undefined || (side === 'sell' ? o.limit < out.limit : o.limit > out.limit)) out = o;
  }
  return out;
}

/** Lowest ask of a firm, earliest id first among equal prices. */
export function bestAsk(state: State, firm: FirmId): Order | undefined {
  return best(state, firm, 'sell');
}

/** Highest bid of a firm, earliest id first among equal prices. */
export function bestBid(state: State, firm: FirmId): Order | undefined {
  return best(state, firm, 'buy');
}
