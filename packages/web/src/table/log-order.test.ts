import { describe, expect, it } from 'vitest';
import { newestMovesFirst } from './log-order.ts';

describe('newestMovesFirst', () => {
  it('shows moves newest first, the events of one move in their order', () => {
    const log = [
      { version: 0, event: 'a' },
      { version: 0, event: 'b' },
      { version: 1, event: 'c' },
      { version: 2, event: 'd' },
      { version: 2, event: 'e' },
    ];
    expect(newestMovesFirst(log).map((l) => l.event)).toEqual(['d', 'e', 'c', 'a', 'b']);
  });

  it('keeps an empty log empty and leaves its input as it was', () => {
    expect(newestMovesFirst([])).toEqual([]);
    const log = [
      { version: 3, event: 'x' },
      { version: 4, event: 'y' },
    ];
    newestMovesFirst(log);
    expect(log.map((l) => l.event)).toEqual(['x', 'y']);
  });
});
