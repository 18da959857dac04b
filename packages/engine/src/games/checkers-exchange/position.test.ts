import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../testing/deep-freeze.ts';
import { votingShares } from './accounts.ts';
import { FIRMS, type FirmId } from './config.ts';
import { shapeInvariants } from './invariants.ts';
import { legalMoves } from './legal.ts';
import { play } from './play.ts';
import { setup } from './setup.ts';
import { D3, D4, V10, V11, V12, V13, V14, V15, V16 } from './testing/positions.ts';
import type { Event, Options, State } from './types.ts';

const ONLINE: Options = { timing: 'online', years: 6 };

/** Setup under rules version 1, the version spec 13's positions are stated for (version 2's: rules-version.test.ts). */
function run(players: number, position: unknown, options: Options = ONLINE) {
  return setup(deepFreeze({ players, options, seed: 'position', position, rulesVersion: 1 }));
}

/** The accepted position's state and events; every shape invariant of spec 4 holds (money is the position's). */
function start(players: number, position: unknown, options: Options = ONLINE): { state: State; events: Event[] } {
  const r = run(players, position, options);
  if (!r.ok) throw new Error(`rejected: ${JSON.stringify(r.error)}`);
  expect(shapeInvariants(r.value.state)).toEqual([]);
  return { state: r.value.state, events: [...r.value.events] };
}

const board3 = { phase: 'board', year: 1, directors: D3 };
const session3 = { phase: 'session', year: 1 };
const meeting3 = { phase: 'meeting', year: 1, directors: D3 };
const s0w1 = { ...session3, seats: [{ holdings: { w1: 5 } }] };
const kings = { pieces: 'Kc1.w1 Kf8.b1' };
const K = 'W:WKc1:BKf8';
const B = ['b1', 'b2', 'b3', 'b4'];
const RES = { status: 'resigned' };
const BAL = { firm: 'w2', account: 0, candidate: 2 };
const WHITE13 = 'a1.w1 c1.w1 e1.w1 g1.w1 b2.w1 d2.w1 f2.w1 h2.w1 a3.w1 c3.w1 e3.w1 g3.w1 b4.w1';
const tok = (holder: number, year: number) => ({ holder, scope: 'ply', year });
const bid = (seat: number, firm: string, qty: number, price: number) => ({ seat, firm, qty, price });
const ord = (account: number | string, side: string, firm: string, qty: number, limit: number) => ({
  account,
  side,
  firm,
  qty,
  limit,
});

const plies = (state: State, seat: number) => legalMoves(state, seat).map((m) => (m.type === 'ply' ? m.move : m.type));
const firmToMove = (events: Event[]) => events.find((e) => e.type === 'firmToMove');
const asks = (state: State) => state.book.map((o) => [o.id, o.account, o.side, o.firm, o.qty, o.limit]);

describe('the positions of section 13 are accepted and start as stated', () => {
  it('V3: directors only, the auction with its stage 1', () => {
    const { state, events } = start(3, { directors: D3 });
    expect(state).toMatchObject({ phase: 'auction', year: 0, stage: 1, nextOrderId: 1, bids: [] });
    expect(events).toEqual([
      { type: 'gameStarted', players: 3, years: 6, timing: 'online', directors: dir(D3) },
      { type: 'stageOpened', stage: 1, phase: 'auction', year: 0, seconds: 300 },
    ]);
  });

  it('V4: year 3 rotates to W3 and B3; W3 to move, holder 0, legal e3-d4 and e3-f4', () => {
    const { state, events } = start(4, { phase: 'board', year: 3, directors: D4 });
    expect(state.rotation).toEqual({ white: ['w3', 'w4', 'w1', 'w2'], black: ['b3', 'b4', 'b1', 'b2'] });
    expect(state).toMatchObject({ phase: 'board', year: 3, stage: 1, yearPly: 0, activeFirm: 'w3' });
    expect(events.map((e) => e.type)).toEqual(['gameStarted', 'stageOpened', 'firmToMove']);
    expect(events[1]).toEqual({ type: 'stageOpened', stage: 1, phase: 'board', year: 3, seconds: 60 });
    expect(firmToMove(events)).toMatchObject({ firm: 'w3', holder: 0, yearPly: 0 });
    expect(plies(state, 0)).toEqual(['e3-d4', 'e3-f4']);
  });

  it('V5, V17, V20: year 1, W1 to move, holder 0; untimed stages have no seconds', () => {
    expect(start(4, { phase: 'board', year: 1, directors: D4 }).state.activeFirm).toBe('w1');
    const v17 = start(3, { phase: 'board', year: 1, directors: D3 });
    expect(firmToMove(v17.events)).toMatchObject({ firm: 'w1', holder: 0 });
    const v20 = start(3, { phase: 'board', year: 1, directors: D3 }, { timing: 'untimed', years: 6 });
    expect(v20.events[1]).toMatchObject({ type: 'stageOpened', seconds: null });
    expect(plies(v20.state, 0)).toContain('a3-b4');
  });

  it('V6: W1 chooses among its captures', () => {
    const { state } = start(3, { ...board3, pieces: 'c5.w1 e5.w1 d6.b1 f6.b2 d8.b3' });
    expect(state.activeFirm).toBe('w1');
    expect(plies(state, 0)).toEqual(['c5:e7:g5', 'e5:c7', 'e5:g7']);
    expect(state.board.draw).toEqual({ positions: ['W:Wc5,e5:Bd6,f6,d8'], kingPlies: 0, endgame: null });
  });

  it('V7: yearPly 1, Black to move, B3 the only candidate with its two Turkish-strike paths', () => {
    const { state, events } = start(3, {
      ...board3,
      yearPly: 1,
      pieces:
        'a1.w1 b2.w1 b4.w1 d2.w2 d4.w2 e1.w3 f2.w3 f4.w3 g1.w4 h2.w4 g3.w4 b6.b1 b8.b1 d6.b2 c7.b2 d8.b2 e7.b3 ' +
        'f8.b3 g5.b3 h6.b4 g7.b4 h8.b4',
    });
    expect(state.board.toMove).toBe('black');
    expect(state.yearPly).toBe(1);
    expect(firmToMove(events)).toMatchObject({ firm: 'b3', holder: 2, yearPly: 1, candidates: ['b3'] });
    expect(plies(state, 2)).toEqual(['g5:e3:c1:a3:c5:e3', 'g5:e3:c5:a3:c1:e3']);
    expect(state.board.draw.positions).toEqual([
      'B:Wa1,e1,g1,b2,d2,f2,h2,g3,b4,d4,f4:Bg5,b6,d6,h6,c7,e7,g7,b8,d8,f8,h8',
    ]);
  });

  it('V8 and V9: promotions and flying kings', () => {
    expect(plies(start(3, { ...board3, pieces: 'b6.w1 c7.b2 f6.b3' }).state, 0)).toEqual(['b6:d8:g5', 'b6:d8:h4']);
    expect(plies(start(3, { ...board3, pieces: 'c7.w1 a3.b1' }).state, 0)).toContain('c7-b8');
    expect(plies(start(3, { ...board3, pieces: 'Ka1.w1 c3.b1 f4.b2' }).state, 0)).toEqual(['a1:e5:g3', 'a1:e5:h2']);
    expect(plies(start(3, { ...board3, pieces: 'Ka1.w1 b2.b1 d4.b2' }).state, 0)).toEqual([
      'a1:c3:e5',
      'a1:c3:f6',
      'a1:c3:g7',
      'a1:c3:h8',
    ]);
    const v9c = start(3, { ...board3, pieces: 'Kh2.w1 g3.b1 e5.b2 c7.b4' }).state;
    expect(v9c.board.pieces[0]).toEqual({ sq: 'h2', color: 'white', king: true, firm: 'w1' });
    expect(plies(v9c, 0)).toEqual(['h2:f4:d6:b8']);
  });

  it('V10: only W2 can capture, so W2 is active; seat 1 holds 15 w2, the state 25', () => {
    const { state } = start(3, V10);
    expect(state.activeFirm).toBe('w2');
    expect(state.seats[0]).toEqual({ status: 'active', cash: 1000, holdings: hold({}) });
    expect(state.seats[1]!.holdings.w2).toBe(15);
    expect(state.gov.holdings).toEqual(hold({ w2: 25 }, 40));
  });

  it('V11: year 2, W2 first', () => {
    const { state, events } = start(3, V11);
    expect(firmToMove(events)).toMatchObject({ firm: 'w2', holder: 1 });
    expect(state.gov.holdings).toEqual(hold({ w1: 20, w2: 30, b1: 30 }, 40));
  });

  it('V12: the 8th ply of year 1 is B4, the only fresh black firm; gov holds w2 20 and w4 30', () => {
    const { state, events } = start(3, V12);
    expect(state).toMatchObject({ yearPly: 7, activeFirm: 'b4', board: { toMove: 'black' } });
    expect(firmToMove(events)).toMatchObject({ firm: 'b4', holder: 1, yearPly: 7 });
    expect(state.gov.holdings).toMatchObject({ w2: 20, w4: 30, w1: 40 });
    // spec 12: earned and the board's plies are not part of a position: their setup values, 0
    expect(state.firms.w2).toMatchObject({ plies: 1, captures: { men: 2, kings: 0 }, earned: 0 });
    expect(state.firms.b4.plies).toBe(0);
    expect(state.board.plies).toBe(0);
    expect(state.close).toEqual(hold({ w2: 15, w4: 15 }, 10));
    expect(plies(state, 1)).toContain('h6-g5');
  });

  it('V13: the six state asks at the open, b2 2 @ 10, none for b3 and b4', () => {
    const { state, events } = start(3, V13);
    expect(state).toMatchObject({ phase: 'session', year: 2, stage: 1, nextOrderId: 7, ready: [false, false, false] });
    expect(asks(state)).toEqual([
      [1, 'gov', 'sell', 'w1', 5, 23],
      [2, 'gov', 'sell', 'w2', 5, 10],
      [3, 'gov', 'sell', 'w3', 5, 10],
      [4, 'gov', 'sell', 'w4', 5, 10],
      [5, 'gov', 'sell', 'b1', 5, 10],
      [6, 'gov', 'sell', 'b2', 2, 10],
    ]);
    expect(state.gov.holdings).toMatchObject({ b2: 3, b3: 1, b4: 1 });
    expect(state.seats[2]).toMatchObject({ cash: 300 });
    expect(events.map((e) => e.type)).toEqual(['gameStarted', 'stageOpened', ...Array<string>(6).fill('orderPlaced')]);
    expect(events[1]).toEqual({ type: 'stageOpened', stage: 1, phase: 'session', year: 2, seconds: 300 });
  });

  it("V14: W3 has 40 voting shares (the state 14), W4 40 (the state 20); seat 1 holds W3's year-4 token", () => {
    const { state } = start(4, V14);
    expect(votingShares(state, 'w3')).toBe(40);
    expect(state.gov.holdings).toMatchObject({ w3: 14, w4: 20 });
    expect(state.firms.w3.token).toEqual({ holder: 1, scope: 'year', year: 4 });
    expect(state.firms.b2.holdings.w3).toBe(4);
    expect(state.firms.w3.director).toBe(2);
  });

  it('V15: cross-holdings; gov holds w1 10, w2 10, b1 8, b2 6', () => {
    const { state } = start(3, V15);
    expect(state.gov.holdings).toMatchObject({ w1: 10, w2: 10, b1: 8, b2: 6 });
    expect(state.firms.w1).toMatchObject({ cash: 500, holdings: hold({ b1: 12 }) });
    expect(state.board.toMove).toBe('white');
    expect(state.board.pieces.filter((p) => p.king).map((p) => p.sq)).toEqual(['c3', 'f6']);
  });

  it('V16: a repetition board; the counters given; the class 7.2.8', () => {
    const a = start(3, V16).state;
    expect(a.board.draw).toEqual({ positions: ['W:WKc1,e1,g1,h2:Ba7,b8,d8,Kf8'], kingPlies: 0, endgame: null });
    expect(a.activeFirm).toBe('w1');
    expect(start(3, { ...V16, draw: { kingPlies: 26 } }).state.board.draw.kingPlies).toBe(26);
    const c = start(3, {
      ...V16,
      pieces: 'Kc1.w1 Kf8.b1',
      draw: { kingPlies: 9, endgame: { rule: '7.2.8', plies: 9 } },
    }).state;
    expect(c.board.draw).toEqual({ positions: ['W:WKc1:BKf8'], kingPlies: 9, endgame: { rule: '7.2.8', plies: 9 } });
  });

  it('V18: seat 2 cash 3000 and 10 w2; seat 1 10 b1', () => {
    const { state } = start(3, {
      phase: 'board',
      year: 1,
      directors: D3,
      seats: [null, { holdings: { b1: 10 } }, { cash: 3000, holdings: { w2: 10 } }],
    });
    expect(state.seats[2]).toEqual({ status: 'active', cash: 3000, holdings: hold({ w2: 10 }) });
    expect(state.gov.holdings).toMatchObject({ w2: 30, b1: 30 });
  });

  it('V19: blitz seconds in the auction (90) and in the session (90), with the asks', () => {
    const blitz: Options = { timing: 'blitz', years: 6 };
    expect(start(3, { directors: D3 }, blitz).events[1]).toMatchObject({ phase: 'auction', seconds: 90 });
    const s = start(3, { phase: 'session', year: 1, directors: D3 }, blitz);
    expect(s.events[1]).toEqual({ type: 'stageOpened', stage: 1, phase: 'session', year: 1, seconds: 90 });
    expect(s.state.book).toHaveLength(8);
  });
});

describe('fields a position does not name (spec 12)', () => {
  it('spec 12: a position leaves plies and earned at their setup values', () => {
    // V12's position: the year's 8th ply, W2 with two captures this year, every other firm but B4 moved already
    const { state } = start(3, V12);
    expect(state.yearPly).toBe(7);
    expect(state.firms.w2.captures).toEqual({ men: 2, kings: 0 });
    expect(state.board.plies).toBe(0);
    for (const f of FIRMS) expect(state.firms[f].earned, f).toBe(0);
    // ... plus what is played from it: B4's ply counts, W2's capture income is paid at the year's end
    const after = play(state, 1, { type: 'ply', move: 'h6-g5' });
    if (!after.ok) throw new Error(after.error.code);
    expect(after.value.state.board.plies).toBe(1);
    expect(after.value.state.firms.w2.earned).toBe(0);
    const capture = start(3, {
      ...board3,
      pieces: 'c5.w1 e5.w1 d6.b1 f6.b2 d8.b3',
      firms: { w1: { captures: { men: 3 } } },
    });
    expect(capture.state.firms.w1.earned).toBe(0);
    const played = play(capture.state, 0, { type: 'ply', move: 'e5:c7' });
    if (!played.ok) throw new Error(played.error.code);
    expect(played.value.state.firms.w1).toMatchObject({ captures: { men: 4, kings: 0 }, earned: 200 });
    expect(played.value.state.board.plies).toBe(1);
  });

  it('a session, a meeting and an auction position keep them at 0 too, whatever the plies and captures given', () => {
    const given = { firms: { w1: { plies: 2, captures: { men: 1, kings: 1 } }, b3: { plies: 1 } } };
    for (const position of [
      { ...session3, ...given },
      { ...meeting3, ...given },
      { directors: D3, ...given },
    ]) {
      const { state } = start(3, position);
      expect(state.board.plies, JSON.stringify(position)).toBe(0);
      expect(state.firms.w1.earned).toBe(0);
      expect(state.firms.w1.captures).toEqual({ men: 1, kings: 1 });
    }
  });
});

describe('phase entry (spec 12) and the clarifications 14.1.6-10', () => {
  it('auction bids get ids 1, 2, ... and bidPlaced events; nextOrderId continues; a rotation carries (14.1.9)', () => {
    const rotation = { white: ['w4', 'w3', 'w2', 'w1'], black: ['b2', 'b1', 'b4', 'b3'] };
    const bids = [
      { seat: 0, firm: 'w2', qty: 10, price: 15 },
      { seat: 1, firm: 'w2', qty: 8, price: 14 },
      { seat: 0, firm: 'b1', qty: 20, price: 40 },
    ];
    const { state, events } = start(3, { directors: D3, bids, rotation, ready: [true, false, false] });
    expect(state.bids).toEqual(bids.map((b, i) => ({ id: i + 1, ...b })));
    expect(state).toMatchObject({ nextOrderId: 4, rotation, ready: [true, false, false] });
    expect(events.slice(2)).toEqual(bids.map((b, i) => ({ type: 'bidPlaced', id: i + 1, ...b })));
  });

  it('a given book replaces the asks: exactly those orders, ids from 1, none matched; requests and ready kept', () => {
    const book = [
      { account: 'gov', side: 'sell', firm: 'w1', qty: 39, limit: 30 },
      { account: 0, side: 'buy', firm: 'w1', qty: 10, limit: 29 },
      { account: 'w2', side: 'buy', firm: 'w1', qty: 12, limit: 5 },
      { account: 1, side: 'sell', firm: 'b1', qty: 5, limit: 12 },
    ];
    const { state, events } = start(3, {
      phase: 'session',
      year: 1,
      directors: D3,
      seats: [null, { holdings: { b1: 5 } }],
      firms: { w2: { cash: 100 } },
      book,
      requests: [1],
      ready: [false, true, false],
    });
    expect(state.book).toEqual(book.map((o, i) => ({ id: i + 1, ...o, placed: o.qty })));
    expect(state).toMatchObject({ nextOrderId: 5, tape: [], requests: [1], ready: [false, true, false] });
    expect(events.filter((e) => e.type === 'orderPlaced')).toHaveLength(4);
  });

  it('a meeting with nominees and ballots; resigned seats are ready', () => {
    const { state, events } = start(4, {
      phase: 'meeting',
      year: 2,
      directors: D4,
      seats: [{ holdings: { w2: 20 } }, { holdings: { w2: 5 } }, null, { status: 'resigned' }],
      nominees: { w2: [0, 1] },
      ballots: [
        { firm: 'w2', account: 0, candidate: 0 },
        { firm: 'w2', account: 1, candidate: 2 },
      ],
    });
    expect(state).toMatchObject({ phase: 'meeting', stage: 1, ready: [false, false, false, true] });
    expect(state.nominees).toMatchObject({ w1: [], w2: [0, 1] });
    expect(state.ballots).toHaveLength(2);
    expect(events[1]).toEqual({ type: 'stageOpened', stage: 1, phase: 'meeting', year: 2, seconds: 180 });
  });

  it('14.1.6 and 14.1.8: an odd yearPly keys the position with Black; outside board White moves', () => {
    const odd = start(3, { phase: 'board', year: 1, yearPly: 3, directors: D3 }).state;
    expect(odd.board.draw.positions[0]!.startsWith('B:')).toBe(true);
    const s = start(3, { phase: 'session', year: 1, directors: D3, pieces: 'a1.w1 h8.b1' }).state;
    expect(s.board).toMatchObject({ toMove: 'white', draw: { positions: ['W:Wa1:Bh8'] } });
  });

  it('draw.positions ending with the current key, no key three times', () => {
    const pieces = 'Kc1.w1 Kf8.b1';
    const positions = ['W:WKc1:BKf8', 'B:WKd2:BKf8', 'W:WKc1:BKf8'];
    const s = start(3, { ...board3, pieces, draw: { positions, kingPlies: 2 } }).state;
    expect(s.board.draw).toEqual({ positions, kingPlies: 2, endgame: null });
  });

  // Spec 12 lists its breaches, and of the draw counters only "below its limit"; the engine refused two more.
  it('a position whose draw.positions does not end with the current key is accepted (spec 12)', () => {
    const s = start(3, { ...board3, ...kings, draw: { positions: ['W:WKd2:BKf8', 'B:WKd2:BKe7'] } }).state;
    expect(s.board.draw.positions).toEqual(['W:WKd2:BKf8', 'B:WKd2:BKe7']);
    // A king's ply is reversible (8.4 step 1): its key is appended to the given ones.
    const next = play(s, 0, { type: 'ply', move: 'c1-d2' });
    if (!next.ok) throw new Error(next.error.code);
    expect(next.value.state.board.draw.positions).toEqual(['W:WKd2:BKf8', 'B:WKd2:BKe7', 'B:WKd2:BKf8']);
  });

  // Spec 12: "In `board` ... every draw counter is below its limit"; the engine refused them at the limit in every phase.
  it('outside board, draw counters at their limits are accepted, and the next board phase ends at its first ply', () => {
    const draw = { positions: [K, 'x', K, 'y', K], kingPlies: 30, endgame: { rule: '7.2.8', plies: 10 } };
    let s = start(3, { ...session3, directors: D3, ...kings, draw }).state;
    expect(s.board.draw).toEqual(draw);
    expect(start(3, { ...kings, draw: { kingPlies: 45 } }).state.board.draw.kingPlies).toBe(45);
    for (const seat of [0, 1, 2]) {
      const r = play(s, seat, { type: 'ready' });
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
    }
    expect([s.phase, s.year, s.activeFirm]).toEqual(['board', 2, 'w1']);
    const r = play(s, D3[0]!, { type: 'ply', move: 'c1-d2' });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.events).toContainEqual({ type: 'boardEnded', winner: null, reason: '7.2.5' });
  });

  it("a position whose stored endgame rule is not the position's class is accepted, and the next ply restarts it (spec 12, 8.4 step 3)", () => {
    const s = start(3, { ...board3, ...kings, draw: { endgame: { rule: '7.2.6-45', plies: 5 } } }).state;
    expect(s.board.draw.endgame).toEqual({ rule: '7.2.6-45', plies: 5 });
    const next = play(s, 0, { type: 'ply', move: 'c1-d2' });
    if (!next.ok) throw new Error(next.error.code);
    // One king against one: 7.2.8, a class other than the stored one, starts from 0.
    expect(next.value.state.board.draw.endgame).toEqual({ rule: '7.2.8', plies: 0 });
  });
});

/** [position, expected detail.field]: each is BAD_POSITION. */
const BREACHES: [string, number, unknown, string][] = [
  ['an unknown key', 3, { phse: 'board' }, 'phse'],
  ['not an object', 3, 'board', '(position)'],
  ['phase finished', 3, { phase: 'finished' }, 'phase'],
  ['year missing outside the auction', 3, { phase: 'board' }, 'year'],
  ['year above options.years', 3, { phase: 'session', year: 7 }, 'year'],
  ['year 0 in board', 3, { phase: 'board', year: 0 }, 'year'],
  ['an auction in year 1 (14.1.9)', 3, { year: 1 }, 'year'],
  ['yearPly 8', 3, { phase: 'board', year: 1, yearPly: 8 }, 'yearPly'],
  ['yearPly outside board', 3, { phase: 'session', year: 1, yearPly: 0 }, 'yearPly'],
  ['two pieces on a square', 3, { pieces: 'a1.w1 c3.w2 a1.b1 h8.b1' }, 'pieces[2]'],
  ['a light square', 3, { pieces: 'a2.w1 h8.b1' }, 'pieces[0]'],
  ['a malformed token', 3, { pieces: 'a1w1 h8.b1' }, 'pieces[0]'],
  ['an unknown firm', 3, { pieces: 'a1.w5 h8.b1' }, 'pieces[0]'],
  ['13 white pieces', 3, { pieces: `${WHITE13} h8.b1` }, 'pieces'],
  ['a white man on rank 8', 3, { pieces: 'a1.w1 b8.w2 h6.b1' }, 'pieces[1]'],
  ['a black man on rank 1', 3, { pieces: 'a1.w1 c1.b1 h8.b1' }, 'pieces[1]'],
  ['a colour that is not the firm', 3, { pieces: [{ sq: 'a1', firm: 'w1', color: 'black' }] }, 'pieces[0].color'],
  ['an unknown piece key', 3, { pieces: [{ sq: 'a1', firm: 'w1', queen: true }] }, 'pieces[0].queen'],
  ['White without a legal ply (14.1.7)', 3, { phase: 'session', year: 1, pieces: 'a1.w1 b2.b1 c3.b2' }, 'pieces'],
  ['Black to move without a legal ply', 3, { ...board3, yearPly: 1, pieces: 'b2.w1 c1.w1 a3.b1' }, 'pieces'],
  [
    'White without a legal ply, Black to move (14.1.7)',
    3,
    { ...board3, yearPly: 1, pieces: 'a1.w1 b2.b1 c3.b2' },
    'pieces',
  ],
  ['kingPlies at its limit in board', 3, { ...board3, draw: { kingPlies: 30 } }, 'draw.kingPlies'],
  [
    'an endgame at its limit in board',
    3,
    { ...board3, ...kings, draw: { endgame: { rule: '7.2.8', plies: 10 } } },
    'draw.endgame.plies',
  ],
  ['an unknown endgame rule', 3, { ...kings, draw: { endgame: { rule: '7.2.9', plies: 0 } } }, 'draw.endgame.rule'],
  [
    'a key three times in board',
    3,
    { ...board3, ...kings, draw: { positions: [K, 'x', K, 'y', K] } },
    'draw.positions',
  ],
  ['no position key', 3, { ...kings, draw: { positions: [] } }, 'draw.positions'],
  ['an unknown draw key', 3, { draw: { plies: 3 } }, 'draw.plies'],
  ['7 directors', 3, { directors: [0, 1, 2, 0, 1, 2, 0] }, 'directors'],
  ['a director that is no seat', 3, { directors: [0, 1, 3, 0, 1, 2, 0, 1] }, 'directors[2]'],
  ['more seats than players', 3, { seats: [null, null, null, null] }, 'seats'],
  ['negative cash', 3, { seats: [{ cash: -1 }] }, 'seats[0].cash'],
  ['fractional cash', 3, { seats: [null, { cash: 1.5 }] }, 'seats[1].cash'],
  ['an unknown holding', 3, { seats: [{ holdings: { w5: 1 } }] }, 'seats[0].holdings.w5'],
  ['an unknown status', 3, { seats: [{ status: 'gone' }] }, 'seats[0].status'],
  ['one active seat', 3, { seats: [{ status: 'resigned' }, { status: 'resigned' }] }, 'seats'],
  ['shares above 50', 3, { seats: [{ holdings: { w1: 30 } }, { holdings: { w1: 15 } }] }, 'gov.holdings.w1'],
  ['shares below 50', 3, { gov: { holdings: { b3: 30 } } }, 'gov.holdings.b3'],
  ['no golden share', 3, { seats: [{ holdings: { w1: 40 } }] }, 'gov.holdings.w1'],
  ['negative gov cash', 3, { gov: { cash: -5 } }, 'gov.cash'],
  ['treasury 11', 3, { firms: { w1: { holdings: { w1: 11 } } } }, 'firms.w1.holdings.w1'],
  ['13 shares of another firm', 3, { firms: { w1: { holdings: { b1: 13 } } } }, 'firms.w1.holdings.b1'],
  ['an unknown firm key', 3, { firms: { w1: { director: 2 } } }, 'firms.w1.director'],
  ['an unknown firm', 3, { firms: { w9: {} } }, 'firms.w9'],
  ['firm plies 9', 3, { phase: 'board', year: 1, firms: { b2: { plies: 9 } } }, 'firms.b2.plies'],
  ['negative taxDue', 3, { phase: 'session', year: 1, firms: { b2: { taxDue: -1 } } }, 'firms.b2.taxDue'],
  ['a token to no seat', 3, { directors: D3, firms: { w1: { token: tok(3, 1) } } }, 'firms.w1.token.holder'],
  [
    'a token to a resigned seat',
    3,
    { directors: D3, seats: [null, RES], firms: { w1: { token: tok(1, 1) } } },
    'firms.w1.token.holder',
  ],
  ['a token to the director', 3, { directors: D3, firms: { w1: { token: tok(0, 1) } } }, 'firms.w1.token.holder'],
  ['a token of a past year', 3, { ...board3, year: 2, firms: { w1: { token: tok(1, 1) } } }, 'firms.w1.token.year'],
  [
    'a token scope',
    3,
    { directors: D3, firms: { w1: { token: { holder: 1, scope: 'game', year: 1 } } } },
    'firms.w1.token.scope',
  ],
  ['close 0', 3, { close: { w1: 0 } }, 'close.w1'],
  ['close 100 000', 3, { close: { b4: 100_000 } }, 'close.b4'],
  [
    'a rotation that is no permutation',
    3,
    { rotation: { white: ['w1', 'w1', 'w3', 'w4'], black: B } },
    'rotation.white',
  ],
  ['a rotation with a black firm', 3, { rotation: { white: ['w1', 'w2', 'w3', 'b4'], black: B } }, 'rotation.white'],
  ['a rotation without black', 3, { rotation: { white: ['w1', 'w2', 'w3', 'w4'] } }, 'rotation.black'],
  ['the holder of the active firm resigned', 3, { ...board3, seats: [RES] }, 'directors[0]'],
  ['bids outside the auction', 3, { phase: 'session', year: 1, bids: [] }, 'bids'],
  ['a book outside the session', 3, { book: [] }, 'book'],
  ['requests in a meeting', 3, { phase: 'meeting', year: 1, requests: [0] }, 'requests'],
  ['nominees in a session', 3, { phase: 'session', year: 1, nominees: {} }, 'nominees'],
  ['ballots in board', 3, { ...board3, ballots: [] }, 'ballots'],
  ['ready in board', 3, { ...board3, ready: [false, false, false] }, 'ready'],
  ['a bid below the reserve', 3, { bids: [bid(0, 'w1', 5, 9)] }, 'bids[0]'],
  ['a bid of 21', 3, { bids: [bid(0, 'w1', 21, 10)] }, 'bids[0].qty'],
  ['bids beyond free cash together', 3, { bids: [bid(1, 'w1', 20, 30), bid(1, 'b1', 20, 21)] }, 'bids[1]'],
  ['a bid of a resigned seat', 3, { seats: [null, null, RES], bids: [bid(2, 'w1', 1, 10)] }, 'bids[0].seat'],
  ['21 bids of one seat', 3, { bids: Array.from({ length: 21 }, () => bid(0, 'w1', 1, 10)) }, 'bids[20]'],
  ['a sell beyond the holding', 3, { ...session3, book: [ord(0, 'sell', 'w1', 1, 10)] }, 'book[0]'],
  [
    'sells beyond free shares together',
    3,
    { ...s0w1, book: [ord(0, 'sell', 'w1', 3, 10), ord(0, 'sell', 'w1', 3, 11)] },
    'book[1]',
  ],
  [
    'buys beyond free cash together',
    3,
    { ...session3, book: [ord(1, 'buy', 'w1', 50, 15), ord(1, 'buy', 'w2', 50, 6)] },
    'book[1]',
  ],
  ['a crossed book', 3, { ...s0w1, book: [ord(0, 'sell', 'w1', 5, 10), ord(1, 'buy', 'w1', 5, 10)] }, 'book[1]'],
  [
    'a self-trade',
    3,
    {
      ...s0w1,
      directors: D3,
      firms: { w4: { cash: 100 } },
      book: [ord(0, 'sell', 'w1', 5, 10), ord('w4', 'buy', 'w1', 1, 12)],
    },
    'book[1]',
  ],
  ['a firm buying its own shares', 3, { ...session3, book: [ord('w1', 'buy', 'w1', 1, 1)] }, 'book[0]'],
  [
    'a firm above the cross-holding cap',
    3,
    { ...session3, firms: { w1: { cash: 100 } }, book: [ord('w1', 'buy', 'b1', 13, 1)] },
    'book[0]',
  ],
  ['the state buying', 3, { ...session3, book: [ord('gov', 'buy', 'w1', 1, 10)] }, 'book[0]'],
  [
    'the state selling its golden share (14.1.10)',
    3,
    { ...session3, book: [ord('gov', 'sell', 'w1', 40, 10)] },
    'book[0]',
  ],
  [
    'an order of a resigned seat',
    3,
    { ...session3, seats: [null, null, RES], book: [ord(2, 'buy', 'w1', 1, 1)] },
    'book[0].account',
  ],
  [
    'an order of a firm whose director resigned',
    3,
    { ...session3, directors: D3, seats: [RES], book: [ord('w1', 'sell', 'w1', 1, 10)] },
    'book[0].account',
  ],
  ['an order of the account "me"', 3, { ...session3, book: [ord('me', 'sell', 'w1', 1, 10)] }, 'book[0].account'],
  ['an order limit of 0', 3, { ...session3, book: [ord(0, 'buy', 'w1', 1, 0)] }, 'book[0].limit'],
  ['a request of a resigned seat', 3, { ...session3, seats: [null, null, RES], requests: [2] }, 'requests[0]'],
  ['a request filed twice', 3, { ...session3, requests: [1, 1] }, 'requests[1]'],
  ['a request of no seat', 3, { ...session3, requests: [3] }, 'requests[0]'],
  ['the incumbent nominated', 3, { ...meeting3, nominees: { w2: [2] } }, 'nominees.w2[0]'],
  ['a resigned nominee', 3, { ...meeting3, seats: [null, RES], nominees: { w2: [1] } }, 'nominees.w2[0]'],
  ['a nominee twice', 3, { ...meeting3, nominees: { w2: [0, 0] } }, 'nominees.w2[1]'],
  [
    'a ballot without votes',
    3,
    { ...meeting3, ballots: [{ firm: 'w2', account: 0, candidate: 2 }] },
    'ballots[0].account',
  ],
  [
    'a ballot of the firm itself',
    3,
    { ...meeting3, ballots: [{ firm: 'w2', account: 'w2', candidate: 2 }] },
    'ballots[0].account',
  ],
  [
    'a ballot for no candidate',
    3,
    { ...meeting3, seats: [{ holdings: { w2: 5 } }], ballots: [{ firm: 'w2', account: 0, candidate: 0 }] },
    'ballots[0].candidate',
  ],
  [
    'two ballots of one account',
    3,
    { ...meeting3, seats: [{ holdings: { w2: 5 } }], ballots: [BAL, BAL] },
    'ballots[1]',
  ],
  [
    'a ballot of a resigned seat',
    3,
    {
      ...meeting3,
      seats: [null, { ...RES, holdings: { w2: 5 } }],
      ballots: [{ firm: 'w2', account: 1, candidate: 2 }],
    },
    'ballots[0].account',
  ],
  ['ready of the wrong length', 3, { ready: [false, false] }, 'ready'],
  ['every active seat ready', 3, { seats: [null, null, RES], ready: [true, true, true] }, 'ready'],
  ['a resigned seat not ready', 3, { seats: [null, null, RES], ready: [false, false, false] }, 'ready[2]'],
];

describe('breaches are BAD_POSITION with the field (spec 12)', () => {
  it.each(BREACHES)('%s', (_name, players, position, field) => {
    const r = run(players, position);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('BAD_POSITION');
      expect(r.error.detail?.['field']).toBe(field);
    }
  });

  it('the reasons name the rule', () => {
    const reason = (position: unknown) => {
      const r = run(3, position);
      return r.ok ? 'ok' : r.error.detail?.['reason'];
    };
    const selfTrade = [ord(0, 'sell', 'w1', 5, 10), ord('w4', 'buy', 'w1', 1, 12)];
    expect(reason({ ...s0w1, directors: D3, firms: { w4: { cash: 100 } }, book: selfTrade })).toBe('SELF_TRADE');
    expect(reason({ ...session3, book: [ord('w1', 'buy', 'w1', 1, 1)] })).toBe('OWN_SHARES');
    expect(reason({ ...session3, firms: { w1: { cash: 100 } }, book: [ord('w1', 'buy', 'b1', 13, 1)] })).toBe(
      'CROSS_HOLDING_CAP',
    );
    expect(reason({ bids: [bid(0, 'w1', 5, 9)] })).toBe('BELOW_RESERVE');
    expect(reason({ bids: [bid(1, 'w1', 20, 30), bid(1, 'b1', 20, 21)] })).toBe('INSUFFICIENT_CASH');
    expect(reason({ ...session3, book: [ord(0, 'sell', 'w1', 1, 10)] })).toBe('INSUFFICIENT_SHARES');
  });

  it('the neighbours of the breaches are accepted', () => {
    start(3, { bids: [bid(1, 'w1', 20, 30), bid(1, 'b1', 20, 20)] });
    start(3, { ...session3, book: [ord('gov', 'sell', 'w1', 39, 10)] });
    start(3, { ...session3, firms: { w1: { cash: 100 } }, book: [ord('w1', 'buy', 'b1', 12, 1)] });
    start(3, { ...s0w1, book: [ord(0, 'sell', 'w1', 5, 11), ord(1, 'buy', 'w1', 5, 10)] });
    start(3, { draw: { kingPlies: 29 } });
    start(3, { firms: { w1: { holdings: { w1: 0, b1: 12 } } } });
    start(3, { seats: [{ holdings: { w1: 39 } }] });
  });
});

function dir(list: number[]): Record<FirmId, number> {
  return Object.fromEntries(FIRMS.map((f, i) => [f, list[i]])) as Record<FirmId, number>;
}
function hold(given: Partial<Record<FirmId, number>>, rest = 0): Record<FirmId, number> {
  return Object.fromEntries(FIRMS.map((f) => [f, given[f] ?? rest])) as Record<FirmId, number>;
}
