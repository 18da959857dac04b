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
});
