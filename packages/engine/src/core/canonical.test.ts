import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, hashText, stateHash } from './canonical.ts';

describe('canonical JSON and state hash', () => {
  it('sorts keys at every depth, drops undefined members, keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 1], c: undefined, b: 'x' } })).toBe('{"a":{"b":"x","d":[3,1]},"b":1}');
    expect(canonicalJson([undefined, null])).toBe('[null,null]');
  });

  it('gives the same text for the same data, whatever the key insertion order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const reordered = JSON.parse(
          JSON.stringify(v, (_k, x: unknown) =>
            x !== null && typeof x === 'object' && !Array.isArray(x)
              ? Object.fromEntries(Object.entries(x).reverse())
              : x,
          ),
        ) as unknown;
        expect(canonicalJson(reordered)).toBe(canonicalJson(v));
        expect(JSON.parse(canonicalJson(v))).toEqual(JSON.parse(JSON.stringify(v)));
      }),
    );
  });

  it('throws on values that are not JSON (a bug in a state)', () => {
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalJson({ a: () => 1 })).toThrow(TypeError);
    expect(() => canonicalJson({ a: 1n })).toThrow(TypeError);
  });

  it('hashes to 32 hex digits, stable across releases (golden values), sensitive to any change', () => {
    expect(hashText('')).toMatch(/^[0-9a-f]{32}$/);
    expect(hashText('birzha')).toBe(GOLDEN_HASH_BIRZHA);
    expect(stateHash({ b: 2, a: 1 })).toBe(stateHash({ a: 1, b: 2 }));
    expect(stateHash({ a: 1, b: 2 })).not.toBe(stateHash({ a: 1, b: 3 }));
    const seen = new Set<string>();
    for (let i = 0; i < 20000; i++) seen.add(hashText(String(i)));
    expect(seen.size).toBe(20000);
  });
});

const GOLDEN_HASH_BIRZHA = '1dbb914a744815bee89f628be2cabcb0';
