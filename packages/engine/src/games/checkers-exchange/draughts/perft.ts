/** Perft over L(c) (spec V1, 14 #29: every capture path is its own move), on the allocation-free generator. */
import type { Color } from '../config.ts';
import * as core from './generate.ts';
import type { Board } from './types.ts';

// Local copies: under a CommonJS transpiler (tsx) every imported name is a getter call on every node.
const KING_AFTER = core.KING_AFTER;
const generate = core.generate;
const moveAt = core.moveAt;
const takenAt = core.takenAt;
const stackTop = core.stackTop;
const setStackTop = core.setStackTop;

function perftFrom(own: number, opp: number, kings: number, white: boolean, depth: number): number {
  const base = stackTop();
  if (depth === 1) {
    // Bulk count at the last ply: quiet moves are only counted, captures are popped again.
    const n = generate(own, opp, kings, white, true);
    setStackTop(base);
    return n;
  }
  const n = generate(own, opp, kings, white, false);
  let total = 0;
  for (let i = base; i < base + n; i++) {
    const move = moveAt(i);
    const taken = takenAt(i);
    const fromBit = 1 << (move & 31);
    const toBit = 1 << ((move >> 5) & 31);
    const nextKings = (kings & ~taken & ~fromBit) | ((move & KING_AFTER) !== 0 ? toBit : 0);
    total += perftFrom(opp & ~taken, (own ^ fromBit) | toBit, nextKings, !white, depth - 1);
  }
  setStackTop(base);
  return total;
}

/** Leaf positions `depth` plies below `board` with `color` to move. */
export function perft(board: Board, color: Color, depth: number): number {
  if (!Number.isInteger(depth) || depth < 0) throw new Error(`perft: bad depth ${depth}`);
  if (depth === 0) return 1;
  const white = color === 'white';
  const own = white ? board.white : board.black;
  const opp = white ? board.black : board.white;
  return perftFrom(own, opp, board.kings, white, depth);
}
