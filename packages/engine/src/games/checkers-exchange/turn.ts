/** Which firm moves (spec 8.2): the rotation of a year and the active firm of a board. */
import type { FirmId } from './config.ts';
import { boardFromPieces, generateMoves } from './draughts/index.ts';
import { pieceOn, pieceSlots } from './board-pieces.ts';
import type { Color, RulesVersion, State } from './types.ts';

/**
 * Spec 8.2 step 3: each colour's base order, by rules version. Version 2 (spec 14.2) mirrors White's ([w4, w3, w2, w1],
 * W1 mirroring B4): under version 1 White's first two plies were forced and lost two men every game.
 */
const BASE_ORDER: Readonly<Record<RulesVersion, Readonly<Record<Color, readonly FirmId[]>>>> = {
  1: { white: ['w1', 'w2', 'w3', 'w4'], black: ['b1', 'b2', 'b3', 'b4'] },
  2: { white: ['w4', 'w3', 'w2', 'w1'], black: ['b1', 'b2', 'b3', 'b4'] },
};

function rotateLeft(list: readonly FirmId[], k: number): FirmId[] {
  return [...list.slice(k), ...list.slice(0, k)];
}

/** rotation[c] of year y: the version's base order rotated left by (y - 1) mod 4 (spec 8.2 step 3). */
export function rotationOf(year: number, rulesVersion: RulesVersion): Record<Color, FirmId[]> {
  const k = (((year - 1) % 4) + 4) % 4;
  const base = BASE_ORDER[rulesVersion];
  return { white: rotateLeft(base.white, k), black: rotateLeft(base.black, k) };
}

/** Spec 8.2 steps 2 and 4: the candidates in rotation order and the active firm among them. */
export function activeFirmOf(state: Pick<State, 'board' | 'rotation' | 'firms'>): {
  readonly firm: FirmId;
  readonly candidates: FirmId[];
} {
  const color = state.board.toMove;
  const moves = generateMoves(boardFromPieces(state.board.pieces), color);
  const slots = pieceSlots(state.board.pieces);
  const moving = new Set<FirmId>();
  // L(c) holds only captures when one exists, so only capturing firms become candidates (spec 8.2 step 2)
  for (const m of moves) moving.add(pieceOn(slots, m.from).firm);
  const candidates = state.rotation[color].filter((f) => moving.has(f));
  const first = candidates[0];
  if (first === undefined) throw new Error('beginPly on a board where the side to move has no move (spec 8.2 step 1)');
  const firm = candidates.find((f) => state.firms[f].plies === 0) ?? first;
  return { firm, candidates };
}
