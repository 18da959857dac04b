import type { Seat } from '../../core/game.ts';
import { COMPANIES, type CompanyId } from './companies.ts';
import { MAJORITY_BONUS } from './config.ts';
import type { ByCompany, SeatView, View } from './types.ts';

/** Who leads a company's majority race as far as one viewer can tell (spec 11.1 step 1, on what 10.2 shows). */
export interface KnownMajority {
  /** Shares each seat is known to hold (a split card counts 2); for the viewer's own seat, what it holds. */
  readonly shares: readonly number[];
  /** The most shares each seat could hold, its hidden cards all of this company. */
  readonly most: readonly number[];
  /** The seats with the most known shares (none when nobody is known to hold one). */
  readonly leaders: readonly Seat[];
  /** What each leader would get if the game were scored now: the sole or the tied bonus. */
  readonly each: number;
  /** Whether the hidden cards cannot change who leads: no other seat could reach the lead and no tie could break. */
  readonly sure: boolean;
}

function known(s: SeatView, c: CompanyId): { shares: number; most: number } {
  if (s.full) {
    const shares = s.portfolio[c].regular + 2 * s.portfolio[c].split;
    return { shares, most: shares };
  }
  const shares = s.known[c] + 2 * s.split[c];
  return { shares, most: shares + s.hiddenCount };
}

/** One company's majority as the view shows it; `shares` may replace a seat's shares (a sale being previewed). */
export function knownMajority(view: View, c: CompanyId, shares?: { readonly seat: Seat; readonly shares: number }) {
  const counts = view.seats.map((s, i) => {
    const k = known(s, c);
    return shares !== undefined && shares.seat === i ? { shares: shares.shares, most: shares.shares } : k;
  });
  const best = Math.max(0, ...counts.map((k) => k.shares));
  // D16: a majority needs at least one share; resigned seats still count.
  const leaders = best < 1 ? [] : counts.flatMap((k, i) => (k.shares === best ? [i] : []));
  const others = counts.filter((_, i) => !leaders.includes(i));
  const sure =
    others.every((k) => k.most < Math.max(best, 1)) &&
    (leaders.length <= 1 || leaders.every((s) => counts[s]?.most === best));
  const result: KnownMajority = {
    shares: counts.map((k) => k.shares),
    most: counts.map((k) => k.most),
    leaders,
    each: leaders.length === 1 ? MAJORITY_BONUS.sole : leaders.length > 1 ? MAJORITY_BONUS.tiedEach : 0,
    sure,
  };
  return result;
}

/** Every company's majority as the view shows it, in company order. */
export function knownMajorities(view: View): ByCompany<KnownMajority> {
  const out = {} as Record<CompanyId, KnownMajority>;
  for (const c of COMPANIES) out[c] = knownMajority(view, c);
  return out;
}
