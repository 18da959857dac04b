/** The accounts of a position (spec 12): directors, seats, firms with their tokens, the state, closing prices. */
import type { Seat } from '../../core/game.ts';
import { byFirm, holdingsAll } from './accounts.ts';
import { FIRMS, LIMITS, SHARES, START_CASH, type FirmId } from './config.ts';
import { Bad, arr, byFirmIds, int, intOr, obj, oneOf, seat } from './position-read.ts';
import type { FirmState, Holdings, SeatState, State, Token } from './types.ts';

const SEAT_KEYS = ['cash', 'holdings', 'status'];
const FIRM_KEYS = ['cash', 'holdings', 'token', 'plies', 'captures', 'taxDue'];

/** What the accounts of a position give. */
export interface PositionAccounts {
  readonly seats: SeatState[];
  readonly firms: Record<FirmId, FirmState>;
  readonly gov: { readonly cash: number; readonly holdings: Holdings };
  readonly close: Record<FirmId, number>;
}

/** The phase and year the position enters (tokens are checked against them). */
export interface PositionTime {
  readonly phase: 'auction' | 'board' | 'session' | 'meeting';
  readonly year: number;
}

/** A partial holdings record: shares >= 0, firm ids only; missing firms take `dflt(f)`. */
function holdings(raw: unknown, field: string, dflt: (f: FirmId) => number): Record<FirmId, number> {
  const h = byFirm(dflt);
  if (raw !== undefined) for (const [f, v] of byFirmIds(raw, field)) h[f] = int(v, `${field}.${f}`);
  return h;
}

/** spec 12: 8 seats in firm order, or the deal of the seed. */
function directors(raw: unknown, base: State): Record<FirmId, Seat> {
  if (raw === undefined) return byFirm((f) => base.firms[f].director);
  const list = arr(raw, 'directors');
  if (list.length !== FIRMS.length) throw new Bad('directors', `needs ${FIRMS.length} seats in firm order`);
  return byFirm((f) => seat(list[FIRMS.indexOf(f)], base.players, `directors[${FIRMS.indexOf(f)}]`));
}

function seats(raw: unknown, base: State): SeatState[] {
  const out = base.seats.slice();
  if (raw === undefined) return out;
  const list = arr(raw, 'seats');
  if (list.length > base.players) throw new Bad('seats', `at most ${base.players} entries`);
  list.forEach((entry, i) => {
    if (entry === null) return; // spec 12: null = as setup
    const field = `seats[${i}]`;
    const s = obj(entry, SEAT_KEYS, field);
    out[i] = {
      status: s['status'] === undefined ? 'active' : oneOf(s['status'], ['active', 'resigned'], `${field}.status`),
      cash: intOr(s['cash'], START_CASH, `${field}.cash`),
      holdings: holdings(s['holdings'], `${field}.holdings`, () => 0),
    };
  });
  if (out.filter((s) => s.status === 'active').length < 2) throw new Bad('seats', 'fewer than two active seats');
  return out;
}

/**
 * The year a token issued now would carry (spec 7.3): 1 in the auction, `year` in board, `year + 1` in the
 * session and meeting. Tokens of other years cannot exist there (older ones are cleared at the end of the board
 * phase, 8.3 step 6), so we require exactly this year.
 */
const tokenYear = (t: PositionTime): number => (t.phase === 'auction' ? 1 : t.phase === 'board' ? t.year : t.year + 1);

/** spec 12: holder a valid, active seat (and not the director: a token to the director is written null, 7.3). */
function token(raw: unknown, field: string, director: Seat, live: readonly SeatState[], t: PositionTime): Token | null {
  if (raw === undefined || raw === null) return null;
  const k = obj(raw, ['holder', 'scope', 'year'], field);
  const holder = seat(k['holder'], live.length, `${field}.holder`);
  if (live[holder]!.status !== 'active') throw new Bad(`${field}.holder`, `seat ${holder} is resigned`);
  if (holder === director) throw new Bad(`${field}.holder`, 'the director holds no token (write null)');
  const scope = oneOf(k['scope'], ['ply', 'year'], `${field}.scope`);
  const year = int(k['year'], `${field}.year`, tokenYear(t), tokenYear(t));
  return { holder, scope, year };
}

function firm(f: FirmId, raw: unknown, director: Seat, live: readonly SeatState[], t: PositionTime): FirmState {
  const field = `firms.${f}`;
  const p = raw === undefined ? {} : obj(raw, FIRM_KEYS, field);
  const own = holdings(p['holdings'], `${field}.holdings`, (g) => (g === f ? SHARES.treasuryStart : 0));
  for (const g of FIRMS) {
    if (g === f && own[g] > SHARES.treasuryStart)
      throw new Bad(`${field}.holdings.${g}`, `treasury above ${SHARES.treasuryStart}`);
    if (g !== f && own[g] > LIMITS.crossHolding)
      throw new Bad(`${field}.holdings.${g}`, `more than ${LIMITS.crossHolding} shares of another firm`);
  }
  const c = p['captures'] === undefined ? {} : obj(p['captures'], ['men', 'kings'], `${field}.captures`);
  const captures = {
    men: intOr(c['men'], 0, `${field}.captures.men`),
    kings: intOr(c['kings'], 0, `${field}.captures.kings`),
  };
  return {
    color: f[0] === 'w' ? 'white' : 'black',
    director,
    cash: intOr(p['cash'], 0, `${field}.cash`),
    holdings: own,
    token: token(p['token'], `${field}.token`, director, live, t),
    plies: intOr(p['plies'], 0, `${field}.plies`, 0, LIMITS.pliesPerYear),
    captures,
    taxDue: intOr(p['taxDue'], 0, `${field}.taxDue`),
    // spec 12: `earned` is not part of a position, so it keeps its setup value (5 step 4); the plies played from the
    // position add to it (8.3 step 3).
    earned: 0,
  };
}

/**
 * spec 12: every holder defaults to 0 of a firm except its treasury (10) and `gov`, which takes the rest of 50;
 * every firm's shares total 50 and `gov` keeps its golden share.
 */
export function parseAccounts(
  raw: {
    readonly directors: unknown;
    readonly seats: unknown;
    readonly firms: unknown;
    readonly gov: unknown;
    readonly close: unknown;
  },
  base: State,
  t: PositionTime,
): PositionAccounts {
  const dir = directors(raw.directors, base);
  const live = seats(raw.seats, base);
  const firmsRaw = new Map(raw.firms === undefined ? [] : byFirmIds(raw.firms, 'firms'));
  const firms = byFirm((f) => firm(f, firmsRaw.get(f), dir[f], live, t));
  const g = raw.gov === undefined ? {} : obj(raw.gov, ['cash', 'holdings'], 'gov');
  const govGiven = new Map(g['holdings'] === undefined ? [] : byFirmIds(g['holdings'], 'gov.holdings'));
  const govHoldings = holdingsAll(0) as Record<FirmId, number>;
  for (const f of FIRMS) {
    let others = 0;
    for (const s of live) others += s.holdings[f];
    for (const h of FIRMS) others += firms[h].holdings[f];
    const field = `gov.holdings.${f}`;
    const mine = govGiven.has(f) ? int(govGiven.get(f), field) : SHARES.perFirm - others;
    if (mine + others !== SHARES.perFirm) throw new Bad(field, `${f}'s shares total ${mine + others}, not 50`);
    if (mine < SHARES.goldenShare)
      throw new Bad(field, `the state would hold ${mine} of ${f}: it keeps a golden share`);
    govHoldings[f] = mine;
  }
  const close = byFirm((f) => base.close[f]);
  if (raw.close !== undefined)
    for (const [f, v] of byFirmIds(raw.close, 'close')) close[f] = int(v, `close.${f}`, 1, LIMITS.priceMax);
  return { seats: live, firms, gov: { cash: intOr(g['cash'], 0, 'gov.cash'), holdings: govHoldings }, close };
}
