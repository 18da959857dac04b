import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TocJump } from './toc-jump.tsx';

/** jsdom has no IntersectionObserver: this one reports what the test says of the contents. */
let report: ((entry: { isIntersecting: boolean; top: number }) => void) | null = null;
class FakeObserver {
  constructor(callback: (entries: unknown[]) => void) {
    report = ({ isIntersecting, top }) => callback([{ isIntersecting, boundingClientRect: { top } }]);
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  report = null;
});

function page() {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const scrolled: Element[] = [];
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value(this: Element) {
      scrolled.push(this);
    },
  });
  render(
    <>
      <nav className="rules-toc">
        <a href="#akc-goal">Цель игры</a>
      </nav>
      <TocJump />
    </>,
  );
  return scrolled;
}

describe('the way back to the rules’ contents', () => {
  it('shows while the contents are off the screen, pointing where they are, and takes the reader and the focus there', () => {
    const scrolled = page();
    expect(screen.queryByTestId('rules-toc-jump')).toBeNull();
    act(() => report?.({ isIntersecting: false, top: 900 }));
    expect(screen.getByTestId('rules-toc-jump').textContent).toBe('↓ Содержание');
    act(() => report?.({ isIntersecting: false, top: -12_000 }));
    expect(screen.getByTestId('rules-toc-jump').textContent).toBe('↑ Содержание');
    fireEvent.click(screen.getByTestId('rules-toc-jump'));
    expect(scrolled).toEqual([document.querySelector('nav.rules-toc')]);
    expect(document.activeElement?.textContent).toBe('Цель игры');
    act(() => report?.({ isIntersecting: true, top: 0 }));
    expect(screen.queryByTestId('rules-toc-jump')).toBeNull();
  });
});
