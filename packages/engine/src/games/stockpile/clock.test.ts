import { describe, expect, it } from 'vitest';
import { replay } from '../../core/record.ts';
import { playout } from '../../testing/playout.ts';
import { stockpile } from './index.ts';
import { meta } from './meta.ts';
import type { State } from './types.ts';

describe('turnsPerPlayer', () => {
  it('about the decisions each seat makes in a whole game', () => {
    for (const players of [2, 3, 4, 5]) {
      const { record } = playout(stockpile, { players, options: {}, seed: `turns${players}` });
      const periods = new Set<string>();
      const r = replay(stockpile, record, {
        onStep: (step) => {
          for (const d of stockpile.deadlines?.(step.state as State) ?? []) periods.add(d.key);
        },
      });
      if (!r.ok) throw new Error('replay failed');
      // A random game's decisions per seat, against the estimate: within a factor of two.
      const estimate = meta.turnsPerPlayer!(meta.defaultOptions, players);
      expect(estimate).toBeGreaterThan(periods.size / players / 2);
      expect(estimate).toBeLessThan((periods.size / players) * 2);
    }
    expect(meta.turnsPerPlayer!({ ...meta.defaultOptions, investors: true }, 3)).toBe(
      meta.turnsPerPlayer!(meta.defaultOptions, 3) + 1,
    );
  });
});
