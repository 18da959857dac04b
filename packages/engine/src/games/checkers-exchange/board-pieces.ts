/** The state's pieces (spec 4: sorted by square order) against the square indices of the draughts layer. */
import { SQUARES } from './config.ts';
import { squareIndex, type DraughtsMove } from './draughts/index.ts';
import type { Piece } from './types.ts';

/** The 32 squares in square order, each with its piece or undefined. */
export function pieceSlots(pieces: readonly Piece[]): (Piece | undefined)[] {
  const slots = new Array<Piece | undefined>(SQUARES.length).fill(undefined);
  for (const p of pieces) slots[squareIndex(p.sq)] = p;
  return slots;
}

/** The piece standing on a square index; a bug when there is none (the draughts layer named it). */
export function pieceOn(slots: readonly (Piece | undefined)[], index: number): Piece {
  const p = slots[index];
  if (p === undefined) throw new Error(`no piece on square ${index}`);
  return p;
}

/**
 * Spec 8.1 step 4 on the firm-aware pieces: the mover leaves its start, the captured pieces go, the mover stands on
 * the last landing square (a king if it was one or promoted). Returns the new sorted pieces, the mover as it stood
 * and the captured pieces as they stood, in capture order.
 */
export function applyToPieces(
  pieces: readonly Piece[],
  move: DraughtsMove,
): { readonly pieces: Piece[]; readonly mover: Piece; readonly captured: Piece[] } {
  const slots = pieceSlots(pieces);
  const mover = pieceOn(slots, move.from);
  const captured = move.captured.map((i) => pieceOn(slots, i));
  slots[move.from] = undefined;
  for (const i of move.captured) slots[i] = undefined;
  const to = move.path[move.path.length - 1];
  if (to === undefined) throw new Error(`a move without a landing square: ${move.notation}`);
  slots[to] = { sq: SQUARES[to]!, color: mover.color, king: mover.king || move.promoted, firm: mover.firm };
  const out: Piece[] = [];
  for (const p of slots) if (p !== undefined) out.push(p);
  return { pieces: out, mover, captured };
}
