import { describe, expect, it } from 'vitest';
import { stockpile } from './index.ts';
import { sendsLegalIn } from './sends-legal.ts';
import type { Phase } from './types.ts';

describe('which phases the server sends legal moves in (issue 26)', () => {
  it('every phase whose board reads the list, but not Selling or Deborah (nor the end)', () => {
    const phases: Phase[] = ['investors', 'supply', 'prep', 'demand', 'action', 'selling', 'deborah', 'over'];
    expect(phases.filter(sendsLegalIn)).toEqual(['investors', 'supply', 'prep', 'demand', 'action']);
  });

  it("the game's hook reads the state's phase", () => {
    const start = stockpile.setup({ players: 3, options: stockpile.meta.defaultOptions, seed: 's' });
    if (!start.ok) throw new Error(start.error.code);
    const state = start.value.state;
    expect(stockpile.sendsLegal?.(state)).toBe(sendsLegalIn(state.phase));
    expect(stockpile.sendsLegal?.({ ...state, phase: 'selling' })).toBe(false);
  });
});
