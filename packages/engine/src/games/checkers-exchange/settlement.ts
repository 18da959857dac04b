/** The final settlement (spec 8.11) and ranking (spec 11). */
import type { Seat } from '../../core/game.ts';
import { addCash, votingShares } from './accounts.ts';
import { FIRMS, INCOME, type FirmId } from './config.ts';
import { splitGross } from './income.ts';
import { formatFraction, fraction, mul, payoutOf, valuesPerShare } from './liquidation.ts';
import type { Event, FirmState, State, Step } from './types.ts';

/** Spec 8.11 step 1: survivors earn their firms income, except the firms of a colour that lost the board game. */
function survivalIncome(step: Step): Step {
  let state = step.state;
  const events: Event[] = [...step.events];
  const winner = state.board.result?.winner ?? null;
  for (const firm of FIRMS) {
    let men = 0;
    let kings = 0;
    for (const p of state.board.pieces) {
      if (p.firm !== firm) continue;
      if (p.king) kings++;
      else men++;
    }
    const f = state.firms[firm];
    // a draw, the year limit or an early end without a winner count every piece
    const lost = winner !== null && winner !== f.color;
    const gross = lost ? 0 : INCOME.surviveMan * men + INCOME.surviveKing * kings;
    const { tax, fee, net } = splitGross(gross);
    state = addCash(addCash(addCash(state, 'gov', tax), f.director, fee), firm, net);
    events.push({ type: 'survivalIncome', firm, director: f.director, men, kings, gross, tax, fee, net });
  }
  return { state, events };
}

/** Spec 8.11 steps 2-3: exact values, payouts to every seat, the rest of the firms' cash to the state. */
function liquidate(step: Step): Step {
  const s = step.state;
  const perShare = valuesPerShare(s);
  const payouts = s.seats.map((seat) => payoutOf(seat.holdings, perShare));
  let totalCash = 0;
  for (const f of FIRMS) totalCash += s.firms[f].cash;
  const gov = totalCash - payouts.reduce((a, b) => a + b, 0);
  const firms = {} as Record<FirmId, FirmState>;
  for (const f of FIRMS) firms[f] = s.firms[f].cash === 0 ? s.firms[f] : { ...s.firms[f], cash: 0 };
  const state: State = {
    ...s,
    firms,
    seats: s.seats.map((seat, i) => ({ ...seat, cash: seat.cash + payouts[i]! })),
    gov: { ...s.gov, cash: s.gov.cash + gov },
  };
  const shown = {} as Record<FirmId, string>;
  for (const f of FIRMS) shown[f] = formatFraction(mul(perShare[f], fraction(BigInt(votingShares(s, f)))));
  return { state, events: [...step.events, { type: 'liquidation', values: shown, payouts, gov }] };
}

/** Spec 11.3: active seats by score descending, ties sharing a group, seats ascending; then resigned seats alike. */
export function rankSeats(state: State, scores: readonly number[]): Seat[][] {
  const groups: Seat[][] = [];
  for (const status of ['active', 'resigned'] as const) {
    const seats = state.seats.flatMap((s, i) => (s.status === status ? [i] : []));
    seats.sort((a, b) => scores[b]! - scores[a]! || a - b);
    let last: number | undefined;
    for (const seat of seats) {
      if (last !== undefined && scores[seat] === last) groups[groups.length - 1]!.push(seat);
      else groups.push([seat]);
      last = scores[seat];
    }
  }
  return groups;
}

/** Survival income, exact liquidation, payouts, `final`, phase finished, `gameEnded`. */
export function finalSettlement(step: Step, reason: 'years' | 'board' | 'players'): Step {
  const settled = liquidate(survivalIncome(step));
  const scores = settled.state.seats.map((s) => s.cash);
  const ranking = rankSeats(settled.state, scores);
  const state: State = {
    ...settled.state,
    phase: 'finished',
    activeFirm: null,
    final: { reason, scores, ranking },
  };
  return { state, events: [...settled.events, { type: 'gameEnded', reason, scores, ranking }] };
}
