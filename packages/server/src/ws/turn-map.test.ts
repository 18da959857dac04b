import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { TurnMap } from './turn-map.ts';

describe('TurnMap', () => {
  it('is one Map through a turn, microtasks included', async () => {
    const turns = new TurnMap<string, number>();
    const map = turns.current();
    map.set('a', 1);
    await Promise.resolve();
    expect(turns.current()).toBe(map);
    expect(turns.current().get('a')).toBe(1);
  });

  it('gives the next turn a new empty Map and leaves the old one as it was, never cleared', async () => {
    // Clearing a Map that has reached the old generation made every later turn's entries outlive their turn (see
    // turn-map.ts): the old Map is only let go.
    const turns = new TurnMap<string, number>();
    const first = turns.current();
    first.set('a', 1);
    await nextTurn();
    const second = turns.current();
    expect(second).not.toBe(first);
    expect(second.size).toBe(0);
    expect(first.get('a')).toBe(1);
    second.set('b', 2);
    await nextTurn();
    expect(turns.current()).not.toBe(second);
    expect(turns.current().size).toBe(0);
  });
});
