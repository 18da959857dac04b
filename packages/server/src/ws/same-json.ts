type Obj = Record<string, unknown>;

function plain(v: object): boolean {
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/**
 * Whether two values are the same JSON: what JSON.stringify writes of them parses to equal values (keys holding
 * undefined count as absent, as they are in the text). Only plain objects, arrays and primitives are compared; any
 * other object (a Date, a Map: its JSON is not its own keys) is the same only as itself, and NaN is never the same:
 * a false "different" costs a serialization, a false "same" would send one viewer another's text.
 *
 * One value is the same as itself (its JSON is). Parts shared by reference answer at once, which is what makes this cheaper than serializing: viewers' updates of
 * one move hold the same event objects, and their patches the same parts of the views.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameElement(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || !plain(a) || !plain(b)) return false;
  const x = a as Obj;
  const y = b as Obj;
  let held = 0;
  for (const key in x) {
    const v = x[key];
    if (v === undefined) continue;
    if (!Object.hasOwn(y, key) || !sameJson(v, y[key])) return false;
    held++;
  }
  for (const key in y) if (y[key] !== undefined) held--;
  return held === 0;
}

/** An array's undefined is written as null. */
function sameElement(a: unknown, b: unknown): boolean {
  return sameJson(a ?? null, b ?? null);
}
