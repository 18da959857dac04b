import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderBoard } from './testing/board.tsx';
import { positionState } from './testing/positions.ts';

/** spec TV3: seat 0 holds a Boom and a Bust in the Action phase. */
const TV3 = {
  round: 2,
  phase: 'action',
  firstPlayer: 0,
  prices: { cosmic: 8, stanford: 3, epic: 6 },
  seats: [
    { cash: 10000, portfolio: { cosmic: { regular: 2 }, stanford: { regular: 1 } }, actions: ['boom-1', 'bust-1'] },
    { cash: 10000, portfolio: { cosmic: { regular: 1, split: 1 }, epic: { split: 1 } } },
    { cash: 10000, portfolio: { stanford: { split: 1 }, epic: { regular: 2 } } },
  ],
};

describe('Action', () => {
  it('plays the chosen card on the chosen company', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    renderBoard(positionState(3, TV3), 0, send);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name: 'Спад (−2)' }));
    await act(async () => fireEvent.click(document.querySelector('[data-action-company="stanford"]') as HTMLElement));
    expect(send).toHaveBeenCalledWith([{ type: 'playAction', card: 'bust-1', company: 'stanford' }]);
  });

  it('names my one card to play, not only six company buttons', () => {
    renderBoard(
      positionState(3, { ...TV3, seats: [{ ...TV3.seats[0], actions: ['bust-1'] }, ...TV3.seats.slice(1)] }),
      0,
      () => Promise.resolve({}),
    );
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByTestId('sp-action-card').textContent).toBe('Ваша карта: Спад (−2).');
  });

  it("shows the cards' count, not their kinds, to the others", () => {
    renderBoard(positionState(3, TV3), 1, () => Promise.resolve({}));
    expect(document.querySelector('.is-my-turn')).toBeNull();
    expect(document.querySelector('.sp-seat[data-seat="0"]')?.textContent).toMatch(/Действий\s*2/u);
    expect(document.querySelector('[data-card="boom-1"]')).toBeNull();
  });

  it('gives Crazy Cramer his nudge, or lets him pass it', async () => {
    const state = positionState(
      3,
      { phase: 'action', seats: [{ investors: ['cramer'] }, null, null] },
      { investors: true },
    );
    const send = vi.fn(() => Promise.resolve({}));
    renderBoard(state, 0, send);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Epic Electric: на шаг вниз' })));
    expect(send).toHaveBeenLastCalledWith([{ type: 'nudge', company: 'epic', delta: -1 }]);
    await act(async () => fireEvent.click(screen.getByTestId('skip-power')));
    expect(send).toHaveBeenLastCalledWith([{ type: 'skipPower' }]);
  });

  it('lets Crazy Cramer pass his nudge while action cards are still to play, as the engine allows', async () => {
    const state = positionState(
      3,
      { phase: 'action', seats: [{ investors: ['cramer'], actions: ['boom-1'] }, null, null] },
      { investors: true },
    );
    const send = vi.fn(() => Promise.resolve({}));
    renderBoard(state, 0, send);
    expect(document.querySelector('[data-action-company="cosmic"]')).not.toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('skip-power')));
    expect(send).toHaveBeenLastCalledWith([{ type: 'skipPower' }]);
  });
});
