import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBringIntoView } from './use-bring-into-view.ts';

/** An element whose box starts at `top` (jsdom draws nothing), recording its scrolls. */
function placed(top: number): { el: HTMLElement; scrolls: unknown[] } {
  const el = document.createElement('section');
  const scrolls: unknown[] = [];
  el.getBoundingClientRect = () => ({
    top,
    bottom: top + 300,
    left: 0,
    right: 390,
    width: 390,
    height: 300,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
  el.scrollIntoView = (arg?: boolean | ScrollIntoViewOptions) => void scrolls.push(arg);
  return { el, scrolls };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useBringIntoView', () => {
  const height = window.innerHeight;

  it('scrolls to the top of the screen what appears above it or below the share of its height, once it turns on', () => {
    for (const top of [-500, height * 0.7, height * 3]) {
      const { el, scrolls } = placed(top);
      const ref = { current: el };
      const { rerender } = renderHook(({ on }) => useBringIntoView(ref, on, 0.6), {
        initialProps: { on: false },
      });
      expect(scrolls).toEqual([]);
      rerender({ on: true });
      expect(scrolls).toEqual([{ block: 'start', behavior: 'smooth' }]);
      rerender({ on: true });
      expect(scrolls, 'once, not at every render').toHaveLength(1);
    }
  });

  it('leaves where it is what is already in the upper part of the screen', () => {
    for (const [top, share] of [
      [0, 0.5],
      [height * 0.55, 0.6],
    ] as const) {
      const { el, scrolls } = placed(top);
      renderHook(() => useBringIntoView({ current: el }, true, share));
      expect(scrolls).toEqual([]);
    }
  });
});
