import { describe, expect, it } from 'vitest';
import { StillTables } from './still-tables.ts';

describe('StillTables', () => {
  it('finds a playing table whose version has not moved for the bound, once', () => {
    const w = new StillTables(10_000);
    expect(
      w.read(0, [
        { id: 'a', version: 1 },
        { id: 'b', version: 5 },
      ]),
    ).toEqual([]);
    expect(
      w.read(5000, [
        { id: 'a', version: 2 },
        { id: 'b', version: 5 },
      ]),
    ).toEqual([]);
    expect(
      w.read(10_000, [
        { id: 'a', version: 3 },
        { id: 'b', version: 5 },
      ]),
    ).toEqual(['b']);
    expect(
      w.read(15_000, [
        { id: 'a', version: 4 },
        { id: 'b', version: 5 },
      ]),
    ).toEqual([]);
    expect(w.stuckTables).toBe(1);
    expect(w.longestStillMs).toBe(15_000);
    expect(w.readings).toBe(4);
  });

  it('starts the clock again when a table moves, and forgets a table no longer playing', () => {
    const w = new StillTables(10_000);
    w.read(0, [{ id: 'a', version: 1 }]);
    w.read(9000, [{ id: 'a', version: 1 }]);
    w.read(9500, [{ id: 'a', version: 2 }]);
    expect(w.read(18_000, [{ id: 'a', version: 2 }])).toEqual([]);
    w.read(19_000, []);
    // Playing again later (not possible for one table, but the id is forgotten): a fresh clock.
    expect(w.read(40_000, [{ id: 'a', version: 2 }])).toEqual([]);
    expect(w.stuckTables).toBe(0);
    expect(w.longestStillMs).toBe(9000);
  });

  it('counts each stretch a table stood still past the stall bound once, below the stuck bound', () => {
    const w = new StillTables(60_000, 15_000);
    w.read(0, [{ id: 'a', version: 1 }]);
    w.read(10_000, [{ id: 'a', version: 1 }]);
    expect(w.stalls).toBe(0);
    w.read(15_000, [{ id: 'a', version: 1 }]);
    w.read(20_000, [{ id: 'a', version: 1 }]);
    expect(w.stalls).toBe(1);
    // It moves, then stands still again: a second stall.
    w.read(25_000, [{ id: 'a', version: 2 }]);
    w.read(45_000, [{ id: 'a', version: 2 }]);
    expect(w.stalls).toBe(2);
    expect(w.stuckTables).toBe(0);
  });

  it('refuses a bound that is not positive', () => {
    expect(() => new StillTables(-1)).toThrow(/bound/);
  });
});
