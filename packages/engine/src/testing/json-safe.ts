/**
 * Where a value is not plain JSON data (so would not survive a JSON round trip unchanged): undefined members,
 * non-finite numbers or -0, functions, bigint, symbols, and objects that are not plain (Map, Set, class instances).
 * Returns the path of the first offender, or null.
 */
export function jsonUnsafePath(value: unknown, path = '$'): string | null {
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
          const p = jsonUnsafePath(value[i], `${path}[${i}]`);
          if (p !== null) return p;
        }
        return null;
      }
      const proto: unknown = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return path;
      for (const [k, v] of Object.entries(value)) {
        const p = jsonUnsafePath(v, `${path}.${k}`);
        if (p !== null) return p;
      }
      return null;
    }
    default:
      return path;
  }
}
