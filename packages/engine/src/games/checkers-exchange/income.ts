/** Year income (spec 8.5). CONTRACT STUB for the board helper. */
import type { Step } from './types.ts';

/** Every firm with captures: tax reserved, fee paid, dividends, retained; then captures reset. */
export declare function yearIncome(step: Step): Step;
