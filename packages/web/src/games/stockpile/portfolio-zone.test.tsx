import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBoard } from './testing/board.tsx';
import { positionState } from './testing/positions.ts';

const plain = (s: string | null | undefined) => (s ?? '').replace(/\s/gu, ' ');

describe('My portfolio', () => {
  it('values shares at what they would bring: with Golden Graham, $1,000 a share over the price', () => {
    const portfolio = { leading: { regular: 1, split: 1 } };
    const withGraham = positionState(
      3,
      { phase: 'selling', seats: [{ investors: ['graham'], cash: 0, portfolio }, null, null] },
      { investors: true },
    );
    const view = renderBoard(withGraham, 0, () => Promise.resolve({}));
    // Leading at $5,000: 3 shares at $6,000
    expect(plain(screen.getByTestId('worth').textContent)).toContain('18 000 $');
    view.unmount();
    renderBoard(positionState(3, { phase: 'selling', seats: [{ cash: 0, portfolio }, null, null] }), 0, () =>
      Promise.resolve({}),
    );
    expect(plain(screen.getByTestId('worth').textContent)).toContain('15 000 $');
  });

  it("heads the split column «×2» (the rules' name, narrow enough for a phone) and names it to a screen reader", () => {
    const portfolio = { leading: { regular: 1, split: 1 } };
    renderBoard(positionState(3, { phase: 'selling', seats: [{ portfolio }, null, null] }), 0, () =>
      Promise.resolve({}),
    );
    const head = screen.getByRole('columnheader', { name: 'Раздробленные' });
    expect(head.querySelector('[aria-hidden="true"]')?.textContent).toBe('×2');
    expect(head.querySelector('abbr')?.title).toBe('Раздробленные');
  });
});
