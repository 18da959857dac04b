/** Which firm moves, and the start of a year (spec 8.2, 8.10 step 5). */
import { isActive, effectiveHolder } from './accounts.ts';
import { FIRMS, type FirmId } from './config.ts';
import { boardFromPieces, generateMoves } from './draughts/index.ts';
import { pieceOn, pieceSlots } from './board-pieces.ts';
import { playFallback } from './ply.ts';
import { openStage } from './stage.ts';
import type { Color, FirmState, RulesVersion, State, Step } from './types.ts';

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

/**
 * Spec 8.2 steps 1-6 on the current board: candidates, activeFirm, a new stage, `firmToMove`, and, while the holder
 * is resigned, fallback plies played at once (which may end the board phase: then income and the session follow).
 */
export function beginPly(step: Step): Step {
  const { firm, candidates } = activeFirmOf(step.state);
  const opened = openStage({ state: { ...step.state, activeFirm: firm }, events: step.events }, 'board');
  const state = opened.state;
  const holder = effectiveHolder(state, firm);
  const next: Step = {
    state,
    events: [...opened.events, { type: 'firmToMove', firm, holder, yearPly: state.yearPly, candidates }],
  };
  // spec 8.2 step 6: nobody active can choose this ply
  return isActive(state, holder) ? next : playFallback(next, 'resigned');
}

/**
 * The board phase of `year` (spec 8.10 step 5): year set, its rotation, every firm's plies 0, yearPly 0, phase board,
 * first ply (8.2). Year 1 keeps the rotation already in the state: setup stores year 1's, or the position's, which
 * carries into year 1 (spec 14.1.9).
 */
export function startYear(step: Step, year: number): Step {
  const s = step.state;
  const firms = {} as Record<FirmId, FirmState>;
  for (const f of FIRMS) firms[f] = s.firms[f].plies === 0 ? s.firms[f] : { ...s.firms[f], plies: 0 };
  const state: State = {
    ...s,
    year,
    rotation: year === 1 ? s.rotation : rotationOf(year, s.rulesVersion),
    firms,
    yearPly: 0,
    phase: 'board',
  };
  return beginPly({ state, events: step.events });
}
