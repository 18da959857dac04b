/** Entering the phase of a position (spec 12, second paragraph), and the setup events that describe the result. */
import { byFirm, isActive } from './accounts.ts';
import { FIRMS } from './config.ts';
import { Bad, type Rec } from './position-read.ts';
import { parseBallots, parseNominees, parseReady, parseRequests, placeBids, placeBook } from './position-market.ts';
import { openSession } from './session.ts';
import { openStage } from './stage.ts';
import { beginPly } from './ply.ts';
import type { Event, State, Step } from './types.ts';

/** `gameStarted` with the directors as they are now (spec 5 step 7; 12: setup events describe the final state). */
export function gameStarted(state: State): Event {
  return {
    type: 'gameStarted',
    players: state.players,
    years: state.options.years,
    timing: state.options.timing,
    directors: byFirm((f) => state.firms[f].director),
  };
}

/** `ready` false for active seats, true for resigned ones, as every simultaneous phase opens (8.8 step 1, 8.9 step 5). */
const freshReady = (state: State): boolean[] => state.seats.map((s) => s.status !== 'active');

/**
 * spec 8.2 by the board helper's `beginPly` from stage 0 (it opens stage 1 and emits `firmToMove`). The holder of
 * the active firm must be active (12): a resigned one would have played its fallback ply at once (8.2 step 6).
 */
function enterBoard(step: Step): Step {
  const next = beginPly(step);
  const first = next.events.find((e) => e.type === 'firmToMove');
  if (first === undefined || first.type !== 'firmToMove') throw new Error('beginPly emitted no firmToMove');
  if (!isActive(step.state, first.holder))
    throw new Bad(`directors[${FIRMS.indexOf(first.firm)}]`, `${first.firm} is to move and its director is resigned`);
  return next;
}

/** spec 12: exactly the given orders and no state asks, or the session open of 8.8 (asks included). */
function enterSession(step: Step, book: unknown): Step {
  if (book === undefined) return openSession(step);
  const opened = openStage(step, 'session');
  const state: State = { ...opened.state, ready: freshReady(opened.state), tape: [], requests: [] };
  return placeBook({ state, events: opened.events }, book);
}

/**
 * The phase of the position entered at stage 1 from a state at stage 0 (spec 12): the auction with its bids, the
 * first ply of the board, the session with its book or the state's asks, the meeting with nominees and ballots.
 * Requests and ready flags go in after the opening, which resets them.
 */
export function enterPhase(step: Step, phase: 'auction' | 'board' | 'session' | 'meeting', pos: Rec): Step {
  let next: Step;
  switch (phase) {
    case 'auction':
      next = openStage(step, 'auction');
      if (pos['bids'] !== undefined) next = placeBids(next, pos['bids']);
      break;
    case 'board':
      return enterBoard(step);
    case 'session':
      next = enterSession(step, pos['book']);
      if (pos['requests'] !== undefined)
        next = { ...next, state: { ...next.state, requests: parseRequests(next.state, pos['requests']) } };
      break;
    case 'meeting': {
      next = openStage(step, 'meeting');
      let state: State = { ...next.state, ready: freshReady(next.state) };
      if (pos['nominees'] !== undefined) state = { ...state, nominees: parseNominees(state, pos['nominees']) };
      if (pos['ballots'] !== undefined) state = { ...state, ballots: parseBallots(state, pos['ballots']) };
      next = { ...next, state };
      break;
    }
  }
  if (pos['ready'] !== undefined)
    next = { ...next, state: { ...next.state, ready: parseReady(next.state, pos['ready']) } };
  return next;
}
