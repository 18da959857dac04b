import { describe, expect, it } from 'vitest';
import { ownerOf } from './owner.ts';

const tables = Array.from({ length: 3000 }, (_, i) => `t${i}`);

describe('ownerOf', () => {
  it('gives every table to one of the peers, the same whatever their order', () => {
    for (const t of tables.slice(0, 200)) {
      const a = ownerOf(t, ['p1', 'p2', 'p3']);
      expect(['p1', 'p2', 'p3']).toContain(a);
      expect(ownerOf(t, ['p3', 'p1', 'p2'])).toBe(a);
    }
    expect(ownerOf('t1', [])).toBeUndefined();
    expect(ownerOf('t1', ['only'])).toBe('only');
  });

  it('spreads tables about evenly', () => {
    const counts = new Map<string, number>();
    for (const t of tables) {
      const o = ownerOf(t, ['p1', 'p2', 'p3']) as string;
      counts.set(o, (counts.get(o) ?? 0) + 1);
    }
    for (const n of counts.values()) expect(n).toBeGreaterThan(800);
  });

  it('moves only the tables of a peer that goes', () => {
    for (const t of tables) {
      const before = ownerOf(t, ['p1', 'p2', 'p3']);
      const after = ownerOf(t, ['p1', 'p3']);
      if (before !== 'p2') expect(after).toBe(before);
      else expect(['p1', 'p3']).toContain(after);
    }
  });
});
