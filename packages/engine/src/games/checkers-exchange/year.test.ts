import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../testing/deep-freeze.ts';
import { fixtureState } from './testing/board.ts';
import { rotationOf } from './turn.ts';
import type { State } from './types.ts';
import { yearEnd } from './year.ts';

const D3 = [1, 0, 2, 2, 1, 2, 0, 1];

function session(overrides: Partial<State> = {}, year = 1, years = 6): State {
  const s = fixtureState({
    players: 3,
    directors: D3,
    phase: 'session',
    year,
    options: { years },
    firms: { w2: { taxDue: 80, plies: 1 }, b3: { plies: 2 } },
  });
  return deepFreeze({ ...s, ...overrides });
}

describe('yearEnd (spec 8.10 step 5)', () => {
  it('pays the taxes due and starts the next year with its rotation (V12 step 8)', () => {
    const s = yearEnd({ state: session(), events: [] });
    expect(s.events).toEqual([
      { type: 'taxPaid', firm: 'w2', amount: 80 },
      { type: 'yearEnded', year: 1 },
      { type: 'stageOpened', stage: 2, phase: 'board', year: 2, seconds: 60 },
      { type: 'firmToMove', firm: 'w2', holder: 0, yearPly: 0, candidates: ['w2', 'w3', 'w4', 'w1'] },
    ]);
    expect(s.state).toMatchObject({
      phase: 'board',
      year: 2,
      yearPly: 0,
      activeFirm: 'w2',
      rotation: rotationOf(2, 1),
    });
    expect(s.state.gov.cash).toBe(80);
    expect(Object.values(s.state.firms).map((f) => [f.plies, f.taxDue])).toEqual(Array(8).fill([0, 0]));
  });

  it('settles after the last year for reason years', () => {
    const s = yearEnd({ state: session({}, 6, 6), events: [] });
    expect(s.state.phase).toBe('finished');
    expect(s.state.final?.reason).toBe('years');
    expect(s.events.slice(0, 2).map((e) => e.type)).toEqual(['taxPaid', 'yearEnded']);
  });

  it('settles for reason board when the board game ended, also in the last year (spec 14.1.12)', () => {
    for (const year of [2, 6]) {
      const base = session({}, year, 6);
      const state = { ...base, board: { ...base.board, result: { winner: null, reason: '7.2.3' as const } } };
      const s = yearEnd({ state, events: [] });
      expect(s.state.final?.reason).toBe('board');
    }
  });
});
