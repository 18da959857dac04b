import { boardFromPieces } from './draughts/board.ts';
import { repetitions } from './draughts/draw.ts';
import { positionKey } from './draughts/position-key.ts';
import type { BoardState } from './types.ts';

/**
 * How many times the board as it stands (its pieces, the side to move) has occurred since the last irreversible ply
 * (spec 8.4: the third ends the board game, 7.2.3). Read from the position itself, not from the record's last key: a
 * position given by an override (spec 12) need not end its record with the current key.
 */
export function currentRepetitions(board: Pick<BoardState, 'pieces' | 'toMove' | 'draw'>): number {
  return repetitions(board.draw, positionKey(boardFromPieces(board.pieces), board.toMove));
}
