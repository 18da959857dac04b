import type { Seat } from '../../core/game.ts';
import { COMPANIES, type CompanyId } from './companies.ts';
import { priceAt, trackOf } from './ticker.ts';
import type { Event, View } from './types.ts';

/** One company sold at the final price (spec 11.1 step 2): its cards, shares (a split card counts 2) and value. */
export interface SheetLine {
  readonly company: CompanyId;
  readonly regular: number;
  readonly split: number;
  readonly shares: number;
  readonly price: number;
  readonly value: number;
}

/** One seat's final scoring, line by line, so that it adds up on screen (spec 11.1). */
export interface ScoreSheet {
  readonly seat: Seat;
  /** Cash when the scoring began. */
  readonly cash: number;
  /** Majority bonuses, in company order. */
  readonly bonuses: readonly { readonly company: CompanyId; readonly amount: number; readonly tied: boolean }[];
  /** Shares sold at the final prices, in company order. */
  readonly lines: readonly SheetLine[];
  /** Golden Graham's $1,000 a share liquidated (0 without him). */
  readonly graham: number;
  /** Trading Fees owed when the scoring began: paid from what it brought, or charged in full (spec 11.1 step 3). */
  readonly debt: number;
  /** cash + bonuses + lines + graham − debt. */
  readonly score: number;
}

/**
 * The final scoring of a finished game for each seat, from the view at the end and the scoring's events (spec 9:
 * `majorityBonus`, `liquidated` with the holdings sold, the fees its money paid off). Without scoring events (an
 * early end, 11.3) a sheet is the cash less the fees owed.
 */
export function scoreSheets(view: View, events: readonly Event[]): ScoreSheet[] {
  const start = events.findIndex((e) => e.type === 'majorityBonus' || e.type === 'liquidated');
  const scoring = start < 0 ? [] : events.slice(start);
  return view.seats.map((s, seat) => {
    const bonuses: { company: CompanyId; amount: number; tied: boolean }[] = [];
    const lines: SheetLine[] = [];
    let liquidation = 0;
    let paidOff = 0;
    for (const e of scoring) {
      if (e.type === 'majorityBonus' && e.seats.includes(seat))
        bonuses.push({ company: e.company, amount: e.each, tied: e.seats.length > 1 });
      else if (e.type === 'feeDebtPaid' && e.seat === seat) paidOff += e.amount;
      else if (e.type === 'liquidated' && e.seat === seat) {
        liquidation = e.amount;
        for (const c of COMPANIES) {
          const h = e.holdings[c];
          const shares = h.regular + 2 * h.split;
          if (shares === 0) continue;
          const price = priceAt(trackOf(view, c), view.prices[c]);
          lines.push({ company: c, regular: h.regular, split: h.split, shares, price, value: shares * price });
        }
      }
    }
    const bonus = bonuses.reduce((a, b) => a + b.amount, 0);
    const sold = lines.reduce((a, l) => a + l.value, 0);
    // spec 8.14 graham: what the liquidation paid beyond the shares at the final prices.
    const graham = Math.max(0, liquidation - sold);
    const owed = s.feeDebt.reduce((a, b) => a + b, 0);
    // The fees the scoring's money paid off (8.2 settle) were owed when it began, and came out of its money.
    const cash = s.cash - bonus - liquidation + paidOff;
    const debt = owed + paidOff;
    return { seat, cash, bonuses, lines, graham, debt, score: cash + bonus + sold + graham - debt };
  });
}
