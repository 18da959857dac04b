import { akcioner, Akcioner } from '@birzha/engine';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderBoard } from './testing/render-board.tsx';
import { positionState } from './testing/positions.ts';

const POSITION = {
  roundsTotal: 2,
  order: [0, 1],
  seats: [{ hand: ['S-yellow-p30', 'S-red-p30'] }, { hand: ['S-blue-p30', 'S-green-p30'] }],
};

describe('Akcioner board', () => {
  it('resigning asks once more, then sends the resign move', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    renderBoard(akcioner.view(positionState(2, POSITION), 1), { seat: 1, send, tableId: 't1' });
    expect(screen.getByTestId('waiting').textContent).toContain('Аня');
    fireEvent.click(screen.getByRole('button', { name: 'Сдаться' }));
    expect(send).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Нет, играю' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сдаться' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Да, сдаюсь' })));
    expect(send).toHaveBeenCalledWith([{ type: 'resign' }]);
  });

  it('a spectator sees no hand, no turn composer and no resign button', () => {
    renderBoard(akcioner.view(positionState(2, POSITION), 'spectator'), { seat: null, send: null, tableId: 't1' });
    expect(document.querySelectorAll('.hand [data-card]')).toHaveLength(0);
    expect(document.querySelector('.is-my-turn')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сдаться' })).toBeNull();
  });

  it("a spectator's played cards are the zone's own list, not a fold-out headed with the zone's title again", () => {
    renderBoard(akcioner.view(positionState(2, POSITION), 'spectator'), { seat: null, send: null, tableId: 't1' });
    const zone = document.querySelector('.zone--hand')!;
    const titles = [...zone.querySelectorAll('h2, h3, button[aria-expanded]')].map((h) => h.textContent?.trim());
    expect(titles.filter((h) => h?.includes('Сыгранные карты'))).toHaveLength(1);
    expect(zone.querySelector('.played')).not.toBeNull();
  });

  it('the end of the game shows the ranking with capitals, ties in one place', () => {
    // spec V10: an exact tie is a shared win.
    let s = positionState(2, {
      lastRound: true,
      order: [0, 1],
      seats: [{ hand: ['S-yellow-p30'] }, { hand: ['S-red-p30'] }],
    });
    for (const [seat, move] of [
      [0, { type: 'playCard', card: 'S-yellow-p30', assign: ['red'] }],
      [1, { type: 'playCard', card: 'S-red-p30', assign: ['yellow'] }],
    ] as const) {
      const r = akcioner.play(s, seat, move as Akcioner.Move);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
    }
    const outcome = akcioner.outcome(s);
    if (outcome === undefined) throw new Error('not over');
    renderBoard(akcioner.view(s, 0), { send: null, outcome, tableId: 't1' });
    const rows = [...document.querySelectorAll('[data-testid=results] tbody tr')];
    expect(rows.map((r) => r.getAttribute('data-place'))).toEqual(['1', '1']);
    expect(screen.getByTestId('score-0').textContent).toBe('400');
    expect(screen.getByTestId('score-1').textContent).toBe('400');
    expect(rows[0]?.textContent).toContain('ничья');
    // Its "?" opens how the game ends and is ranked (issue 30.5).
    const help = within(screen.getByTestId('results')).getByTestId('help-link');
    expect(help.getAttribute('href')).toBe('/rules/akcioner#akc-end');
  });
});
