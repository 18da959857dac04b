/** The exchange session's open and close, and meeting requests (spec 8.8, 8.9). */
import type { Seat } from '../../core/game.ts';
import { ok, type Result } from '../../core/result.ts';
import type { Violation } from './codes.ts';
import { byFirm, eligibleToRequest, isActive } from './accounts.ts';
import { cancelWhere, placeOrder } from './book.ts';
import { FIRMS, SHARES, STATE_ASK, type FirmId } from './config.ts';
import { openStage } from './stage.ts';
import type { State, Step } from './types.ts';

/** Ready flags of a new simultaneous phase: false for active seats, true for resigned ones (8.8 step 1, 8.9 step 5). */
export function resetReady(state: State): boolean[] {
  return state.seats.map((s) => s.status !== 'active');
}

/** Spec 8.8: phase session, a new stage, ready reset, tape and requests emptied, the state's asks. */
export function openSession(step: Step): Step {
  const opened = openStage(step, 'session');
  let next: Step = {
    state: { ...opened.state, ready: resetReady(opened.state), tape: [], requests: [] },
    events: opened.events,
  };
  // spec 8.8 step 2: the state never sells its golden share; the book is empty, so nothing matches yet
  for (const firm of FIRMS) {
    const qty = Math.min(STATE_ASK.qty, next.state.gov.holdings[firm] - SHARES.goldenShare);
    if (qty < 1) continue;
    const limit = Math.max(STATE_ASK.minPrice, next.state.close[firm]);
    next = placeOrder(next, 'gov', { side: 'sell', firm, qty, limit });
  }
  return next;
}

/** Closing prices from this session's tape (last trade per firm), unchanged where none (8.9 step 2, 8.12). */
export function closePricesFromTape(state: State): Record<FirmId, number> {
  const close = { ...state.close };
  for (const t of state.tape) close[t.firm] = t.price;
  return close;
}

/**
 * Spec 8.9 steps 1-5: orders cancelled, closing prices, standing requests, `sessionClosed`; opens the meeting (new
 * stage) when a request stands. `meeting` says whether it did; otherwise the caller runs the year end.
 */
export function closeSession(step: Step): { readonly step: Step; readonly meeting: boolean } {
  const cancelled = cancelWhere(step, () => true, 'close');
  const s = cancelled.state;
  const close = closePricesFromTape(s);
  // spec 8.9 step 3: a request stands only if its seat is active and still qualifies at the close
  const standing: Seat[] = [];
  const lapsed: Seat[] = [];
  for (const seat of s.requests) (isActive(s, seat) && eligibleToRequest(s, seat) ? standing : lapsed).push(seat);
  // requests stay in the state until the next session opens (14.1.3)
  const closed: Step = {
    state: { ...s, close, closeHistory: [...s.closeHistory, close], tape: [] },
    events: [
      ...cancelled.events,
      { type: 'sessionClosed', year: s.year, close, trades: s.tape, requests: standing, lapsed },
    ],
  };
  if (standing.length === 0) return { step: closed, meeting: false };
  const opened = openStage(closed, 'meeting');
  return {
    step: {
      state: { ...opened.state, ready: resetReady(opened.state), nominees: byFirm(() => []), ballots: [] },
      events: opened.events,
    },
    meeting: true,
  };
}

/** Own checks of `requestMeeting` (ALREADY_REQUESTED, NOT_ELIGIBLE); null when legal. */
export function requestViolation(state: State, seat: Seat): Violation | null {
  if (state.requests.includes(seat)) return { code: 'ALREADY_REQUESTED' };
  if (!eligibleToRequest(state, seat)) return { code: 'NOT_ELIGIBLE' };
  return null;
}

/** `requestMeeting` after the generic checks: ALREADY_REQUESTED, NOT_ELIGIBLE. */
export function playRequestMeeting(state: State, seat: Seat): Result<Step> {
  const v = requestViolation(state, seat);
  if (v !== null) return { ok: false, error: v };
  return ok({
    state: { ...state, requests: [...state.requests, seat] },
    events: [{ type: 'meetingRequested', seat }],
  });
}
