import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampIndex,
  indexOfPrice,
  moveClamped,
  nearestIndex,
  priceAt,
  priceTrack,
  steppedTrack,
  topIndex,
  walkTrack,
} from './price-track.ts';

// Stockpile's standard track (spec 2): positions 1..10 are indices 0..9; start 5 and splitReset 6 are 4 and 5.
const STOCKPILE = priceTrack([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
const STOCKPILE_EDGES = { overTop: 5, underBottom: 4 };

describe('price tracks', () => {
  it('a stepped track lists every price from min to max', () => {
    const t = steppedTrack(10, 250, 10); // Akcioner's PRICE table
    expect(t.prices).toHaveLength(25);
    expect(priceAt(t, 0)).toBe(10);
    expect(priceAt(t, topIndex(t))).toBe(250);
    expect(indexOfPrice(t, 100)).toBe(9);
    expect(indexOfPrice(t, 105)).toBe(-1);
  });

  it('refuses malformed tables (a bug in a game, so it throws)', () => {
    expect(() => priceTrack([])).toThrow(/no prices/);
    expect(() => priceTrack([1, 2.5])).toThrow(/not an integer/);
    expect(() => priceTrack([3, 2])).toThrow(/below/);
    expect(() => steppedTrack(10, 25, 10)).toThrow(/multiple/);
    expect(() => steppedTrack(10, 20, 0)).toThrow(/positive/);
    expect(priceTrack([1, 1, 2, 2]).prices).toEqual([1, 1, 2, 2]); // repeats are allowed (Stanford)
  });

  it('indexOfPrice finds the first of repeated prices; nearestIndex rounds each way and clamps', () => {
    const t = priceTrack([1, 1, 2, 2, 5]);
    expect(indexOfPrice(t, 2)).toBe(2);
    expect(nearestIndex(t, 3, 'down')).toBe(3);
    expect(nearestIndex(t, 3, 'up')).toBe(4);
    expect(nearestIndex(t, 2, 'up')).toBe(2);
    expect(nearestIndex(t, 0, 'down')).toBe(0);
    expect(nearestIndex(t, 9, 'up')).toBe(4);
  });

  it('clamped moves stay on the track and move by the steps inside it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 }), fc.integer({ min: -40, max: 40 }), (index, steps) => {
        const t = steppedTrack(10, 250, 10);
        const to = moveClamped(t, index, steps);
        expect(to).toBe(clampIndex(t, to));
        if (index + steps >= 0 && index + steps <= 24) expect(to).toBe(index + steps);
        expect(priceAt(t, to)).toBe(Math.min(250, Math.max(10, priceAt(t, index) + 10 * steps)));
      }),
    );
  });
});

describe('walkTrack', () => {
  it("reproduces Stockpile's examples (spec 8.3): 8 +3 splits and ends at 6; 3 -4 goes bankrupt and ends at 4", () => {
    expect(walkTrack(STOCKPILE, 7, 3, STOCKPILE_EDGES)).toEqual({
      index: 5,
      path: [
        { kind: 'up', index: 8 },
        { kind: 'up', index: 9 },
        { kind: 'overTop', index: 5 },
      ],
    });
    expect(walkTrack(STOCKPILE, 2, -4, STOCKPILE_EDGES)).toEqual({
      index: 3,
      path: [
        { kind: 'down', index: 1 },
        { kind: 'down', index: 0 },
        { kind: 'underBottom', index: 4 },
        { kind: 'down', index: 3 },
      ],
    });
    expect(walkTrack(STOCKPILE, 4, 0, STOCKPILE_EDGES)).toEqual({ index: 4, path: [] });
  });

  it('takes one step per step, each from where the last landed, and ends where the path ends', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: -30, max: 30 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 9 }),
        (index, steps, overTop, underBottom) => {
          const w = walkTrack(STOCKPILE, index, steps, { overTop, underBottom });
          expect(w.path).toHaveLength(Math.abs(steps));
          let at = index;
          for (const step of w.path) {
            const expected =
              steps > 0
                ? at === 9
                  ? { kind: 'overTop', index: overTop }
                  : { kind: 'up', index: at + 1 }
                : at === 0
                  ? { kind: 'underBottom', index: underBottom }
                  : { kind: 'down', index: at - 1 };
            expect(step).toEqual(expected);
            at = step.index;
          }
          expect(w.index).toBe(at);
          // Without an end crossed, a walk is a clamped move.
          if (w.path.every((s) => s.kind === 'up' || s.kind === 'down')) expect(w.index).toBe(index + steps);
        },
      ),
    );
  });

  it('refuses an index or a reset off the track (a bug)', () => {
    expect(() => walkTrack(STOCKPILE, 10, 1, STOCKPILE_EDGES)).toThrow(/off the track/);
    expect(() => walkTrack(STOCKPILE, 0, 1, { overTop: 10, underBottom: 0 })).toThrow(/reset/);
    expect(() => walkTrack(STOCKPILE, 0, 1.5, STOCKPILE_EDGES)).toThrow(/integer/);
  });
});
