/** Resignation and the early end (spec 8.12). */
import type { Seat } from '../../core/game.ts';
import { ok, type Result } from '../../core/result.ts';
import { activeSeats, byFirm, controls, effectiveHolder, isActive } from './accounts.ts';
import { cancelWhere } from './book.ts';
import { FIRMS } from './config.ts';
import { yearIncome } from './income.ts';
import { dropFromMeeting } from './meeting.ts';
import { playFallback } from './ply.ts';
import { closePricesFromTape } from './session.ts';
import { finalSettlement } from './settlement.ts';
import type { Event, State, Step } from './types.ts';
import { payTaxes } from './year.ts';
import { replaceAt, updateAt, updateKey } from '../../core/update.ts';

/** Spec 8.12 steps 1-3: the seat resigned and ready, its orders, request, meeting presence and tokens gone. */
function withdraw(state: State, seat: Seat): Step {
  const seats = updateAt(state.seats, seat, (s) => ({ ...s, status: 'resigned' as const }));
  const ready = replaceAt(state.ready, seat, true);
  const resigned: State = { ...state, seats, ready, requests: state.requests.filter((r) => r !== seat) };
  // spec 8.12 step 2: its bids and the orders of every account it controls (its own and the firms it directs)
  const step = cancelWhere(
    { state: resigned, events: [{ type: 'seatResigned', seat }] },
    (o) => controls(resigned, seat, o.account),
    'resigned',
  );
  let s = step.state;
  if (s.phase === 'meeting') s = dropFromMeeting(s, seat);
  // spec 8.12 step 3: the director moves again
  const events: Event[] = [...step.events];
  let firms = s.firms;
  for (const f of FIRMS) {
    const token = firms[f].token;
    if (token !== null && token.holder === seat) {
      events.push({ type: 'tokenCleared', firm: f, holder: seat, reason: 'holderResigned' });
      firms = updateKey(firms, f, (x) => ({ ...x, token: null }));
    }
  }
  return { state: { ...s, firms }, events };
}

/**
 * The early end of spec 8.12 and 14.1.5: everything cancelled, the phase in progress wound up without a close, taxes
 * paid (not in the auction), the final settlement for reason 'players'.
 */
export function earlyEnd(step: Step): Step {
  let next = cancelWhere(step, () => true, 'gameEnd');
  const s = next.state;
  switch (s.phase) {
    case 'auction':
      // sells nothing, appends no closeHistory, year stays 0; no tax can be due yet
      return finalSettlement(next, 'players');
    case 'board':
      // the board phase stops; its year income runs; tokens are kept
      next = yearIncome({ state: { ...s, activeFirm: null }, events: next.events });
      break;
    case 'session':
      // closing prices from its trades; no closeHistory entry; the tape stays
      next = { state: { ...s, close: closePricesFromTape(s) }, events: next.events };
      break;
    case 'meeting':
      // discarded: nobody is elected
      next = { state: { ...s, nominees: byFirm(() => []), ballots: [] }, events: next.events };
      break;
    case 'finished':
      throw new Error('early end of a finished game');
  }
  return finalSettlement(payTaxes(next), 'players');
}

/**
 * Spec 8.12 steps 1-5 and the early end. When the seat's resignation leaves every active seat ready in a simultaneous
 * phase, `closes` is true and play.ts closes the phase (so this module needs no phase-closing code).
 */
export function playResign(state: State, seat: Seat): Result<{ readonly step: Step; readonly closes: boolean }> {
  const step = withdraw(state, seat);
  const s = step.state;
  const active = activeSeats(s);
  if (active.length < 2) return ok({ step: earlyEnd(step), closes: false });
  if (s.phase === 'board') {
    // spec 8.12 step 5: a resigned holder's ply is played at once
    const firm = s.activeFirm;
    if (firm !== null && !isActive(s, effectiveHolder(s, firm))) {
      return ok({ step: playFallback(step, 'resigned'), closes: false });
    }
    return ok({ step, closes: false });
  }
  return ok({ step, closes: active.every((a) => s.ready[a] === true) });
}
