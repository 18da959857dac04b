/** Year income (spec 8.5). */
import { addCash, votingShares } from './accounts.ts';
import { FIRMS, INCOME, RATES, type FirmId } from './config.ts';
import type { Account, Event, FirmState, State, Step } from './types.ts';
import { updateKey } from '../../core/update.ts';

/** Tax and director's fee of a gross income, and the net left to the firm (spec 8.5 steps 1-3, 8.11 step 1). */
export function splitGross(gross: number): { readonly tax: number; readonly fee: number; readonly net: number } {
  const tax = Math.floor((gross * RATES.taxPct) / 100);
  const fee = Math.floor((gross * RATES.feePct) / 100);
  return { tax, fee, net: gross - tax - fee };
}

/** The holders of a firm's shares that receive its dividends, in payment order: seats, firms, gov (spec 8.5 step 3). */
export function dividendHolders(state: State, firm: FirmId): { readonly account: Account; readonly shares: number }[] {
  const out: { account: Account; shares: number }[] = [];
  state.seats.forEach((s, seat) => {
    if (s.holdings[firm] > 0) out.push({ account: seat, shares: s.holdings[firm] });
  });
  // the firm's own treasury is never paid
  for (const f of FIRMS) {
    const shares = state.firms[f].holdings[firm];
    if (f !== firm && shares > 0) out.push({ account: f, shares });
  }
  if (state.gov.holdings[firm] > 0) out.push({ account: 'gov', shares: state.gov.holdings[firm] });
  return out;
}

/** Every firm with captures: tax reserved, fee paid, dividends, retained; then captures reset. */
export function yearIncome(step: Step): Step {
  let state = step.state;
  const events: Event[] = [...step.events];
  for (const firm of FIRMS) {
    const f = state.firms[firm];
    const gross = INCOME.captureMan * f.captures.men + INCOME.captureKing * f.captures.kings;
    if (gross <= 0) continue;
    const { tax, fee, net } = splitGross(gross);
    const eligible = votingShares(state, firm);
    const perShare = Math.floor((net * RATES.payoutPct) / (100 * eligible));
    const pool = perShare * eligible;
    const retained = net - pool;
    events.push({
      type: 'yearIncome',
      firm,
      director: f.director,
      captures: f.captures,
      gross,
      tax,
      fee,
      net,
      eligible,
      perShare,
      pool,
      retained,
    });
    // spec 8.5 steps 1, 2 and 4: tax reserved, the fee to the director (resigned too), the rest kept by the firm
    state = addCash(state, f.director, fee);
    state = addCash(state, firm, retained);
    state = { ...state, firms: updateKey(state.firms, firm, (x) => ({ ...x, taxDue: f.taxDue + tax })) };
    if (perShare > 0) {
      for (const { account, shares } of dividendHolders(state, firm)) {
        const amount = perShare * shares;
        state = addCash(state, account, amount);
        events.push({ type: 'dividendPaid', firm, account, shares, amount });
      }
    }
  }
  const firms = {} as Record<FirmId, FirmState>;
  for (const f of FIRMS) {
    const fs = state.firms[f];
    firms[f] = fs.captures.men === 0 && fs.captures.kings === 0 ? fs : { ...fs, captures: { men: 0, kings: 0 } };
  }
  return { state: { ...state, firms }, events };
}
