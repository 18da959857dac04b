import { describe, expect, it } from 'vitest';
import { codeOf, eventsOf, fixture, fixtureState, run } from './testing/board.ts';
import { rankSeats } from './settlement.ts';
import { V10, V11, V15 } from './testing/positions.ts';
import type { State, Step } from './types.ts';

const readyAll = (players: number) => Array.from({ length: players }, (_, s) => [s, { type: 'ready' }] as const);
const totalCash = (s: State) =>
  s.seats.reduce((a, x) => a + x.cash, 0) + s.gov.cash + Object.values(s.firms).reduce((a, f) => a + f.cash, 0);

describe('V10: compulsory capture across firms, a board win, the game end', () => {
  const start = fixture({ players: 3, ...V10 });
  let won: Step;

  it('makes W2 active and wins by its capture', () => {
    expect(start.state.activeFirm).toBe('w2');
    expect(codeOf(start, 1, 'd4:b2')).toBe('NOT_YOUR_TURN');
    expect(codeOf(start, 0, 'a1-b2')).toBe('NOT_ACTIVE_FIRM');
    won = run(start, [[0, 'd4:b2']]);
    expect(won.events[0]).toMatchObject({ firm: 'w2', income: 200 });
    expect(won.state.board.result).toEqual({ winner: 'white', reason: 'noMoves' });
    expect(eventsOf(won.events, 'yearIncome')[0]).toMatchObject({
      gross: 200,
      tax: 40,
      fee: 20,
      net: 140,
      eligible: 40,
      perShare: 1,
      pool: 40,
      retained: 100,
    });
    expect(eventsOf(won.events, 'dividendPaid').map((e) => [e.account, e.amount])).toEqual([
      [1, 15],
      ['gov', 25],
    ]);
    expect(won.state.phase).toBe('session');
  });

  it('settles after the session for reason board', () => {
    const end = run(won, readyAll(3));
    const types = end.events.map((e) => e.type);
    expect(types.slice(types.indexOf('sessionClosed'))).toEqual([
      'sessionClosed',
      'taxPaid',
      'yearEnded',
      ...Array<string>(8).fill('survivalIncome'),
      'liquidation',
      'gameEnded',
    ]);
    expect(eventsOf(end.events, 'taxPaid')).toEqual([{ type: 'taxPaid', firm: 'w2', amount: 40 }]);
    expect(eventsOf(end.events, 'yearEnded')).toEqual([{ type: 'yearEnded', year: 1 }]);
    const survival = eventsOf(end.events, 'survivalIncome');
    expect(survival[0]).toEqual({
      type: 'survivalIncome',
      firm: 'w1',
      director: 0,
      men: 1,
      kings: 0,
      gross: 300,
      tax: 60,
      fee: 30,
      net: 210,
    });
    expect(survival[1]).toMatchObject({ firm: 'w2', gross: 300, net: 210 });
    expect(survival.slice(4).every((e) => e.gross === 0)).toBe(true);
    expect(eventsOf(end.events, 'liquidation')).toEqual([
      {
        type: 'liquidation',
        values: { w1: '210', w2: '310', w3: '0', w4: '0', b1: '0', b2: '0', b3: '0', b4: '0' },
        payouts: [0, 116, 0],
        gov: 404,
      },
    ]);
    expect(end.state.gov.cash).toBe(589);
    expect(end.state.final).toEqual({ reason: 'board', scores: [1080, 1131, 1000], ranking: [[1], [0], [2]] });
    expect(eventsOf(end.events, 'gameEnded')).toEqual([
      { type: 'gameEnded', reason: 'board', scores: [1080, 1131, 1000], ranking: [[1], [0], [2]] },
    ]);
    expect(end.state.phase).toBe('finished');
    expect(Object.values(end.state.firms).every((f) => f.cash === 0)).toBe(true);
    expect(codeOf(end, 0, { type: 'ready' })).toBe('GAME_OVER');
  });
});

describe('V11: a win by blocking; the losers are worth nothing', () => {
  it('ends the board game at once and settles after the session', () => {
    const start = fixture({ players: 3, ...V11 });
    expect(start.state.activeFirm).toBe('w2');
    const s = run(start, [[1, 'h2-g3']]);
    expect(eventsOf(s.events, 'boardEnded')).toEqual([{ type: 'boardEnded', winner: 'white', reason: 'noMoves' }]);
    expect(eventsOf(s.events, 'yearIncome')).toEqual([]);
    expect(s.state.phase).toBe('session');
    expect(s.state.year).toBe(2);
    const end = run(s, readyAll(3));
    const survival = eventsOf(end.events, 'survivalIncome');
    expect(survival[0]).toMatchObject({ firm: 'w1', men: 2, gross: 600, tax: 120, fee: 60, net: 420 });
    expect(survival[1]).toMatchObject({ firm: 'w2', men: 1, gross: 300, tax: 60, fee: 30, net: 210 });
    expect(survival[4]).toMatchObject({ firm: 'b1', men: 1, gross: 0, net: 0 });
    expect(eventsOf(end.events, 'liquidation')[0]).toMatchObject({ payouts: [210, 0, 52] });
    expect(end.state.final).toEqual({ reason: 'board', scores: [1270, 1030, 1052], ranking: [[0], [2], [1]] });
    expect(end.state.gov.cash).toBe(548);
    expect(codeOf(end, 0, { type: 'ready' })).toBe('GAME_OVER');
  });
});

describe('V15: final settlement with cross-holdings', () => {
  it('solves exactly and pays out', () => {
    const start = fixture({ players: 3, ...V15 });
    expect(start.state.gov.holdings).toMatchObject({ w1: 10, w2: 10, b1: 8, b2: 6 });
    const money = totalCash(start.state);
    const end = run(start, readyAll(3));
    const survival = eventsOf(end.events, 'survivalIncome').filter((e) => e.gross > 0);
    expect(survival.map((e) => [e.firm, e.gross, e.tax, e.fee, e.net, e.director])).toEqual([
      ['w1', 900, 180, 90, 630, 0],
      ['w2', 300, 60, 30, 210, 1],
      ['b1', 900, 180, 90, 630, 2],
      ['b2', 300, 60, 30, 210, 0],
    ]);
    expect(eventsOf(end.events, 'liquidation')).toEqual([
      {
        type: 'liquidation',
        values: { w1: '67450/47', w2: '17964/47', w3: '0', w4: '0', b1: '47800/47', b2: '260', b3: '0', b4: '0' },
        payouts: [860, 496, 353],
        gov: 621,
      },
    ]);
    expect(end.state.gov.cash).toBe(1101);
    expect(end.state.final).toEqual({ reason: 'years', scores: [1080, 726, 743], ranking: [[0], [2], [1]] });
    // survival income is the only money created here (spec 4)
    expect(totalCash(end.state)).toBe(money + 2400);
    expect(end.state.seats[0]!.holdings).toEqual(start.state.seats[0]!.holdings);
  });
});

describe('V16(c): a draw counts every piece; a shared place', () => {
  it('pays both sides and ranks seats 0 and 1 together', () => {
    const start = fixture({
      players: 3,
      directors: [0, 0, 0, 0, 1, 1, 1, 1],
      year: 2,
      pieces: 'Kc1.w1 Kf8.b1',
      draw: { kingPlies: 9, endgame: { rule: '7.2.8', plies: 9 } },
    });
    const s = run(start, [[0, 'c1-d2']]);
    expect(eventsOf(s.events, 'boardEnded')).toEqual([{ type: 'boardEnded', winner: null, reason: '7.2.8' }]);
    const end = run(s, readyAll(3));
    const survival = eventsOf(end.events, 'survivalIncome').filter((e) => e.gross > 0);
    expect(survival.map((e) => [e.firm, e.kings, e.gross, e.fee, e.director])).toEqual([
      ['w1', 1, 600, 60, 0],
      ['b1', 1, 600, 60, 1],
    ]);
    expect(eventsOf(end.events, 'liquidation')[0]).toMatchObject({ payouts: [0, 0, 0], gov: 840 });
    expect(end.state.gov.cash).toBe(1080);
    expect(end.state.final).toEqual({ reason: 'board', scores: [1060, 1060, 1000], ranking: [[0, 1], [2]] });
  });
});

describe('rankSeats (spec 11.3)', () => {
  it('ranks active seats first, ties share a group in seat order, then resigned seats alike', () => {
    const state = fixtureState({
      players: 6,
      directors: [0, 1, 2, 3, 4, 5, 0, 1],
      seats: [null, { status: 'resigned' }, null, { status: 'resigned' }, null, { status: 'resigned' }],
    });
    expect(rankSeats(state, [500, 900, 700, 900, 500, 100])).toEqual([[2], [0, 4], [1, 3], [5]]);
  });
});
