import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderBoard } from './testing/board.tsx';
import { playAll, positionState } from './testing/positions.ts';

/** A 3-player Supply played out, seat 0 holding `investor`: the prep phase (Mark or Warren) follows. */
function prepFor(investor: 'mark' | 'warren') {
  const start = positionState(
    3,
    {
      phase: 'supply',
      firstPlayer: 0,
      seats: [
        { investors: [investor], hand: ['cosmic-1', 'cosmic-2'] },
        { hand: ['leading-1', 'fee-1000-1'] },
        { hand: ['epic-1', 'boom-1'] },
      ],
    },
    { investors: true },
  );
  return playAll(start, [
    [0, { type: 'supply', faceUp: { card: 'cosmic-1', pile: 0 }, faceDown: { card: 'cosmic-2', pile: 0 } }],
    [1, { type: 'supply', faceUp: { card: 'leading-1', pile: 1 }, faceDown: { card: 'fee-1000-1', pile: 1 } }],
    [2, { type: 'supply', faceUp: { card: 'epic-1', pile: 2 }, faceDown: { card: 'boom-1', pile: 2 } }],
  ]).state;
}

describe('Investor powers', () => {
  it('Maverick Mark picks a pile card, then the pile it goes to', async () => {
    const state = prepFor('mark');
    expect(state.phase).toBe('prep');
    const send = vi.fn(() => Promise.resolve({}));
    renderBoard(state, 0, send);
    expect(document.querySelector('[data-move-to]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'акция Leading Laboratories' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Переложить на пакет 3' })));
    expect(send).toHaveBeenCalledWith([{ type: 'moveCard', from: 1, index: 0, to: 2 }]);
  });

  it('Wise Warren chooses a pile to look into, or passes', async () => {
    const state = prepFor('warren');
    const send = vi.fn(() => Promise.resolve({}));
    renderBoard(state, 0, send);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Посмотреть пакет 2' })));
    expect(send).toHaveBeenLastCalledWith([{ type: 'inspectPile', pile: 1 }]);
    await act(async () => fireEvent.click(screen.getByTestId('skip-power')));
    expect(send).toHaveBeenLastCalledWith([{ type: 'skipPower' }]);
  });

  it('Dividend Deborah pays on a company after the Movement', async () => {
    const start = positionState(
      3,
      { phase: 'selling', seats: [{ investors: ['deborah'] }, null, null] },
      { investors: true },
    );
    const { state } = playAll(start, [
      [0, { type: 'sell', cards: {} }],
      [1, { type: 'sell', cards: {} }],
      [2, { type: 'sell', cards: {} }],
    ]);
    expect(state.phase).toBe('deborah');
    const send = vi.fn(() => Promise.resolve({}));
    renderBoard(state, 0, send);
    await act(async () => fireEvent.click(document.querySelector('[data-deborah="epic"]') as HTMLElement));
    expect(send).toHaveBeenCalledWith([{ type: 'deborah', company: 'epic' }]);
  });
});
