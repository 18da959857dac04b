/** A ply of the board phase: its start (spec 8.2), its play (8.3), and the end of the phase. */
import type { Seat } from '../../core/game.ts';
import { ok, type Result } from '../../core/result.ts';
import { fail } from './codes.ts';
import { effectiveHolder, isActive, servingToken } from './accounts.ts';
import { applyToPieces, pieceSlots } from './board-pieces.ts';
import { FIRMS, INCOME, LIMITS, type FirmId } from './config.ts';
import {
  applyMove,
  boardEnd,
  boardFromPieces,
  generateMoves,
  nextDrawCounters,
  parseNotation,
  type DraughtsMove,
} from './draughts/index.ts';
import { yearIncome } from './income.ts';
import { openSession } from './session.ts';
import { openStage } from './stage.ts';
import { activeFirmOf } from './turn.ts';
import type { BoardState, Event, FirmState, MoveOf, State, Step } from './types.ts';
import { setKey, updateKey } from '../../core/update.ts';

const byNotation = (a: DraughtsMove, b: DraughtsMove): number =>
  a.notation < b.notation ? -1 : a.notation > b.notation ? 1 : 0;

/** The active firm's legal plies, sorted by notation (JavaScript string order). */
export function firmPlies(state: Pick<State, 'board'>, firm: FirmId): DraughtsMove[] {
  const slots = pieceSlots(state.board.pieces);
  return generateMoves(boardFromPieces(state.board.pieces), state.board.toMove)
    .filter((m) => slots[m.from]?.firm === firm)
    .sort(byNotation);
}

function activeOf(state: State): FirmId {
  if (state.activeFirm === null) throw new Error('a ply with no active firm (board phase only)');
  return state.activeFirm;
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

/** `ply` after the generic checks: NOT_YOUR_TURN, NO_PIECE, NOT_ACTIVE_FIRM, CAPTURE_REQUIRED, CAPTURE_INCOMPLETE, ILLEGAL_PLY. */
export function playPly(state: State, seat: Seat, move: MoveOf<'ply'>): Result<Step> {
  const firm = activeOf(state);
  // spec 7.2, the ply row, in order
  if (seat !== effectiveHolder(state, firm)) return fail('NOT_YOUR_TURN', { firm });
  const parsed = parseNotation(move.move);
  const from = parsed?.squares[0];
  if (parsed === null || from === undefined) return fail('BAD_NOTATION');
  const piece = pieceSlots(state.board.pieces)[from];
  if (piece === undefined || piece.color !== state.board.toMove) return fail('NO_PIECE');
  if (piece.firm !== firm) return fail('NOT_ACTIVE_FIRM', { firm });
  const plies = firmPlies(state, firm);
  const chosen = plies.find((m) => m.notation === move.move);
  if (chosen === undefined) {
    // the active firm is a candidate: its plies are captures exactly when its colour must capture (spec 8.2)
    const captures = plies.some((m) => m.captured.length > 0);
    if (captures && !parsed.capture) return fail('CAPTURE_REQUIRED');
    const prefix = `${move.move}:`;
    if (parsed.capture && plies.some((m) => m.notation.startsWith(prefix))) return fail('CAPTURE_INCOMPLETE');
    return fail('ILLEGAL_PLY');
  }
  return ok(applyPly({ state, events: [] }, chosen, seat, null));
}

/** The fallback ply (8.3 step 1) for the active firm, `auto` 'timeout' or 'resigned'. */
export function playFallback(step: Step, auto: 'timeout' | 'resigned'): Step {
  const first = firmPlies(step.state, activeOf(step.state))[0];
  if (first === undefined) throw new Error('the active firm has no legal ply (spec 8.2 makes it a candidate)');
  return applyPly(step, first, null, auto);
}

/** Spec 8.3 steps 2-6 for a legal ply of the active firm. */
function applyPly(step: Step, move: DraughtsMove, by: Seat | null, auto: null | 'timeout' | 'resigned'): Step {
  const s = step.state;
  const firm = activeOf(s);
  const color = s.board.toMove;
  const { pieces, mover, captured } = applyToPieces(s.board.pieces, move);
  let men = 0;
  let kings = 0;
  for (const p of captured)
    if (p.king) kings++;
    else men++;
  const income = INCOME.captureMan * men + INCOME.captureKing * kings;
  const events: Event[] = [
    ...step.events,
    { type: 'plyPlayed', firm, by, auto, move: move.notation, captured, promoted: move.promoted, income },
  ];

  // spec 8.3 steps 3-4: capture income counters, ply counters, a ply token used up
  const f = s.firms[firm];
  const serving = servingToken(s, firm);
  let token = f.token;
  if (serving?.scope === 'ply') {
    events.push({ type: 'tokenCleared', firm, holder: serving.holder, reason: 'used' });
    token = null;
  }
  const firmAfter: FirmState = {
    ...f,
    token,
    plies: f.plies + 1,
    captures: { men: f.captures.men + men, kings: f.captures.kings + kings },
    earned: f.earned + income,
  };

  // spec 8.3 step 5 and 8.4: the side switches, draw counters, the end of the board game
  const toMove = color === 'white' ? 'black' : 'white';
  const after = applyMove(boardFromPieces(s.board.pieces), color, move);
  const capture = captured.length > 0;
  const draw = nextDrawCounters(s.board.draw, after, toMove, {
    irreversible: capture || !mover.king,
    capture,
    promoted: move.promoted,
  });
  const result = boardEnd(after, toMove, draw);
  if (result !== null) events.push({ type: 'boardEnded', winner: result.winner, reason: result.reason });
  const board: BoardState = { pieces, toMove, plies: s.board.plies + 1, result, draw };

  const state: State = {
    ...s,
    board,
    yearPly: s.yearPly + 1,
    firms: setKey(s.firms, firm, firmAfter),
  };
  const next: Step = { state, events };
  // spec 8.3 step 6
  return result !== null || state.yearPly >= LIMITS.pliesPerYear ? endBoardPhase(next) : beginPly(next);
}

/** Spec 8.3 step 6's end of the board phase: activeFirm null, tokens expired, year income (8.5), session open (8.8). */
export function endBoardPhase(step: Step): Step {
  const s = step.state;
  const events = [...step.events];
  let firms = s.firms;
  for (const f of FIRMS) {
    const token = firms[f].token;
    if (token !== null && token.year <= s.year) {
      events.push({ type: 'tokenCleared', firm: f, holder: token.holder, reason: 'expired' });
      firms = updateKey(firms, f, (x) => ({ ...x, token: null }));
    }
  }
  return openSession(yearIncome({ state: { ...s, activeFirm: null, firms }, events }));
}
