import { akcioner, playAll, type AnyGame, type Seat } from '@birzha/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { BotTurnError, createBotPool, type BotPool } from '../src/bots/bot-pool.ts';

const game = akcioner as AnyGame;

/** Plays a whole match in this thread, asking the pool for every turn with the seat's view only. */
async function playThroughPool(
  pool: BotPool,
  players: number,
  variant: string,
  levels: readonly string[],
  seed: string,
) {
  const options = akcioner.parseOptions({ variant }, players);
  if (!options.ok) throw new Error('bad options');
  const start = akcioner.setup({ players, options: options.value, seed });
  if (!start.ok) throw new Error('setup failed');
  let state: unknown = start.value.state;
  let turns = 0;
  let calls = 0;
  let last: Seat | undefined;
  while (game.outcome(state) === undefined) {
    const seat = game.toAct(state)[0] as Seat;
    // A beginner's slip is sent alone and the seat is asked again for the rest of its turn: a turn is a seat's run
    // (two turns of one seat in a row count once: `calls` bounds the match's length from below).
    if (seat !== last) turns++;
    last = seat;
    const moves = await pool.chooseTurn('akcioner', game.view(state, seat), seat, levels[seat]!, `${seed}/${calls}`);
    const r = playAll(game, state, seat, moves);
    if (!r.ok) throw new Error(`turn ${turns} of seat ${seat} refused: move ${r.error.index} ${r.error.error.code}`);
    state = r.value.state;
    calls++;
  }
  return { outcome: game.outcome(state)!, turns, calls };
}

describe('bot pool (piscina worker threads)', () => {
  const pool = createBotPool({ threads: 2 });
  afterAll(() => pool.close());

  it('plays the bot turns of complete Akcioner matches, several at once', async () => {
    const matches = await Promise.all([
      playThroughPool(pool, 2, 'classic', ['intermediate', 'beginner'], 'pool-a'),
      playThroughPool(pool, 3, 'short', ['beginner', 'intermediate', 'intermediate'], 'pool-b'),
      playThroughPool(pool, 4, 'long', ['intermediate', 'intermediate', 'beginner', 'intermediate'], 'pool-c'),
    ]);
    // Rounds × players turns, fewer when a seat goes bankrupt.
    const maxTurns = [2 * 10, 3 * 8, 4 * 12];
    matches.forEach((m, i) => {
      expect(m.calls).toBeGreaterThan(maxTurns[i]! / 2);
      expect(m.turns).toBeLessThanOrEqual(maxTurns[i]!);
      expect(m.outcome.scores.length).toBe([2, 3, 4][i]);
    });
  });

  it('is deterministic: the same view, seat and seed give the same moves on any thread', async () => {
    const start = akcioner.setup({ players: 3, options: akcioner.meta.defaultOptions, seed: 'det' });
    if (!start.ok) throw new Error('setup failed');
    const seat = start.value.state.toMove!;
    const view = akcioner.view(start.value.state, seat);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => pool.chooseTurn('akcioner', view, seat, 'intermediate', 'same')),
    );
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(answers[0]!.length).toBe(3);
  });

  it('rejects a failing bot turn with a clear error and keeps working', async () => {
    const start = akcioner.setup({ players: 2, options: akcioner.meta.defaultOptions, seed: 'err' });
    if (!start.ok) throw new Error('setup failed');
    const seat = start.value.state.toMove!;
    const other = 1 - seat;
    // The view of another seat: the bot throws (it would be deciding without its own hand).
    const wrongView = akcioner.view(start.value.state, other);
    await expect(pool.chooseTurn('akcioner', wrongView, seat, 'intermediate', 's')).rejects.toThrow(
      /bot 'intermediate' for akcioner seat \d failed: .*not seat \d's own view/,
    );
    await expect(pool.chooseTurn('akcioner', wrongView, seat, 'intermediate', 's')).rejects.toBeInstanceOf(
      BotTurnError,
    );
    await expect(pool.chooseTurn('akcioner', wrongView, seat, 'grandmaster', 's')).rejects.toThrow(
      /unknown bot level 'grandmaster'/,
    );
    await expect(pool.chooseTurn('chess', wrongView, seat, 'beginner', 's')).rejects.toThrow(/unknown game 'chess'/);
    const moves = await pool.chooseTurn('akcioner', akcioner.view(start.value.state, seat), seat, 'intermediate', 's');
    expect(playAll(game, start.value.state, seat, moves).ok).toBe(true);
  });

  it('closes: running turns finish, later ones reject, closing twice is fine', async () => {
    const own = createBotPool({ threads: 1 });
    const start = akcioner.setup({ players: 2, options: akcioner.meta.defaultOptions, seed: 'close' });
    if (!start.ok) throw new Error('setup failed');
    const seat = start.value.state.toMove!;
    const view = akcioner.view(start.value.state, seat);
    const running = own.chooseTurn('akcioner', view, seat, 'intermediate', 'c');
    const closed = own.close();
    await expect(running).resolves.toHaveLength(3);
    await closed;
    await expect(own.chooseTurn('akcioner', view, seat, 'beginner', 'c')).rejects.toThrow(/the bot pool is closed/);
    await expect(own.close()).resolves.toBeUndefined();
  });
});
