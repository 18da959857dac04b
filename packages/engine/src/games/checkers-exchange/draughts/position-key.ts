/** Position keys of spec 8.4 (`W:WKc1,e1:Ba7,Kf8`; an empty side is `B:WKh4:B`, clarification 14.1.13). */
import type { Color } from '../config.ts';
import { squareIndex } from './notation.ts';
import { PROMOTION_BLACK, PROMOTION_WHITE, nameOf } from './squares.ts';
import type { Board } from './types.ts';

function side(mask: number, kings: number): string {
  const parts: string[] = [];
  for (let sq = 0; sq < 32; sq++) {
    const bit = 1 << sq;
    if ((mask & bit) !== 0) parts.push((kings & bit) !== 0 ? `K${nameOf(sq)}` : nameOf(sq));
  }
  return parts.join(',');
}

/** Spec 8.4 position key: side to move, then each side's squares in square order, a king prefixed by `K`. */
export function positionKey(board: Board, toMove: Color): string {
  return `${toMove === 'white' ? 'W' : 'B'}:W${side(board.white, board.kings)}:B${side(board.black, board.kings)}`;
}

const KEY = /^([WB]):W([^:]*):B([^:]*)$/;

function parseSide(text: string, occupied: number): { mask: number; kings: number } | null {
  let mask = 0;
  let kings = 0;
  if (text === '') return { mask, kings };
  for (const token of text.split(',')) {
    const king = token.startsWith('K');
    const sq = squareIndex(king ? token.slice(1) : token);
    if (sq < 0) return null;
    const bit = 1 << sq;
    if (((mask | occupied) & bit) !== 0) return null;
    mask |= bit;
    if (king) kings |= bit;
  }
  return { mask, kings };
}

/**
 * A position key back to a board and the side to move; null when it is malformed, names a square twice, or puts a
 * man on its own promotion rank. Squares may come in any order.
 */
export function parsePositionKey(text: string): { readonly board: Board; readonly toMove: Color } | null {
  const m = KEY.exec(text);
  if (m === null) return null;
  const white = parseSide(m[2] as string, 0);
  if (white === null) return null;
  const black = parseSide(m[3] as string, white.mask);
  if (black === null) return null;
  const kings = white.kings | black.kings;
  // spec 12: no man on its own promotion rank.
  if ((white.mask & ~kings & PROMOTION_WHITE) !== 0 || (black.mask & ~kings & PROMOTION_BLACK) !== 0) return null;
  return { board: { white: white.mask, black: black.mask, kings }, toMove: m[1] === 'W' ? 'white' : 'black' };
}
