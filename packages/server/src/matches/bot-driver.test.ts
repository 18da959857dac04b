// Issue 27: the bots of a simultaneous phase are served in a random order, not lowest seat first (in the arena that
// order biased Checkers Exchange self-play 26/14/0/0 by seat).
import { createRng, rngFromSeed } from '@birzha/engine';
import { waitFor } from '@birzha/test-support';
import { describe, expect, it } from 'vitest';
import { StoreUnreachable } from '../store/lost-connection.ts';
import { BotDriver, servingOrder, type BotDriverDeps } from './bot-driver.ts';

/** A seeded uniform draw in [0, 1). */
function seeded(seed: string): () => number {
  const rng = createRng(rngFromSeed(seed));
  return () => rng.nextUint32() / 2 ** 32;
}

describe('servingOrder', () => {
  it('is a permutation, not always seat 0 first, and the same for the same draws', () => {
    const seats = [0, 1, 2, 3];
    const random = seeded('order');
    const orders = Array.from({ length: 40 }, () => servingOrder(seats, random));
    for (const o of orders) expect([...o].sort()).toEqual(seats);
    expect(new Set(orders.map((o) => o[0])).size).toBe(4);
    const again = seeded('order');
    expect(Array.from({ length: 40 }, () => servingOrder(seats, again))).toEqual(orders);
    expect(servingOrder([], random)).toEqual([]);
  });
});

/** The seats in the order the driver asked their bots, for one poke of a 4-bot simultaneous phase. */
async function firstAsked(random: (() => number) | undefined): Promise<number[]> {
  const asked: number[] = [];
  const live = {
    version: 1,
    showUntil: 0,
    state: {},
    table: { status: 'playing' },
    game: { meta: { id: 'g' }, toAct: () => [0, 1, 2, 3], view: () => ({}) },
    seats: [0, 1, 2, 3].map(() => ({ bot: 'beginner', userId: null })),
  };
  let done: () => void = () => {};
  const all = new Promise<void>((resolve) => (done = resolve));
  const deps = {
    registry: { get: async () => live },
    chooser: {
      chooseTurn: async (_game: string, _view: unknown, seat: number) => {
        asked.push(seat);
        if (asked.length === 4) done();
        return [{}];
      },
    },
    submit: async () => ({ ok: true }),
    delayMs: 0,
    log: { error: () => {}, warn: () => {} },
    ...(random === undefined ? {} : { random }),
  } as unknown as BotDriverDeps;
  const driver = new BotDriver(deps);
  driver.poke('t');
  await all;
  await driver.drained();
  driver.stop();
  return asked;
}

describe('BotDriver serving a simultaneous phase', () => {
  it('asks the bots in a random order: deterministic for the same draws, not always seat 0 first', async () => {
    const orders: number[][] = [];
    for (let i = 0; i < 12; i++) orders.push(await firstAsked(seeded(`poke-${i}`)));
    for (const o of orders) expect([...o].sort()).toEqual([0, 1, 2, 3]);
    expect(new Set(orders.map((o) => o[0])).size).toBeGreaterThan(1);
    expect(await firstAsked(seeded('poke-3'))).toEqual(orders[3]);
  });

  it('draws from Math.random by default', async () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 20; i++) firsts.add((await firstAsked(undefined))[0]!);
    expect(firsts.size).toBeGreaterThan(1);
  });
});

// The soak with Redis crashes (issue 28): a process stopping logged "could not load a match to wake its bots" with
// "driver has already been destroyed": a poke's load of the match was not waited for before the store closed.
describe('BotDriver stopping', () => {
  function driverWith(get: (id: string) => Promise<unknown>, errors: unknown[]) {
    const deps = {
      registry: { get },
      chooser: { chooseTurn: async () => [{}] },
      submit: async () => ({ ok: true }),
      delayMs: 0,
      log: { error: (o: unknown) => errors.push(o), warn: () => {} },
    } as unknown as BotDriverDeps;
    return new BotDriver(deps);
  }

  it('waits in drained() for a poke whose match is still loading', async () => {
    let finishLoad: (v: undefined) => void = () => {};
    const loading = new Promise<undefined>((resolve) => (finishLoad = resolve));
    const errors: unknown[] = [];
    const driver = driverWith(() => loading, errors);
    driver.poke('t');
    driver.stop();
    let drained = false;
    const done = driver.drained().then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drained).toBe(false);
    finishLoad(undefined);
    await done;
    expect(drained).toBe(true);
    expect(errors).toEqual([]);
  });

  it('loads nothing for a poke after stop', async () => {
    const loads: string[] = [];
    const driver = driverWith(async (id) => void loads.push(id), []);
    driver.stop();
    driver.poke('t');
    await driver.drained();
    expect(loads).toEqual([]);
  });
});

// The soak with database connections ended (issue 28): a bot's move failed in the store, its fallback move too, and
// the turn's rejection went unhandled: the process died.
describe('BotDriver when the store fails', () => {
  /** A playing match whose one seat, a bot's, is to act. */
  const live = {
    version: 3,
    showUntil: 0,
    state: {},
    table: { status: 'playing' },
    game: { meta: { id: 'g' }, toAct: () => [0], view: () => ({}), legalMoves: () => [{ t: 'pass' }] },
    seats: [{ bot: 'beginner', userId: null }],
  };

  it('logs a turn whose move and fallback both fail, and does not leave it unhandled', async () => {
    const errors: string[] = [];
    let submits = 0;
    const deps = {
      registry: { get: async () => live },
      chooser: { chooseTurn: async () => [{}] },
      submit: async () => {
        submits++;
        throw new Error('Connection terminated unexpectedly');
      },
      delayMs: 0,
      log: { error: (_o: unknown, msg: string) => errors.push(msg), warn: () => {} },
    } as unknown as BotDriverDeps;
    const driver = new BotDriver(deps);
    driver.poke('t');
    await waitFor('the turn logged', () => errors.length >= 2);
    await driver.drained();
    driver.stop();
    expect(submits).toBe(2);
    expect(errors).toEqual(['bot failed; playing a legal move for it', 'bot turn failed, its fallback too']);
  });

  it('tries a turn again once the database may be back when it could not be reached, with no fallback move', async () => {
    const errors: string[] = [];
    const warnings: string[] = [];
    const submitted: string[] = [];
    let away = true;
    const deps = {
      registry: { get: async () => live },
      chooser: { chooseTurn: async () => [{ t: 'chosen' }] },
      submit: async (req: { by: string }) => {
        if (away) {
          away = false;
          throw new StoreUnreachable(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
        }
        submitted.push(req.by);
        return { ok: true };
      },
      delayMs: 0,
      log: {
        error: (_o: unknown, msg: string) => errors.push(msg),
        warn: (_o: unknown, msg: string) => warnings.push(msg),
      },
    } as unknown as BotDriverDeps;
    const driver = new BotDriver(deps);
    driver.poke('t');
    // The bot's own move, about retryAfter (2 s) later; not the server's fallback, and no error logged.
    await waitFor('the turn made again', () => submitted.length === 1, { timeoutMs: 5_000 });
    await driver.drained();
    driver.stop();
    expect(submitted).toEqual(['bot']);
    expect(errors).toEqual([]);
    expect(warnings).toEqual(['a bot turn waits for the database']);
  });
});
