import { createRng, rngFromSeed, type Rng } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json.ts';

/** A random JSON-like value, small enough that two of them are often equal. */
function value(rng: Rng, depth = 0): unknown {
  const kind = rng.int(depth > 2 ? 4 : 7);
  switch (kind) {
    case 0:
      return rng.int(3);
    case 1:
      return ['a', 'b'][rng.int(2)];
    case 2:
      return [null, true, undefined][rng.int(3)];
    case 3:
      return rng.int(2) === 0 ? -0 : 0;
    case 4:
    case 5: {
      const o: Record<string, unknown> = {};
      for (const k of ['x', 'y', 'z']) if (rng.int(2) === 0) o[k] = value(rng, depth + 1);
      return o;
    }
    default:
      return Array.from({ length: rng.int(3) }, () => value(rng, depth + 1));
  }
}

const json = (v: unknown): unknown => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

describe('sameJson', () => {
  it('says same exactly when the two serialize to equal JSON, over random values', () => {
    const rng = createRng(rngFromSeed('same-json/random'));
    let same = 0;
    for (let round = 0; round < 5000; round++) {
      const a = value(rng);
      const b = rng.int(4) === 0 ? structuredClone(a) : value(rng);
      const expected = sameKeysIgnoringOrder(a, b);
      expect(sameJson(a, b)).toBe(expected);
      if (expected) same++;
    }
    // Both answers are exercised.
    expect(same).toBeGreaterThan(1000);
    expect(same).toBeLessThan(4500);
  });

  it('counts a key holding undefined as absent, and an array element undefined as null', () => {
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameJson([undefined], [null])).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameJson({ a: 1, b: 2 }, { a: 1, c: 2 })).toBe(false);
  });

  it('is never same for what it cannot vouch for: NaN, a Date or Map, an array against an object', () => {
    expect(sameJson(Number.NaN, Number.NaN)).toBe(false);
    expect(sameJson(new Date(0), new Date(1))).toBe(false);
    expect(sameJson(new Map([[1, 2]]), new Map())).toBe(false);
    expect(sameJson({ a: new Date(0) }, { a: new Date(0) })).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson({ 0: 'a', length: 1 }, ['a'])).toBe(false);
    const shared = { big: Array.from({ length: 100 }, (_, i) => i) };
    expect(sameJson({ v: shared, n: 1 }, { v: shared, n: 1 })).toBe(true);
  });
});

/** JSON text depends on key order; sameJson does not (both texts parse to equal values): compare sorted. */
function sameKeysIgnoringOrder(a: unknown, b: unknown): boolean {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : typeof v === 'object' && v !== null
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(sorted(json(a))) === JSON.stringify(sorted(json(b)));
}
