import { rngFromSeed, stockpile, unwrap, Stockpile, type AnyGame, type Seat } from '@birzha/engine';
import { deepFreeze } from '@birzha/engine/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playMatch } from '../arena.ts';
import type { Bot } from '../bot.ts';
import { getBot } from '../registry.ts';
import { planExpertTurn } from './expert.ts';
import { expertBot, heuristicBot } from './index.ts';

const game = stockpile as AnyGame;
type View = Stockpile.View;

/** The expert's search with a small playout budget: the same code, so that whole matches fit in a test. */
const quickExpert: Bot = {
  level: 'expert-quick',
  chooseTurn: (_game, view, seat, seed, limits) => planExpertTurn(view as View, seat, seed, limits, 24),
};

const TABLES: { players: number; options: Partial<Stockpile.Options> }[] = [
  { players: 2, options: {} },
  { players: 3, options: { investors: true } },
  { players: 4, options: { investors: true, board: 'advanced' } },
  { players: 5, options: { seedPiles: true, displacedBids: 'immediately' } },
];

/** A 4-player table at its first decision (Supply), as seat `toAct` sees it. */
function supplyView(seed: string): { view: View; seat: Seat; state: Stockpile.State } {
  const options = unwrap(stockpile.parseOptions({}, 4));
  const { state } = unwrap(stockpile.setup({ players: 4, options, seed }));
  const seat = stockpile.toAct(state)[0]!;
  return { view: stockpile.view(state, seat), seat, state };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('expert Stockpile bot', () => {
  it('is registered as the level expert', () => {
    expect(getBot('stockpile', 'expert')).toBe(expertBot);
    expect(expertBot.level).toBe('expert');
  });

  it('plays legal whole matches against the heuristic from frozen views of its own seat, invariants checked', () => {
    const used = new Set<string>();
    TABLES.forEach(({ players, options }, g) => {
      const bots = Array.from({ length: players }, (_, s) => (s % 2 === g % 2 ? quickExpert : heuristicBot));
      const r = playMatch({
        game,
        players,
        options,
        seed: `expert-legal-${g}`,
        bots,
        check: true,
        onView: (view, seat) => {
          // What the bot gets is its seat's view: its own seat in full, every other seat as counts only.
          const v = view as View;
          expect(v.viewer).toBe(seat);
          v.seats.forEach((s, j) => expect(s.full).toBe(j === seat));
          deepFreeze(view);
        },
      });
      expect(r.outcome.scores).toHaveLength(players);
      for (const { seat, move } of r.record.moves)
        if (bots[seat] === quickExpert) used.add((move as { type: string }).type);
    });
    for (const type of ['supply', 'bid', 'playAction', 'sell']) expect([...used], type).toContain(type);
  }, 120_000);

  it('answers from the view alone: two hidden deals behind the same view get the same turn', () => {
    const { view, seat } = supplyView('view-only');
    // Two full states the seat cannot tell apart (other hands, forecasts and the deck dealt differently).
    const a = Stockpile.determinize(view, seat, rngFromSeed('a'));
    const b = Stockpile.determinize(view, seat, rngFromSeed('b'));
    expect(a.deck).not.toEqual(b.deck);
    const va = stockpile.view(a, seat);
    const vb = stockpile.view(b, seat);
    expect(va).toEqual(vb);
    expect(planExpertTurn(va, seat, 's', undefined, 48)).toEqual(planExpertTurn(vb, seat, 's', undefined, 48));
  });

  it('gives the same turn for the same view and seed', () => {
    const { view, seat } = supplyView('same');
    const turn = expertBot.chooseTurn(game, deepFreeze(view), seat, 'x');
    expect(turn).toHaveLength(1);
    expect(stockpile.legalMoves(Stockpile.determinize(view, seat, rngFromSeed('any')), seat)).toContainEqual(turn[0]);
    expect(expertBot.chooseTurn(game, view, seat, 'x')).toEqual(turn);
  });

  it('stops its search at limits.ms under a slow clock, and at 1 s without limits', () => {
    const { view, seat } = supplyView('slow');
    let now = 0;
    let calls = 0;
    // Every look at the clock costs 10 ms: a search that ignored the clock would read it about 240 times.
    vi.spyOn(performance, 'now').mockImplementation(() => {
      calls++;
      return (now += 10);
    });
    const capped = expertBot.chooseTurn(game, view, seat, 'x', { ms: 100 });
    expect(capped).toHaveLength(1);
    expect(calls).toBeLessThanOrEqual(12);
    calls = 0;
    now = 0;
    expertBot.chooseTurn(game, view, seat, 'x');
    expect(calls).toBeLessThanOrEqual(1_000 / 10);
    expect(calls).toBeGreaterThan(12);
  });

  it('sells a company it knows will fall', () => {
    const position = {
      phase: 'selling',
      firstPlayer: 0,
      seats: [{ portfolio: { cosmic: { regular: 2 }, epic: { regular: 2 } } }, null, null],
      pairs: {
        private: [
          [{ company: 'cosmic', forecast: 'down3' }],
          [{ company: 'epic', forecast: 'up4' }],
          [{ company: 'leading', forecast: 'up1' }],
        ],
        public: [{ company: 'bottomline', forecast: 'dividend' }],
        hidden: [
          { company: 'american', forecast: 'up2' },
          { company: 'stanford', forecast: 'down2' },
        ],
      },
    };
    const options = unwrap(stockpile.parseOptions({}, 3));
    const { state } = unwrap(stockpile.setup({ players: 3, options, seed: 'sell', position }));
    const [turn] = expertBot.chooseTurn(game, stockpile.view(state, 0), 0, 's') as Stockpile.SellMove[];
    expect(turn?.cards['cosmic']).toEqual({ regular: 2 });
  });
});
