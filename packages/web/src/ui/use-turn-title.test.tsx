import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTurnTitle } from './use-turn-title.ts';

describe('the tab title', () => {
  it('shows the seconds left on my turn, the game alone otherwise, and the site name once the table is left', () => {
    const { rerender, unmount } = renderHook(({ mine, left }) => useTurnTitle(mine, left, 'Акционер'), {
      initialProps: { mine: true, left: 42 as number | null },
    });
    expect(document.title).toBe('0:42 · Ваш ход — Акционер · Биржа');
    rerender({ mine: true, left: 9 });
    expect(document.title).toBe('0:09 · Ваш ход — Акционер · Биржа');
    rerender({ mine: true, left: null });
    expect(document.title).toBe('● · Ваш ход — Акционер · Биржа');
    rerender({ mine: false, left: null });
    expect(document.title).toBe('Акционер · Биржа');
    unmount();
    expect(document.title).toBe('Биржа');
  });

  it('at a turn-based table says the hours and days left in words, not ticking seconds', () => {
    const { rerender } = renderHook(({ left }) => useTurnTitle(true, left, 'Игра'), {
      initialProps: { left: 86_385 as number | null },
    });
    const plain = () => document.title.replace(/\u00a0/g, ' ');
    expect(plain()).toBe('23 ч 59 мин · Ваш ход — Игра · Биржа');
    rerender({ left: 86_375 });
    expect(plain()).toBe('23 ч 59 мин · Ваш ход — Игра · Биржа');
    rerender({ left: 2 * 86_400 + 4 * 3600 + 30 });
    expect(plain()).toBe('2 д 4 ч · Ваш ход — Игра · Биржа');
    // Under an hour the clock ticks again, as the status bar's does.
    rerender({ left: 3599 });
    expect(plain()).toBe('59:59 · Ваш ход — Игра · Биржа');
  });
});
