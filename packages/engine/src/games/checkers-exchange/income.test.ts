import { describe, expect, it } from 'vitest';
import { eventsOf, fixture, fixtureState, run } from './testing/board.ts';
import { yearIncome } from './income.ts';
import { V12, twoMenIncome } from './testing/positions.ts';
import { deepFreeze } from '../../testing/deep-freeze.ts';

describe('V12 step 1: the year income arithmetic', () => {
  const start = fixture({ players: 3, ...V12 });

  it('makes B4 the active firm and pays W2 out after the 8th ply', () => {
    expect(start.state.activeFirm).toBe('b4');
    expect(start.state.gov.holdings).toMatchObject({ w2: 20, w4: 30 });
    const s = run(start, [[1, 'h6-g5']]);
    expect(eventsOf(s.events, 'yearIncome')).toEqual([twoMenIncome('w2')]);
    expect(eventsOf(s.events, 'dividendPaid')).toEqual([
      { type: 'dividendPaid', firm: 'w2', account: 0, shares: 12, amount: 36 },
      { type: 'dividendPaid', firm: 'w2', account: 1, shares: 8, amount: 24 },
      { type: 'dividendPaid', firm: 'w2', account: 'gov', shares: 20, amount: 60 },
    ]);
    const types = s.events.map((e) => e.type);
    expect(types.indexOf('yearIncome')).toBeLessThan(types.indexOf('dividendPaid'));
    expect(types.indexOf('dividendPaid')).toBeLessThan(types.indexOf('stageOpened'));
    expect(s.state.firms.w2).toMatchObject({ cash: 160, taxDue: 80, captures: { men: 0, kings: 0 } });
    expect(s.state.seats.map((x) => x.cash)).toEqual([1076, 1024, 1000]);
    expect(s.state.gov.cash).toBe(60);
    expect(s.state.phase).toBe('session');
  });
});

describe('yearIncome (spec 8.5)', () => {
  it('pays seats, then other firms, then gov; never the treasury; fee to a resigned director; kings count 400', () => {
    const state = deepFreeze(
      fixtureState({
        players: 3,
        directors: [2, 0, 0, 0, 0, 0, 0, 0],
        phase: 'board',
        seats: [{ holdings: { w1: 5 } }, null, { status: 'resigned' }],
        firms: {
          w1: { captures: { men: 1, kings: 2 }, holdings: { w1: 4 }, taxDue: 7 },
          b2: { holdings: { w1: 12 } },
          w3: { holdings: { w1: 3 } },
        },
      }),
    );
    const s = yearIncome({ state, events: [] });
    // G 1000, T 200, F 100, N 700, E 46, d = floor(35000 / 4600) = 7
    expect(s.events[0]).toMatchObject({ gross: 1000, tax: 200, fee: 100, net: 700, eligible: 46, perShare: 7 });
    expect(s.events[0]).toMatchObject({ pool: 322, retained: 378, director: 2 });
    expect(s.events.slice(1).map((e) => (e.type === 'dividendPaid' ? [e.account, e.amount] : e.type))).toEqual([
      [0, 35],
      ['w3', 21],
      ['b2', 84],
      ['gov', 182],
    ]);
    expect(s.state.seats[2]!.cash).toBe(1100);
    expect(s.state.firms.w1).toMatchObject({ cash: 378, taxDue: 207, captures: { men: 0, kings: 0 } });
    let total = 0;
    for (const e of s.events) if (e.type === 'dividendPaid') total += e.amount;
    expect(total).toBe(322);
  });

  it('emits nothing for a year without captures', () => {
    const state = deepFreeze(fixtureState({ players: 3, directors: [0, 1, 2, 0, 1, 2, 0, 1] }));
    const s = yearIncome({ state, events: [] });
    expect(s.events).toEqual([]);
    expect(s.state.firms).toEqual(state.firms);
  });
});
