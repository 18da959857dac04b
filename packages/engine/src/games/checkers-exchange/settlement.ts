/** The final settlement (spec 8.11) and ranking (spec 11). CONTRACT STUB for the board helper. */
import type { Step } from './types.ts';

/** Survival income, exact liquidation, payouts, `final`, phase finished, `gameEnded`. */
export declare function finalSettlement(step: Step, reason: 'years' | 'board' | 'players'): Step;
