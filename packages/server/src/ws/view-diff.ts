import type { JsonPatch, JsonPatchOperation } from '@birzha/protocol';

// The JSON Patch (RFC 6902) between two views. Index-by-index array diffs (fast-json-patch's `compare`) rewrite every
// element after a removed one: a filled order at the front of a 40-order book would resend the whole book. Arrays
// kept sorted by a numeric `id` (an order book, sealed bids) are diffed by id instead, so a patch grows with what
// changed, not with the size of the view.

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A JSON Pointer token (RFC 6901 escapes). */
const token = (key: string): string =>
  key.includes('~') || key.includes('/') ? key.replaceAll('~', '~0').replaceAll('/', '~1') : key;

/** Whether every element is an object with a finite numeric `id`, in strictly ascending order (vacuously for []). */
function idOrdered(items: readonly unknown[]): boolean {
  let last = -Infinity;
  for (const item of items) {
    if (!isObject(item)) return false;
    const id = item['id'];
    if (typeof id !== 'number' || !Number.isFinite(id) || id <= last) return false;
    last = id;
  }
  return true;
}

const idOf = (item: unknown): number => (item as { id: number }).id;

function diffValue(before: unknown, after: unknown, path: string, out: JsonPatchOperation[]): void {
  // Views share the parts a move left alone with the view before (the engine copies only what it changes).
  if (before === after) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    if (idOrdered(before) && idOrdered(after)) diffById(before, after, path, out);
    else diffByIndex(before, after, path, out);
  } else if (isObject(before) && isObject(after)) {
    diffObject(before, after, path, out);
  } else {
    out.push({ op: 'replace', path, value: after });
  }
}

function diffObject(before: Obj, after: Obj, path: string, out: JsonPatchOperation[]): void {
  // The hot loop of every patch (an order book is an array of small objects): equal values are skipped before any
  // path is built, and no key is looked up twice. A key holding undefined is absent from the JSON a client has.
  // `shared` counts the keys both hold, so the loop for keys only `after` has runs only when there are some: a view
  // rarely gains a key, and that loop was half the time of a patch.
  let shared = 0;
  for (const key in before) {
    const was = before[key];
    if (was === undefined) continue;
    // An inherited property (a key like "constructor") is never what a view holds: Object.hasOwn settles a mismatch.
    const is = after[key];
    if (was === is) {
      shared++;
      continue;
    }
    if (is === undefined || !Object.hasOwn(after, key)) {
      out.push({ op: 'remove', path: `${path}/${token(key)}` });
      continue;
    }
    shared++;
    if (typeof was !== 'object' || typeof is !== 'object' || was === null || is === null)
      out.push({ op: 'replace', path: `${path}/${token(key)}`, value: is });
    else diffValue(was, is, `${path}/${token(key)}`, out);
  }
  let held = 0;
  for (const key in after) if (after[key] !== undefined) held++;
  if (held === shared) return;
  for (const key in after) {
    const is = after[key];
    if (is !== undefined && (!Object.hasOwn(before, key) || before[key] === undefined))
      out.push({ op: 'add', path: `${path}/${token(key)}`, value: is });
  }
}

/** Tail removes from the end, element changes where both have an element, tail adds. */
function diffByIndex(before: readonly unknown[], after: readonly unknown[], path: string, out: JsonPatchOperation[]) {
  for (let i = before.length - 1; i >= after.length; i--) out.push({ op: 'remove', path: `${path}/${i}` });
  const common = Math.min(before.length, after.length);
  for (let i = 0; i < common; i++) diffValue(before[i], after[i], `${path}/${i}`, out);
  for (let i = before.length; i < after.length; i++) out.push({ op: 'add', path: `${path}/${i}`, value: after[i] });
}

/**
 * Both sorted by id: the ids only in `before` are removed from the highest index down (the lower ones stay valid),
 * which leaves the shared ids in their common order; then each id only in `after` is added at its final index,
 * ascending (everything before it is then in place); then the shared elements are diffed at their final indices.
 */
function diffById(before: readonly unknown[], after: readonly unknown[], path: string, out: JsonPatchOperation[]) {
  const removed: number[] = [];
  const added: number[] = [];
  const shared: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    const a = i < before.length ? idOf(before[i]) : Infinity;
    const b = j < after.length ? idOf(after[j]) : Infinity;
    if (a === b) shared.push([i++, j++]);
    else if (a < b) removed.push(i++);
    else added.push(j++);
  }
  for (let k = removed.length - 1; k >= 0; k--) out.push({ op: 'remove', path: `${path}/${removed[k]!}` });
  for (const k of added) out.push({ op: 'add', path: `${path}/${k}`, value: after[k] });
  for (const [from, to] of shared) diffValue(before[from], after[to], `${path}/${to}`, out);
}

/**
 * RFC 6902 patch from one JSON value to another (a whole replacement when either is not an object): add, remove and
 * replace only. Its values are parts of `after`, not copies: the patch is serialized, never applied in place.
 */
export function diffViews(before: unknown, after: unknown): JsonPatch {
  if (typeof before !== 'object' || before === null || typeof after !== 'object' || after === null)
    return [{ op: 'replace', path: '', value: after }];
  if (Array.isArray(before) !== Array.isArray(after)) return [{ op: 'replace', path: '', value: after }];
  const out: JsonPatchOperation[] = [];
  diffValue(before, after, '', out);
  return out;
}
