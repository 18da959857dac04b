import { akcioner, fail, ok, startMatch, unwrap, type AnyGame, type Game } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { playMatch } from './arena.ts';
import { randomBot } from './random-bot.ts';

const game = akcioner as AnyGame;

describe('random bot', () => {
  it('plays legal whole turns of complete matches from views only', () => {
    for (let g = 0; g < 30; g++) {
      const players = 2 + (g % 5);
      const variant = (['short', 'classic', 'long'] as const)[g % 3]!;
      const max = { short: 6, classic: 5, long: 4 }[variant];
      const p = Math.min(players, max);
      const r = playMatch({
        game,
        players: p,
        options: { variant },
        seed: `random-${g}`,
        bots: Array(p).fill(randomBot),
      });
      expect(r.outcome.scores).toHaveLength(p);
    }
  });

  it('is deterministic for the same view, seat and seed, and the seed matters', () => {
    const { state } = unwrap(startMatch(akcioner, { players: 3, options: {}, seed: 'rnd' }), 'setup');
    const seat = state.toMove!;
    const view = akcioner.view(state, seat);
    const a = randomBot.chooseTurn(game, view, seat, 's1');
    expect(randomBot.chooseTurn(game, view, seat, 's1')).toEqual(a);
    const seeds = Array.from({ length: 10 }, (_, i) => JSON.stringify(randomBot.chooseTurn(game, view, seat, `s${i}`)));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('plays a game without hidden information through the default determinizer', () => {
    // A tiny counting game: seats alternate adding 1 or 2; the one who reaches 5 wins.
    type S = { total: number; toMove: number };
    const race: Game<null, S, number, never, S> = {
      meta: { id: 'race', title: 'Race', minPlayers: 2, maxPlayers: 2, rulesVersion: 1, defaultOptions: null },
      parseOptions: () => ok(null),
      setup: () => ok({ state: { total: 0, toMove: 0 }, events: [] }),
      toAct: (s) => (s.total >= 5 ? [] : [s.toMove]),
      legalMoves: (s, seat) => (s.total >= 5 || seat !== s.toMove ? [] : [1, 2]),
      parseMove: (raw) => (raw === 1 || raw === 2 ? ok(raw) : fail('BAD_MOVE')),
      play: (s, _seat, m) => ok({ state: { total: s.total + m, toMove: 1 - s.toMove }, events: [] }),
      view: (s) => s,
      viewEvent: (e) => e,
      outcome: (s) => (s.total >= 5 ? { ranking: [[1 - s.toMove], [s.toMove]], scores: [0, 0] } : undefined),
    };
    const moves = randomBot.chooseTurn(race as AnyGame, { total: 3, toMove: 1 }, 1, 'x');
    expect(moves).toHaveLength(1);
    expect([1, 2]).toContain(moves[0]);
    // Its view is its state: the bot plays the whole turn (one move) from it, for either seat.
    expect(randomBot.chooseTurn(race as AnyGame, { total: 0, toMove: 0 }, 0, 'x')).toHaveLength(1);
    expect(randomBot.chooseTurn(race as AnyGame, { total: 0, toMove: 0 }, 1, 'x')).toEqual([]);
  });
});
