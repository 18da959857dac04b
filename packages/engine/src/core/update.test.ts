import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replaceAt, setKey, updateAt, updateKey } from './update.ts';

describe('state updates', () => {
  it('replaceAt and updateAt change one item of a copy and share the rest', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ n: fc.integer() }), { minLength: 1 }), fc.nat(), fc.integer(), (xs, k, v) => {
        const list = Object.freeze(xs.slice());
        const i = k % list.length;
        const replaced = replaceAt(list, i, { n: v });
        const updated = updateAt(list, i, (x) => ({ n: x.n + 1 }));
        for (const [out, want] of [
          [replaced, v],
          [updated, (list[i] as { n: number }).n + 1],
        ] as const) {
          expect(out).not.toBe(list);
          expect(out).toHaveLength(list.length);
          expect(out[i]?.n).toBe(want);
          for (let j = 0; j < list.length; j++) if (j !== i) expect(out[j]).toBe(list[j]);
        }
        expect(list).toEqual(xs);
      }),
    );
  });

  it('refuses an index outside the list (a bug, not a sparse array)', () => {
    const list = Object.freeze([1, 2, 3]);
    for (const i of [-1, 3, 1.5, Number.NaN]) {
      expect(() => replaceAt(list, i, 0), String(i)).toThrow(RangeError);
      expect(() => updateAt(list, i, (x) => x), String(i)).toThrow(RangeError);
    }
    expect(() => replaceAt([], 0, 0)).toThrow('index 0 is outside a list of 0');
  });

  it('setKey and updateKey change one value of a copy, keep the key order and leave the original alone', () => {
    const a: Readonly<{ w1: number; w2: number; b1: number; b2: { n: number } }> = Object.freeze({
      w1: 1,
      w2: 1,
      b1: 1,
      b2: { n: 1 },
    });
    const b = setKey(a, 'b1', 7);
    expect(b).toEqual({ w1: 1, w2: 1, b1: 7, b2: { n: 1 } });
    expect(Object.keys(b)).toEqual(['w1', 'w2', 'b1', 'b2']);
    expect(b.b2).toBe(a.b2);
    const c = updateKey(a, 'w2', (v) => v + 4);
    expect(c).toEqual({ w1: 1, w2: 5, b1: 1, b2: { n: 1 } });
    expect(Object.keys(c)).toEqual(['w1', 'w2', 'b1', 'b2']);
    expect(a).toEqual({ w1: 1, w2: 1, b1: 1, b2: { n: 1 } });
  });
});
