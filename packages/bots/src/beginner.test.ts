import { getGame, startMatch, unwrap, type AnyGame } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { playMatch } from './arena.ts';
import { firstShare, oneAgainst } from './arena-share.ts';
import { beginnerBot, moveDistance } from './beginner.ts';
import { randomBot } from './random-bot.ts';
import { GAME_BOTS, arenaLevels, botLevelOf, getBot, getPeopleBot, offeredLevels } from './registry.ts';

const GAMES = [
  ['akcioner', 2],
  ['stockpile', 2],
  ['checkers-exchange', 3],
] as const;

function game(id: string): AnyGame {
  return getGame(id)!;
}

/** The beginner's first-place share against `other` in `games` two- or three-seat arena games (every seating). */
function share(gameId: string, players: number, other: string, games: number): number {
  return firstShare(oneAgainst(gameId, players, 'beginner', other), games);
}

describe('beginner bot', () => {
  it('plays legal whole matches of every game from views only', () => {
    for (const [id, players] of GAMES) {
      const views: unknown[] = [];
      const r = playMatch({
        game: game(id),
        players,
        options: {},
        seed: `beginner-legal-${id}`,
        bots: Array(players).fill(getBot(id, 'beginner')),
        check: true,
        onView: (view) => views.push(view),
      });
      expect(r.outcome.scores).toHaveLength(players);
      expect(views.length).toBeGreaterThan(0);
    }
  });

  it('is deterministic for the same view, seat and seed, and slips at some decisions but not most', () => {
    const g = game('stockpile');
    const bot = getBot('stockpile', 'beginner');
    const heuristic = getBot('stockpile', 'heuristic');
    const { state } = unwrap(startMatch(g, { players: 3, options: {}, seed: 'beg' }), 'setup');
    const seat = g.toAct(state)[0]!;
    const view = g.view(state, seat);
    let slips = 0;
    for (let i = 0; i < 100; i++) {
      const seed = `s${i}`;
      const a = bot.chooseTurn(g, view, seat, seed);
      expect(bot.chooseTurn(g, view, seat, seed)).toEqual(a);
      const planned = heuristic.chooseTurn(g, view, seat, seed);
      if (JSON.stringify(a) !== JSON.stringify(planned)) {
        slips++;
        // A slip is one other legal move of the same kind, sent alone.
        expect(a).toHaveLength(1);
        expect((a[0] as { type: string }).type).toBe((planned[0] as { type: string }).type);
        expect(g.play(state, seat, unwrap(g.parseMove(a[0]), 'parse')).ok).toBe(true);
      }
    }
    expect(slips).toBeGreaterThan(10);
    expect(slips).toBeLessThan(50);
  });

  it('returns what the heuristic returns when the seat has nothing to do', () => {
    const none = { level: 'heuristic', chooseTurn: () => [] };
    const g = game('akcioner');
    const { state } = unwrap(startMatch(g, { players: 2, options: {}, seed: 'x' }), 'setup');
    expect(beginnerBot(none).chooseTurn(g, g.view(state, 0), 0, 'x')).toEqual([]);
  });

  it('measures near misses: a nearer number, fewer differing fields', () => {
    expect(moveDistance({ type: 'bid', amount: 11 }, { type: 'bid', amount: 12 })).toBeLessThan(
      moveDistance({ type: 'bid', amount: 30 }, { type: 'bid', amount: 12 }),
    );
    expect(moveDistance({ a: 1, b: 'x' }, { a: 1, b: 'x' })).toBe(0);
    expect(moveDistance({ a: 1 }, { a: 1, b: 2 })).toBe(1);
    expect(moveDistance([1, 2], { 0: 1, 1: 2 })).toBe(1);
  });

  it('loses clearly to the heuristic and beats uniform random play clearly, in every game', () => {
    // Small runs (every seating of a few deals): the full figures are in the arena (issue 27's report).
    for (const [id, players] of GAMES) {
      const fair = 1 / players;
      expect(share(id, players, 'heuristic', 12 * players)).toBeLessThan(fair);
      expect(share(id, players, 'random', 12 * players)).toBeGreaterThan(0.75);
    }
  });
});

describe('people levels in the registry', () => {
  it('maps beginner, intermediate and expert to the beginner, heuristic and expert bots', () => {
    expect(botLevelOf('beginner')).toBe('beginner');
    expect(botLevelOf('intermediate')).toBe('heuristic');
    expect(botLevelOf('expert')).toBe('expert');
    expect(botLevelOf('heuristic')).toBeUndefined();
    expect(botLevelOf('constructor')).toBeUndefined();
  });

  it('offers the levels each game has a bot for, weakest first, and no others', () => {
    for (const id of Object.keys(GAME_BOTS)) {
      const offered = offeredLevels(id);
      expect(offered.slice(0, 2)).toEqual(['beginner', 'intermediate']);
      expect(offered.includes('expert')).toBe(Object.hasOwn(GAME_BOTS[id]!, 'expert'));
      for (const level of offered) expect(getPeopleBot(id, level)).toBe(GAME_BOTS[id]![botLevelOf(level)!]);
    }
    expect(offeredLevels('stockpile')).toEqual(['beginner', 'intermediate', 'expert']);
    expect(getPeopleBot('stockpile', 'heuristic')).toBeUndefined();
    // A game without bots of its own (a test's toy game): the generic random bot at the two lower levels.
    expect(offeredLevels('no-such-game')).toEqual(['beginner', 'intermediate']);
    expect(getPeopleBot('no-such-game', 'beginner')).toBe(randomBot);
    expect(getPeopleBot('no-such-game', 'expert')).toBeUndefined();
  });

  it('keeps the arena levels starting with random and heuristic, the beginner after the game own', () => {
    for (const id of Object.keys(GAME_BOTS)) {
      expect(arenaLevels(id).slice(0, 2)).toEqual(['random', 'heuristic']);
      expect(arenaLevels(id)).toContain('beginner');
    }
  });
});
