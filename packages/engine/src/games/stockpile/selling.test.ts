import { describe, expect, it } from 'vitest';
import { Match, sell } from './testing/match.ts';
import { view } from './view.ts';

// spec 8.9: sales and passes are public, so every viewer's view lists this round's Selling decisions in turn order.
describe('this round’s sales in the state and every view (spec 8.9, 10.2)', () => {
  it('lists each seller’s cards and proceeds, a pass as no cards, and empties when the next round starts', () => {
    const m = new Match(3, {
      round: 1,
      phase: 'selling',
      firstPlayer: 0,
      prices: { cosmic: 5 },
      seats: [
        { portfolio: { cosmic: { regular: 2 } } },
        { portfolio: { epic: { regular: 1 } } },
        { portfolio: { leading: { regular: 1 } } },
      ],
    });
    expect(m.state.sales).toEqual([]);
    m.play(0, sell({ cosmic: { regular: 1 } }));
    m.play(1, sell());
    const sales = [
      { seat: 0, cards: { cosmic: { regular: 1, split: 0, halve: 0 } }, total: 5000 },
      { seat: 1, cards: {}, total: 0 },
    ];
    expect(m.state.sales).toEqual(sales);
    for (const viewer of ['spectator', 0, 1, 2] as const) expect(view(m.state, viewer).sales).toEqual(sales);
    m.play(2, sell());
    if (m.state.phase === 'deborah') throw new Error('no investors in this game');
    expect(m.state.round).toBe(2);
    expect(m.state.sales).toEqual([]);
    expect(m.replaysIdentically()).toBe(true);
  });
});
