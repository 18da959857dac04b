/**
 * Spec 7.2 (checks in order, first failure wins) and 7.4 (what legalMoves lists, in what order) written out again
 * from the spec's text alone, as independent models, and compared with the engine at every state of random lively
 * games (3-8 players, every timing, both rules versions): the engine's code must be the model's for random, mostly
 * illegal moves, and its listing must be the model's for every seat. The models share no code with the engine beyond
 * the draughts move generator (spec 8.1) and `play` as the oracle of "if legal" in 7.4. The same random games check
 * 6.2's stage seconds against TIMING; two scenarios cover what no random game pins down: 7.3's token issued during
 * its firm's ply, and 9's chain at the last ready of a session.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame, Seat } from '../../core/game.ts';
import { unwrap } from '../../core/result.ts';
import { createRng, rngFromSeed, type Rng } from '../../core/rng.ts';
import { runs } from '../../../test/quickness.ts';
import { FIRMS, TIMING, type FirmId, type TimingId } from './config.ts';
import { boardFromPieces, generateMoves, squareName } from './draughts/index.ts';
import { checkersExchange } from './index.ts';
import { Match, issueToken, one, ply, ready } from './testing/match.ts';
import { chaosMove, lively } from './testing/players.ts';
import { D3, board1 } from './testing/positions.ts';
import type { Account, Event, Move, MoveOf, Phase, State } from './types.ts';

const game = checkersExchange as AnyGame;
const TIMINGS: readonly TimingId[] = ['online', 'untimed', 'blitz', 'classic'];

// ---------------------------------------------------------------------------------------------------------------
// Spec 4's derived values, as the spec defines them.

/** `effectiveHolder(f)`: the token's holder while its year is this year, else the director. */
function effectiveHolder(s: State, f: FirmId): Seat {
  const t = s.firms[f].token;
  return t !== null && t.year === s.year ? t.holder : s.firms[f].director;
}

/** `controller(a)`: the seat itself, a firm's director, or 'gov'. */
function controller(s: State, a: Account): Seat | 'gov' {
  return a === 'gov' ? 'gov' : typeof a === 'number' ? a : s.firms[a].director;
}

/** The account an order or vote acts for: 'me' is the seat's own. */
const accountOf = (seat: Seat, a: 'me' | FirmId): Seat | FirmId => (a === 'me' ? seat : a);

function holdingsOf(s: State, a: Account): Readonly<Record<FirmId, number>> {
  return a === 'gov' ? s.gov.holdings : typeof a === 'number' ? s.seats[a]!.holdings : s.firms[a].holdings;
}

function freeCash(s: State, a: Seat | FirmId): number {
  let cash = typeof a === 'number' ? s.seats[a]!.cash : s.firms[a].cash;
  for (const o of s.book) if (o.account === a && o.side === 'buy') cash -= o.qty * o.limit;
  for (const b of s.bids) if (b.seat === a) cash -= b.qty * b.price;
  return cash;
}

const votesOf = (s: State, a: Seat | FirmId, f: FirmId): number => (a === f ? 0 : holdingsOf(s, a)[f]);

const isActiveSeat = (s: State, x: number): boolean =>
  Number.isInteger(x) && x >= 0 && x < s.players && s.seats[x]!.status === 'active';

/** The active firm's legal plies (spec 8.1-8.2), their notations, and whether any piece of the colour must capture. */
function firmPlies(s: State, f: FirmId): { notations: string[]; capturesExist: boolean } {
  const firmAt = new Map(s.board.pieces.map((p) => [p.sq, p.firm]));
  const all = generateMoves(boardFromPieces(s.board.pieces), s.board.toMove);
  return {
    notations: all.filter((m) => firmAt.get(squareName(m.from)) === f).map((m) => m.notation),
    capturesExist: all.some((m) => m.captured.length > 0),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Spec 7.2: the code of a parsed move (step 1 is parseMove's, tested in moves/parse.test.ts), or 'OK'.

const ANY: readonly Phase[] = ['auction', 'board', 'session', 'meeting'];
/** The table's phases column. */
const PHASES: Readonly<Record<Move['type'], readonly Phase[]>> = {
  ply: ['board'],
  issueToken: ANY,
  bid: ['auction'],
  order: ['session'],
  cancel: ['auction', 'session'],
  transfer: ANY,
  requestMeeting: ['session'],
  nominate: ['meeting'],
  vote: ['meeting'],
  ready: ['auction', 'session', 'meeting'],
  phaseTimeout: ANY,
  resign: ANY,
};

function modelCode(s: State, seat: Seat, m: Move): string {
  if (s.phase === 'finished') return 'GAME_OVER';
  if (m.type !== 'phaseTimeout' && s.seats[seat]!.status !== 'active') return 'SEAT_RESIGNED';
  if (!PHASES[m.type].includes(s.phase)) return 'WRONG_PHASE';
  return ownCode(s, seat, m);
}

/** Step 5: the move's own checks, in the order of its row. */
function ownCode(s: State, seat: Seat, m: Move): string {
  switch (m.type) {
    case 'ply':
      return plyCode(s, seat, m);
    case 'issueToken':
      if (s.firms[m.firm].director !== seat) return 'NOT_DIRECTOR';
      if (!isActiveSeat(s, m.to)) return 'BAD_TARGET';
      return 'OK';
    case 'bid':
      if (m.price < 10) return 'BELOW_RESERVE';
      if (s.bids.filter((b) => b.seat === seat).length >= 20) return 'TOO_MANY_ORDERS';
      if (m.qty * m.price > freeCash(s, seat)) return 'INSUFFICIENT_CASH';
      return 'OK';
    case 'order':
      return orderCode(s, seat, m);
    case 'cancel': {
      // The auction cancels bids, the session orders; the state's asks are controlled by nobody.
      const owner =
        s.phase === 'auction'
          ? s.bids.find((b) => b.id === m.orderId)?.seat
          : s.book.find((o) => o.id === m.orderId)?.account;
      if (owner === undefined) return 'NO_SUCH_ORDER';
      return controller(s, owner) === seat ? 'OK' : 'NOT_YOUR_ORDER';
    }
    case 'transfer':
      if (!isActiveSeat(s, m.to) || m.to === seat) return 'BAD_TARGET';
      if (m.amount > freeCash(s, seat)) return 'INSUFFICIENT_CASH';
      return 'OK';
    case 'requestMeeting': {
      if (s.requests.includes(seat)) return 'ALREADY_REQUESTED';
      // eligibleToRequest: 5 shares of some firm, or a directed firm holding 5 of another (treasury never counts).
      const own = FIRMS.some((f) => s.seats[seat]!.holdings[f] >= 5);
      const viaFirm = FIRMS.some(
        (d) => s.firms[d].director === seat && FIRMS.some((f) => f !== d && s.firms[d].holdings[f] >= 5),
      );
      return own || viaFirm ? 'OK' : 'NOT_ELIGIBLE';
    }
    case 'nominate': {
      if (!isActiveSeat(s, m.candidate)) return 'BAD_TARGET';
      const hasVote =
        votesOf(s, seat, m.firm) > 0 || FIRMS.some((d) => s.firms[d].director === seat && votesOf(s, d, m.firm) > 0);
      if (!hasVote) return 'NO_VOTE';
      if (m.candidate === s.firms[m.firm].director || s.nominees[m.firm].includes(m.candidate))
        return 'ALREADY_NOMINATED';
      return 'OK';
    }
    case 'vote': {
      if (m.account !== 'me' && s.firms[m.account].director !== seat) return 'NOT_DIRECTOR';
      if (votesOf(s, accountOf(seat, m.account), m.firm) === 0) return 'NO_VOTE';
      const f = s.firms[m.firm];
      if (m.candidate !== null && m.candidate !== f.director && !s.nominees[m.firm].includes(m.candidate))
        return 'NOT_A_CANDIDATE';
      return 'OK';
    }
    case 'ready':
    case 'resign':
      return 'OK';
    case 'phaseTimeout':
      if (s.options.timing === 'untimed') return 'NOT_TIMED';
      if (m.stage !== s.stage) return 'STALE_TIMEOUT';
      return 'OK';
  }
}

function plyCode(s: State, seat: Seat, m: MoveOf<'ply'>): string {
  const f = s.activeFirm;
  if (f === null) throw new Error('a board phase without an active firm');
  if (seat !== effectiveHolder(s, f)) return 'NOT_YOUR_TURN';
  const piece = s.board.pieces.find((p) => p.sq === m.move.slice(0, 2));
  if (piece === undefined || piece.color !== s.board.toMove) return 'NO_PIECE';
  if (piece.firm !== f) return 'NOT_ACTIVE_FIRM';
  const { notations, capturesExist } = firmPlies(s, f);
  if (notations.includes(m.move)) return 'OK';
  const quiet = m.move.charAt(2) === '-';
  if (quiet && capturesExist) return 'CAPTURE_REQUIRED';
  if (!quiet && notations.some((n) => n.startsWith(`${m.move}:`))) return 'CAPTURE_INCOMPLETE';
  return 'ILLEGAL_PLY';
}

function orderCode(s: State, seat: Seat, m: MoveOf<'order'>): string {
  if (m.account !== 'me' && s.firms[m.account].director !== seat) return 'NOT_DIRECTOR';
  const a = accountOf(seat, m.account);
  const mine = s.book.filter((o) => o.account === a);
  const open = (side: 'buy' | 'sell'): number =>
    mine.filter((o) => o.side === side && o.firm === m.firm).reduce((x, o) => x + o.qty, 0);
  if (typeof a === 'string' && m.side === 'buy') {
    if (a === m.firm) return 'OWN_SHARES';
    if (holdingsOf(s, a)[m.firm] + open('buy') + m.qty > 12) return 'CROSS_HOLDING_CAP';
  }
  if (mine.length >= 20) return 'TOO_MANY_ORDERS';
  if (m.side === 'sell' && m.qty > holdingsOf(s, a)[m.firm] - open('sell')) return 'INSUFFICIENT_SHARES';
  if (m.side === 'buy' && m.qty * m.limit > freeCash(s, a)) return 'INSUFFICIENT_CASH';
  const me = controller(s, a);
  const crosses = s.book.some(
    (o) =>
      o.firm === m.firm &&
      o.side !== m.side &&
      controller(s, o.account) === me &&
      (m.side === 'buy' ? m.limit >= o.limit : m.limit <= o.limit),
  );
  return crosses ? 'SELF_TRADE' : 'OK';
}

// ---------------------------------------------------------------------------------------------------------------
// Spec 7.4: the listing, with `play` deciding "if legal".

const accepted = (s: State, seat: Seat, m: Move): boolean => checkersExchange.play(s, seat, m).ok;

/** The accounts a seat controls: its own first, then the firms it directs in firm order. */
const controlled = (s: State, seat: Seat): ('me' | FirmId)[] => [
  'me',
  ...FIRMS.filter((f) => s.firms[f].director === seat),
];

function modelLegal(s: State, seat: Seat): Move[] {
  if (s.phase === 'finished' || s.seats[seat]!.status !== 'active') return [];
  if (s.phase === 'board') {
    const f = s.activeFirm;
    if (f === null || effectiveHolder(s, f) !== seat) return [];
    // JavaScript string order, as the spec says: the default sort.
    return firmPlies(s, f)
      .notations.sort()
      .map((move) => ({ type: 'ply', move }));
  }
  const out: Move[] = [s.ready[seat] === true ? { type: 'ready', ready: false } : { type: 'ready' }];
  const legal = (m: Move): void => {
    if (accepted(s, seat, m)) out.push(m);
  };
  if (s.phase === 'auction') {
    for (const b of [...s.bids].sort((x, y) => x.id - y.id))
      if (b.seat === seat) out.push({ type: 'cancel', orderId: b.id });
    for (const firm of FIRMS) legal({ type: 'bid', firm, qty: 1, price: Math.max(10, s.close[firm]) });
  } else if (s.phase === 'session') {
    for (const o of [...s.book].sort((x, y) => x.id - y.id))
      if (controller(s, o.account) === seat) out.push({ type: 'cancel', orderId: o.id });
    legal({ type: 'requestMeeting' });
    const listed = new Set<string>();
    for (const account of controlled(s, seat))
      for (const firm of FIRMS) {
        const limits = (side: 'buy' | 'sell'): number[] =>
          s.book.filter((o) => o.firm === firm && o.side === side).map((o) => o.limit);
        const asks = limits('sell');
        const bids = limits('buy');
        const order = (side: 'buy' | 'sell', limit: number): Move => ({
          type: 'order',
          account,
          side,
          firm,
          qty: 1,
          limit,
        });
        const candidates: Move[] = [
          ...(asks.length > 0 ? [order('buy', Math.min(...asks))] : []),
          ...(bids.length > 0 ? [order('sell', Math.max(...bids))] : []),
          order('buy', s.close[firm]),
          order('sell', s.close[firm]),
        ];
        for (const c of candidates) {
          const key = JSON.stringify(c);
          if (listed.has(key) || !accepted(s, seat, c)) continue;
          listed.add(key);
          out.push(c);
        }
      }
  } else {
    for (const firm of FIRMS) for (let c = 0; c < s.players; c++) legal({ type: 'nominate', firm, candidate: c });
    for (const firm of FIRMS)
      for (const account of controlled(s, seat))
        for (const candidate of [s.firms[firm].director, ...s.nominees[firm]])
          legal({ type: 'vote', firm, account, candidate });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------

/** One random lively game per index: `visit` sees every state (the final one too), `after` every move played. */
function walkGames(
  games: number,
  seedPrefix: string,
  visit: (s: State, rng: Rng) => void,
  after: (before: State, seat: Seat, move: Move, events: readonly Event[]) => void = () => {},
): void {
  // Few resignations (so games run long) and many bold orders (so books fill and cross-holdings appear).
  const chooser = lively({ resign: 3, bold: 3000 });
  for (let g = 0; g < games; g++) {
    const players = 3 + (g % 6);
    const options = { timing: TIMINGS[g % TIMINGS.length]!, years: 4 };
    const rulesVersion = (g % 2) + 1;
    const seed = `${seedPrefix}-${g}`;
    let state = unwrap(checkersExchange.setup({ players, options, seed, rulesVersion }), 'setup').state;
    const rng = createRng(rngFromSeed(`${seed}-choices`));
    while (state.phase !== 'finished') {
      visit(state, rng);
      const choice = chooser(game, state, rng);
      if (choice === undefined) throw new Error(`game ${seed}: the lively player found no move in ${state.phase}`);
      const move = unwrap(checkersExchange.parseMove(choice.move), 'parse');
      const r = unwrap(checkersExchange.play(state, choice.seat, move), 'play');
      after(state, choice.seat, move, r.events);
      state = r.state;
    }
    visit(state, rng);
  }
}

describe('spec 7.2: checks in order, first failure wins', () => {
  it("the engine's code for random moves is the model's, in every phase and once finished", () => {
    const seen = new Set<string>();
    walkGames(
      runs(30, 8),
      'codes',
      (state, rng) => {
        const tries = state.phase === 'finished' ? 20 : 6;
        for (let k = 0; k < tries; k++) {
          const c = chaosMove(state, rng);
          const parsed = checkersExchange.parseMove(c.move);
          // Step 1 is parseMove's own (moves/parse.test.ts, properties.test.ts); the model starts at step 2.
          if (!parsed.ok) continue;
          const r = checkersExchange.play(state, c.seat, parsed.value);
          const got = r.ok ? 'OK' : r.error.code;
          const want = modelCode(state, c.seat, parsed.value);
          seen.add(want);
          if (got !== want) {
            const what = `${state.phase} seat ${c.seat} ${JSON.stringify(parsed.value)}`;
            throw new Error(`${what}: the engine says ${got}, the spec ${want}`);
          }
        }
      },
      // The moves that drive the game are legal, so the model must accept them too.
      (before, seat, move) => expect(modelCode(before, seat, move)).toBe('OK'),
    );
    // The chaos reaches most rows (a check on the generator, not on the engine).
    for (const code of ['GAME_OVER', 'WRONG_PHASE', 'NOT_YOUR_TURN', 'NO_PIECE', 'SELF_TRADE', 'NO_VOTE', 'OK'])
      expect(seen).toContain(code);
    expect(seen.size).toBeGreaterThan(20);
  });
});

describe('spec 7.4: legalMoves', () => {
  it("every seat's listing is the model's, at every state of random games", () => {
    const phases = new Set<Phase>();
    let listings = 0;
    walkGames(runs(20, 3), 'legal', (state) => {
      for (let seat = 0; seat < state.players; seat++) {
        const got = checkersExchange.legalMoves(state, seat);
        const want = modelLegal(state, seat);
        if (JSON.stringify(got) !== JSON.stringify(want)) {
          const where = `${state.phase} of year ${state.year}, seat ${seat}`;
          throw new Error(`${where}:\n engine ${JSON.stringify(got)}\n spec   ${JSON.stringify(want)}`);
        }
        listings++;
        if (want.length > 0) phases.add(state.phase);
      }
    });
    // Every phase with moves to list was met.
    expect([...phases].sort()).toEqual(['auction', 'board', 'meeting', 'session']);
    expect(listings).toBeGreaterThan(1000);
  });
});

describe('spec 6.2: stages', () => {
  it('every stageOpened carries the seconds of TIMING for its phase (a ply for the board), null when untimed', () => {
    const opened = new Set<string>();
    walkGames(
      runs(8, 4),
      'stages',
      () => {},
      (before, _seat, _move, events) => {
        const limits = TIMING[before.options.timing];
        for (const e of events) {
          if (e.type !== 'stageOpened') continue;
          const want = limits === null ? null : limits[e.phase === 'board' ? 'ply' : e.phase];
          expect(e.seconds).toBe(want);
          opened.add(`${before.options.timing} ${e.phase}`);
        }
      },
    );
    // The setup's auction stage is not a move's event: 4 timings x board, session, meeting.
    expect(opened.size).toBe(12);
  });
});

describe('spec 7.3: issueToken', () => {
  it("a token issued during its firm's ply hands the move over at once and opens no stage", () => {
    const m = new Match(3, board1());
    const stage = m.state.stage;
    expect(m.play(0, issueToken('w1', 2, 'year')).map((e) => e.type)).toEqual(['tokenIssued']);
    expect(m.state.stage).toBe(stage);
    expect(m.toAct()).toEqual([2]);
    expect(m.legal(2)).toEqual([ply('a3-b4')]);
    expect(m.legal(0)).toEqual([]);
    m.replayed();
  });
});

describe('spec 9: event chains', () => {
  it('the last ready of a session with no request: readyChanged, orderCancelled, sessionClosed, taxes, the next year', () => {
    const m = new Match(3, { phase: 'session', year: 1, directors: D3, firms: { w1: { taxDue: 10 } } });
    m.play(0, ready());
    m.play(1, ready());
    const events = m.play(2, ready());
    // One entry per run of equal types: the state's asks are cancelled one by one.
    const chain = events.map((e) => e.type).filter((t, i, all) => t !== all[i - 1]);
    expect(chain).toEqual([
      'readyChanged',
      'orderCancelled',
      'sessionClosed',
      'taxPaid',
      'yearEnded',
      'stageOpened',
      'firmToMove',
    ]);
    expect(one(events, 'stageOpened')).toMatchObject({ phase: 'board', year: 2 });
    m.replayed();
  });
});
