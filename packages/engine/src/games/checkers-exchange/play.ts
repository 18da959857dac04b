import type { Seat } from '../../core/game.ts';
import { assertNever, ok, type Result } from '../../core/result.ts';
import { fail } from './codes.ts';
import { activeSeats, isActive } from './accounts.ts';
import { clearAuction, playBid } from './auction.ts';
import { playCancel, playOrder } from './book.ts';
import { closeMeeting, playNominate, playVote } from './meeting.ts';
import { playFallback, playPly } from './ply.ts';
import { playResign } from './resign.ts';
import { closeSession, playRequestMeeting } from './session.ts';
import { playIssueToken, playTransfer } from './tokens.ts';
import { startYear } from './year-start.ts';
import type { Event, Move, MoveOf, Phase, State, Step } from './types.ts';
import { yearEnd } from './year.ts';
import { replaceAt } from '../../core/update.ts';

const ANY: readonly Phase[] = ['auction', 'board', 'session', 'meeting'];
const SIMULTANEOUS: readonly Phase[] = ['auction', 'session', 'meeting'];

/** The phases each move is allowed in (spec 7.2's table). */
const PHASES: Readonly<Record<Move['type'], readonly Phase[]>> = {
  ply: ['board'],
  issueToken: ANY,
  bid: ['auction'],
  order: ['session'],
  cancel: ['auction', 'session'],
  transfer: ANY,
  requestMeeting: ['session'],
  nominate: ['meeting'],
  vote: ['meeting'],
  ready: SIMULTANEOUS,
  phaseTimeout: ANY,
  resign: ANY,
};

/**
 * Whether a move of this type is played in this phase (spec 7.2's table): e.g. `ready` in the simultaneous phases,
 * the ones that wait for every active seat's Ready (spec 6.1). A board asks this rather than listing the phases.
 */
export function allowedIn(phase: Phase, type: Move['type']): boolean {
  return PHASES[type].includes(phase);
}

/**
 * Spec 7.2 steps 2-4 (GAME_OVER, SEAT_RESIGNED, WRONG_PHASE), then the move's own checks and effects (7.3). An
 * out-of-range seat is a caller bug and throws.
 */
export function play(state: State, seat: Seat, move: Move): Result<{ state: State; events: readonly Event[] }> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) throw new Error(`play: no seat ${seat}`);
  if (state.phase === 'finished') return fail('GAME_OVER');
  if (move.type !== 'phaseTimeout' && !isActive(state, seat)) return fail('SEAT_RESIGNED');
  if (!allowedIn(state.phase, move.type)) return fail('WRONG_PHASE', { phase: state.phase });
  const r = dispatch(state, seat, move);
  return r.ok ? ok({ state: r.value.state, events: r.value.events }) : r;
}

function dispatch(state: State, seat: Seat, move: Move): Result<Step> {
  switch (move.type) {
    case 'ply':
      return playPly(state, seat, move);
    case 'issueToken':
      return playIssueToken(state, seat, move);
    case 'bid':
      return playBid(state, seat, move);
    case 'order':
      return playOrder(state, seat, move);
    case 'cancel':
      return playCancel(state, seat, move);
    case 'transfer':
      return playTransfer(state, seat, move);
    case 'requestMeeting':
      return playRequestMeeting(state, seat);
    case 'nominate':
      return playNominate(state, seat, move);
    case 'vote':
      return playVote(state, seat, move);
    case 'ready':
      return ok(playReady(state, seat, move));
    case 'phaseTimeout':
      return playPhaseTimeout(state, move);
    case 'resign': {
      const r = playResign(state, seat);
      if (!r.ok) return r;
      return ok(r.value.closes ? closePhase(r.value.step) : r.value.step);
    }
    default:
      return assertNever(move);
  }
}

/** Spec 7.3 `ready`: the flag, `readyChanged` only on a change; every active seat ready closes the phase. */
function playReady(state: State, seat: Seat, move: MoveOf<'ready'>): Step {
  const flag = move.ready ?? true;
  let step: Step = { state, events: [] };
  if (state.ready[seat] !== flag) {
    const ready = replaceAt(state.ready, seat, flag);
    step = { state: { ...state, ready }, events: [{ type: 'readyChanged', seat, ready: flag }] };
  }
  return allReady(step.state) ? closePhase(step) : step;
}

/** Every active seat is ready (spec 6.1: the simultaneous phases end early then). */
export function allReady(state: State): boolean {
  return activeSeats(state).every((s) => state.ready[s] === true);
}

/** Spec 6.2: NOT_TIMED, STALE_TIMEOUT, then the phase's deadline effect. */
function playPhaseTimeout(state: State, move: MoveOf<'phaseTimeout'>): Result<Step> {
  if (state.options.timing === 'untimed') return fail('NOT_TIMED');
  if (move.stage !== state.stage) return fail('STALE_TIMEOUT', { stage: state.stage });
  const step: Step = { state, events: [] };
  return ok(state.phase === 'board' ? playFallback(step, 'timeout') : closePhase(step));
}

/**
 * The close of a simultaneous phase, at its deadline or when every active seat is ready (spec 6.1, 6.2): the
 * auction clears and year 1 starts (8.6); the session closes (8.9) and either a meeting opens or the year ends;
 * the meeting closes (8.10) and the year ends.
 */
function closePhase(step: Step): Step {
  switch (step.state.phase) {
    case 'auction':
      return startYear(clearAuction(step), 1);
    case 'session': {
      const closed = closeSession(step);
      return closed.meeting ? closed.step : yearEnd(closed.step);
    }
    case 'meeting':
      return yearEnd(closeMeeting(step));
    case 'board':
    case 'finished':
      return step;
  }
}
