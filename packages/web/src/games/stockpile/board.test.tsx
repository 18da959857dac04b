import { stockpile } from '@birzha/engine';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setPreferences } from '../../ui/preferences.ts';
import { boardElement, logOf, renderBoard } from './testing/board.tsx';
import { playTestGame } from './testing/game.ts';
import { playAll, positionState, TV1, TV1_MOVES } from './testing/positions.ts';

const plain = (s: string | null | undefined) => (s ?? '').replace(/\s/gu, ' ');

describe('Stockpile board zones', () => {
  it('after the spec TV1 round: prices on their tracks, what each viewer knows of the holdings', () => {
    const { state } = playAll(positionState(4, TV1), TV1_MOVES);
    renderBoard(state, 'spectator', null);
    expect(plain(screen.getByTestId('price-cosmic').textContent)).toBe('8 000 $');
    const cosmic = document.querySelector('[data-company="cosmic"] [aria-current=step]');
    expect(cosmic?.textContent).toBe('8');
    // Spectator (spec TV1): s3 known {epic:1} with 2 hidden; s1 {cosmic:1}; s2 nothing known, 1 hidden.
    expect(screen.getByTestId('holdings-3').textContent).toMatch(/ELC.*1 обычная.*ещё 2 закрытые акции$/u);
    expect(screen.getByTestId('holdings-1').textContent).toMatch(/COS.*1 обычная/u);
    expect(screen.getByTestId('holdings-2').textContent).toMatch(/^и ещё 1 закрытая акция$/u);
    expect(document.querySelector('.sp-portfolio')).toBeNull();
    expect(document.querySelector('.sp-hand')).toBeNull();
  });

  it("shows me my portfolio, my forecast and my cards, and the others' forecasts as unknown", () => {
    const { state } = playAll(positionState(4, TV1), TV1_MOVES);
    renderBoard(state, 1, null);
    expect(screen.getByTestId('mine-regular-cosmic').textContent).toBe('1');
    expect(screen.getByTestId('my-forecasts').querySelectorAll('[data-testid=forecast]')).toHaveLength(1);
    expect(document.querySelectorAll('.sp-forecasts__other [data-testid=forecast-unknown]')).toHaveLength(3);
    expect(document.querySelectorAll('.sp-hand [data-card]')).toHaveLength(2);
    // In s1's view s3 is {cosmic:1, epic:1} with 1 hidden (spec TV1).
    expect(screen.getByTestId('holdings-3').textContent).toMatch(/COS.*ELC.*ещё 1 закрытая акция$/u);
  });

  it('plays a live Movement out step by step, with Skip; a reload is history and is not played', () => {
    setPreferences({ pace: 'normal' });
    const { state: before, events: first } = playAll(positionState(4, TV1), TV1_MOVES.slice(0, 14));
    const { state, events } = playAll(before, TV1_MOVES.slice(14));
    const log = logOf(first, 0);
    const send = () => Promise.resolve({});
    const view = renderBoard(before, 0, send, log);
    expect(screen.queryByTestId('movement-step')).toBeNull();
    // The last sale's update appends its events (the Movement among them) to the same log.
    const more = [...log, ...logOf(events, 0).map((l) => ({ ...l, version: 99 }))];
    view.rerender(boardElement(state, 0, send, more));
    expect(screen.getByTestId('movement-step').textContent).toBe('Шаг 1 из 6');
    // The first reveal (american +4) is on screen: the price shown is the one after that step only.
    expect(plain(screen.getByTestId('price-american').textContent)).toBe('9 000 $');
    expect(plain(screen.getByTestId('price-bottomline').textContent)).toBe('5 000 $');
    fireEvent.click(screen.getByTestId('skip-movement'));
    expect(screen.queryByTestId('movement-step')).toBeNull();
    expect(plain(screen.getByTestId('price-bottomline').textContent)).toBe('2 000 $');
    expect(screen.getByTestId('movement').querySelectorAll('li')).toHaveLength(6);
  });

  it('works read-only for any viewer of a finished game, as the replay shows it', () => {
    const { state, events } = playTestGame(3, { investors: true });
    for (const viewer of ['spectator', 0, 2] as const) {
      renderBoard(state, viewer, null, logOf(events, viewer), null);
      expect(document.querySelector('.is-my-turn')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Сдаться' })).toBeNull();
      for (let s = 0; s < 3; s++)
        expect(plain(screen.getByTestId(`final-${s}`).textContent).replace(/[^\d−-]/gu, '')).toBe(
          String(state.final?.scores[s]).replace('-', '−'),
        );
      expect(document.querySelectorAll('[data-testid=log-group]').length).toBeGreaterThan(10);
      // one investor each in a game of three: the heading says one («Инвесторы» over one name read as a list)
      const heads = [...document.querySelectorAll('.sp-seat dt')].map((d) => d.textContent);
      expect(heads.filter((h) => h?.startsWith('Инвест'))).toEqual(['Инвестор', 'Инвестор', 'Инвестор']);
      document.body.innerHTML = '';
    }
  });

  it('resigning asks once more, then sends the resign move', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    renderBoard(positionState(4, TV1), 2, send);
    fireEvent.click(screen.getByRole('button', { name: 'Сдаться' }));
    expect(send).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Да, сдаюсь' })));
    expect(send).toHaveBeenCalledWith([{ type: 'resign' }]);
    expect(stockpile.meta.id).toBe('stockpile');
  });
});

describe('a reload', () => {
  it('does not play the Movement again', () => {
    setPreferences({ pace: 'normal' });
    const { events, state } = playAll(positionState(4, TV1), TV1_MOVES);
    const send = () => Promise.resolve({});
    const view = renderBoard(state, 0, send, logOf(events.slice(0, 10), 0));
    // A reload brings the whole history as new items: history, not news.
    view.rerender(boardElement(state, 0, send, logOf(events, 0)));
    expect(screen.queryByTestId('movement-step')).toBeNull();
    expect(screen.getByTestId('movement').querySelectorAll('li')).toHaveLength(6);
  });
});
