import { akcioner, unwrap, type AnyGame, type Deadline } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { earliestDue, nextDeadlines, storedDeadlines } from '../src/clocks/deadlines.ts';

/** A game whose state is the list of deadlines it declares. */
const declaring = {
  deadlines: (state: readonly Deadline[]) => state,
  outcome: () => undefined,
} as unknown as AnyGame;

const d = (key: string, seconds: number): Deadline => ({ key, seconds, seats: [0], move: { type: 'timeout' } });

describe('nextDeadlines', () => {
  it('keeps the due time of a key still declared, gives a new key seconds from now, drops the rest', () => {
    const previous = [
      { key: 'a', dueAt: 5_000 },
      { key: 'gone', dueAt: 1_000 },
    ];
    expect(nextDeadlines(declaring, [d('a', 30), d('b', 2)], previous, 4_000)).toEqual([
      { key: 'a', dueAt: 5_000 },
      { key: 'b', dueAt: 6_000 },
    ]);
  });

  it('runs no clock once the game is over or when the game declares none', () => {
    const over = { ...declaring, outcome: () => ({ ranking: [[0]], scores: [0] }) } as AnyGame;
    expect(nextDeadlines(over, [d('a', 1)], [], 0)).toEqual([]);
    expect(nextDeadlines({ outcome: () => undefined } as unknown as AnyGame, [d('a', 1)], [], 0)).toEqual([]);
  });

  it('runs no clock for a period of 0 seconds (a game declares its untimed periods all the same)', () => {
    expect(nextDeadlines(declaring, [d('a', 0), d('b', 2)], [], 1_000)).toEqual([{ key: 'b', dueAt: 3_000 }]);
    const game = akcioner as AnyGame;
    const options = unwrap(game.parseOptions({ variant: 'short', turnSeconds: 0 }, 2));
    const { state } = unwrap(game.setup({ players: 2, options, seed: 's' }));
    expect(game.deadlines?.(state)).toHaveLength(1);
    expect(nextDeadlines(game, state, [], 1_000)).toEqual([]);
    expect(storedDeadlines(game, state, { deadlines: null, deadlineAt: 5 })).toEqual([]);
  });

  it('gives Akcioner one deadline of turnSeconds per turn', () => {
    const game = akcioner as AnyGame;
    const options = unwrap(game.parseOptions({ variant: 'short', turnSeconds: 10 }, 2));
    const { state } = unwrap(game.setup({ players: 2, options, seed: 's' }));
    const [first] = nextDeadlines(game, state, [], 1_000);
    expect(first?.dueAt).toBe(11_000);
    expect(nextDeadlines(game, state, [first!], 9_000)).toEqual([first]);
  });
});

describe('storedDeadlines', () => {
  it('reads the stored list; a legacy row gives every declared deadline its deadline_at', () => {
    const list = [{ key: 'x', dueAt: 7 }];
    expect(storedDeadlines(declaring, [d('a', 1)], { deadlines: list, deadlineAt: 7 })).toEqual(list);
    expect(storedDeadlines(declaring, [d('a', 1), d('b', 9)], { deadlines: null, deadlineAt: 42 })).toEqual([
      { key: 'a', dueAt: 42 },
      { key: 'b', dueAt: 42 },
    ]);
    expect(storedDeadlines(declaring, [d('a', 1)], { deadlines: null, deadlineAt: null })).toEqual([]);
  });

  it('earliestDue is the smallest due time or null', () => {
    expect(earliestDue([])).toBeNull();
    expect(
      earliestDue([
        { key: 'a', dueAt: 9 },
        { key: 'b', dueAt: 3 },
      ]),
    ).toBe(3);
  });
});
