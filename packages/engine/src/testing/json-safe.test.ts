import { describe, expect, it } from 'vitest';
import { jsonUnsafePath } from './json-safe.ts';

describe('jsonUnsafePath', () => {
  it('is null for plain JSON data, null-prototype objects included', () => {
    const bare = Object.assign(Object.create(null) as object, { a: 1 });
    expect(jsonUnsafePath({ a: [1, 'x', true, null, { b: bare }] })).toBeNull();
  });

  it('names the first offender: undefined members, NaN, -0, functions, bigint, Map, class instances', () => {
    expect(jsonUnsafePath({ a: [1, { b: undefined }] })).toBe('$.a[1].b');
    expect(jsonUnsafePath({ a: Number.NaN })).toBe('$.a');
    expect(jsonUnsafePath([0, -0])).toBe('$[1]');
    expect(jsonUnsafePath({ f: () => 1 })).toBe('$.f');
    expect(jsonUnsafePath({ n: 1n })).toBe('$.n');
    expect(jsonUnsafePath({ m: new Map() })).toBe('$.m');
    expect(jsonUnsafePath({ d: new Date(0) })).toBe('$.d');
  });

  it('a shared set skips subtrees already found safe, and still finds an offender beside them', () => {
    const shared = { deep: [1, 2, 3] };
    const known = new WeakSet<object>();
    expect(jsonUnsafePath({ a: shared }, known)).toBeNull();
    expect(known.has(shared)).toBe(true);
    expect(jsonUnsafePath({ b: shared, c: Number.POSITIVE_INFINITY }, known)).toBe('$.c');
  });
});
