/** Move tokens and personal transfers (spec 7.2, 7.3). CONTRACT STUB for the board helper. */
import type { Seat } from '../../core/game.ts';
import type { Result } from '../../core/result.ts';
import type { MoveOf, State, Step } from './types.ts';

/** NOT_DIRECTOR, BAD_TARGET; token year by phase; a token to the director clears it. */
export declare function playIssueToken(state: State, seat: Seat, move: MoveOf<'issueToken'>): Result<Step>;
/** BAD_TARGET, INSUFFICIENT_CASH. */
export declare function playTransfer(state: State, seat: Seat, move: MoveOf<'transfer'>): Result<Step>;
