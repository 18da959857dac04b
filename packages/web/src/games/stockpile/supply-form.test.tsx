import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { positionState, TV1 } from './testing/positions.ts';
import { renderBoard } from './testing/board.tsx';

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
    // On the piles as in the form: the hand's first card (the share) face up by default, the Boom face down and marked
    // so (the pile drew both face up).
    const face = (card: string) =>
      document.querySelector(`[data-testid=placed-draft] [data-card="${card}"]`)?.getAttribute('data-face');
    expect([face('bottomline-1'), face('boom-1')]).toEqual(['up', 'down']);
    // The Boom face up instead of the share.
    fireEvent.click(document.querySelector('[data-face-up="boom-1"]') as HTMLElement);
    expect([face('bottomline-1'), face('boom-1')]).toEqual(['down', 'up']);
    await act(async () => fireEvent.click(done));
    expect(send).toHaveBeenCalledWith([
      { type: 'supply', faceUp: { card: 'boom-1', pile: 2 }, faceDown: { card: 'bottomline-1', pile: 0 } },
    ]);
  });

  it('has every control of the decision in its form: a pile and a face per card, 44 px each; Done says what it waits for', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    renderBoard(positionState(4, TV1), 0, send);
    const form = document.querySelector('[data-form=supply]') as HTMLElement;
    expect(screen.getByTestId('done-why').textContent).toBe(
      'Готово станет доступно, когда обе карты будут на пакетах: осталось 2.',
    );
    expect(screen.getByTestId('done').getAttribute('aria-describedby')).toBe('sp-supply-why');
    // Four piles for each card, each option named for a screen reader.
    const piles = within(form).getAllByRole('radio', { name: /^пакет \d$/u });
    expect(piles).toHaveLength(8);
    fireEvent.click(
      within(form)
        .getByRole('group', { name: 'Пакет для карты «Бум (+2)»' })
        .querySelector('[data-supply-pile="boom-1:3"]') as HTMLElement,
    );
    expect(screen.getByTestId('done-why').textContent).toContain('осталась 1');
    // The first card in hand lies face up until I choose (as a timeout would place it); "face down" for it turns
    // the other one up.
    expect((form.querySelector('[data-face-up="bottomline-1"]') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(form.querySelector('[data-face-down="bottomline-1"]') as HTMLElement);
    expect((form.querySelector('[data-face-up="boom-1"]') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(form.querySelector('[data-face-up="bottomline-1"]') as HTMLElement);
    fireEvent.click(form.querySelector('[data-supply-pile="bottomline-1:3"]') as HTMLElement);
    expect(screen.queryByTestId('done-why')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('done')));
    expect(send).toHaveBeenCalledWith([
      { type: 'supply', faceUp: { card: 'bottomline-1', pile: 3 }, faceDown: { card: 'boom-1', pile: 3 } },
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
