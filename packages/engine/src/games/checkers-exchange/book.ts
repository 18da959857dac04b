/** The continuous order book of the session (spec 8.7). CONTRACT STUB for the market helper. */
import type { Seat } from '../../core/game.ts';
import type { Result, Violation } from '../../core/result.ts';
import type { FirmId } from './config.ts';
import type { Account, CancelReason, MoveOf, Order, State, Step } from './types.ts';

export interface OrderInput {
  readonly side: 'buy' | 'sell';
  readonly firm: FirmId;
  readonly qty: number;
  readonly limit: number;
}
/**
 * Own checks of `order` in spec 7.2 order after NOT_DIRECTOR (OWN_SHARES, CROSS_HOLDING_CAP, TOO_MANY_ORDERS,
 * INSUFFICIENT_SHARES, INSUFFICIENT_CASH, SELF_TRADE) for an account already resolved; null when legal.
 */
export declare function orderViolation(state: State, account: Account, order: OrderInput): Violation | null;
/** `order` after the generic checks: resolves 'me', checks NOT_DIRECTOR, then places and matches (8.7). */
export declare function playOrder(state: State, seat: Seat, move: MoveOf<'order'>): Result<Step>;
/** Places an already checked order with the next id and matches it (8.7); used for the state's asks too. */
export declare function placeOrder(step: Step, account: Account, order: OrderInput): Step;
/** `cancel` of a bid (auction) or an order (session): NO_SUCH_ORDER, NOT_YOUR_ORDER. */
export declare function playCancel(state: State, seat: Seat, move: MoveOf<'cancel'>): Result<Step>;
/** Cancels every bid and order matching `which` in id order with `reason` (resign, early end, close). */
export declare function cancelWhere(
  step: Step,
  which: (o: { readonly account: Account }) => boolean,
  reason: CancelReason | 'close',
): Step;
/** Best opposite-side resting orders: lowest ask / highest bid of a firm, earliest id first among equal prices. */
export declare function bestAsk(state: State, firm: FirmId): Order | undefined;
export declare function bestBid(state: State, firm: FirmId): Order | undefined;
