import { vi } from 'vitest';

/** Pretends the screen is `width` px wide for `window.matchMedia` (jsdom has none): max-width/min-width queries only. */
export function mockScreenWidth(width: number): () => void {
  const matches = (q: string) =>
    [...q.matchAll(/\((max|min)-width:\s*(\d+)px\)/g)].every(([, kind, px]) =>
      kind === 'max' ? width <= Number(px) : width >= Number(px),
    );
  const spy = vi.fn((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
  const had = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: spy });
  return () => {
    if (had === undefined) delete (window as { matchMedia?: unknown }).matchMedia;
    else Object.defineProperty(window, 'matchMedia', had);
  };
}
