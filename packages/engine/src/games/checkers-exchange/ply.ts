/** Playing a ply (spec 8.3) and the end of the board phase. CONTRACT STUB for the board helper. */
import type { Seat } from '../../core/game.ts';
import type { Result } from '../../core/result.ts';
import type { FirmId } from './config.ts';
import type { DraughtsMove } from './draughts/index.ts';
import type { MoveOf, State, Step } from './types.ts';

/** The active firm's legal plies, sorted by notation (JavaScript string order). */
export declare function firmPlies(state: State, firm: FirmId): DraughtsMove[];
/** `ply` after the generic checks: NOT_YOUR_TURN, NO_PIECE, NOT_ACTIVE_FIRM, CAPTURE_REQUIRED, CAPTURE_INCOMPLETE, ILLEGAL_PLY. */
export declare function playPly(state: State, seat: Seat, move: MoveOf<'ply'>): Result<Step>;
/** The fallback ply (8.3 step 1) for the active firm, `auto` 'timeout' or 'resigned'. */
export declare function playFallback(step: Step, auto: 'timeout' | 'resigned'): Step;
/** Spec 8.3 step 6's end of the board phase: activeFirm null, tokens expired, year income (8.5), session open (8.8). */
export declare function endBoardPhase(step: Step): Step;
