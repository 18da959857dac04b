/** The material classes of spec 8.4 step 3 (FMJD-64 rules 7.2.4, 7.2.6-7.2.8). */
import { LONG_DIAGONAL } from '../config.ts';
import type { EndgameRule } from '../types.ts';
import { squareIndex } from './notation.ts';
import { popcount } from './squares.ts';
import type { Board } from './types.ts';

const LONG_DIAGONAL_MASK = LONG_DIAGONAL.reduce((mask, sq) => mask | (1 << squareIndex(sq)), 0);

/** The class when `weak` is one lone king against `strong`, or null when `weak` is not that (spec 8.4 step 3). */
function loneKingClass(weak: number, strong: number, kings: number): EndgameRule | null {
  if (popcount(weak) !== 1 || (weak & kings) === 0 || (strong & kings) === 0) return null;
  const n = popcount(strong);
  if (n <= 2) return '7.2.8';
  if (n === 3 && (weak & LONG_DIAGONAL_MASK) !== 0 && (strong & LONG_DIAGONAL_MASK) === 0) return '7.2.7';
  if ((strong & ~kings) === 0) return '7.2.4';
  return null;
}

/** Spec 8.4 step 3's material class, or null. */
export function classifyEndgame(board: Board): EndgameRule | null {
  const { white, black, kings } = board;
  const lone = loneKingClass(white, black, kings) ?? loneKingClass(black, white, kings);
  if (lone !== null) return lone;
  if ((white & kings) === 0 || (black & kings) === 0) return null;
  const total = popcount(white | black);
  if (total === 4 || total === 5) return '7.2.6-45';
  if (total === 6 || total === 7) return '7.2.6-67';
  return null;
}
