import { CheckersExchange } from '@birzha/engine';
import type { PerftGame, PerftRoot } from './types.ts';

const { divide, parsePositionKey, perft, startBoard } = CheckersExchange.Draughts;
type Board = CheckersExchange.Draughts.Board;
type Color = CheckersExchange.Color;

function root(board: Board, toMove: Color): PerftRoot {
  return {
    count: (depth) => perft(board, toMove, depth),
    divide: (depth) => divide(board, toMove, depth),
  };
}

/** Perft of Russian draughts (every capture path counted); positions are position keys such as `W:WKc1,e1:Ba7,Kf8`. */
export const draughtsPerft: PerftGame = {
  positionFormat: "a position key with the side to move first, e.g. 'W:WKc1,e1:Ba7,Kf8'",
  start: () => root(startBoard(), 'white'),
  parse: (text) => {
    const parsed = parsePositionKey(text);
    return parsed === null ? null : root(parsed.board, parsed.toMove);
  },
};
