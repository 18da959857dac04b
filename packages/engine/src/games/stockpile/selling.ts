import type { Violation } from './codes.ts';
import { isCompanyId, type CompanyId } from './companies.ts';
import type { Draft } from './draft.ts';
import { credit } from './money.ts';
import { shareValue } from './share-value.ts';
import { priceOf } from './ticker.ts';
import type { Event, SeatState, SellCounts, SellMove } from './types.ts';

function isCount(v: unknown): boolean {
  return v === undefined || (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0);
}

/** spec 8.9 checks, each over every company of the move: NO_SUCH_COMPANY, BAD_COUNT, NOT_ENOUGH_SHARES. */
export function checkSell(me: SeatState, cards: SellMove['cards']): Violation | null {
  const keys = Object.keys(cards);
  if (keys.length === 0) return null;
  for (const c of keys) if (!isCompanyId(c)) return { code: 'NO_SUCH_COMPANY', detail: { company: c.slice(0, 40) } };
  for (const c of keys) {
    const n = cards[c] as SellCounts;
    if (!isCount(n.regular) || !isCount(n.split) || !isCount(n.halve))
      return { code: 'BAD_COUNT', detail: { company: c } };
  }
  for (const c of keys) {
    const n = cards[c] as SellCounts;
    const h = me.portfolio[c as CompanyId];
    if ((n.regular ?? 0) > h.regular || (n.split ?? 0) + (n.halve ?? 0) > h.split)
      return { code: 'NOT_ENOUGH_SHARES', detail: { company: c } };
  }
  return null;
}

/** spec 8.9 effect, company by company, then one credit of the whole proceeds. */
export function applySell(d: Draft, seat: number, cards: SellMove['cards'], events: Event[]): void {
  const me = d.seats[seat] as SeatState;
  let total = 0;
  const sold: Record<string, Required<SellCounts>> = {};
  for (const key in cards) {
    const c = key as CompanyId;
    const n = cards[c] as SellCounts;
    const regular = n.regular ?? 0;
    const split = n.split ?? 0;
    const halve = n.halve ?? 0;
    if (regular === 0 && split === 0 && halve === 0) continue;
    sold[c] = { regular, split, halve };
    // spec 8.9: a split card is two shares, a halved one gives up one of them
    total += (regular + 2 * split + halve) * shareValue(priceOf(d, c), me.investors);
    const h = me.portfolio[c];
    d.setHolding(seat, c, h.regular + halve - regular, h.split - split - halve);
    // Sales are public: what was known to be held is known to be gone, and a halved card is seen turning regular.
    const known = Math.max(0, me.known[c] - regular) + halve;
    if (known !== me.known[c]) d.knownW(seat)[c] = known;
    let changed = false;
    for (let v = 0; v < me.knownBy.length && !changed; v++) {
      const k = (me.knownBy[v] as Record<CompanyId, number>)[c];
      changed = v !== seat && Math.max(0, k - regular) + halve !== k;
    }
    if (changed) {
      const w = d.knownByW(seat);
      for (let u = 0; u < w.length; u++) {
        const k = w[u] as Record<CompanyId, number>;
        if (u !== seat) k[c] = Math.max(0, k[c] - regular) + halve;
      }
    }
  }
  events.push({ type: 'sold', seat, cards: sold, total });
  d.sales = [...d.sales, { seat, cards: sold, total }];
  credit(d, seat, total, events);
}
