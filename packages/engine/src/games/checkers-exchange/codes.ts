import { COMMON_CODES } from '../../core/codes.ts';
import { failWith, type Violation as AnyViolation } from '../../core/result.ts';

/**
 * Every code Checkers Exchange's parseOptions, setup, parseMove and play answer, after the common ones. The web words
 * each; a Violation of a code not listed here does not compile.
 */
export const CODES = [
  ...COMMON_CODES,
  // spec 14.2: a rules version this code does not play
  'RULES_VERSION_MISMATCH',
  // spec 7.2 step 1 (parseMove)
  'UNKNOWN_FIRM',
  'BAD_NOTATION',
  'BAD_QUANTITY',
  'BAD_PRICE',
  'BAD_AMOUNT',
  // spec 7.2 steps 3-4
  'SEAT_RESIGNED',
  'WRONG_PHASE',
  // spec 7.2 step 5, move by move
  'NO_PIECE',
  'NOT_ACTIVE_FIRM',
  'CAPTURE_REQUIRED',
  'CAPTURE_INCOMPLETE',
  'ILLEGAL_PLY',
  'NOT_DIRECTOR',
  'BAD_TARGET',
  'BELOW_RESERVE',
  'TOO_MANY_ORDERS',
  'INSUFFICIENT_CASH',
  'OWN_SHARES',
  'CROSS_HOLDING_CAP',
  'INSUFFICIENT_SHARES',
  'SELF_TRADE',
  'NO_SUCH_ORDER',
  'NOT_YOUR_ORDER',
  'ALREADY_REQUESTED',
  'NOT_ELIGIBLE',
  'NO_VOTE',
  'ALREADY_NOMINATED',
  'NOT_A_CANDIDATE',
  'NOT_TIMED',
  'STALE_TIMEOUT',
] as const;
export type Code = (typeof CODES)[number];
export type Violation = AnyViolation<Code>;
export const fail = failWith(CODES);
