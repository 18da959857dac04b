import type { AnyGame, Deadline } from '@birzha/engine';
import { LIVE, PACE_PRESETS } from '@birzha/protocol';
import { describe, expect, it } from 'vitest';
import { lateSeat } from './sweeper.ts';

/** A game whose 'close' move only the clock may submit. */
const game = { clockOnly: (m: { type: string }) => m.type === 'close' } as unknown as AnyGame;
const period = (move: string, spends?: number): Deadline => ({
  key: 'k',
  seconds: 0,
  seats: [0],
  move: { type: move },
  ...(spends === undefined ? {} : { spends }),
});

describe('lateSeat', () => {
  it("is the seat a timeout is submitted as, none for a clock-only close (a live table's rule)", () => {
    expect(lateSeat(LIVE, game, period('timeout', 2), 0)).toBe(0);
    expect(lateSeat(LIVE, game, period('close', 2), 0)).toBeNull();
  });

  it('at a turn-based table, the seat whose bank the period spends, whatever move closes it', () => {
    expect(lateSeat(PACE_PRESETS.day, game, period('close', 2), 0)).toBe(2);
    expect(lateSeat(PACE_PRESETS.day, game, period('timeout', 1), 1)).toBe(1);
    // A phase spends nobody's bank: as at a live table.
    expect(lateSeat(PACE_PRESETS.day, game, period('close'), 0)).toBeNull();
    expect(lateSeat(PACE_PRESETS.day, game, period('timeout'), 1)).toBe(1);
  });
});
