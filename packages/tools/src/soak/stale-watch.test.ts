import { describe, expect, it } from 'vitest';
import { StaleWatch } from './stale-watch.ts';

describe('StaleWatch', () => {
  it('is quiet while the view reaches each version the store had within the bound', () => {
    const w = new StaleWatch(5000);
    for (let t = 0; t <= 20_000; t += 1000) {
      w.stored(t, t / 100);
      // The view trails the store by 4 s: late, never deaf.
      expect(w.lagBeyondBound(Math.max(0, (t - 4000) / 100), t)).toBe(0);
    }
  });

  it('tells how long a view has stayed below a version the store had more than the bound ago', () => {
    const w = new StaleWatch(5000);
    w.stored(0, 10);
    w.stored(1000, 12);
    expect(w.lagBeyondBound(9, 4999)).toBe(0);
    expect(w.lagBeyondBound(9, 5000)).toBe(5000);
    // It reached 10 but not 12: behind since the second reading.
    expect(w.lagBeyondBound(10, 7000)).toBe(6000);
    expect(w.lagBeyondBound(12, 8000)).toBe(0);
  });

  it('counts a view with no snapshot as behind the first reading', () => {
    const w = new StaleWatch(2000);
    w.stored(100, 0);
    expect(w.lagBeyondBound(null, 1000)).toBe(0);
    expect(w.lagBeyondBound(null, 2600)).toBe(2500);
    expect(w.lagBeyondBound(0, 2700)).toBe(0);
  });

  it('forgets the last table on reset', () => {
    const w = new StaleWatch(1000);
    w.stored(0, 50);
    w.reset();
    w.stored(5000, 3);
    expect(w.lagBeyondBound(3, 9000)).toBe(0);
  });

  it('tells each stretch behind the bound once', () => {
    const w = new StaleWatch(1000);
    w.stored(0, 5);
    expect(w.behind(4, 500)).toEqual({ lagMs: 0, newStretch: false });
    expect(w.behind(4, 1000)).toEqual({ lagMs: 1000, newStretch: true });
    expect(w.behind(4, 2000)).toEqual({ lagMs: 2000, newStretch: false });
    expect(w.behind(5, 2100)).toEqual({ lagMs: 0, newStretch: false });
    w.stored(3000, 6);
    expect(w.behind(5, 4500)).toEqual({ lagMs: 1500, newStretch: true });
    w.reset();
    w.stored(5000, 1);
    expect(w.behind(0, 6000)).toEqual({ lagMs: 1000, newStretch: true });
  });

  it('refuses a bound that is not positive', () => {
    expect(() => new StaleWatch(0)).toThrow(/bound/);
  });
});
