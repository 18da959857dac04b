import { describe, expect, it } from 'vitest';
import { replay } from '../../core/record.ts';
import { playout } from '../../testing/playout.ts';
import { akcioner } from './index.ts';
import { meta } from './meta.ts';
import type { State } from './types.ts';

/** Every state of a random match with this turn clock. */
function states(turnSeconds: number): State[] {
  const { record } = playout(akcioner, { players: 3, options: { turnSeconds }, seed: 'clock' });
  const out: State[] = [];
  const r = replay(akcioner, record, { onStep: (step) => out.push(step.state as State) });
  if (!r.ok) throw new Error('replay failed');
  return out;
}

describe('clock periods (spec 6)', () => {
  it("one period per turn, spending the mover's bank, with turnSeconds; none once the game is over", () => {
    const all = states(90);
    for (const s of all.slice(0, -1)) {
      expect(akcioner.deadlines?.(s)).toEqual([
        {
          key: `turn:${s.round}:${s.toMove}`,
          seconds: 90,
          spends: s.toMove,
          seats: [s.toMove],
          move: { type: 'timeout' },
        },
      ]);
    }
    expect(akcioner.deadlines?.(all.at(-1)!)).toEqual([]);
  });

  it('untimed turns are declared with 0 seconds and the same keys', () => {
    const all = states(0);
    for (const s of all.slice(0, -1))
      expect(akcioner.deadlines?.(s)).toMatchObject([
        { key: `turn:${s.round}:${s.toMove}`, seconds: 0, spends: s.toMove },
      ]);
  });
});

describe('turnsPerPlayer', () => {
  it("is the variant's rounds: one turn each per round", () => {
    expect(meta.turnsPerPlayer?.({ variant: 'short', rounding: 'up', turnSeconds: 0 }, 3)).toBe(8);
    expect(meta.turnsPerPlayer?.({ variant: 'classic', rounding: 'up', turnSeconds: 0 }, 2)).toBe(10);
    expect(meta.turnsPerPlayer?.({ variant: 'long', rounding: 'down', turnSeconds: 0 }, 4)).toBe(12);
  });
});
