/**
 * Setup (spec 5) as an independent model: the whole state and the events expected for 3-8 players and several seeds
 * are built here from the spec's text alone (its own Fisher-Yates on the core PRNG, the deal, the start board, the
 * accounts, rules version 2's rotation) and compared with the engine's, field for field. Around it, what the spec
 * states outright and no vector covers: section 2's constants, section 3's meta and options, and spec 10's views of a
 * session and the two-argument `viewEvent`.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../core/game.ts';
import { createRng, rngFromSeed } from '../../core/rng.ts';
import * as C from './config.ts';
import { checkersExchange } from './index.ts';
import { Match, buy, sell, transfer } from './testing/match.ts';
import { D3 } from './testing/positions.ts';
import type { Event, FirmId, Options, Piece, State } from './types.ts';

const game = checkersExchange;
const FIRMS = ['w1', 'w2', 'w3', 'w4', 'b1', 'b2', 'b3', 'b4'] as const;
const DEAL = ['w1', 'b1', 'w2', 'b2', 'w3', 'b3', 'w4', 'b4'] as const;
const ONLINE: Options = { timing: 'online', years: 6 };

/** One number for every firm, in firm order. */
const perFirm = <T>(value: (f: FirmId) => T): Record<FirmId, T> =>
  Object.fromEntries(FIRMS.map((f) => [f, value(f)])) as Record<FirmId, T>;

describe('spec 2: constants', () => {
  it('every table is as section 2 writes it', () => {
    expect(C.COLORS).toEqual(['white', 'black']);
    expect(C.FIRMS).toEqual(FIRMS);
    expect(C.FIRM_DEFS).toEqual({
      w1: { color: 'white', start: ['a1', 'b2', 'a3'] },
      b1: { color: 'black', start: ['b8', 'a7', 'b6'] },
      w2: { color: 'white', start: ['c1', 'd2', 'c3'] },
      b2: { color: 'black', start: ['d8', 'c7', 'd6'] },
      w3: { color: 'white', start: ['e1', 'f2', 'e3'] },
      b3: { color: 'black', start: ['f8', 'e7', 'f6'] },
      w4: { color: 'white', start: ['g1', 'h2', 'g3'] },
      b4: { color: 'black', start: ['h8', 'g7', 'h6'] },
    });
    expect(C.DEAL_ORDER).toEqual(DEAL);
    // prettier-ignore
    expect(C.SQUARES).toEqual(['a1','c1','e1','g1','b2','d2','f2','h2','a3','c3','e3','g3','b4','d4','f4','h4',
      'a5','c5','e5','g5','b6','d6','f6','h6','a7','c7','e7','g7','b8','d8','f8','h8']);
    expect(C.LONG_DIAGONAL).toEqual(['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7', 'h8']);
    expect(C.PROMOTION_RANK).toEqual({ white: 8, black: 1 });
    expect(C.SHARES).toEqual({ perFirm: 50, stateStart: 40, treasuryStart: 10, goldenShare: 1 });
    expect(C.START_CASH).toBe(1000);
    expect(C.AUCTION).toEqual({ lot: 20, reserve: 10, maxBidQty: 20 });
    expect(C.STATE_ASK).toEqual({ qty: 5, minPrice: 10 });
    expect(C.INCOME).toEqual({ captureMan: 200, captureKing: 400, surviveMan: 300, surviveKing: 600 });
    expect(C.RATES).toEqual({ taxPct: 20, feePct: 10, payoutPct: 50 });
    expect(C.LIMITS).toEqual({
      pliesPerYear: 8,
      crossHolding: 12,
      meetingThreshold: 5,
      orderQtyMax: 50,
      priceMax: 99_999,
      openOrdersMax: 20,
    });
    expect(C.TIMING).toEqual({
      classic: { ply: 300, auction: 600, session: 600, meeting: 300 },
      online: { ply: 60, auction: 300, session: 300, meeting: 180 },
      blitz: { ply: 30, auction: 90, session: 90, meeting: 45 },
      untimed: null,
    });
    expect(C.DRAW_LIMITS).toEqual({
      '7.2.4': 30,
      '7.2.5': 30,
      '7.2.6-45': 60,
      '7.2.6-67': 120,
      '7.2.7': 10,
      '7.2.8': 10,
    });
  });
});

describe('spec 3: meta and parseOptions', () => {
  it('meta names the game, its player range, rules version 2 and the default options', () => {
    expect(game.meta).toMatchObject({
      id: 'checkers-exchange',
      title: 'Шашечная биржа',
      minPlayers: 3,
      maxPlayers: 8,
      rulesVersion: 2,
      defaultOptions: { timing: 'online', years: 6 },
    });
  });

  it('missing keys take the defaults and every allowed value is accepted, for 3 to 8 players', () => {
    for (let players = 3; players <= 8; players++) {
      expect(game.parseOptions({}, players)).toEqual({ ok: true, value: ONLINE });
      for (const timing of ['classic', 'online', 'blitz', 'untimed'])
        for (let years = 4; years <= 10; years++)
          expect(game.parseOptions({ timing, years }, players)).toEqual({ ok: true, value: { timing, years } });
    }
    expect(game.parseOptions({ years: 9 }, 3)).toEqual({ ok: true, value: { timing: 'online', years: 9 } });
    expect(game.parseOptions({ timing: 'blitz' }, 3)).toEqual({ ok: true, value: { timing: 'blitz', years: 6 } });
  });

  it('an unknown key, a wrong type or a value outside the set is BAD_OPTION naming the option', () => {
    const cases: [unknown, string][] = [
      [{ foo: 1 }, 'foo'],
      [{ timing: 'fast' }, 'timing'],
      [{ timing: 'Online' }, 'timing'],
      [{ timing: 3 }, 'timing'],
      [{ timing: null }, 'timing'],
      [{ years: 3 }, 'years'],
      [{ years: 11 }, 'years'],
      [{ years: 5.5 }, 'years'],
      [{ years: '6' }, 'years'],
      [{ years: null }, 'years'],
      [{ years: true }, 'years'],
    ];
    for (const [raw, option] of cases) {
      const r = game.parseOptions(raw, 4);
      expect(r.ok ? null : r.error.code, JSON.stringify(raw)).toBe('BAD_OPTION');
      expect(r.ok ? null : r.error.detail, JSON.stringify(raw)).toMatchObject({ option });
    }
  });

  it('a player count outside 3..8 is BAD_PLAYER_COUNT', () => {
    for (const players of [0, 1, 2, 9, 10, 3.5]) {
      const r = game.parseOptions({}, players);
      expect(r.ok ? null : r.error.code, String(players)).toBe('BAD_PLAYER_COUNT');
    }
  });
});

/** Spec 5, steps 1-5 and 7, from the spec alone: the state and the events setup must give. */
function specSetup(players: number, seed: string): { state: State; events: Event[] } {
  // Step 1: Fisher-Yates from the top, j uniform in [0, i]; the only draw of the game.
  const rng = createRng(rngFromSeed(seed));
  const perm = Array.from({ length: players }, (_, i) => i);
  for (let i = players - 1; i >= 1; i--) {
    const j = rng.int(i + 1);
    [perm[i], perm[j]] = [perm[j]!, perm[i]!];
  }
  // Step 2: the deal round the shuffled seats.
  const directors = perFirm((f) => perm[DEAL.indexOf(f) % players]!);
  // Step 3: each firm's men on its start squares, sorted by square order (spec 4).
  const pieces: Piece[] = C.SQUARES.flatMap((sq) =>
    FIRMS.filter((f) => (C.FIRM_DEFS[f].start as readonly string[]).includes(sq)).map((firm) => ({
      sq,
      color: C.FIRM_DEFS[firm].color,
      king: false,
      firm,
    })),
  );
  const none = perFirm(() => 0);
  const state: State = {
    game: 'checkers-exchange',
    rulesVersion: 2,
    players,
    options: ONLINE,
    rng: rng.save(),
    phase: 'auction',
    year: 0,
    stage: 1,
    board: {
      pieces,
      toMove: 'white',
      plies: 0,
      result: null,
      // The key of spec 8.4: side to move, then each colour's squares in square order.
      draw: {
        positions: ['W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8'],
        kingPlies: 0,
        endgame: null,
      },
    },
    // Spec 14.2: version 2's base order for White is w4..w1; year 1 is not rotated.
    rotation: { white: ['w4', 'w3', 'w2', 'w1'], black: ['b1', 'b2', 'b3', 'b4'] },
    yearPly: 0,
    activeFirm: null,
    // Step 4: the accounts.
    seats: Array.from({ length: players }, () => ({ status: 'active', cash: 1000, holdings: none })),
    firms: perFirm((f) => ({
      color: C.FIRM_DEFS[f].color,
      director: directors[f],
      cash: 0,
      holdings: { ...none, [f]: 10 },
      token: null,
      plies: 0,
      captures: { men: 0, kings: 0 },
      taxDue: 0,
      earned: 0,
    })),
    gov: { cash: 0, holdings: perFirm(() => 40) },
    close: perFirm(() => 10),
    // Step 5: the auction opens with everything empty.
    closeHistory: [],
    nextOrderId: 1,
    bids: [],
    book: [],
    tape: [],
    requests: [],
    nominees: perFirm(() => []),
    ballots: [],
    ready: Array.from({ length: players }, () => false),
    final: null,
  };
  const events: Event[] = [
    { type: 'gameStarted', players, years: 6, timing: 'online', directors },
    { type: 'stageOpened', stage: 1, phase: 'auction', year: 0, seconds: 300 },
  ];
  return { state, events };
}

describe('spec 5: setup', () => {
  const SEEDS = ['a', 'seed-42', '', 'Шашки', ...Array.from({ length: 20 }, (_, i) => `model-${i}`)];
  for (let players = 3; players <= 8; players++) {
    it(`${players} players: the state and events are the model's for every seed, and every seat acts`, () => {
      for (const seed of SEEDS) {
        const r = game.setup({ players, options: ONLINE, seed });
        if (!r.ok) throw new Error(`setup refused seed ${JSON.stringify(seed)}: ${r.error.code}`);
        const want = specSetup(players, seed);
        expect(r.value.state, `seed ${JSON.stringify(seed)}`).toEqual(want.state);
        // toEqual ignores keys whose value is undefined: the state has exactly spec 4's fields.
        expect(Object.keys(r.value.state).sort()).toEqual(Object.keys(want.state).sort());
        expect(r.value.events).toEqual(want.events);
        expect(game.toAct(r.value.state)).toEqual(Array.from({ length: players }, (_, i) => i));
      }
    });
  }

  it('the seeds reach every order of the seats (a check on the seeds, not on the engine)', () => {
    const orders = new Set(SEEDS.map((seed) => JSON.stringify(specSetup(3, seed).events[0])));
    expect(orders.size).toBe(6);
  });

  it('a position leaves the rng as setup without one does: steps 1-5 always run first (5.6)', () => {
    const options: Options = { timing: 'untimed', years: 4 };
    const plain = game.setup({ players: 4, options, seed: 'z' });
    const position = { phase: 'board', year: 1, directors: [0, 1, 2, 3, 0, 1, 2, 3] };
    const placed = game.setup({ players: 4, options, seed: 'z', position });
    if (!plain.ok || !placed.ok) throw new Error('setup refused');
    expect(placed.value.state.phase).toBe('board');
    expect(placed.value.state.rng).toEqual(plain.value.state.rng);
  });
});

describe('spec 10: view in a session', () => {
  it("a firm's director sees its firm live and the counterparty as at the open; everyone else sees the firm at the open", () => {
    // Seat 0 directs w1 (D3); w1 sells 4 treasury shares to seat 1. At the open w1 had cash 0 and treasury 10.
    const m = new Match(3, { phase: 'session', year: 1, directors: D3 });
    m.play(0, sell('w1', 4, 9, 'w1'));
    m.play(1, buy('w1', 4, 9));
    const director = m.view(0);
    expect([director.firms.w1.cash, director.firms.w1.holdings.w1]).toEqual([36, 6]);
    expect([director.seats[1]!.cash, director.seats[1]!.holdings.w1]).toEqual([1000, 0]);
    expect(director.tape.map((t) => [t.buyer, t.seller])).toEqual([[null, 'w1']]);
    const buyer = m.view(1);
    expect([buyer.firms.w1.cash, buyer.firms.w1.holdings.w1]).toEqual([0, 10]);
    expect([buyer.seats[1]!.cash, buyer.seats[1]!.holdings.w1]).toEqual([964, 4]);
    expect(buyer.tape.map((t) => [t.buyer, t.seller])).toEqual([[1, null]]);
    for (const v of [2, 'spectator'] as const) {
      const view = m.view(v);
      expect([view.firms.w1.cash, view.firms.w1.holdings.w1]).toEqual([0, 10]);
      expect(view.seats[1]!.cash).toBe(1000);
      expect(view.tape.map((t) => [t.buyer, t.seller])).toEqual([[null, null]]);
      // The state's account is public and live.
      expect(view.gov).toEqual(m.state.gov);
    }
  });

  it('transfers are public and stay applied in the values shown as at the open', () => {
    const m = new Match(3, { phase: 'session', year: 1, directors: D3 });
    m.play(1, buy('w1', 5, 10)); // from the state's ask
    m.play(1, transfer(2, 100));
    const other = m.view(0);
    expect([other.seats[1]!.cash, other.seats[1]!.holdings.w1, other.seats[2]!.cash]).toEqual([900, 0, 1100]);
    expect(other.gov.holdings.w1).toBe(35);
    expect(m.view(1).seats[1]!.cash).toBe(850);
  });
});

describe('spec 10: viewEvent without the state', () => {
  const orderPlaced = (account: Seat | 'gov'): Event => ({
    type: 'orderPlaced',
    id: 9,
    account,
    side: 'buy',
    firm: 'w1',
    qty: 1,
    limit: 10,
  });

  it('sealed events reach only their seat; order and trade owners only their controller or when gov; the rest is public', () => {
    const bidPlaced: Event = { type: 'bidPlaced', id: 1, seat: 1, firm: 'w1', qty: 1, price: 10 };
    const bidCancelled: Event = { type: 'bidCancelled', id: 1, seat: 1, reason: 'user' };
    for (const e of [bidPlaced, bidCancelled]) {
      expect(game.viewEvent(e, 1)).toEqual(e);
      expect(game.viewEvent(e, 0)).toBeUndefined();
      expect(game.viewEvent(e, 'spectator')).toBeUndefined();
    }
    const requested: Event = { type: 'meetingRequested', seat: 2 };
    expect(game.viewEvent(requested, 2)).toEqual(requested);
    expect(game.viewEvent(requested, 0)).toBeUndefined();
    const voteCast: Event = { type: 'voteCast', firm: 'w1', account: 1, candidate: 0, votes: 3 };
    expect(game.viewEvent(voteCast, 1)).toEqual(voteCast);
    expect(game.viewEvent(voteCast, 0)).toBeUndefined();
    expect(game.viewEvent(orderPlaced(1), 1)).toEqual(orderPlaced(1));
    expect(game.viewEvent(orderPlaced(1), 0)).toEqual({ ...orderPlaced(1), account: null });
    expect(game.viewEvent(orderPlaced(1), 'spectator')).toEqual({ ...orderPlaced(1), account: null });
    expect(game.viewEvent(orderPlaced('gov'), 'spectator')).toEqual(orderPlaced('gov'));
    const trade: Event = {
      type: 'trade',
      firm: 'w1',
      qty: 1,
      price: 10,
      buyOrder: 2,
      sellOrder: 1,
      buyer: 1,
      seller: 'gov',
    };
    expect(game.viewEvent(trade, 1)).toEqual(trade);
    expect(game.viewEvent(trade, 0)).toEqual({ ...trade, buyer: null });
    // The close reveals every request and trade (spec 10's table): public as it is.
    const closed: Event = {
      type: 'sessionClosed',
      year: 1,
      close: perFirm(() => 10),
      trades: [],
      requests: [1],
      lapsed: [2],
    };
    expect(game.viewEvent(closed, 'spectator')).toEqual(closed);
  });
});
