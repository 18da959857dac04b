/** The exchange session's open and close, and meeting requests (spec 8.8, 8.9). CONTRACT STUB for the market helper. */
import type { Seat } from '../../core/game.ts';
import type { Result } from '../../core/result.ts';
import type { FirmId } from './config.ts';
import type { State, Step } from './types.ts';

/** Spec 8.8: phase session, a new stage, ready reset, tape and requests emptied, the state's asks. */
export declare function openSession(step: Step): Step;
/**
 * Spec 8.9 steps 1-5: orders cancelled, closing prices, standing requests, `sessionClosed`; opens the meeting (new
 * stage) when a request stands. `meeting` says whether it did; otherwise the caller runs the year end.
 */
export declare function closeSession(step: Step): { readonly step: Step; readonly meeting: boolean };
/** Closing prices from this session's tape (last trade per firm), unchanged where none (8.9 step 2, 8.12). */
export declare function closePricesFromTape(state: State): Record<FirmId, number>;
/** `requestMeeting` after the generic checks: ALREADY_REQUESTED, NOT_ELIGIBLE. */
export declare function playRequestMeeting(state: State, seat: Seat): Result<Step>;
