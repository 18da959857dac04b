import { stockpile, unwrap, type AnyGame, type Stockpile } from '@birzha/engine';
import { deepFreeze } from '@birzha/engine/testing';
import { describe, expect, it } from 'vitest';
import { playMatch } from '../arena.ts';
import { BotError } from '../bot.ts';
import { getBot } from '../registry.ts';
import { heuristicBot, randomBot } from './index.ts';

const game = stockpile as AnyGame;

const TABLES: { players: number; options: Partial<Stockpile.Options> }[] = [
  { players: 2, options: {} },
  { players: 3, options: { investors: true } },
  { players: 4, options: { investors: true, board: 'advanced' } },
  { players: 5, options: { seedPiles: true, displacedBids: 'immediately' } },
  { players: 2, options: { investors: true, rebidSamePileAfterOutbid: true } },
  { players: 5, options: { investors: true, turnSeconds: 0 } },
];

describe('heuristic Stockpile bot', () => {
  it('is what the registry seats for stockpile at both levels', () => {
    expect(getBot('stockpile', 'heuristic')).toBe(heuristicBot);
    expect(getBot('stockpile', 'random')).toBe(randomBot);
  });

  it('plays legal whole matches from frozen views at every player count and option, investors powers included', () => {
    const used = new Set<string>();
    for (let g = 0; g < 24; g++) {
      const { players, options } = TABLES[g % TABLES.length]!;
      const bots = Array.from({ length: players }, (_, s) => (s % 2 === g % 2 ? heuristicBot : randomBot));
      const r = playMatch({
        game,
        players,
        options,
        seed: `heuristic-${g}`,
        bots,
        onView: (view) => deepFreeze(view),
      });
      expect(r.outcome.scores).toHaveLength(players);
      for (const { seat, move } of r.record.moves)
        if (bots[seat] === heuristicBot) used.add((move as { type: string }).type);
    }
    // Every kind of decision came up and was answered by the heuristic itself.
    for (const type of ['chooseInvestor', 'supply', 'bid', 'peek', 'playAction', 'sell', 'deborah'])
      expect([...used], type).toContain(type);
    expect(used.has('nudge') || used.has('skipPower')).toBe(true);
    expect(used.has('inspectPile') || used.has('moveCard') || used.has('skipPower')).toBe(true);
  });

  it('gives the same turn for the same view and seed', () => {
    const options = unwrap(stockpile.parseOptions({}, 4));
    const { state } = unwrap(stockpile.setup({ players: 4, options, seed: 'same' }));
    const seat = stockpile.toAct(state)[0]!;
    const view = stockpile.view(state, seat);
    const a = heuristicBot.chooseTurn(game, view, seat, 'x');
    expect(a.length).toBeGreaterThan(0);
    expect(heuristicBot.chooseTurn(game, view, seat, 'x')).toEqual(a);
    expect(heuristicBot.chooseTurn(game, view, seat, 'y')).toEqual(a);
  });

  it("refuses another seat's view", () => {
    const options = unwrap(stockpile.parseOptions({}, 3));
    const { state } = unwrap(stockpile.setup({ players: 3, options, seed: 'wrong' }));
    const seat = stockpile.toAct(state)[0]!;
    const other = (seat + 1) % 3;
    expect(() => heuristicBot.chooseTurn(game, stockpile.view(state, other), seat, 's')).toThrow(BotError);
    expect(() => heuristicBot.chooseTurn(game, stockpile.view(state, 'spectator'), seat, 's')).toThrow(BotError);
  });

  it('sells a company it knows will fall and keeps one whose unseen forecasts rise on average', () => {
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
    const turn = heuristicBot.chooseTurn(game, stockpile.view(state, 0), 0, 's');
    expect(turn).toEqual([{ type: 'sell', cards: { cosmic: { regular: 2 } } }]);
  });
});
