/** Perft split by root move (`perft --divide`), in notation order. */
import type { Color } from '../config.ts';
import { applyMove, generateMoves } from './moves.ts';
import { perft } from './perft.ts';
import type { Board } from './types.ts';

/** Each root move's notation with the leaves `depth - 1` plies below it; depth ≥ 1. */
export function divide(board: Board, color: Color, depth: number): { readonly move: string; readonly nodes: number }[] {
  if (!Number.isInteger(depth) || depth < 1) throw new Error(`divide: bad depth ${depth}`);
  const next: Color = color === 'white' ? 'black' : 'white';
  return generateMoves(board, color).map((m) => ({
    move: m.notation,
    nodes: perft(applyMove(board, color, m), next, depth - 1),
  }));
}
