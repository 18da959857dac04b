import { COMMON_CODES } from '../../core/codes.ts';
import { failWith, type Violation as AnyViolation } from '../../core/result.ts';

/**
 * Every code Akcioner's parseOptions, setup, parseMove and play answer (spec 7.2's checks, in their order, after the
 * common ones). The web words each; a Violation of a code not listed here does not compile.
 */
export const CODES = [
  ...COMMON_CODES,
  'UNKNOWN_COLOR',
  'BAD_QUANTITY',
  'UNKNOWN_CARD',
  'SEAT_OUT',
  'TIMEOUT_DISABLED',
  'NO_TRADING_LAST_ROUND',
  'WRONG_STAGE',
  'INSUFFICIENT_SHARES',
  'SHARES_LOCKED',
  'INSUFFICIENT_CASH',
  'CARD_NOT_IN_HAND',
  'WRONG_ASSIGN_COUNT',
  'ASSIGN_OWN_COLOR',
  'ASSIGN_DUPLICATE_COLOR',
] as const;
export type Code = (typeof CODES)[number];
export type Violation = AnyViolation<Code>;
export const fail = failWith(CODES);
