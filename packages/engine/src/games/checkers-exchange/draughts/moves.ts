/** The public moves of spec 8.1 (with paths and notation) on the fast generator, and their execution (step 4). */
import type { Color } from '../config.ts';
import { KING_AFTER, generate, generateRecorded, moveAt, setStackTop, stackTop } from './generate.ts';
import { formatNotation } from './notation.ts';
import type { Board, DraughtsMove } from './types.ts';

function sides(board: Board, color: Color): { own: number; opp: number; white: boolean } {
  const white = color === 'white';
  return { own: white ? board.white : board.black, opp: white ? board.black : board.white, white };
}

/** L(c) of spec 8.1: all complete captures if any capture exists, else all quiet moves; in notation order. */
export function generateMoves(board: Board, color: Color): DraughtsMove[] {
  const { own, opp, white } = sides(board, color);
  const base = stackTop();
  const { count, paths } = generateRecorded(own, opp, board.kings, white);
  const moves: DraughtsMove[] = [];
  for (let i = 0; i < count; i++) {
    const packed = moveAt(base + i);
    const from = packed & 31;
    const wasKing = (board.kings & (1 << from)) !== 0;
    const promoted = !wasKing && (packed & KING_AFTER) !== 0;
    const recorded = paths[i];
    if (recorded === undefined) {
      const path = [(packed >> 5) & 31];
      moves.push({ from, path, captured: [], promoted, notation: formatNotation(from, path, false) });
    } else {
      const { path, captured } = recorded;
      moves.push({ from, path, captured, promoted, notation: formatNotation(from, path, true) });
    }
  }
  setStackTop(base);
  // A capture position records every move, a quiet one none: paths and stack agree or the generator is broken.
  if (paths.length !== 0 && paths.length !== count) throw new Error('draughts: recorded paths out of step');
  return moves.sort((a, b) => (a.notation < b.notation ? -1 : a.notation > b.notation ? 1 : 0));
}

/** Whether L(c) is non-empty (fast path for the end check). */
export function hasMoves(board: Board, color: Color): boolean {
  const { own, opp, white } = sides(board, color);
  const base = stackTop();
  const n = generate(own, opp, board.kings, white, true);
  setStackTop(base);
  return n > 0;
}

/** The board after a move of `color` (spec 8.1 step 4): captured pieces leave, the mover lands, maybe crowned. */
export function applyMove(board: Board, color: Color, move: DraughtsMove): Board {
  const to = move.path[move.path.length - 1];
  if (to === undefined) throw new Error('draughts: a move without a landing square');
  const fromBit = 1 << move.from;
  const toBit = 1 << to;
  let taken = 0;
  for (const sq of move.captured) taken |= 1 << sq;
  const king = (board.kings & fromBit) !== 0 || move.promoted;
  const kings = (board.kings & ~taken & ~fromBit) | (king ? toBit : 0);
  return color === 'white'
    ? { white: (board.white & ~fromBit) | toBit, black: board.black & ~taken, kings }
    : { white: board.white & ~taken, black: (board.black & ~fromBit) | toBit, kings };
}
