/**
 * Accounts and the derived values of spec 4: who controls an account, free cash and shares, votes, the effective
 * move holder, and the small updates every rule uses to move money and shares.
 */
import type { Seat } from '../../core/game.ts';
import { FIRMS, LIMITS, SHARES, type FirmId } from './config.ts';
import type { Account, Holdings, State, Token } from './types.ts';
import { setKey, updateAt } from '../../core/update.ts';

/**
 * What the readers below need of a state: a view has it too (its book names only the viewer's own and the state's
 * accounts, which is all a seat asks about), so bots and the table read their own accounts with the same code.
 */
export interface Ledger {
  readonly players: number;
  readonly year: number;
  readonly seats: State['seats'];
  readonly firms: State['firms'];
  readonly gov: State['gov'];
  readonly bids: State['bids'];
  readonly book: readonly {
    readonly account: Account | null;
    readonly side: 'buy' | 'sell';
    readonly firm: FirmId;
    readonly qty: number;
    readonly limit: number;
  }[];
}

export const isFirm = (a: unknown): a is FirmId => typeof a === 'string' && (FIRMS as readonly string[]).includes(a);

/** A seat's own account is itself; a firm's is its director; the state's is 'gov' (spec 4 `controller`). */
export function controller(state: Ledger, account: Account): Seat | 'gov' {
  if (account === 'gov') return 'gov';
  if (typeof account === 'number') return account;
  return state.firms[account].director;
}

/** Whether `seat` controls `account`: its own, or a firm it directs. */
export function controls(state: Ledger, seat: Seat, account: Account): boolean {
  return controller(state, account) === seat;
}

/** The accounts a seat controls: its own first, then the firms it directs in firm order (spec 7.4). */
export function controlledAccounts(state: Ledger, seat: Seat): (Seat | FirmId)[] {
  const out: (Seat | FirmId)[] = [seat];
  for (const f of FIRMS) if (state.firms[f].director === seat) out.push(f);
  return out;
}

export function isActive(state: Ledger, seat: Seat): boolean {
  return state.seats[seat]?.status === 'active';
}

export function activeSeats(state: Ledger): Seat[] {
  const out: Seat[] = [];
  state.seats.forEach((s, i) => {
    if (s.status === 'active') out.push(i);
  });
  return out;
}

/** A seat number of this table. */
export function isSeat(state: Ledger, x: unknown): x is Seat {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < state.players;
}

export function cashOf(state: Ledger, account: Account): number {
  if (account === 'gov') return state.gov.cash;
  if (typeof account === 'number') return state.seats[account]!.cash;
  return state.firms[account].cash;
}

export function holdingsOf(state: Ledger, account: Account): Holdings {
  if (account === 'gov') return state.gov.holdings;
  if (typeof account === 'number') return state.seats[account]!.holdings;
  return state.firms[account].holdings;
}

/** cash − reserved by open buy orders − (seats) reserved by bids (spec 4 `freeCash`). */
export function freeCash(state: Ledger, account: Account): number {
  let free = cashOf(state, account);
  for (const o of state.book) if (o.account === account && o.side === 'buy') free -= o.qty * o.limit;
  if (typeof account === 'number') for (const b of state.bids) if (b.seat === account) free -= b.qty * b.price;
  return free;
}

/** holdings − shares reserved by open sell orders (spec 4 `freeShares`). */
export function freeShares(state: Ledger, account: Account, firm: FirmId): number {
  let free = holdingsOf(state, account)[firm];
  for (const o of state.book) if (o.account === account && o.side === 'sell' && o.firm === firm) free -= o.qty;
  return free;
}

/** Every share but the treasury (spec 4 `votingShares`). */
export function votingShares(state: Ledger, firm: FirmId): number {
  return SHARES.perFirm - state.firms[firm].holdings[firm];
}

/** Votes of an account in a firm: its holding; none for the firm itself or the state (spec 4 `votesOf`). */
export function votesOf(state: Ledger, account: Account, firm: FirmId): number {
  if (account === 'gov' || account === firm) return 0;
  return holdingsOf(state, account)[firm];
}

/** The firm's token if it serves this year (spec 4: `token.year === year`), else null. */
export function servingToken(state: Pick<Ledger, 'firms' | 'year'>, firm: FirmId): Token | null {
  const token = state.firms[firm].token;
  return token !== null && token.year === state.year ? token : null;
}

/** The token holder if a token serves this year, else the director (spec 4 `effectiveHolder`). */
export function effectiveHolder(state: Ledger, firm: FirmId): Seat {
  return servingToken(state, firm)?.holder ?? state.firms[firm].director;
}

/** Holds >= 5 shares of some firm, or directs a firm holding >= 5 of another; treasury never counts (spec 4). */
export function eligibleToRequest(state: Ledger, seat: Seat): boolean {
  const own = state.seats[seat]!.holdings;
  if (FIRMS.some((f) => own[f] >= LIMITS.meetingThreshold)) return true;
  return FIRMS.some(
    (d) =>
      state.firms[d].director === seat &&
      FIRMS.some((f) => f !== d && state.firms[d].holdings[f] >= LIMITS.meetingThreshold),
  );
}

/** Holdings with `delta` shares of `firm` added. */
export function addShares(h: Holdings, firm: FirmId, delta: number): Holdings {
  return setKey(h, firm, h[firm] + delta);
}

/** The state with `delta` cash added to an account (negative to take). */
export function addCash(state: State, account: Account, delta: number): State {
  if (delta === 0) return state;
  if (account === 'gov') return { ...state, gov: { ...state.gov, cash: state.gov.cash + delta } };
  if (typeof account === 'number') {
    return { ...state, seats: updateAt(state.seats, account, (s) => ({ ...s, cash: s.cash + delta })) };
  }
  const f = state.firms[account];
  return { ...state, firms: setKey(state.firms, account, { ...f, cash: f.cash + delta }) };
}

/** The state with `qty` shares of `firm` moved from one account to another. */
export function moveShares(state: State, from: Account, to: Account, firm: FirmId, qty: number): State {
  if (qty === 0) return state;
  return withShares(withShares(state, from, firm, -qty), to, firm, qty);
}

function withShares(state: State, account: Account, firm: FirmId, delta: number): State {
  if (account === 'gov') {
    return { ...state, gov: { ...state.gov, holdings: addShares(state.gov.holdings, firm, delta) } };
  }
  if (typeof account === 'number') {
    const seats = updateAt(state.seats, account, (s) => ({ ...s, holdings: addShares(s.holdings, firm, delta) }));
    return { ...state, seats };
  }
  const f = state.firms[account];
  return { ...state, firms: setKey(state.firms, account, { ...f, holdings: addShares(f.holdings, firm, delta) }) };
}

/** A holdings record with every firm at `n`. */
export function holdingsAll(n: number): Holdings {
  return { w1: n, w2: n, w3: n, w4: n, b1: n, b2: n, b3: n, b4: n };
}

/** A record with the same value for every firm. */
export function byFirm<T>(make: (f: FirmId) => T): Record<FirmId, T> {
  return {
    w1: make('w1'),
    w2: make('w2'),
    w3: make('w3'),
    w4: make('w4'),
    b1: make('b1'),
    b2: make('b2'),
    b3: make('b3'),
    b4: make('b4'),
  };
}
