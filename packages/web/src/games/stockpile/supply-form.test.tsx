import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { positionState, TV1 } from './test-positions.ts';
import { renderBoard } from './test-board.tsx';

describe('Supply placement', () => {
  it('places both cards by clicks, lets me choose the face-up one, and sends the legal supply move', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    renderBoard(positionState(4, TV1), 0, send);
    const done = screen.getByTestId('done');
    expect((done as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'акция Bottomline Bank' }));
    fireEvent.click(document.querySelector('[data-place="0"]') as HTMLElement);
    // The selection moves on to the card still in hand.
    expect(screen.getByRole('button', { name: 'Бум (+2)', pressed: true })).toBeTruthy();
    fireEvent.click(document.querySelector('[data-place="2"]') as HTMLElement);
    expect((done as HTMLButtonElement).disabled).toBe(false);
    expect(document.querySelectorAll('[data-testid=placed-draft]')).toHaveLength(2);
    // The Boom face up instead of the share.
    fireEvent.click(screen.getAllByRole('radio')[1] as HTMLElement);
    await act(async () => fireEvent.click(done));
    expect(send).toHaveBeenCalledWith([
      { type: 'supply', faceUp: { card: 'boom-1', pile: 2 }, faceDown: { card: 'bottomline-1', pile: 0 } },
    ]);
  });

  it('takes a card dropped on a pile', () => {
    renderBoard(positionState(4, TV1), 0, () => Promise.resolve({}));
    const pile = document.querySelector('[data-drop-pile="1"]') as HTMLElement;
    const data = { getData: () => 'boom-1', setData: () => undefined };
    fireEvent.dragOver(pile, { dataTransfer: data });
    fireEvent.drop(pile, { dataTransfer: data });
    expect(pile.querySelector('[data-testid=placed-draft] [data-card="boom-1"]')).not.toBeNull();
  });

  it('shows the server refusal in words and keeps the draft', async () => {
    const send = vi.fn(() => Promise.reject({ code: 'NOT_YOUR_TURN' }));
    renderBoard(positionState(4, TV1), 0, send);
    fireEvent.click(screen.getByRole('button', { name: 'акция Bottomline Bank' }));
    fireEvent.click(document.querySelector('[data-place="0"]') as HTMLElement);
    fireEvent.click(document.querySelector('[data-place="0"]') as HTMLElement);
    await act(async () => fireEvent.click(screen.getByTestId('done')));
    expect(screen.getByTestId('server-error').textContent).toBe('Сейчас не ваш ход.');
    expect(document.querySelectorAll('[data-testid=placed-draft]')).toHaveLength(2);
  });

  it('offers no placement to a player whose turn it is not', () => {
    renderBoard(positionState(4, TV1), 1, () => Promise.resolve({}));
    expect(document.querySelector('.is-my-turn')).toBeNull();
    expect(document.querySelector('[data-place]')).toBeNull();
    expect(screen.getByTestId('deciding').textContent).toContain('Аня');
  });
});
