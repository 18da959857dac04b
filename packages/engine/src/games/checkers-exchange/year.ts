/** The year end (spec 8.10 step 5). CONTRACT STUB for the board helper. */
import type { Step } from './types.ts';

/** Taxes paid, `yearEnded`, then the final settlement or the next year's board phase. */
export declare function yearEnd(step: Step): Step;
