/**
 * Russian draughts, knowing nothing of firms (spec 8.1, 8.4): an allocation-free bitboard generator over the 32 dark
 * squares in square order, perft, notation, position keys, endgame classes and the draw counters.
 */
export type { Board, DraughtsMove } from './types.ts';
export { boardFromPieces, colorAt, isKingAt, startBoard } from './board.ts';
export { applyMove, generateMoves, hasMoves } from './moves.ts';
export { perft } from './perft.ts';
export { divide } from './divide.ts';
export { parsePositionKey, positionKey } from './position-key.ts';
export { formatNotation, parseNotation, squareIndex, squareName } from './notation.ts';
export { classifyEndgame } from './endgame.ts';
export { boardEnd, nextDrawCounters, repetitions } from './draw.ts';
