/**
 * Rule-failure codes as typed lists (issue 26.4). Codes are one namespace across games: a code several games answer
 * means the same in each, and the web words each code once (a game's own codes in its words, these in the shared
 * ones). Each game lists every code it answers in its `codes.ts` (`CODES`, starting with COMMON_CODES) and makes
 * its Violations with that list's `fail`, so a code that is not listed, and therefore not worded, does not compile.
 */

/** Codes the core answers itself: replaying a record (core/record.ts) and the market helpers (core/market). */
export const CORE_CODES = [
  'BAD_RECORD',
  'UNKNOWN_GAME',
  'BAD_PLAYER_COUNT',
  'RULES_VERSION_MISMATCH',
  'BAD_QUANTITY',
  'INSUFFICIENT_SHARES',
] as const;
export type CoreCode = (typeof CORE_CODES)[number];

/**
 * Codes every game answers, in one sense: options it does not take, a player count it is not for, a position it
 * cannot set up (setup); a move it cannot read (parseMove); a finished game, a seat that is not to act (play).
 */
export const COMMON_CODES = [
  'BAD_OPTION',
  'BAD_PLAYER_COUNT',
  'BAD_POSITION',
  'BAD_MOVE',
  'GAME_OVER',
  'NOT_YOUR_TURN',
] as const;
export type CommonCode = (typeof COMMON_CODES)[number];
