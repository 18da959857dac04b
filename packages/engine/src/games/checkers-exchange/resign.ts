/** Resignation and the early end (spec 8.12). CONTRACT STUB for the board helper. */
import type { Seat } from '../../core/game.ts';
import type { Result } from '../../core/result.ts';
import type { State, Step } from './types.ts';

/**
 * Spec 8.12 steps 1-5 and the early end. When the seat's resignation leaves every active seat ready in a simultaneous
 * phase, `closes` is true and play.ts closes the phase (so this module needs no phase-closing code).
 */
export declare function playResign(state: State, seat: Seat): Result<{ readonly step: Step; readonly closes: boolean }>;
