import type { Seat } from '../../core/game.ts';
import { replaceAt, setKey, updateAt } from '../../core/update.ts';
import { COMPANIES, type CompanyId } from './companies.ts';
import type { ByCompany, Event, ForecastPair, Holding, SeatView, View } from './types.ts';

// A board that shows a transition step by step (a Movement revealed pair by pair, spec 8.10) needs the view as it
// was after each step, but the server sends only the view after the whole move. These fold the events of a sale
// (8.9), of price moves with their splits, bankruptcies and dividends (8.3, 8.4), of fee payments (8.2) and of the
// reveals (8.10) onto the view before them: every field they change is in the events themselves (spec 9), so the
// result is what the viewer would have been sent at that point. Other events leave the view as it is.

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Counts = Mutable<ByCompany<number>>;

const copyCounts = (c: ByCompany<number>): Counts => ({ ...c });

/** The view after `events` (as this viewer saw them), starting from `view`; `view` itself is left as it was. */
export function viewAfter(view: View, events: readonly Event[]): View {
  let v = view;
  for (const e of events) v = viewAfterEvent(v, e);
  return v;
}

function withSeat(v: View, seat: Seat, change: (s: SeatView) => SeatView): View {
  if (v.seats[seat] === undefined) return v;
  return { ...v, seats: updateAt(v.seats, seat, change) };
}

const addCash = (s: SeatView, amount: number): SeatView => ({ ...s, cash: s.cash + amount });

/**
 * The seat's holding of `c` changed: `regular` and `split` cards now (for another seat `regular` counts only the
 * cards the viewer could see go or come: `hiddenGone` of its hidden cards are accounted for), what everyone knows of
 * its regular cards given by `known` from what was known before.
 */
function changeHolding(
  s: SeatView,
  seat: Seat,
  c: CompanyId,
  change: { regular: number; split: number; hiddenGone: number; known: (before: number) => number },
): SeatView {
  if (s.full) {
    const knownNow = copyCounts(s.known);
    knownNow[c] = change.known(s.known[c]);
    const knownBy = s.knownBy.map((k, v) => {
      if (v === seat) return k;
      const next = copyCounts(k);
      next[c] = change.known(k[c]);
      return next;
    });
    return {
      ...s,
      portfolio: setKey(s.portfolio, c, { regular: change.regular, split: change.split }),
      known: knownNow,
      knownBy,
    };
  }
  // Another seat (spec 10.2): its known regular cards by company, its split cards, and a count of the rest.
  const knownNow = copyCounts(s.known);
  knownNow[c] = change.known(s.known[c]);
  const splitNow = copyCounts(s.split);
  splitNow[c] = change.split;
  return { ...s, known: knownNow, split: splitNow, hiddenCount: Math.max(0, s.hiddenCount - change.hiddenGone) };
}

/** The regular cards of `c` the seat holds, as far as the viewer can tell (another seat: the known ones). */
function regularOf(s: SeatView, c: CompanyId): number {
  return s.full ? s.portfolio[c].regular : s.known[c];
}

function splitOf(s: SeatView, c: CompanyId): number {
  return s.full ? s.portfolio[c].split : s.split[c];
}

/**
 * The seat's regular cards of `c` all accounted for by a public count (`actual`: converted by a split, lost in a
 * bankruptcy, paid a dividend): for another seat, those beyond the known ones were hidden.
 */
function counted(s: SeatView, c: CompanyId, actual: number): number {
  return s.full ? 0 : Math.max(0, actual - s.known[c]);
}

/** The pair revealed, public from now on (spec 8.10), in its place: the holder's, the public or a hidden pair. */
function reveal(v: View, e: Extract<Event, { type: 'pairRevealed' }>): View {
  const open: ForecastPair = { company: e.company, forecast: e.forecast, knownTo: [] };
  const same = (p: { readonly company: CompanyId } | null) => p !== null && p.company === e.company;
  if (e.holder === 'public') return v;
  if (e.holder === 'hidden') {
    const k = v.hiddenPairs.findIndex(same);
    const at = k >= 0 ? k : v.hiddenPairs.findIndex((p) => p === null);
    return at < 0 ? v : { ...v, hiddenPairs: replaceAt(v.hiddenPairs, at, open) };
  }
  return withSeat(v, e.holder, (s) => {
    if (s.full) return s;
    const k = s.pairs.findIndex(same);
    const at = k >= 0 ? k : s.pairs.findIndex((p) => p === null);
    return at < 0 ? s : { ...s, pairs: replaceAt(s.pairs, at, open) };
  });
}

function viewAfterEvent(v: View, e: Event): View {
  switch (e.type) {
    case 'priceMoved':
      return { ...v, prices: setKey(v.prices, e.company, e.to) };
    case 'feePaid':
      return withSeat(v, e.seat, (s) => addCash(s, -e.amount));
    case 'feeGained':
      return withSeat(v, e.seat, (s) => addCash(s, e.amount));
    case 'feeDeferred':
      return withSeat(v, e.seat, (s) => ({ ...s, feeDebt: [...s.feeDebt, e.amount] }));
    case 'feeDebtPaid':
      // spec 8.2: whole cards, oldest first.
      return withSeat(v, e.seat, (s) => {
        const k = s.feeDebt.indexOf(e.amount);
        const feeDebt = k < 0 ? s.feeDebt : [...s.feeDebt.slice(0, k), ...s.feeDebt.slice(k + 1)];
        return { ...addCash(s, -e.amount), feeDebt };
      });
    case 'sold':
      // spec 8.9: the counts sold are public: what was known to be held is known to be gone (a sale beyond it came
      // out of the hidden cards), and a halved card is seen turning regular.
      return withSeat(v, e.seat, (s) => {
        let out = addCash(s, e.total);
        for (const c of COMPANIES) {
          const n = e.cards[c];
          if (n === undefined) continue;
          const regular = n.regular ?? 0;
          const split = n.split ?? 0;
          const halve = n.halve ?? 0;
          out = changeHolding(out, e.seat, c, {
            regular: out.full ? out.portfolio[c].regular + halve - regular : 0,
            split: splitOf(out, c) - split - halve,
            hiddenGone: out.full ? 0 : Math.max(0, regular - out.known[c]),
            known: (k) => Math.max(0, k - regular) + halve,
          });
        }
        return out;
      });
    case 'split': {
      // spec 8.4: super-split money for the cards already split, then every regular card turns split (the counts
      // moved are public).
      const seats = v.seats.map((s, i) => {
        const moved = e.moved[i] ?? 0;
        const out = addCash(s, e.superSplit[i] ?? 0);
        if (moved === 0) return out;
        return changeHolding(out, i, e.company, {
          regular: 0,
          split: splitOf(s, e.company) + moved,
          hiddenGone: counted(s, e.company, moved),
          known: () => 0,
        });
      });
      return { ...v, seats };
    }
    case 'bankrupt': {
      const seats = v.seats.map((s, i) => {
        const lost: Holding = e.lost[i] ?? { regular: 0, split: 0 };
        if (lost.regular + lost.split === 0) return s;
        return changeHolding(s, i, e.company, {
          regular: 0,
          split: 0,
          hiddenGone: counted(s, e.company, lost.regular),
          known: () => 0,
        });
      });
      return { ...v, seats };
    }
    case 'dividend': {
      // spec 8.4: the amounts paid make every holding of the company public.
      const seats = v.seats.map((s, i) => {
        const paid = e.paid[i] ?? 0;
        const out = addCash(s, paid);
        const split = splitOf(s, e.company);
        const regular = e.perShare > 0 ? Math.max(0, paid / e.perShare - 2 * split) : regularOf(s, e.company);
        return changeHolding(out, i, e.company, {
          regular,
          split,
          hiddenGone: counted(s, e.company, regular),
          known: () => regular,
        });
      });
      return { ...v, seats };
    }
    case 'pairRevealed':
      return reveal(v, e);
    case 'resigned':
      return withSeat(v, e.seat, (s) => ({ ...s, resigned: true }));
    default:
      return v;
  }
}
