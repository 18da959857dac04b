/**
 * Every invariant of invariants.ts can fail: a good state (spec 5 through setup) is broken in one way at a time and
 * the message names the break.
 */
import { describe, expect, it } from 'vitest';
import { holdingsAll } from './accounts.ts';
import { FIRMS, type FirmId } from './config.ts';
import { expectedView } from './invariants-view.ts';
import { moneyInvariants, shapeInvariants, stateInvariants, viewInvariants } from './invariants.ts';
import { dealDirectors } from './setup.ts';
import { tableStep } from './testing/state.ts';
import type { FirmState, Holdings, Order, Piece, SeatState, State, View } from './types.ts';

const zero = (): Holdings => holdingsAll(0);

/** Spec 5 through the real setup, the directors dealt with perm = identity (D3 with 3 players), in the auction. */
function start(players = 3): State {
  const dealt = dealDirectors(Array.from({ length: players }, (_, i) => i));
  return tableStep({ players, directors: FIRMS.map((f) => dealt[f]) }).state;
}

const seat = (s: State, i: number, patch: Partial<SeatState>): State => ({
  ...s,
  seats: s.seats.map((x, k) => (k === i ? { ...x, ...patch } : x)),
});
const firm = (s: State, f: FirmId, patch: Partial<FirmState>): State => ({
  ...s,
  firms: { ...s.firms, [f]: { ...s.firms[f], ...patch } },
});
const hold = (s: State, i: number, h: Partial<Holdings>): State =>
  seat(s, i, { holdings: { ...s.seats[i]!.holdings, ...h } });
const gov = (s: State, h: Partial<Holdings>, cash = s.gov.cash): State => ({
  ...s,
  gov: { cash, holdings: { ...s.gov.holdings, ...h } },
});
const order = (id: number, o: Partial<Order>): Order => ({
  id,
  account: 0,
  side: 'buy',
  firm: 'w1',
  qty: 1,
  limit: 10,
  placed: 1,
  ...o,
});

/** A session of year 1 (White to move, W1 directed by seat 0) with a live trade: seat 1 bought 2 w1 from gov at 12. */
function session(): State {
  let s: State = { ...start(), phase: 'session', year: 1, stage: 9, nextOrderId: 20 };
  s = gov(hold(seat(s, 1, { cash: 976 }), 1, { w1: 2 }), { w1: 38 }, 24);
  return {
    ...s,
    book: [
      order(3, { account: 'gov', side: 'sell', qty: 3, placed: 5, limit: 12 }),
      order(7, { account: 2, limit: 11 }),
    ],
    tape: [{ firm: 'w1', qty: 2, price: 12, buyOrder: 5, sellOrder: 3, buyer: 1, seller: 'gov' }],
  };
}

const problems = (s: State): string => stateInvariants(s).join('\n');

describe('stateInvariants (spec 4) hold on good states', () => {
  it('after setup, for every player count', () => {
    for (let n = 3; n <= 8; n++) expect(stateInvariants(start(n))).toEqual([]);
  });

  it('in a session with a book and a tape', () => {
    expect(stateInvariants(session())).toEqual([]);
  });
});

describe('stateInvariants can fail: shares and cash', () => {
  const s = start();
  it('names a firm whose shares do not total 50, a missing golden share, a big treasury, a cross-holding', () => {
    expect(problems(hold(s, 0, { w2: 1 }))).toMatch(/w2: 51 shares in all/);
    expect(problems(hold(gov(s, { b1: 0 }), 0, { b1: 40 }))).toMatch(/b1: gov holds 0/);
    expect(problems(gov(firm(s, 'w3', { holdings: { ...zero(), w3: 11 } }), { w3: 39 }))).toMatch(/w3: treasury 11/);
    expect(problems(gov(firm(s, 'w1', { holdings: { ...zero(), w1: 10, b4: 13 } }), { b4: 27 }))).toMatch(
      /w1 holds 13 of b4/,
    );
  });

  it('names a firm whose holding plus open buys pass 12', () => {
    let t = gov(firm(session(), 'w1', { holdings: { ...zero(), w1: 10, b4: 12 } }), { b4: 28 });
    t = { ...t, book: [...t.book, order(8, { account: 'w1', firm: 'b4', limit: 1 })] };
    expect(problems(t)).toMatch(/w1 holds and bids 13 of b4/);
  });

  it('names negative cash, negative free cash and negative free shares', () => {
    expect(problems(seat(s, 2, { cash: -5 }))).toMatch(/account 2 cash -5/);
    const bids = { ...s, bids: [{ id: 1, seat: 0, firm: 'w1' as const, qty: 20, price: 51 }], nextOrderId: 2 };
    expect(problems(bids)).toMatch(/account 0 free cash -20/);
    const t = session();
    expect(
      problems({ ...t, book: [...t.book, order(9, { account: 1, side: 'sell', qty: 3, placed: 3, limit: 30 })] }),
    ).toMatch(/account 1 free shares of w1 -1/);
    expect(problems(firm(s, 'b2', { cash: 1.5 }))).toMatch(/account b2 cash 1.5/);
  });

  it('names money created or lost; reserved taxes, paid income and survival income count', () => {
    expect(moneyInvariants(start())).toEqual([]);
    expect(moneyInvariants(seat(start(), 1, { cash: 1001 })).join()).toMatch(
      /money: accounts and taxes hold 3001, expected 3000/,
    );
    // A capture of this year (earned, not yet paid) and a paid one with its tax still reserved.
    let t = firm(start(), 'w1', { earned: 600, captures: { men: 1, kings: 0 }, cash: 280, taxDue: 80 });
    t = gov(seat(t, 0, { cash: 1040 }), {}, 0);
    expect(moneyInvariants(t)).toEqual([]);
    expect(moneyInvariants(firm(t, 'w1', { taxDue: 0 })).join()).toMatch(/money/);
  });
});

describe('stateInvariants can fail: the market', () => {
  it('names a crossed book, an unsorted or unissued id, a buying state, a firm buying itself', () => {
    const t = session();
    expect(problems({ ...t, book: [...t.book, order(9, { account: 1, limit: 12 })] })).toMatch(
      /book of w1 crossed: bid 12 >= ask 12/,
    );
    expect(problems({ ...t, book: [t.book[1]!, t.book[0]!] })).toMatch(/order 3 out of order/);
    expect(problems({ ...t, nextOrderId: 7 })).toMatch(/order 7 out of order or unissued/);
    expect(problems({ ...t, book: [...t.book, order(9, { account: 'gov', limit: 1 })] })).toMatch(/the state buys/);
    expect(problems({ ...t, book: [...t.book, order(9, { account: 'b1', firm: 'b1', limit: 1 })] })).toMatch(
      /b1 buys its own/,
    );
    expect(problems({ ...t, book: [...t.book, order(9, { qty: 2, placed: 1, limit: 1 })] })).toMatch(/qty 2 of 1/);
    expect(problems({ ...t, book: [...t.book, order(9, { limit: 0 })] })).toMatch(/limit 0/);
  });

  it('names the orders of a resigned seat, too many orders, a trade within one controller, a bad close', () => {
    const t = session();
    expect(problems(seat({ ...t, ready: [false, false, true] }, 2, { status: 'resigned' }))).toMatch(
      /order 7 of resigned seat 2/,
    );
    const many = Array.from({ length: 21 }, (_, i) => order(30 + i, { account: 2, limit: 1 }));
    expect(problems({ ...t, nextOrderId: 60, book: [...t.book, ...many] })).toMatch(/account 2 has 22 orders/);
    const self = { ...t, tape: [{ ...t.tape[0]!, buyer: 0, seller: 'w1' as const }] };
    expect(problems(self)).toMatch(/trade of w1 within one controller/);
    expect(problems({ ...t, close: { ...t.close, b3: 0 } })).toMatch(/close b3 0/);
  });

  it('names bids outside the auction, a book outside the session, a tape in a meeting, bad bids', () => {
    const s = start();
    const b = { id: 1, seat: 0, firm: 'w1' as const, qty: 1, price: 10 };
    expect(problems({ ...session(), bids: [b] })).toMatch(/bids in phase session/);
    expect(problems({ ...s, book: [order(1, {})], nextOrderId: 2 })).toMatch(/book in phase auction/);
    expect(problems({ ...session(), phase: 'meeting', book: [], ready: [false, false, false] })).toMatch(
      /tape in phase meeting/,
    );
    expect(problems({ ...s, bids: [{ ...b, price: 9 }], nextOrderId: 2 })).toMatch(/bid 1 price 9/);
    expect(problems({ ...s, bids: [{ ...b, qty: 21 }], nextOrderId: 2 })).toMatch(/bid 1 qty 21/);
    expect(problems({ ...s, bids: [b, b], nextOrderId: 2 })).toMatch(/bid id 1 out of order/);
  });
});

describe('stateInvariants can fail: meetings', () => {
  const meeting = (): State =>
    hold({ ...start(), phase: 'meeting', year: 1, nominees: { ...start().nominees, w1: [1] } }, 2, { w1: 5 });
  const m = gov(meeting(), { w1: 35 });
  const ballot = { firm: 'w1' as const, account: 2, candidate: 1 };

  it('a good meeting holds', () => {
    expect(stateInvariants({ ...m, ballots: [ballot] })).toEqual([]);
    // spec 7.2 `vote`: the incumbent stays a candidate after resigning.
    const resigned = seat({ ...m, ready: [true, false, false], ballots: [{ ...ballot, candidate: 0 }] }, 0, {
      status: 'resigned',
    });
    expect(stateInvariants(resigned)).toEqual([]);
  });

  it('names ballots outside the meeting, two ballots of one account, a ballot without votes or candidate', () => {
    expect(problems({ ...m, phase: 'session', nominees: start().nominees, ballots: [ballot] })).toMatch(
      /ballots in phase session/,
    );
    expect(problems({ ...m, ballots: [ballot, { ...ballot, candidate: 0 }] })).toMatch(/two ballots of w1\/2/);
    expect(problems({ ...m, ballots: [{ ...ballot, account: 1 }] })).toMatch(/ballot w1\/1 without votes/);
    expect(problems({ ...m, ballots: [{ ...ballot, candidate: 2 }] })).toMatch(/for 2, not a candidate/);
    expect(problems({ ...m, ballots: [{ ...ballot, account: 'w1' }] })).toMatch(/ballot w1\/w1 without votes/);
  });

  it('names nominees outside the meeting, the incumbent nominated, a seat nominated twice, a twice-filed request', () => {
    expect(problems({ ...m, phase: 'session' })).toMatch(/nominees of w1 in phase session/);
    expect(problems({ ...m, nominees: { ...m.nominees, w1: [0] } })).toMatch(/w1 nominates its incumbent 0/);
    expect(problems({ ...m, nominees: { ...m.nominees, w1: [1, 1] } })).toMatch(/w1 nominates a seat twice/);
    expect(problems({ ...m, requests: [2, 2] })).toMatch(/request of 2/);
    const resigned = seat({ ...m, requests: [2], ready: [false, false, true] }, 2, { status: 'resigned' });
    expect(problems(resigned)).toMatch(/request of resigned seat 2/);
  });
});

describe('stateInvariants can fail: the board', () => {
  const s = start();
  const pieces = s.board.pieces;
  const withPieces = (p: readonly Piece[]): State => ({ ...s, board: { ...s.board, pieces: p } });

  it('names pieces out of order or on one square, a light square, a wrong colour, a man on its last rank', () => {
    expect(problems(withPieces([pieces[1]!, pieces[0]!, ...pieces.slice(2)]))).toMatch(/not in square order/);
    expect(problems(withPieces([pieces[0]!, pieces[0]!, ...pieces.slice(1)]))).toMatch(/not in square order at a1/);
    expect(problems(withPieces([{ ...pieces[0]!, sq: 'b1' as never }, ...pieces.slice(1)]))).toMatch(/piece on b1/);
    expect(problems(withPieces([{ ...pieces[0]!, color: 'black' }, ...pieces.slice(1)]))).toMatch(
      /piece on a1: black w1/,
    );
    expect(
      problems(withPieces([...pieces.slice(0, 23), { sq: 'h8', color: 'white', king: false, firm: 'w4' }])),
    ).toMatch(/a white man on h8/);
  });

  it('names more than 12 pieces of a colour', () => {
    const thirteen = [
      ...pieces.slice(0, 12),
      { sq: 'b4' as const, color: 'white' as const, king: false, firm: 'w1' as const },
    ];
    expect(problems(withPieces([...thirteen, ...pieces.slice(12)]))).toMatch(/13 white pieces/);
  });
});

describe('stateInvariants can fail: the flow', () => {
  const s = start();
  const board: State = { ...s, phase: 'board', year: 1, activeFirm: 'w1' };

  it('a board phase holds; an active firm outside it, or none inside it, does not', () => {
    expect(stateInvariants(board)).toEqual([]);
    expect(problems({ ...s, activeFirm: 'w1' })).toMatch(/activeFirm w1 in auction/);
    expect(problems({ ...board, activeFirm: null })).toMatch(/activeFirm null in board/);
    expect(problems({ ...board, activeFirm: 'b1' })).toMatch(/active firm b1 with white to move/);
    expect(problems({ ...board, board: { ...board.board, result: { winner: 'white', reason: 'noMoves' } } })).toMatch(
      /board phase after the board game ended/,
    );
  });

  it('names a year that does not fit the phase, a bad rotation, a bad stage', () => {
    expect(problems({ ...s, year: 1 })).toMatch(/year 1 in phase auction/);
    expect(problems({ ...board, year: 7 })).toMatch(/year 7 in phase board/);
    expect(problems({ ...s, rotation: { ...s.rotation, white: ['w1', 'w1', 'w3', 'w4'] } })).toMatch(
      /rotation of white/,
    );
    expect(problems({ ...s, stage: 0 })).toMatch(/stage 0/);
    expect(problems({ ...session(), board: { ...s.board, toMove: 'black' } })).toMatch(
      /black to move in phase session/,
    );
  });

  it('names a token held by its director or by a resigned seat, or for a year that cannot come', () => {
    expect(problems(firm(board, 'w2', { token: { holder: 2, scope: 'ply', year: 1 } }))).toMatch(
      /w2 token held by its director/,
    );
    const t = seat(
      { ...firm(board, 'w2', { token: { holder: 0, scope: 'year', year: 1 } }), ready: [true, false, false] },
      0,
      {
        status: 'resigned',
      },
    );
    expect(problems(t)).toMatch(/w2 token held by 0/);
    expect(problems(firm(board, 'w2', { token: { holder: 0, scope: 'year', year: 8 } }))).toMatch(/w2 token year 8/);
  });

  it('names the active firm waiting for a resigned seat, a resigned seat not ready, too few active seats', () => {
    expect(problems(seat({ ...board, ready: [true, false, false] }, 0, { status: 'resigned' }))).toMatch(
      /active firm w1 waits for resigned seat 0/,
    );
    expect(problems(seat(s, 2, { status: 'resigned' }))).toMatch(/resigned seat 2 not ready/);
    const two = seat(seat({ ...s, ready: [false, true, true] }, 1, { status: 'resigned' }), 2, { status: 'resigned' });
    expect(problems(two)).toMatch(/1 active seats in a running game/);
  });

  it('names an open simultaneous phase where every active seat is ready', () => {
    expect(problems({ ...s, ready: [true, true, true] })).toMatch(/every active seat ready in an open auction/);
  });
});

describe('stateInvariants can fail: the end', () => {
  /** The start board settled at once: survival 24 men × 300, of which everything went to the state. */
  const finished = (): State => ({
    ...gov(start(), {}, 7200),
    phase: 'finished',
    ready: [false, false, false],
    final: { reason: 'players', scores: [1000, 1000, 1000], ranking: [[0, 1, 2]] },
  });

  it('a finished state holds, with the survival income counted', () => {
    expect(stateInvariants(finished())).toEqual([]);
    const lost = {
      ...finished(),
      board: { ...finished().board, result: { winner: 'white' as const, reason: 'noMoves' as const } },
    };
    expect(moneyInvariants(lost).join()).toMatch(/expected 6600/);
  });

  it('names a final result while running and none when finished', () => {
    expect(problems({ ...start(), final: finished().final })).toMatch(/final set in auction/);
    expect(problems({ ...finished(), final: null })).toMatch(/final missing in finished/);
  });

  it('names scores that are not cash, a bad ranking, firm cash left', () => {
    const f = finished();
    expect(problems({ ...f, final: { ...f.final!, scores: [1000, 999, 1000] } })).toMatch(
      /score of seat 1 999 but cash 1000/,
    );
    expect(problems({ ...f, final: { ...f.final!, ranking: [[0, 1]] } })).toMatch(/ranking is no partition/);
    expect(problems({ ...f, final: { ...f.final!, ranking: [[0], [1, 2]] } })).toMatch(/out of order/);
    expect(problems({ ...f, final: { ...f.final!, ranking: [[1, 0, 2]] } })).toMatch(/out of seat order/);
    const resigned = seat({ ...f, ready: [false, true, false] }, 1, { status: 'resigned' });
    expect(problems({ ...resigned, final: { ...f.final!, ranking: [[1], [0, 2]] } })).toMatch(
      /active seat ranked after/,
    );
    expect(problems(gov(firm(f, 'b4', { cash: 3 }), {}, 7197))).toMatch(/b4 keeps 3 after liquidation/);
  });

  it('shapeInvariants leaves money alone (positions start with any cash)', () => {
    expect(shapeInvariants(seat(start(), 0, { cash: 5000 }))).toEqual([]);
  });
});

describe('viewInvariants (spec 10) can fail', () => {
  const good = (s: State, viewer: number | 'spectator'): View => expectedView(s, viewer) as unknown as View;

  it('the spec view of every viewer holds', () => {
    for (const s of [start(), session()])
      for (const v of ['spectator', 0, 1, 2] as const) expect(viewInvariants(s, good(s, v))).toEqual([]);
  });

  it('names the rng and a field the state lacks', () => {
    const s = start();
    expect(viewInvariants(s, { ...good(s, 0), rng: s.rng } as View).join()).toMatch(/view of 0 has the rng/);
    expect(viewInvariants(s, { ...good(s, 0), hint: 1 } as View).join()).toMatch(/field hint the state lacks/);
    const { close: _close, ...noClose } = good(s, 0);
    expect(viewInvariants(s, noClose as View).join()).toMatch(/view of 0 lacks close/);
    const v = good(s, 1);
    expect(viewInvariants(s, { ...v, firms: { ...v.firms, b2: { ...v.firms.b2, cash: 5 } } }).join()).toMatch(
      /firm b2 shown as/,
    );
  });

  it("names another seat's bid, request or ballot", () => {
    const s = { ...start(), bids: [{ id: 1, seat: 1, firm: 'w1' as const, qty: 1, price: 10 }], nextOrderId: 2 };
    expect(viewInvariants(s, { ...good(s, 0), bids: s.bids }).join()).toMatch(/view of 0: bids is/);
    expect(viewInvariants(s, { ...good(s, 'spectator'), bids: s.bids }).join()).toMatch(/view of spectator: bids/);
    const r = { ...session(), requests: [1] };
    expect(viewInvariants(r, { ...good(r, 2), requests: [1] }).join()).toMatch(/view of 2: requests/);
    const b = { ...start(), ballots: [{ firm: 'w1' as const, account: 1, candidate: 0 }] };
    expect(viewInvariants(b, { ...good(b, 0), ballots: b.ballots }).join()).toMatch(/view of 0: ballots/);
  });

  it('names a hidden owner shown, a visible owner hidden, and live holdings of others in a session', () => {
    const s = session();
    const v = good(s, 0);
    expect(viewInvariants(s, { ...v, book: s.book }).join()).toMatch(/view of 0: book/);
    expect(viewInvariants(s, { ...good(s, 2), book: v.book }).join()).toMatch(/view of 2: book/);
    expect(viewInvariants(s, { ...v, tape: s.tape }).join()).toMatch(/view of 0: tape/);
    expect(viewInvariants(s, { ...v, seats: s.seats }).join()).toMatch(/seat 1 shown as .*"cash":976/);
    // The buyer's own view is live; a spectator sees the open.
    expect(good(s, 1).seats[1]!.cash).toBe(976);
    expect(good(s, 'spectator').seats[1]).toMatchObject({ cash: 1000, holdings: { w1: 0 } });
  });

  it('after the end everything but the rng is shown', () => {
    const s = { ...session(), phase: 'finished' as const, book: [] };
    expect(viewInvariants(s, { ...good(session(), 0), phase: 'finished', book: [] }).join()).toMatch(/tape/);
  });
});

describe('stateInvariants: every other check, one break each', () => {
  const s = start();
  const board: State = { ...s, phase: 'board', year: 1, activeFirm: 'w1' };
  const t = session();
  const m = gov(hold({ ...s, phase: 'meeting', year: 1, nominees: { ...s.nominees, w1: [1] } }, 2, { w1: 5 }), {
    w1: 35,
  });
  const b = { id: 1, seat: 0, firm: 'w1' as const, qty: 1, price: 10 };
  const fin: State = {
    ...gov(s, {}, 7200),
    phase: 'finished',
    final: { reason: 'players', scores: [1000, 1000, 1000], ranking: [[0, 1, 2]] },
  };
  const resigned1 = (x: State): State => seat({ ...x, ready: [false, true, false] }, 1, { status: 'resigned' });
  const cases: [string, State, RegExp][] = [
    ['a player count out of range', { ...s, players: 9 }, /players 9/],
    ['seats and players disagree', { ...s, seats: s.seats.slice(1) }, /2 seats for 3 players/],
    ['ready flags and players disagree', { ...s, ready: [false] }, /1 ready flags for 3 players/],
    ['a fractional holding', gov(hold(s, 0, { w1: 0.5 }), { w1: 39.5 }), /account 0 holds 0.5 of w1/],
    ['a bid of a resigned seat', { ...resigned1(s), bids: [{ ...b, seat: 1 }], nextOrderId: 2 }, /bid 1 of seat 1/],
    ['a bid of no firm', { ...s, bids: [{ ...b, firm: 'w9' as never }], nextOrderId: 2 }, /bid 1 firm w9/],
    [
      'more than 20 bids of a seat',
      { ...s, bids: Array.from({ length: 21 }, (_, i) => ({ ...b, id: i + 1 })), nextOrderId: 22, seats: s.seats },
      /seat 0 has 21 bids/,
    ],
    [
      'an order of no account',
      { ...t, book: [...t.book, order(9, { account: 'me' as never, limit: 1 })] },
      /order 9 account me/,
    ],
    ['an order of no firm', { ...t, book: [...t.book, order(9, { firm: 'x' as never, limit: 1 })] }, /order 9 firm x/],
    ['a bad trade', { ...t, tape: [{ ...t.tape[0]!, qty: 0 }] }, /trade 0 @ 12/],
    ['a trade of no account', { ...t, tape: [{ ...t.tape[0]!, buyer: 9 }] }, /trade between unknown accounts/],
    ['a bad nextOrderId', { ...s, nextOrderId: 0 }, /nextOrderId 0/],
    ['a request of no seat', { ...t, requests: [7] }, /request of 7/],
    ['a resigned nominee', resigned1(m), /w1 nominee 1/],
    [
      'a ballot of the state',
      { ...m, ballots: [{ firm: 'w1', account: 'gov' as never, candidate: 1 }] },
      /ballot w1\/gov/,
    ],
    [
      'a ballot of a resigned controller',
      seat(
        { ...hold(m, 1, { w1: 1 }), ready: [false, false, true], ballots: [{ firm: 'w1', account: 2, candidate: 1 }] },
        2,
        {
          status: 'resigned',
        },
      ),
      /ballot w1\/2 of a resigned controller/,
    ],
    ['negative board plies', { ...s, board: { ...s.board, plies: -1 } }, /board plies -1/],
    ['negative king plies', { ...s, board: { ...s.board, draw: { ...s.board.draw, kingPlies: -1 } } }, /kingPlies -1/],
    ['no position keys', { ...s, board: { ...s.board, draw: { ...s.board.draw, positions: [] } } }, /no position keys/],
    ['a yearPly past 8', { ...s, yearPly: 9 }, /yearPly 9/],
    ['a board phase at its 8th ply', { ...board, yearPly: 8 }, /board phase at yearPly 8/],
    ['a firm of the wrong colour', firm(s, 'b1', { color: 'white' }), /b1 colour white/],
    ['a director who is no seat', firm(s, 'b1', { director: 3 }), /b1 director 3/],
    ['a firm with 9 plies', firm(s, 'b1', { plies: 9 }), /b1 plies 9/],
    ['negative captures', firm(s, 'b1', { captures: { men: -1, kings: 0 } }), /b1 captures/],
    ['negative earnings', firm(s, 'b1', { earned: -1 }), /b1 taxDue 0 earned -1/],
    [
      'a token of another scope',
      firm(s, 'w2', { token: { holder: 0, scope: 'game' as never, year: 1 } }),
      /w2 token scope game/,
    ],
    [
      'an empty ranking group',
      { ...fin, final: { ...fin.final!, ranking: [[0, 1, 2], []] } },
      /an empty ranking group/,
    ],
    [
      'a group of different scores',
      { ...seat(gov(fin, {}, 7190), 2, { cash: 1010 }), final: { ...fin.final!, scores: [1000, 1000, 1010] } },
      /seat 2 in a mixed group/,
    ],
    ['a wrong number of scores', { ...fin, final: { ...fin.final!, scores: [1000, 1000, 1000, 0] } }, /4 scores/],
  ];
  for (const [what, state, message] of cases) {
    it(`names ${what}`, () => {
      expect(problems(state)).toMatch(message);
    });
  }
});
