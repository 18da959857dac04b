import type { Deadline } from '@birzha/engine';
import { LIVE, PACE_PRESETS } from '@birzha/protocol';
import { describe, expect, it } from 'vitest';
import { lateSeat } from './sweeper.ts';

/** A period whose 'close' move closes a phase for everyone; a 'timeout' is its seat's. */
const period = (move: string, spends?: number): Deadline => ({
  key: 'k',
  seconds: 0,
  seats: [0],
  move: { type: move },
  ...(move === 'close' ? { closesPhase: true } : {}),
  ...(spends === undefined ? {} : { spends }),
});

describe('lateSeat', () => {
  it("is the seat a timeout is submitted as, none for a phase's close (a live table's rule)", () => {
    expect(lateSeat(LIVE, period('timeout', 2), 0)).toBe(0);
    expect(lateSeat(LIVE, period('close', 2), 0)).toBeNull();
  });

  it('at a turn-based table, the seat whose bank the period spends, whatever move closes it', () => {
    expect(lateSeat(PACE_PRESETS.day, period('close', 2), 0)).toBe(2);
    expect(lateSeat(PACE_PRESETS.day, period('timeout', 1), 1)).toBe(1);
    // A phase spends nobody's bank: as at a live table.
    expect(lateSeat(PACE_PRESETS.day, period('close'), 0)).toBeNull();
    expect(lateSeat(PACE_PRESETS.day, period('timeout'), 1)).toBe(1);
  });
});
