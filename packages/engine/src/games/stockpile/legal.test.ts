import { describe, expect, it } from 'vitest';
import { SELL_LIST_LIMIT } from './legal.ts';
import { stockpile } from './index.ts';
import { Match, sell, TV5_PAIRS, TV5_PRICES } from './testing/match.ts';
import type { Move } from './types.ts';

const PAIRS = TV5_PAIRS;
const PRICES = TV5_PRICES;
const COMPANIES = Object.keys(PRICES);

/** Selling in round 2 of 4 players, seat 0 to sell first with the given portfolio. */
function selling(portfolio: object): Match {
  return new Match(4, {
    round: 2,
    phase: 'selling',
    firstPlayer: 0,
    prices: PRICES,
    seats: [{ cash: 5000, portfolio }, { cash: 5000 }, { cash: 5000 }, { cash: 5000 }],
    pairs: PAIRS,
  });
}

describe('the sells legalMoves lists', () => {
  it('are every combination for a small portfolio, the pass first (spec 7)', () => {
    const m = selling({ cosmic: { regular: 2, split: 1 }, epic: { regular: 1 } });
    const legal = stockpile.legalMoves(m.state, 0);
    // cosmic: 3 regular counts × (sell 0/1 split, halve 0/1 with s + h ≤ 1: 3) = 9; epic: 2.
    expect(legal).toHaveLength(18);
    expect(legal[0]).toEqual(sell());
    expect(legal).toContainEqual(sell({ cosmic: { regular: 1, halve: 1 }, epic: { regular: 1 } }));
  });

  it('stay a short list for a portfolio with millions of combinations, and any legal sale is still accepted', () => {
    const portfolio = Object.fromEntries(COMPANIES.map((c) => [c, { regular: 3, split: 2 }]));
    const m = selling(portfolio);
    const legal = stockpile.legalMoves(m.state, 0);
    // (4 × 6)^6 = 1.9 × 10^8 combinations; nothing / everything / every split halved per company instead.
    expect(legal).toHaveLength(3 ** 6);
    expect(legal.length).toBeLessThanOrEqual(SELL_LIST_LIMIT);
    expect(legal[0]).toEqual(sell());
    for (const move of legal) expect(stockpile.play(m.state, 0, move).ok).toBe(true);
    const unlisted = { type: 'sell', cards: { cosmic: { regular: 1 }, epic: { split: 1, halve: 1 } } } as Move;
    expect(legal).not.toContainEqual(unlisted);
    expect(stockpile.play(m.state, 0, unlisted).ok).toBe(true);
  });
});
