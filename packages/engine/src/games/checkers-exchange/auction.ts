/** The opening privatization auction (spec 8.6). CONTRACT STUB for the market helper. */
import type { Seat } from '../../core/game.ts';
import type { Result, Violation } from '../../core/result.ts';
import type { FirmId } from './config.ts';
import type { MoveOf, State, Step } from './types.ts';

/** Own checks of `bid` in spec 7.2 order (BELOW_RESERVE, TOO_MANY_ORDERS, INSUFFICIENT_CASH); null when legal. */
export declare function bidViolation(
  state: State,
  seat: Seat,
  bid: { readonly firm: FirmId; readonly qty: number; readonly price: number },
): Violation | null;
/** `bid` after the generic checks (spec 7.2 steps 1-4 are done by play.ts). */
export declare function playBid(state: State, seat: Seat, move: MoveOf<'bid'>): Result<Step>;
/** Spec 8.6 steps 1-5 for every firm, then `bids` emptied and `closeHistory` appended. Does not start year 1. */
export declare function clearAuction(step: Step): Step;
