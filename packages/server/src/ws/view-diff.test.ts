import { createRng, rngFromSeed, type Rng } from '@birzha/engine';
import jsonPatch, { type Operation } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import { diffViews } from './view-diff.ts';

interface Order {
  readonly id: number;
  readonly account: string | null;
  readonly qty: number;
  readonly limit: number;
}

/** Applies a patch as the web client does (validated, on a copy), to a copy of the JSON it was sent as. */
function applied(before: unknown, patch: unknown): unknown {
  const ops = JSON.parse(JSON.stringify(patch)) as Operation[];
  return jsonPatch.applyPatch(structuredClone(before), ops, true, false).newDocument;
}

const order = (rng: Rng, id: number): Order => ({
  id,
  account: rng.int(3) === 0 ? null : `a${rng.int(4)}`,
  qty: 1 + rng.int(50),
  limit: 1 + rng.int(99),
});

/** A book of `n` orders with ascending, gapped ids. */
function book(rng: Rng, n: number, firstId = 1): Order[] {
  const out: Order[] = [];
  let id = firstId;
  for (let i = 0; i < n; i++) out.push(order(rng, (id += 1 + rng.int(3))));
  return out;
}

/** The book after a random session step: some orders gone, some partly filled, new ones (higher ids) appended. */
function evolve(rng: Rng, before: readonly Order[]): { after: Order[]; changes: number } {
  let changes = 0;
  const after: Order[] = [];
  for (const o of before) {
    const r = rng.int(10);
    if (r === 0) changes++;
    else if (r === 1) {
      after.push({ ...o, qty: o.qty + 1 });
      changes++;
    } else after.push(o);
  }
  let id = (before[before.length - 1]?.id ?? 0) + 1;
  for (let k = rng.int(4); k > 0; k--) {
    after.push(order(rng, (id += 1 + rng.int(2))));
    changes++;
  }
  return { after, changes };
}

describe('diffViews', () => {
  it('turns random books (by id) into each other, with one op per change', () => {
    const rng = createRng(rngFromSeed('view-diff/books'));
    for (let round = 0; round < 300; round++) {
      const before = book(rng, rng.int(45));
      const { after, changes } = evolve(rng, before);
      const from = { phase: 'session', book: before, tape: [] };
      const to = { phase: 'session', book: after, tape: [{ qty: 1 }] };
      const patch = diffViews(from, to);
      expect(applied(from, patch)).toEqual(to);
      expect(patch.length).toBe(changes + 1);
    }
  });

  it('turns any two id-sorted arrays into each other: interleaved inserts, removals and changed elements', () => {
    const rng = createRng(rngFromSeed('view-diff/interleaved'));
    for (let round = 0; round < 300; round++) {
      // Two random subsets of 0..29, each element changed or not: ids inserted anywhere, not only at the end.
      const ids = Array.from({ length: 30 }, (_, i) => i);
      const before = ids.filter(() => rng.int(2) === 0).map((id) => ({ id, v: rng.int(3), tags: [rng.int(3)] }));
      const after = ids.filter(() => rng.int(2) === 0).map((id) => ({ id, v: rng.int(3), tags: [rng.int(3)] }));
      const patch = diffViews({ bids: before }, { bids: after });
      expect(applied({ bids: before }, patch)).toEqual({ bids: after });
      const kept = new Set(before.map((b) => b.id));
      const fresh = after.filter((a) => !kept.has(a.id)).length;
      const gone = before.length - (after.length - fresh);
      // Each changed shared element costs at most its two fields.
      expect(patch.length).toBeLessThanOrEqual(gone + fresh + 2 * (after.length - fresh));
    }
  });

  it('removes one order from a 40-order book in one op, adds one in one op, fills one in one op', () => {
    const rng = createRng(rngFromSeed('view-diff/40'));
    const before = book(rng, 40);
    const view = (orders: readonly Order[]) => ({ viewer: 1, book: orders });
    expect(diffViews(view(before), view(before.slice(1)))).toEqual([{ op: 'remove', path: '/book/0' }]);
    const added = order(rng, 1000);
    expect(diffViews(view(before), view([...before, added]))).toEqual([{ op: 'add', path: '/book/40', value: added }]);
    const filled = before.map((o, i) => (i === 7 ? { ...o, qty: o.qty + 5 } : o));
    expect(diffViews(view(before), view(filled))).toEqual([
      { op: 'replace', path: '/book/7/qty', value: before[7]!.qty + 5 },
    ]);
    // The same book rebuilt as new objects (as a view made afresh is) costs nothing either.
    expect(diffViews(view(before), view(structuredClone(before)))).toEqual([]);
  });

  it('diffs arrays not sorted by id element by element, and still turns one into the other', () => {
    const rng = createRng(rngFromSeed('view-diff/plain'));
    const arrays = (): unknown[] => {
      const n = rng.int(8);
      switch (rng.int(4)) {
        case 0:
          return Array.from({ length: n }, () => rng.int(5));
        case 1: // ids not ascending
          return Array.from({ length: n }, () => ({ id: rng.int(4), x: rng.int(2) }));
        case 2: // some elements without an id
          return Array.from({ length: n }, (_, i) => (i % 2 === 0 ? { id: i } : { sq: i }));
        default:
          return Array.from({ length: n }, () => [rng.int(3), { a: rng.int(2) }]);
      }
    };
    for (let round = 0; round < 300; round++) {
      const from = { a: arrays(), nested: { b: arrays() } };
      const to = { a: arrays(), nested: { b: arrays() } };
      expect(applied(from, diffViews(from, to))).toEqual(to);
    }
  });

  it('objects that gain, lose, keep or swap keys, also keys named as Object.prototype names its own', () => {
    // The object diff counts the keys both sides hold and looks for added keys only when `after` holds more: a swap
    // (one key gone, another come, the count the same) must still add the new one.
    const rng = createRng(rngFromSeed('view-diff/keys'));
    const names = ['a', 'b', 'c', 'constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf'];
    const value = (): unknown => [undefined, 0, 1, 'x', null, { n: rng.int(2) }][rng.int(6)];
    // Built from JSON text, as a view read back from the store is, so "__proto__" is an own key.
    const object = (): Record<string, unknown> => {
      const o: Record<string, unknown> = {};
      for (const name of names) if (rng.int(2) === 0) o[name] = value();
      const defined = Object.entries(o).filter(([, v]) => v !== undefined);
      const text = `{${defined.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`;
      const parsed = JSON.parse(text) as Record<string, unknown>;
      // Keep some keys holding undefined (absent from the JSON) beside the defined ones.
      for (const [k, v] of Object.entries(o)) if (v === undefined && k !== '__proto__') parsed[k] = undefined;
      return parsed;
    };
    for (let round = 0; round < 500; round++) {
      const from = { o: object(), nested: { p: object() } };
      const to = { o: object(), nested: { p: object() } };
      const patch = diffViews(from, to);
      const json = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;
      expect(applied(json(from), patch)).toEqual(json(to));
    }
    expect(diffViews({ a: 1, b: 2 }, { a: 1, c: 2 })).toEqual([
      { op: 'remove', path: '/b' },
      { op: 'add', path: '/c', value: 2 },
    ]);
  });

  it('handles escaped keys, absent and undefined keys, changes of kind and whole replacements', () => {
    const pairs: [unknown, unknown][] = [
      [
        { a: [1, 2, 3], b: { c: 'x' } },
        { a: [3], b: { c: 'y', d: null }, e: [[1]] },
      ],
      [{ 'a/b': 1, '~': 2 }, { 'a/b': 2 }],
      [{ a: 1 }, [1, 2]],
      [null, { a: 1 }],
      [
        { a: { b: 1 }, c: [1] },
        { a: [1], c: { b: 1 } },
      ],
      [
        { a: undefined, b: 1 },
        { a: 2, b: undefined },
      ],
      [{ book: [{ id: 1 }] }, { book: [{ id: 1, x: { y: [] } }, { id: 2 }] }],
      [
        [{ id: 2 }, { id: 5 }],
        [{ id: 1 }, { id: 5, q: 1 }, { id: 9 }],
      ],
    ];
    for (const [from, to] of pairs) {
      const json = JSON.parse(JSON.stringify(to)) as unknown;
      expect(applied(JSON.parse(JSON.stringify(from ?? null)), diffViews(from, to))).toEqual(json);
    }
    expect(diffViews({ 'a/b': 1, '~': 2 }, { 'a/b': 2 })).toEqual([
      { op: 'replace', path: '/a~1b', value: 2 },
      { op: 'remove', path: '/~0' },
    ]);
  });
});
