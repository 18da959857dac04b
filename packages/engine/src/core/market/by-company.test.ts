import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonUnsafePath } from '../../testing/json-safe.ts';
import { byCompany, companiesWhere, isCompany, mapByCompany, sumByCompany, zipByCompany } from './by-company.ts';

const FIRMS = ['w1', 'w2', 'b1', 'b2'] as const;
const valuesArb = fc.tuple(fc.integer(), fc.integer(), fc.integer(), fc.integer());

describe('ByCompany', () => {
  it('builds a plain record in company order, with the index', () => {
    const r = byCompany(FIRMS, (c, i) => `${c}:${i}`);
    expect(r).toEqual({ w1: 'w1:0', w2: 'w2:1', b1: 'b1:2', b2: 'b2:3' });
    expect(Object.keys(r)).toEqual([...FIRMS]);
    expect(jsonUnsafePath(r)).toBeNull();
  });

  it('map, zip and sum agree with the values one by one', () => {
    fc.assert(
      fc.property(valuesArb, valuesArb, (xs, ys) => {
        const a = byCompany(FIRMS, (_, i) => xs[i] as number);
        const b = byCompany(FIRMS, (_, i) => ys[i] as number);
        expect(mapByCompany(FIRMS, a, (v) => v * 2)).toEqual(byCompany(FIRMS, (c) => a[c] * 2));
        expect(zipByCompany(FIRMS, a, b, (x, y) => x - y)).toEqual(byCompany(FIRMS, (c) => a[c] - b[c]));
        expect(sumByCompany(FIRMS, a)).toBe(xs.reduce((s, x) => s + x, 0));
      }),
    );
  });

  it('companiesWhere keeps company order; isCompany checks unchecked ids', () => {
    expect(companiesWhere(FIRMS, { w1: 3, w2: 0, b1: 5, b2: 0 }, (v) => v > 0)).toEqual(['w1', 'b1']);
    expect(isCompany(FIRMS, 'b2')).toBe(true);
    for (const bad of ['B2', 'toString', '', 1, null, undefined, ['w1']]) expect(isCompany(FIRMS, bad)).toBe(false);
  });
});
