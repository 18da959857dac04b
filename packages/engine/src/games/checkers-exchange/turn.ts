/** Which firm moves, and the start of a year (spec 8.2, 8.10 step 5). CONTRACT STUB for the board helper. */
import type { FirmId } from './config.ts';
import type { Color, State, Step } from './types.ts';

/** rotation[c] of year y: the colour's firms rotated left by (y - 1) mod 4 (spec 8.2 step 3). */
export declare function rotationOf(year: number): Record<Color, FirmId[]>;
/**
 * Spec 8.2 steps 1-6 on the current board: candidates, activeFirm, a new stage, `firmToMove`, and, while the holder
 * is resigned, fallback plies played at once (which may end the board phase: then income and the session follow).
 */
export declare function beginPly(step: Step): Step;
/** The board phase of `year`: year set, its rotation, every firm's plies 0, yearPly 0, phase board, first ply (8.2). */
export declare function startYear(step: Step, year: number): Step;
