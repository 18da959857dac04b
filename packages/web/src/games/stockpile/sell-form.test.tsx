import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderBoard, turnOf } from './testing/board.tsx';
import { playAll, positionState, TV1, TV1_MOVES } from './testing/positions.ts';

const plain = (s: string | null | undefined) => (s ?? '').replace(/\s/gu, ' ');

describe('Selling', () => {
  it('previews the proceeds and sends the sale (spec TV1 move 13: +$5,000)', async () => {
    const { state } = playAll(positionState(4, TV1), TV1_MOVES.slice(0, 12));
    const send = vi.fn(() => Promise.resolve({}));
    // The server sends the page no legal moves in Selling (issue 26): the form works from my portfolio alone.
    expect(turnOf(state, 1)).toMatchObject({ toAct: [1], legal: null });
    renderBoard(state, 1, send);
    expect(screen.getByTestId('done').textContent).toBe('Ничего не продавать');
    fireEvent.click(screen.getByRole('button', { name: 'Больше: Bottomline Bank, обычные' }));
    expect(plain(screen.getByTestId('sell-preview').textContent)).toContain('Выручка: 5 000 $.');
    expect(plain(screen.getByTestId('sell-preview').textContent)).toContain('Деньги после продажи: 25 000 $');
    // One card held: no more to add.
    expect(
      (screen.getByRole('button', { name: 'Больше: Bottomline Bank, обычные' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await act(async () => fireEvent.click(screen.getByTestId('done')));
    expect(send).toHaveBeenCalledWith([{ type: 'sell', cards: { bottomline: { regular: 1 } } }]);
  });

  it('says what a sale pays off of the fees owed (spec TV4)', () => {
    const start = positionState(3, {
      round: 7,
      phase: 'demand',
      firstPlayer: 0,
      seats: [{ cash: 4000 }, { cash: 1000 }, { cash: 20000 }],
      piles: [
        [
          { card: 'cosmic-1', faceUp: true, placedBy: 1 },
          { card: 'fee-3000-1', faceUp: false, placedBy: 1 },
        ],
        [
          { card: 'fee-2000-1', faceUp: true, placedBy: 2 },
          { card: 'fee-1000-1', faceUp: false, placedBy: 2 },
        ],
        [{ card: 'epic-1', faceUp: true, placedBy: 0 }],
      ],
    });
    const { state } = playAll(start, [
      [0, { type: 'bid', pile: 0, amount: 3000 }],
      [1, { type: 'bid', pile: 1, amount: 0 }],
      [2, { type: 'bid', pile: 2, amount: 0 }],
    ]);
    renderBoard(state, 0, () => Promise.resolve({}));
    expect(plain(screen.getByTestId('debt-0').textContent)).toBe('3 000 $');
    fireEvent.click(screen.getByRole('button', { name: 'Больше: Cosmic Computers, обычные' }));
    const preview = plain(screen.getByTestId('sell-preview').textContent);
    expect(preview).toContain('Выручка: 5 000 $.');
    expect(preview).toContain('долг по сборам: 3 000 $');
    expect(preview).toContain('Деньги после продажи: 3 000 $');
  });

  it('halves a split card, never both halving and selling the same card', () => {
    const state = positionState(3, {
      phase: 'selling',
      seats: [{ portfolio: { leading: { split: 1 } } }, null, null],
    });
    renderBoard(state, 0, () => Promise.resolve({}));
    fireEvent.click(screen.getByRole('button', { name: 'Больше: Leading Laboratories, размен' }));
    expect(screen.getByTestId('sell-halve-leading').textContent).toBe('1');
    expect(
      (screen.getByRole('button', { name: 'Больше: Leading Laboratories, раздробленные' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Больше: Leading Laboratories, раздробленные' }));
    expect(screen.getByTestId('sell-halve-leading').textContent).toBe('0');
    expect(plain(screen.getByTestId('sell-preview').textContent)).toContain('Выручка: 10 000 $.');
  });

  it('prices each card as the engine pays it: a Golden Graham holder gets $1,000 a share more', () => {
    const state = positionState(
      3,
      {
        phase: 'selling',
        seats: [{ investors: ['graham'], portfolio: { leading: { regular: 1, split: 1 } } }, null, null],
      },
      { investors: true },
    );
    renderBoard(state, 0, () => Promise.resolve({}));
    const row = plain(screen.getByTestId('sell-regular-leading').closest('li')?.textContent);
    // Leading at $5,000 on the standard board's start: a share brings $6,000, a split card $12,000
    expect(row).toContain('Leading Laboratories · 5 000 $');
    expect(row).toContain('обычные (у вас 1) по 6 000 $');
    expect(row).toContain('раздробленные (у вас 1) по 12 000 $');
    expect(row).toContain('вы получите 6 000 $');
    fireEvent.click(screen.getByRole('button', { name: 'Больше: Leading Laboratories, раздробленные' }));
    expect(plain(screen.getByTestId('sell-preview').textContent)).toContain('Выручка: 12 000 $.');
  });
});
