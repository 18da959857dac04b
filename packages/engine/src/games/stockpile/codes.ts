import { COMMON_CODES } from '../../core/codes.ts';
import { failWith, type Violation as AnyViolation } from '../../core/result.ts';

/**
 * Every code Stockpile's parseOptions, setup, parseMove and play answer, after the common ones. The web words each;
 * a Violation of a code not listed here does not compile.
 */
export const CODES = [
  ...COMMON_CODES,
  // spec 7: the common checks and parseMove
  'WRONG_PHASE',
  'POWER_NOT_AVAILABLE',
  // spec 7's table, move by move
  'WRONG_COUNT',
  'NOT_OFFERED',
  'CARD_NOT_IN_HAND',
  'SAME_CARD',
  'NO_SUCH_PILE',
  'SAME_PILE',
  'NO_SUCH_CARD',
  'NO_SUCH_TARGET',
  'BAD_BID_AMOUNT',
  'OWN_PILE',
  'BID_TOO_LOW',
  'PILE_LOCKED',
  'INSUFFICIENT_CASH',
  'CARD_NOT_HELD',
  'NO_SUCH_COMPANY',
  'BAD_DELTA',
  'BAD_COUNT',
  'NOT_ENOUGH_SHARES',
  'NOT_TIMED',
  'ALREADY_RESIGNED',
] as const;
export type Code = (typeof CODES)[number];
export type Violation = AnyViolation<Code>;
export const fail = failWith(CODES);
