// Issue 27: a bot decides within at most a second, less on a short clock: the driver computes the limit from the
// table's clock (time-limit.ts) and the worker hands it to the bot.
import { getPeopleBot } from '@birzha/bots';
import { getGame, startMatch, unwrap } from '@birzha/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BotDriver, type BotDriverDeps } from '../matches/bot-driver.ts';
import chooseTurn from './bot-worker.ts';

/** The options the driver gave the chooser for one bot turn of a table whose earliest deadline is `deadline`. */
async function askedWith(deadline: number | null, now: number): Promise<unknown> {
  let options: unknown;
  let done: () => void = () => {};
  const asked = new Promise<void>((resolve) => (done = resolve));
  const live = {
    version: 1,
    showUntil: 0,
    deadline,
    state: {},
    table: { status: 'playing' },
    game: { meta: { id: 'g' }, toAct: () => [0], view: () => ({}) },
    seats: [{ bot: 'intermediate', userId: null }],
  };
  const deps = {
    registry: { get: async () => live },
    chooser: {
      chooseTurn: async (...args: unknown[]) => {
        options = args[5];
        done();
        return [{}];
      },
    },
    submit: async () => ({ ok: true }),
    delayMs: 0,
    now: () => now,
    log: { error: () => {}, warn: () => {} },
  } as unknown as BotDriverDeps;
  const driver = new BotDriver(deps);
  driver.poke('t');
  await asked;
  await driver.drained();
  driver.stop();
  return options;
}

afterEach(() => vi.restoreAllMocks());

describe('bot time limits', () => {
  it('the driver gives a bot a second on an untimed or long clock, and less on a short one', async () => {
    expect(await askedWith(null, 5_000)).toEqual({ limits: { ms: 1000 } });
    expect(await askedWith(65_000, 5_000)).toEqual({ limits: { ms: 1000 } });
    expect(await askedWith(11_000, 5_000)).toEqual({ limits: { ms: 300 } });
    expect(await askedWith(5_100, 5_000)).toEqual({ limits: { ms: 50 } });
  });

  it('the worker hands the limits to the bot of the level', () => {
    const game = getGame('stockpile')!;
    const { state } = unwrap(startMatch(game, { players: 2, options: {}, seed: 'limits' }), 'setup');
    const seat = game.toAct(state)[0]!;
    const bot = getPeopleBot('stockpile', 'intermediate')!;
    const spy = vi.spyOn(bot, 'chooseTurn');
    const view = game.view(state, seat);
    const moves = chooseTurn({ gameId: 'stockpile', view, seat, level: 'intermediate', seed: 's', limits: { ms: 77 } });
    expect(moves.length).toBeGreaterThan(0);
    expect(spy).toHaveBeenCalledWith(game, view, seat, 's', { ms: 77 });
  });

  it('the worker reads an old level name as its level, and refuses a level the game lacks', () => {
    const game = getGame('stockpile')!;
    const { state } = unwrap(startMatch(game, { players: 2, options: {}, seed: 'old' }), 'setup');
    const seat = game.toAct(state)[0]!;
    const view = game.view(state, seat);
    const task = { gameId: 'stockpile', view, seat, seed: 's' };
    expect(chooseTurn({ ...task, level: 'heuristic' })).toEqual(chooseTurn({ ...task, level: 'intermediate' }));
    expect(chooseTurn({ ...task, level: 'random' })).toEqual(chooseTurn({ ...task, level: 'beginner' }));
    expect(() => chooseTurn({ ...task, level: 'grandmaster' })).toThrow(/unknown bot level 'grandmaster'/);
  });
});
