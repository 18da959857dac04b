import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../core/game.ts';
import { replay } from '../../core/record.ts';
import { playout } from '../../testing/playout.ts';
import { stockpile } from './index.ts';
import { scoreSheets } from './score-sheet.ts';
import { bid, Match, sell, TV4_POSITION, TV5_POSITION } from './testing/match.ts';
import type { Event, State } from './types.ts';
import { view } from './view.ts';

describe('scoreSheets (spec 11.1)', () => {
  it('TV5: cash, majority bonuses (tied ones at $5,000), shares × final price with split cards doubled', () => {
    const m = new Match(4, TV5_POSITION);
    m.play(0, sell());
    m.play(1, sell({ cosmic: { halve: 1 } }));
    m.play(2, sell());
    const events = m.play(3, sell({ epic: { regular: 1 } }));
    const sheets = scoreSheets(view(m.state, 'spectator'), events);
    expect(sheets.map((s) => s.score)).toEqual([38000, 27000, 52000, 27000]);
    expect(sheets[0]).toEqual({
      seat: 0,
      cash: 5000,
      bonuses: [
        { company: 'cosmic', amount: 10000, tied: false },
        { company: 'leading', amount: 5000, tied: true },
      ],
      lines: [
        { company: 'cosmic', regular: 2, split: 0, shares: 2, price: 5000, value: 10000 },
        { company: 'leading', regular: 0, split: 1, shares: 2, price: 4000, value: 8000 },
      ],
      graham: 0,
      debt: 0,
      score: 38000,
    });
    // s2 got the super-split before the scoring: it is in the cash the scoring began with.
    expect(sheets[2]).toMatchObject({ cash: 15000, debt: 0 });
  });

  it('TV4: a fee still owed is charged in full', () => {
    const m = new Match(3, TV4_POSITION);
    m.play(0, bid(0, 3000));
    m.play(1, bid(1, 0));
    m.play(2, bid(2, 0));
    m.play(0, sell({ cosmic: { regular: 1 } }));
    m.play(1, sell());
    const events = m.play(2, sell());
    const sheets = scoreSheets(view(m.state, 1), events);
    expect(sheets[1]).toMatchObject({ cash: 0, debt: 2000, score: -2000, lines: [], bonuses: [] });
    expect(sheets.map((s) => s.score)).toEqual(stockpile.outcome(m.state)?.scores);
  });

  it('adds up to the final score of every seat in random games, investors (Golden Graham) and resignations too', () => {
    for (const [players, seed] of [
      [2, 'sheet-2'],
      [3, 'sheet-3'],
      [4, 'sheet-4'],
      [5, 'sheet-5'],
      [3, 'sheet-3b'],
    ] as const) {
      const { record } = playout(stockpile as AnyGame, { players, options: { investors: true }, seed });
      const events: Event[] = [];
      let last: State | null = null;
      replay(stockpile, record, {
        onStep: (step) => {
          events.push(...step.events);
          last = step.state;
        },
      });
      const state = last as unknown as State;
      expect(state.phase).toBe('over');
      const sheets = scoreSheets(view(state, 0), events);
      for (const s of sheets) {
        const sum =
          s.cash +
          s.bonuses.reduce((a, b) => a + b.amount, 0) +
          s.lines.reduce((a, l) => a + l.value, 0) +
          s.graham -
          s.debt;
        expect(sum).toBe(s.score);
        expect(s.score).toBe(state.final?.scores[s.seat]);
      }
    }
  });
});
