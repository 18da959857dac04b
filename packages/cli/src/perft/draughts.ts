// The draughts layer is not exported by the engine package yet: this is the one place that reaches into it.
import {
  divide,
  parsePositionKey,
  perft,
  startBoard,
  type Board,
} from '../../../engine/src/games/checkers-exchange/draughts/index.ts';
import type { PerftGame, PerftRoot } from './types.ts';

type Color = 'white' | 'black';

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
