import { describe, expect, it } from 'vitest';
import { recentFrom, type Transition } from './live-match.ts';

/** Remembered transitions from version `start`, each of `sizes[i]` moves (a batch is one transition). */
function ring(start: number, sizes: readonly number[]): { recent: Transition[] } {
  let from = start;
  const recent = sizes.map((n) => {
    const t = { from, version: from + n } as Transition;
    from += n;
    return t;
  });
  return { recent };
}

describe('recentFrom', () => {
  it('finds the transition that starts at a version, batches of several moves included, or -1', () => {
    const live = ring(10, [1, 3, 1, 2, 1]);
    expect([10, 11, 14, 15, 17].map((v) => recentFrom(live, v))).toEqual([0, 1, 2, 3, 4]);
    // Inside a batch, before the ring, at the newest version (nothing starts there), and an empty ring.
    expect([12, 9, 18].map((v) => recentFrom(live, v))).toEqual([-1, -1, -1]);
    expect(recentFrom({ recent: [] }, 0)).toBe(-1);
  });
});
