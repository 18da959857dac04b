// A store that counts the calls of its own methods, for the tests that hold a process to reading nothing (issue 28).
import type { Store } from '../src/store/store.ts';

/** The store, counting every call of its own methods (reads and writes) by name. */
export function counted(inner: Store): { store: Store; calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const wrap = <T extends object>(target: T, prefix: string): T =>
    new Proxy(target, {
      get(t, key) {
        const value: unknown = Reflect.get(t, key, t);
        if (typeof value === 'object' && value !== null) return wrap(value, `${prefix}${String(key)}.`);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const name = `${prefix}${String(key)}`;
          calls.set(name, (calls.get(name) ?? 0) + 1);
          return (value as (...a: unknown[]) => unknown).apply(t, args);
        };
      },
    });
  return { store: wrap(inner, ''), calls };
}
