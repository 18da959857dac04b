/**
 * The one way the engine writes a new version of an immutable state's arrays and records (issue 26.4): each helper
 * returns a copy with one entry changed and never touches its input, so the old state (shared with earlier
 * versions, frozen legal-move caches, the server's history) stays as it was. Unchanged entries are shared.
 *
 * A game that builds many changes in one call may instead copy once and write into its copy (a draft of the whole
 * state, a card's resolution); these are for the single, local change.
 */

/** A copy of `list` with the item at `index` replaced by `value`. An index outside the list is a bug: it throws. */
export function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  checkIndex(list, index);
  const out = list.slice();
  out[index] = value;
  return out;
}

/** A copy of `list` with the item at `index` replaced by `f(item)`. An index outside the list is a bug: it throws. */
export function updateAt<T>(list: readonly T[], index: number, f: (item: T) => T): T[] {
  checkIndex(list, index);
  const out = list.slice();
  out[index] = f(list[index] as T);
  return out;
}

/** A copy of `record` with the value at `key` replaced (the key order stays the record's). */
export function setKey<R extends object, K extends keyof R>(record: R, key: K, value: R[K]): R {
  return { ...record, [key]: value };
}

/** A copy of `record` with the value at `key` replaced by `f(value)` (the key order stays the record's). */
export function updateKey<R extends object, K extends keyof R>(record: R, key: K, f: (value: R[K]) => R[K]): R {
  return { ...record, [key]: f(record[key]) };
}

function checkIndex(list: readonly unknown[], index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= list.length) {
    throw new RangeError(`index ${index} is outside a list of ${list.length}`);
  }
}
