/** Boards from pieces and the start position (spec 2 FIRM_DEFS: White on ranks 1-3, Black on ranks 6-8). */
import type { Piece } from '../types.ts';
import { squareIndex } from './notation.ts';
import type { Board } from './types.ts';

const START: Board = Object.freeze({ white: 0x00000fff, black: 0xfff00000 | 0, kings: 0 });

/** The start position (24 men). */
export function startBoard(): Board {
  return START;
}

/** Pieces (firm ignored) to a board; a light or unknown square is a caller bug. */
export function boardFromPieces(pieces: readonly Pick<Piece, 'sq' | 'color' | 'king'>[]): Board {
  let white = 0;
  let black = 0;
  let kings = 0;
  for (const p of pieces) {
    const sq = squareIndex(p.sq);
    if (sq < 0) throw new Error(`draughts: ${p.sq} is not a dark square`);
    const bit = 1 << sq;
    if (p.color === 'white') white |= bit;
    else black |= bit;
    if (p.king) kings |= bit;
  }
  return { white, black, kings };
}

/** The colour standing on square `sq`, or null. */
export function colorAt(board: Board, sq: number): 'white' | 'black' | null {
  const bit = 1 << sq;
  if ((board.white & bit) !== 0) return 'white';
  if ((board.black & bit) !== 0) return 'black';
  return null;
}

/** Whether square `sq` holds a king. */
export function isKingAt(board: Board, sq: number): boolean {
  return (board.kings & (1 << sq)) !== 0;
}
