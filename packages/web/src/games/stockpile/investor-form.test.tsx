import { stockpile } from '@birzha/engine';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderBoard, turnOf } from './testing/board.tsx';

function investorsGame(players: number) {
  const options = stockpile.parseOptions({ investors: true }, players);
  if (!options.ok) throw new Error('options');
  const r = stockpile.setup({ players, options: options.value, seed: 'investors' });
  if (!r.ok) throw new Error(r.error.code);
  return r.value.state;
}

describe('Choosing investors', () => {
  it('keeps one of the two offered, with its cash and power in words', async () => {
    const state = investorsGame(3);
    const offer = state.seats[0]?.investorOffer ?? [];
    const send = vi.fn(() => Promise.resolve({}));
    renderBoard(state, 0, send);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect((screen.getByTestId('done') as HTMLButtonElement).disabled).toBe(true);
    // A greyed Done says what it waits for.
    expect(screen.getByTestId('done-why').textContent).toBe('Готово станет доступно, когда вы выберете инвестора.');
    fireEvent.click(screen.getAllByRole('radio')[1] as HTMLElement);
    expect(screen.queryByTestId('done-why')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('done')));
    expect(send).toHaveBeenCalledWith([{ type: 'chooseInvestor', investors: [offer[1]] }]);
  });

  it('keeps two of four in a 2-player game', async () => {
    const state = investorsGame(2);
    const offer = state.seats[1]?.investorOffer ?? [];
    const send = vi.fn(() => Promise.resolve({}));
    renderBoard(state, 1, send);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    fireEvent.click(boxes[0] as HTMLElement);
    expect((screen.getByTestId('done') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('done-why').textContent).toContain('осталось выбрать 1');
    fireEvent.click(boxes[3] as HTMLElement);
    await act(async () => fireEvent.click(screen.getByTestId('done')));
    expect(send).toHaveBeenCalledWith([{ type: 'chooseInvestor', investors: [offer[0], offer[3]] }]);
  });

  it('follows whom the server says the game waits for, not the view: no form for me while it waits for another', () => {
    const state = investorsGame(3);
    renderBoard(
      state,
      0,
      vi.fn(() => Promise.resolve({})),
      [],
      't1',
      { toAct: [1], legal: null },
    );
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByTestId('deciding').textContent).toContain('Борис');
    expect(screen.getByTestId('deciding').textContent).not.toContain('Вы');
    expect(document.querySelector('.sp-seat.is-moving')?.getAttribute('data-seat')).toBe('1');
  });

  it('offers only the moves the server lists: an investor left out of `legal` cannot be kept', async () => {
    const state = investorsGame(3);
    const offer = state.seats[0]?.investorOffer ?? [];
    const full = turnOf(state, 0);
    const first = full.legal?.filter((m) => m.type === 'chooseInvestor' && m.investors[0] === offer[0]) ?? [];
    expect(first).toHaveLength(1);
    const send = vi.fn(() => Promise.resolve({}));
    renderBoard(state, 0, send, [], 't1', { toAct: full.toAct, legal: first });
    fireEvent.click(screen.getAllByRole('radio')[1] as HTMLElement);
    expect((screen.getByTestId('done') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getAllByRole('radio')[0] as HTMLElement);
    await act(async () => fireEvent.click(screen.getByTestId('done')));
    expect(send).toHaveBeenCalledWith([{ type: 'chooseInvestor', investors: [offer[0]] }]);
  });
});
