/**
 * A static evaluation of a Russian draughts position for the side to move, in hundredths of a man (spec 15: the
 * board layer only; the wealth terms live in ply.ts): men 100, kings 280, men's advancement, the centre, the back
 * rank, kings on the long diagonal, and, when ahead in the endgame, a push to trade down.
 */
import { CheckersExchange } from '@birzha/engine';

type Board = CheckersExchange.Draughts.Board;
type Color = CheckersExchange.Color;

/** Piece values. */
export const MAN = 100;
export const KING = 280;

const ADVANCE = [0, 2, 5, 9, 14, 20, 28, 0] as const;
const LONG_DIAGONAL = new Set<number>([0, 4, 9, 13, 18, 22, 27, 31]);

const rowOf = (sq: number): number => sq >> 2;
const fileOf = (sq: number): number => ((sq & 3) << 1) | ((sq >> 2) & 1);
const central = (sq: number): boolean => {
  const f = fileOf(sq);
  const r = rowOf(sq);
  return f >= 2 && f <= 5 && r >= 2 && r <= 5;
};

function table(value: (sq: number) => number): Int32Array {
  const t = new Int32Array(32);
  for (let sq = 0; sq < 32; sq++) t[sq] = value(sq);
  return t;
}

// White men move towards row 7, Black men towards row 0; the back rank guards the opponent's promotion squares.
const WHITE_MAN = table((sq) => MAN + ADVANCE[rowOf(sq)]! + (central(sq) ? 4 : 0) + (rowOf(sq) === 0 ? 6 : 0));
const BLACK_MAN = table((sq) => MAN + ADVANCE[7 - rowOf(sq)]! + (central(sq) ? 4 : 0) + (rowOf(sq) === 7 ? 6 : 0));
const KINGS = table((sq) => KING + (LONG_DIAGONAL.has(sq) ? 12 : 0) + (central(sq) ? 4 : 0));

function side(own: number, kings: number, men: Int32Array): { score: number; count: number } {
  let score = 0;
  let count = 0;
  let m = own;
  while (m !== 0) {
    const bit = m & -m;
    const sq = 31 - Math.clz32(bit);
    score += (kings & bit) !== 0 ? KINGS[sq]! : men[sq]!;
    count++;
    m ^= bit;
  }
  return { score, count };
}

/** The position's value for `color` (positive: `color` stands better). */
export function evaluate(board: Board, color: Color): number {
  const w = side(board.white, board.kings, WHITE_MAN);
  const b = side(board.black, board.kings, BLACK_MAN);
  let score = w.score - b.score;
  // ahead with few pieces left: every trade brings the win closer (and the draw counters of spec 8.4 further)
  const pieces = w.count + b.count;
  score += Math.trunc((score * (24 - pieces)) / 48);
  return color === 'white' ? score : -score;
}
