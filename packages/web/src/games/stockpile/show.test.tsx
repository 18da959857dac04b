import { Stockpile } from '@birzha/engine';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LogItem } from '../../table/use-table.ts';
import { setPreferences } from '../../ui/preferences.ts';
import { boardElement, logOf, renderBoard } from './testing/board.tsx';
import { playTestGame } from './testing/game.ts';
import { playAll, positionState, TV1, TV1_MOVES } from './testing/positions.ts';
import { stepMs } from './use-show.ts';

const plain = (s: string | null | undefined) => (s ?? '').replace(/\s/gu, ' ');

/** Lets `steps` steps of the show pass, each its own turn of the clock (React renders between them). */
function pass(steps: number, ms = Stockpile.SHOW_STEP_SECONDS * 1000) {
  for (let i = 0; i < steps; i++) act(() => vi.advanceTimersByTime(ms));
}
const send = () => Promise.resolve({});

/**
 * TV1 up to its last sale, seen by `viewer`, then the update of that sale: the Movement and round 2's deal. The
 * board first renders the state before the sale, then the state after it with the longer log, as a live table does.
 */
function liveLastSale(viewer: number) {
  const { state: before, events: first } = playAll(positionState(4, TV1), TV1_MOVES.slice(0, 14));
  const { state, events } = playAll(before, TV1_MOVES.slice(14));
  const log = logOf(first, viewer);
  const view = renderBoard(before, viewer, send, log);
  const more: LogItem[] = [...log, ...logOf(events, viewer).map((l) => ({ ...l, version: 99 }))];
  view.rerender(boardElement(state, viewer, send, more));
  return { view, state, more };
}

afterEach(() => {
  vi.useRealTimers();
  setPreferences({ pace: 'normal' });
});

describe('the Movement show (issue 24 point 3)', () => {
  it('keeps the round as it was until the show reaches each step: no next round, no decision, no spoiler', () => {
    setPreferences({ pace: 'normal' });
    liveLastSale(1);
    expect(screen.getByTestId('movement-step').textContent).toBe('Шаг 1 из 6');
    // The phase says what is on: round 1's Movement, not round 2's Supply.
    expect(document.querySelector('#sp-phase-title')?.textContent).toBe('Раунд 1 из 6 · Изменение стоимости');
    expect(document.querySelector('.board--stockpile')?.getAttribute('data-show')).toBe('true');
    // Seat 1 places first in round 2: not before the show is over. Nor are round 2's cards or forecast shown.
    expect(document.querySelector('.sp-turn')).toBeNull();
    expect(document.querySelector('.sp-hand')).toBeNull();
    expect(screen.getByTestId('my-forecasts').textContent).toContain('Bottomline Bank');
    expect(screen.queryByTestId('deciding')).toBeNull();
    // Step 1 is American +4: Bottomline has not fallen yet, the epic dividend is not paid yet.
    expect(plain(screen.getByTestId('price-american').textContent)).toBe('9 000 $');
    expect(plain(screen.getByTestId('price-bottomline').textContent)).toBe('5 000 $');
    expect(plain(screen.getByTestId('cash-0').textContent)).toBe('17 000 $');
    // The revealed pair is the only other forecast known yet.
    expect(document.querySelectorAll('.sp-forecasts__other [data-testid=forecast]')).toHaveLength(1);
    // The log goes as far as the show: round 2 is not in it.
    expect(document.querySelector('[data-testid=log]')?.textContent).not.toContain('Раунд 2');
    // The show plays where the player looks: right after the phase, before the prices.
    const zones = [...document.querySelectorAll('.sp-col--main > section')].map((z) => z.className);
    expect(zones[1]).toContain('sp-movement');
  });

  it('moves on at the engine’s pace, then shows the next round and my decision; Skip shows it at once', () => {
    vi.useFakeTimers();
    setPreferences({ pace: 'normal' });
    liveLastSale(1);
    const ms = Stockpile.SHOW_STEP_SECONDS * 1000;
    act(() => vi.advanceTimersByTime(ms - 10));
    expect(screen.getByTestId('movement-step').textContent).toBe('Шаг 1 из 6');
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByTestId('movement-step').textContent).toBe('Шаг 2 из 6');
    expect(plain(screen.getByTestId('price-bottomline').textContent)).toBe('2 000 $');
    pass(3);
    expect(screen.getByTestId('movement-step').textContent).toBe('Шаг 5 из 6');
    // The epic dividend (step 5) is paid to seat 0 on screen now.
    expect(plain(screen.getByTestId('cash-0').textContent)).toBe('19 000 $');
    fireEvent.click(screen.getByTestId('skip-movement'));
    expect(screen.queryByTestId('movement-step')).toBeNull();
    expect(document.querySelector('#sp-phase-title')?.textContent).toBe('Раунд 2 из 6 · Предложение');
    expect(document.querySelector('.sp-turn')).not.toBeNull();
    expect(document.querySelectorAll('.sp-hand [data-card]')).toHaveLength(2);
    expect(screen.getByTestId('movement').querySelectorAll('li')).toHaveLength(6);
  });

  it('ends when the show the engine declares ends: six steps of SHOW_STEP_SECONDS, never longer at any pace', () => {
    const events = playAll(positionState(4, TV1), TV1_MOVES).events;
    expect(Stockpile.showSteps(events)).toBe(6);
    for (const pace of ['slow', 'normal', 'fast'] as const) {
      expect(stepMs(pace)).toBeLessThanOrEqual(Stockpile.SHOW_STEP_SECONDS * 1000);
      expect(stepMs(pace)).toBeGreaterThan(0);
    }
    expect(stepMs('normal')).toBe(Stockpile.SHOW_STEP_SECONDS * 1000);
    expect(stepMs('fast')).toBeLessThan(stepMs('normal'));
    expect(stepMs('instant')).toBe(0);
    vi.useFakeTimers();
    setPreferences({ pace: 'slow' });
    liveLastSale(1);
    pass(6);
    expect(screen.queryByTestId('movement-step')).toBeNull();
    expect(document.querySelector('.sp-turn')).not.toBeNull();
  });

  it('shows nothing at the instant pace', () => {
    setPreferences({ pace: 'instant' });
    liveLastSale(1);
    expect(screen.queryByTestId('movement-step')).toBeNull();
    expect(document.querySelector('.sp-turn')).not.toBeNull();
  });

  it('keeps the final scoring and the results for the end of the last round’s show', () => {
    vi.useFakeTimers();
    setPreferences({ pace: 'normal' });
    const { state, events } = playTestGame(3, {}, 'show-final');
    // The last update: from the last sale on.
    const last = events.map((e) => e.type).lastIndexOf('sold');
    const viewer = 0;
    const log = logOf(events.slice(0, last), viewer);
    const more = [...log, ...logOf(events.slice(last), viewer).map((l) => ({ ...l, version: 999 }))];
    // The board before it: the state is not needed exactly, only something from before the game ended.
    const before = playAll(positionState(3, { round: 7, phase: 'selling' }), []).state;
    const view = renderBoard(before, viewer, send, log);
    view.rerender(boardElement(state, viewer, send, more));
    expect(screen.getByTestId('movement-step')).not.toBeNull();
    expect(screen.queryByTestId('final')).toBeNull();
    expect(screen.queryByTestId('results')).toBeNull();
    pass(10);
    expect(screen.queryByTestId('movement-step')).toBeNull();
    expect(screen.getByTestId('final')).not.toBeNull();
    // The results' "?" opens how the game is ranked (issue 30.5).
    const results = screen.getByTestId('results');
    expect(results.querySelector('[data-testid=help-link]')?.getAttribute('href')).toBe('/rules/stockpile#stp-ranking');
  });
});
