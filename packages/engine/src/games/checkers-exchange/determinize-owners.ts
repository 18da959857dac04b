/**
 * Spec 10's anonymous book for `determinize`: owners for the orders and trades a seat sees without them, and with
 * them the live cash and holdings of every account it does not control (its view shows them as at the session open).
 *
 * An order id is one hidden decision: its resting remainder and every trade on its side belong to one account. A
 * depth-first search gives them owners in id order (the order they were placed in), the accounts in a random order
 * (those that stay within spec 4 with it alone first). It backs out as soon as an account breaks spec 4 as it stood
 * when the order was placed (`placed`) or an order still without an owner has no account left (forward checking).
 * The real owners pass every one of these checks, so a view made from a state always has an answer. The answer keeps spec 4: free cash and free shares at least 0, the 12-share cap of a
 * firm with its open buys, at most 20 open orders, no firm buying its own shares, no state order but its asks, no
 * trade within one controller (7.2 SELF_TRADE), resting orders only of active controllers (8.12).
 */
import type { Seat } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import { controller, isActive, isFirm } from './accounts.ts';
import { FIRMS, LIMITS, type FirmId } from './config.ts';
import type { Account, FirmState, Order, SeatState, State, Trade, View } from './types.ts';

/**
 * Nodes one attempt of the search may visit before it starts again with other random choices (an early unlucky
 * choice is cheaper to redo than to back out of), and the attempts before it gives up (a view no state explains).
 */
const BUDGET = 400;
const ATTEMPTS = 200;

interface Group {
  readonly id: number;
  readonly side: 'buy' | 'sell';
  readonly firm: FirmId;
  /** The firm's index in FIRMS (the figures below are arrays in FIRMS order, for the search's inner loops). */
  readonly fi: number;
  /** Indexes into the tape of the trades on this order's side. */
  readonly trades: number[];
  /** Index into the book of its resting remainder, if any. */
  rest: number | null;
}

/** One account's running figures while owners are tried; per firm in FIRMS order. */
interface Books {
  cash: number;
  readonly holdings: number[];
  reservedCash: number;
  readonly reservedShares: number[];
  readonly openBuys: number[];
  open: number;
  /** The firm's index in FIRMS when the account is a firm (it may not cross-hold more than the cap), else -1. */
  readonly firm: number;
}

type Owned = Pick<State, 'book' | 'tape' | 'seats' | 'firms'>;

/** The book and the tape with every owner filled in, and the accounts' live figures they imply. */
export function assignOwners(v: View, seat: Seat, rng: Rng): Owned {
  const groups = hiddenGroups(v);
  if (groups.length === 0) return { book: v.book as Order[], tape: v.tape as Trade[], seats: v.seats, firms: v.firms };
  const candidates = [...v.seats.map((_, s) => s as Account), ...FIRMS].filter((a) => controller(v, a) !== seat);
  const books = new Map<Account, Books>(candidates.map((a) => [a, booksOf(v, a)]));
  const owner = new Map<number, Account>();
  for (const t of v.tape) {
    if (t.buyer !== null) owner.set(t.buyOrder, t.buyer);
    if (t.seller !== null) owner.set(t.sellOrder, t.seller);
  }
  const left = remaining(v, groups);
  let nodes = 0;

  const fits = (g: Group, a: Account): boolean => {
    if (a === 'gov' || (isFirm(a) && g.side === 'buy' && a === g.firm)) return false;
    const ctl = controller(v, a);
    if (g.rest !== null && (ctl === 'gov' || !isActive(v, ctl))) return false;
    for (const i of g.trades) {
      const t = v.tape[i] as View['tape'][number];
      const other = owner.get(g.side === 'buy' ? t.sellOrder : t.buyOrder);
      if (other !== undefined && controller(v, other) === ctl) return false;
    }
    return true;
  };

  /**
   * Whether some account may still take `h`, placed after the orders of `mid` (those between): spec 4 as it stood
   * when `h` was placed, as far as `mid` could have mended it, its cash as far as every sale still open could.
   */
  const viable = (h: Group, mid: Left): boolean => {
    const mended: Left = { proceeds: left.proceeds, bought: mid.bought, sold: mid.sold };
    for (const a of candidates) {
      if (!fits(h, a)) continue;
      const b = books.get(a) as Books;
      apply(b, v, h, 1);
      const ok = within(b, mended);
      apply(b, v, h, -1);
      if (ok) return true;
    }
    return false;
  };

  /** The proceeds of the sales still without an owner that `a` could take. */
  const proceedsFor = (a: Account, from: number): number => {
    let out = 0;
    for (let k = from; k < groups.length; k++) {
      const g = groups[k] as Group;
      if (g.side === 'sell' && fits(g, a))
        for (const i of g.trades) out += (v.tape[i] as Trade).qty * (v.tape[i] as Trade).price;
    }
    return out;
  };

  const search = (k: number): boolean => {
    if (++nodes > BUDGET) return false;
    if (k === groups.length) {
      for (const b of books.values()) if (!within(b, null)) return false;
      return true;
    }
    // Forward checking: an order no account can take any more shows a dead end at once.
    const mid: Left = { proceeds: 0, bought: zero(), sold: zero() };
    track(mid, v, groups[k] as Group);
    for (let j = k + 1; j < groups.length; j++) {
      if (!viable(groups[j] as Group, mid)) return false;
      track(mid, v, groups[j] as Group);
    }
    const g = groups[k] as Group;
    untrack(left, v, g);
    // Accounts that stay within spec 4 with this order alone first: they seldom need the rest to mend them.
    const first: Account[] = [];
    const later: Account[] = [];
    for (const a of rng.shuffle(candidates.filter((x) => fits(g, x)))) {
      const b = books.get(a) as Books;
      apply(b, v, g, 1);
      if (within(b, null)) first.push(a);
      else if (placed(b, proceedsFor(a, k + 1))) later.push(a);
      apply(b, v, g, -1);
    }
    for (const a of [...first, ...later]) {
      const b = books.get(a) as Books;
      apply(b, v, g, 1);
      owner.set(g.id, a);
      if (search(k + 1)) return true;
      owner.delete(g.id);
      apply(b, v, g, -1);
    }
    track(left, v, g);
    return false;
  };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    nodes = 0;
    if (search(0)) return owned(v, owner, books);
  }
  throw new Error('determinize: no owners explain this view (an inconsistent view)');
}

/** The ids whose owner the view hides, in id order. */
function hiddenGroups(v: View): Group[] {
  const byId = new Map<number, Group>();
  const group = (id: number, side: 'buy' | 'sell', firm: FirmId): Group => {
    let g = byId.get(id);
    if (g === undefined) byId.set(id, (g = { id, side, firm, fi: FIRMS.indexOf(firm), trades: [], rest: null }));
    return g;
  };
  v.tape.forEach((t, i) => {
    if (t.buyer === null) group(t.buyOrder, 'buy', t.firm).trades.push(i);
    if (t.seller === null) group(t.sellOrder, 'sell', t.firm).trades.push(i);
  });
  v.book.forEach((o, i) => {
    if (o.account === null) group(o.id, o.side, o.firm).rest = i;
  });
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** An account's figures as the view shows them (at the session open for the accounts the seat does not control). */
function booksOf(v: View, a: Account): Books {
  const shown = a === 'gov' ? v.gov : typeof a === 'number' ? (v.seats[a] as SeatState) : v.firms[a];
  return {
    cash: shown.cash,
    holdings: FIRMS.map((f) => shown.holdings[f]),
    reservedCash: 0,
    reservedShares: zero(),
    openBuys: zero(),
    open: 0,
    firm: isFirm(a) ? FIRMS.indexOf(a) : -1,
  };
}

const zero = (): number[] => FIRMS.map(() => 0);

/** Adds (`sign` 1) or takes back (-1) an order's trades and its resting remainder on an account's figures. */
function apply(b: Books, v: View, g: Group, sign: 1 | -1): void {
  for (const i of g.trades) {
    const t = v.tape[i] as View['tape'][number];
    const dir = g.side === 'buy' ? 1 : -1;
    b.cash -= sign * dir * t.qty * t.price;
    b.holdings[g.fi] = (b.holdings[g.fi] as number) + sign * dir * t.qty;
  }
  if (g.rest === null) return;
  const o = v.book[g.rest] as View['book'][number];
  b.open += sign;
  // The resting remainder is on the group's own firm and side.
  if (o.side === 'buy') {
    b.reservedCash += sign * o.qty * o.limit;
    b.openBuys[g.fi] = (b.openBuys[g.fi] as number) + sign * o.qty;
  } else b.reservedShares[g.fi] = (b.reservedShares[g.fi] as number) + sign * o.qty;
}

/** What the orders not yet given an owner could still bring any one account. */
interface Left {
  proceeds: number;
  readonly bought: number[];
  readonly sold: number[];
}

function remaining(v: View, groups: readonly Group[]): Left {
  const left: Left = { proceeds: 0, bought: zero(), sold: zero() };
  for (const g of groups) track(left, v, g);
  return left;
}

function track(left: Left, v: View, g: Group, sign: 1 | -1 = 1): void {
  for (const i of g.trades) {
    const t = v.tape[i] as View['tape'][number];
    if (g.side === 'sell') {
      left.proceeds += sign * t.qty * t.price;
      left.sold[g.fi] = (left.sold[g.fi] as number) + sign * t.qty;
    } else left.bought[g.fi] = (left.bought[g.fi] as number) + sign * t.qty;
  }
}

const untrack = (left: Left, v: View, g: Group): void => track(left, v, g, -1);

/**
 * Spec 4 on an account's figures: exactly (`left` null), or as far as the orders still without an owner could yet
 * mend them (their sales' proceeds and purchases could still come to this account, their sales could lower a
 * firm's cross-holding).
 */
function within(b: Books, left: Left | null): boolean {
  if (b.open > LIMITS.openOrdersMax) return false;
  if (left === null) return placed(b, 0);
  if (b.cash + left.proceeds < b.reservedCash) return false;
  // The search's innermost check (search bots determinize thousands of times per decision): arrays, no lookups.
  const { holdings, reservedShares, openBuys, firm } = b;
  for (let f = 0; f < holdings.length; f++) {
    const held = holdings[f] as number;
    if (held + (left.bought[f] as number) < (reservedShares[f] as number)) return false;
    if (firm >= 0 && firm !== f && held + (openBuys[f] as number) - (left.sold[f] as number) > LIMITS.crossHolding) {
      return false;
    }
  }
  return true;
}

/**
 * Spec 4 on an account's figures right after the order of id k was placed, its fills all counted, with the orders of
 * smaller ids only: its shares, the 12-share cap and the 20 orders exactly (shares were free when a sale was placed
 * and reserved until it filled, so counting fills early never shows fewer), its cash as far as `proceeds` could still
 * mend it (a transfer later in the session is already in the figures the view shows).
 */
function placed(b: Books, proceeds: number): boolean {
  if (b.open > LIMITS.openOrdersMax || b.cash + proceeds < b.reservedCash) return false;
  const { holdings, reservedShares, openBuys, firm } = b;
  for (let f = 0; f < holdings.length; f++) {
    const held = holdings[f] as number;
    if (held < (reservedShares[f] as number)) return false;
    if (firm >= 0 && firm !== f && held + (openBuys[f] as number) > LIMITS.crossHolding) return false;
  }
  return true;
}

/** The book, the tape, the seats and the firms with the owners found. */
function owned(v: View, owner: ReadonlyMap<number, Account>, books: ReadonlyMap<Account, Books>): Owned {
  const of = (id: number, shown: Account | null): Account => shown ?? (owner.get(id) as Account);
  const book: Order[] = v.book.map((o) => ({ ...o, account: of(o.id, o.account) }));
  const tape: Trade[] = v.tape.map((t) => ({
    ...t,
    buyer: of(t.buyOrder, t.buyer),
    seller: of(t.sellOrder, t.seller),
  }));
  const seats = v.seats.map((s, i) => {
    const b = books.get(i);
    return b === undefined ? s : { ...s, cash: b.cash, holdings: holdingsOf(s.holdings, b) };
  });
  const firms: Record<FirmId, FirmState> = { ...v.firms };
  for (const f of FIRMS) {
    const b = books.get(f);
    if (b !== undefined) firms[f] = { ...firms[f], cash: b.cash, holdings: holdingsOf(firms[f].holdings, b) };
  }
  return { book, tape, seats, firms };
}

/** The account's live holdings as a record, its keys in the order the view shows them. */
function holdingsOf(shown: Readonly<Record<FirmId, number>>, b: Books): Record<FirmId, number> {
  const out = { ...shown };
  FIRMS.forEach((f, i) => (out[f] = b.holdings[i] as number));
  return out;
}
