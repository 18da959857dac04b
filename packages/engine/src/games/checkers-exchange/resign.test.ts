import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../testing/deep-freeze.ts';
import { byFirm, effectiveHolder } from './accounts.ts';
import { codeOf, eventsOf, fixture, fixtureState, run } from './testing/board.ts';
import { playResign } from './resign.ts';
import { D3 } from './testing/positions.ts';
import type { State, Step } from './types.ts';

const resign = { type: 'resign' } as const;

function resigned(state: State, seat: number): { step: Step; closes: boolean } {
  const r = playResign(deepFreeze(state), seat);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

describe('V18: resignation, automatic plies, early end, ranking', () => {
  const start = fixture({
    players: 3,
    directors: D3,
    seats: [null, { holdings: { b1: 10 } }, { cash: 3000, holdings: { w2: 10 } }],
  });

  it('plays the vector', () => {
    const one = run(start, [[2, resign]]);
    expect(one.events).toEqual([{ type: 'seatResigned', seat: 2 }]);
    expect(one.state.seats[2]!.status).toBe('resigned');
    expect(one.state.ready[2]).toBe(true);
    expect(effectiveHolder(one.state, one.state.activeFirm!)).toBe(0);
    expect(codeOf(one, 2, { type: 'ready' })).toBe('SEAT_RESIGNED');

    const two = run(one, [
      [0, 'a3-b4'],
      [1, 'b6-a5'],
    ]);
    const auto = eventsOf(two.events, 'plyPlayed')[2]!;
    expect(auto).toMatchObject({ firm: 'w2', by: null, auto: 'resigned', move: 'c3-d4' });
    expect(two.state.activeFirm).toBe('b1');
    expect(two.state.stage).toBe(4);

    const three = run(two, [[1, 'a5:c3:e5']]);
    expect(three.events[0]).toMatchObject({ firm: 'b1', income: 400 });
    const end = run(three, [[1, resign]]);
    const types = end.events.map((e) => e.type);
    expect(types).toEqual([
      'seatResigned',
      'yearIncome',
      'dividendPaid',
      'dividendPaid',
      'taxPaid',
      ...Array<string>(8).fill('survivalIncome'),
      'liquidation',
      'gameEnded',
    ]);
    expect(eventsOf(end.events, 'yearIncome')[0]).toMatchObject({
      firm: 'b1',
      tax: 80,
      fee: 40,
      director: 1,
      perShare: 3,
      pool: 120,
      retained: 160,
    });
    expect(eventsOf(end.events, 'dividendPaid').map((e) => [e.account, e.amount])).toEqual([
      [1, 30],
      ['gov', 90],
    ]);
    expect(eventsOf(end.events, 'taxPaid')).toEqual([{ type: 'taxPaid', firm: 'b1', amount: 80 }]);
    expect(eventsOf(end.events, 'survivalIncome').map((e) => e.gross)).toEqual([
      600, 600, 900, 900, 900, 900, 900, 900,
    ]);
    expect(eventsOf(end.events, 'liquidation')[0]).toMatchObject({
      values: { w1: '420', w2: '420', w3: '630', w4: '630', b1: '790', b2: '630', b3: '630', b4: '630' },
      payouts: [0, 197, 105],
    });
    expect(end.state.final).toEqual({ reason: 'players', scores: [1240, 1537, 3255], ranking: [[0], [2], [1]] });
    expect(end.state.activeFirm).toBeNull();
    expect(end.state.phase).toBe('finished');
    expect(codeOf(end, 0, 'e3-f4')).toBe('GAME_OVER');
  });
});

describe('resign in the board phase', () => {
  it("clears the resigning seat's tokens; the active director moves again", () => {
    const start = fixture({
      players: 3,
      // D3 but B1 directed by seat 2, and B1's token of this year: a valid position (spec 12)
      directors: [0, 2, 1, 0, 2, 0, 2, 1],
      firms: {
        w1: { token: { holder: 1, scope: 'year', year: 1 } },
        b1: { token: { holder: 1, scope: 'ply', year: 1 } },
      },
    });
    expect(start.events.at(-1)).toMatchObject({ type: 'firmToMove', holder: 1 });
    const { step, closes } = resigned(start.state, 1);
    expect(closes).toBe(false);
    expect(step.events).toEqual([
      { type: 'seatResigned', seat: 1 },
      { type: 'tokenCleared', firm: 'w1', holder: 1, reason: 'holderResigned' },
      { type: 'tokenCleared', firm: 'b1', holder: 1, reason: 'holderResigned' },
    ]);
    expect(effectiveHolder(step.state, 'w1')).toBe(0);
    expect(step.state.stage).toBe(1);
  });

  it('plays the fallback at once when the holder left and the director is resigned', () => {
    const start = fixture({
      players: 4,
      directors: [3, 2, 1, 0, 1, 0, 2, 1],
      seats: [null, null, null, { status: 'resigned' }],
      firms: { w1: { token: { holder: 1, scope: 'ply', year: 1 } } },
    });
    expect(start.state.activeFirm).toBe('w1');
    const { step } = resigned(start.state, 1);
    expect(step.events.slice(0, 3)).toEqual([
      { type: 'seatResigned', seat: 1 },
      { type: 'tokenCleared', firm: 'w1', holder: 1, reason: 'holderResigned' },
      {
        type: 'plyPlayed',
        firm: 'w1',
        by: null,
        auto: 'resigned',
        move: 'a3-b4',
        captured: [],
        promoted: false,
        income: 0,
      },
    ]);
    // seat 1 also directs B1, which moves next: its fallback follows in the same call
    expect(eventsOf(step.events, 'plyPlayed')[1]).toMatchObject({ firm: 'b1', auto: 'resigned', move: 'b6-a5' });
    expect(step.state.activeFirm).toBe('w2');
    expect(step.state.stage).toBe(3);
  });
});

describe('resign in a simultaneous phase', () => {
  it('says the phase closes when every remaining active seat is ready', () => {
    const base = fixtureState({ players: 4, directors: D3, phase: 'session' });
    const r1 = resigned({ ...base, ready: [true, false, true, false] }, 3);
    expect(r1.closes).toBe(false);
    const r2 = resigned({ ...base, ready: [true, false, true, false] }, 1);
    expect(r2.closes).toBe(false);
    const r3 = resigned({ ...base, ready: [true, true, false, true] }, 2);
    expect(r3.closes).toBe(true);
  });

  it('ends a session early: orders cancelled, closes from its trades, no closeHistory, taxes paid (spec 14.1.5)', () => {
    const start = fixture({
      players: 3,
      directors: D3,
      phase: 'session',
      seats: [{ holdings: { w1: 5 } }],
      firms: { w2: { taxDue: 40 } },
    });
    const traded = run(start, [
      [0, { type: 'order', account: 'me', side: 'sell', firm: 'w1', qty: 5, limit: 20 }],
      [1, { type: 'order', account: 'me', side: 'buy', firm: 'w1', qty: 3, limit: 20 }],
      [2, { type: 'order', account: 'me', side: 'buy', firm: 'b4', qty: 1, limit: 11 }],
      [1, { type: 'order', account: 'me', side: 'buy', firm: 'b2', qty: 1, limit: 12 }],
      [2, resign],
    ]);
    expect(eventsOf(traded.events, 'orderCancelled')).toEqual([
      { type: 'orderCancelled', id: 3, account: 2, reason: 'resigned', remaining: 1 },
    ]);
    const end = run(traded, [[1, resign]]);
    expect(end.events.map((e) => e.type).slice(0, 5)).toEqual([
      'seatResigned',
      'orderCancelled',
      'orderCancelled',
      'taxPaid',
      'survivalIncome',
    ]);
    expect(eventsOf(end.events, 'orderCancelled').map((e) => [e.id, e.reason])).toEqual([
      [4, 'resigned'],
      [1, 'gameEnd'],
    ]);
    expect(eventsOf(end.events, 'yearEnded')).toEqual([]);
    expect(end.state.close.w1).toBe(20);
    expect(end.state.closeHistory).toEqual([]);
    expect(end.state.tape).toHaveLength(1);
    expect(end.state.book).toEqual([]);
    expect(end.state.final?.reason).toBe('players');
    expect(end.state.final?.ranking[0]).toEqual([0]);
  });

  it('discards a meeting', () => {
    const base = fixtureState({ players: 3, directors: D3, phase: 'session', seats: [{ holdings: { w1: 10 } }] });
    const meeting: State = {
      ...base,
      phase: 'meeting',
      nominees: { ...byFirm(() => []), w1: [2] },
      ballots: [{ firm: 'w1', account: 0, candidate: 2 }],
    };
    const { step } = resigned(
      { ...meeting, seats: meeting.seats.map((s, i) => (i === 1 ? { ...s, status: 'resigned' } : s)) },
      0,
    );
    expect(step.state.nominees).toEqual(byFirm(() => []));
    expect(step.state.ballots).toEqual([]);
    expect(step.state.firms.w1.director).toBe(0);
    expect(eventsOf(step.events, 'meetingResult')).toEqual([]);
    expect(step.state.final?.reason).toBe('players');
  });

  it('ends an auction without selling and without taxes', () => {
    const base = fixtureState({ players: 3, directors: D3, phase: 'session' });
    const auction: State = {
      ...base,
      phase: 'auction',
      year: 0,
      bids: [
        { id: 1, seat: 0, firm: 'w1', qty: 5, price: 20 },
        { id: 2, seat: 2, firm: 'w1', qty: 5, price: 30 },
      ],
      nextOrderId: 3,
      seats: base.seats.map((s, i) => (i === 1 ? { ...s, status: 'resigned' } : s)),
    };
    const { step } = resigned(auction, 2);
    expect(step.events.slice(0, 3)).toEqual([
      { type: 'seatResigned', seat: 2 },
      { type: 'bidCancelled', id: 2, seat: 2, reason: 'resigned' },
      { type: 'bidCancelled', id: 1, seat: 0, reason: 'gameEnd' },
    ]);
    expect(step.state.year).toBe(0);
    expect(step.state.gov.holdings.w1).toBe(40);
    expect(eventsOf(step.events, 'taxPaid')).toEqual([]);
    // every piece survives: 3 men × 300 per firm
    expect(eventsOf(step.events, 'survivalIncome').every((e) => e.gross === 900)).toBe(true);
    expect(step.state.final?.reason).toBe('players');
  });
});
