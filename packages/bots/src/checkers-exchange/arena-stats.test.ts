import { checkersExchange, replay, type AnyGame, type CheckersExchange, type MatchRecord } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { playMatch } from '../arena.ts';
import { checkersExchangeArenaStats as stats } from './arena-stats.ts';
import { randomBot } from './index.ts';

const game = checkersExchange as unknown as AnyGame;
const ALL = [true, true, true];

/** A 3-seat record that ends after the opening privatization: seat 0 buys 5 of w1 at 12, seat 1 3 of b1 at 10. */
const auction: MatchRecord = {
  game: 'checkers-exchange',
  rulesVersion: checkersExchange.meta.rulesVersion,
  players: 3,
  options: { timing: 'untimed', years: 4 },
  seed: 'stats',
  position: null,
  moves: [
    { seat: 0, move: { type: 'bid', firm: 'w1', qty: 5, price: 12 } },
    { seat: 1, move: { type: 'bid', firm: 'b1', qty: 3, price: 10 } },
    { seat: 1, move: { type: 'ready' } },
    { seat: 0, move: { type: 'ready' } },
    { seat: 2, move: { type: 'ready' } },
  ],
};

describe('Checkers Exchange arena stats', () => {
  it('counts the firms and shares the privatization sold, and no sessions yet', () => {
    expect(stats(game, auction, ALL)).toEqual({
      tradesPerSession: 0,
      tradesWithStatePerSession: 0,
      firmsSold: 2,
      sharesSold: 8,
      directorChanges: 0,
      sessions: 0,
    });
  });

  it("counts a played match's sessions, trades and director changes as its events do, bots' trades only", () => {
    const { record } = playMatch({
      game,
      players: 3,
      options: { timing: 'untimed', years: 4 },
      seed: 'stats-random',
      bots: [randomBot, randomBot, randomBot],
    });
    const r = replay(game, record, { events: true });
    if (!r.ok) throw new Error('does not replay');
    const events = r.value.events as readonly CheckersExchange.Event[];
    const count = (type: string): number => events.filter((e) => e.type === type).length;
    const trades = events.filter((e) => e.type === 'trade');
    const withState = trades.filter((e) => e.buyer === 'gov' || e.seller === 'gov').length;
    const sessions = count('sessionClosed');
    expect(sessions).toBe(4);
    const all = stats(game, record, ALL);
    expect(all).toMatchObject({ sessions, directorChanges: count('directorChanged') });
    expect(all['tradesPerSession']! * sessions).toBeCloseTo(trades.length - withState, 9);
    expect(all['tradesWithStatePerSession']! * sessions).toBeCloseTo(withState, 9);
    // With no seat a bot's, no trade is between bots; the State's trades are counted all the same.
    const none = stats(game, record, [false, false, false]);
    expect(none['tradesPerSession']).toBe(0);
    expect(none['tradesWithStatePerSession']).toBe(all['tradesWithStatePerSession']);
  });

  it('refuses a record that does not replay', () => {
    const bad = { ...auction, moves: [{ seat: 0, move: { type: 'ply', move: 'a1-b2' } }] };
    expect(() => stats(game, bad, ALL)).toThrow(/does not replay/);
  });
});
