/**
 * Where a value is not plain JSON data (so would not survive a JSON round trip unchanged): undefined members,
 * non-finite numbers or -0, functions, bigint, symbols, and objects that are not plain (Map, Set, class instances).
 * Returns the path of the first offender, or null.
 *
 * `known` holds objects already found safe: states and their views share most of their subtrees (nothing is ever
 * mutated), so checking a state and every view of it with one set walks each shared subtree once. The path of an
 * offender is only built once one is found: building it for every node was most of the cost of checked simulations.
 */
export function jsonUnsafePath(value: unknown, known: WeakSet<object> = new WeakSet()): string | null {
  return isSafe(value, known) ? null : pathOf(value, '$');
}

function isSafe(value: unknown, known: WeakSet<object>): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object': {
      if (value === null || known.has(value)) return true;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) if (!isSafe(value[i], known)) return false;
      } else {
        const proto: unknown = Object.getPrototypeOf(value);
        if (proto !== Object.prototype && proto !== null) return false;
        for (const k in value) if (!isSafe((value as Record<string, unknown>)[k], known)) return false;
        // for..in also walks inherited keys; a plain object's prototype has none, and a null prototype is checked.
      }
      known.add(value);
      return true;
    }
    default:
      return false;
  }
}

/** The slow walk that names the first offender. */
function pathOf(value: unknown, path: string): string | null {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0) ? null : path;
    case 'object': {
      if (value === null) return null;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          const p = pathOf(value[i], `${path}[${i}]`);
          if (p !== null) return p;
        }
        return null;
      }
      const proto: unknown = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return path;
      for (const [k, v] of Object.entries(value)) {
        const p = pathOf(v, `${path}.${k}`);
        if (p !== null) return p;
      }
      return null;
    }
    default:
      return path;
  }
}
