import { akcioner, type Akcioner } from '@birzha/engine';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogItem } from '../../table/use-table.ts';
import { resetPreferencesForTests } from '../../ui/preferences.ts';
import AkcionerBoard from './board.tsx';
import { PricesZone } from './prices-zone.tsx';
import { positionState } from './testing/positions.ts';

const P0 = { yellow: 100, red: 100, blue: 100, green: 100 };

describe('the price bars while another player’s turn is played out', () => {
  it('show old → new, the bar moving from the old width; my own preview comes first', () => {
    const playing = { before: P0, after: { ...P0, yellow: 130 }, label: 'Ход игрока Борис' };
    const { rerender } = render(<PricesZone prices={P0} preview={null} history={[P0]} playing={playing} />);
    expect(screen.getByTestId('playback').textContent).toBe('Ход игрока Борис');
    expect(screen.getByTestId('price-yellow').textContent).toBe('100 → 130');
    expect(screen.getByTestId('played-yellow').textContent).toBe('130');
    expect(screen.getByTestId('price-red').textContent).toBe('100');
    const fill = document.querySelector<HTMLElement>('[data-color=yellow] .bar__fill--played');
    expect(fill?.style.width).toBe('52%');
    expect(fill?.style.getPropertyValue('--from')).toBe('40%');
    expect(screen.getByRole('meter', { name: 'жёлтые' }).getAttribute('aria-valuenow')).toBe('130');
    rerender(<PricesZone prices={P0} preview={{ ...P0, red: 70 }} history={[P0]} playing={playing} />);
    expect(screen.queryByTestId('playback')).toBeNull();
    expect(screen.getByTestId('price-yellow').textContent).toBe('100');
    expect(screen.getByTestId('preview-red').textContent).toBe('70');
  });
});

describe('another player’s turn on the board', () => {
  beforeEach(() => {
    localStorage.clear();
    resetPreferencesForTests();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('moves the prices, shows the card just played and flashes the changed accounts, then settles', () => {
    // Борис (seat 1) moves first; I am Аня (seat 0) and watch his turn arrive.
    let state = positionState(2, {
      roundsTotal: 2,
      order: [1, 0],
      seats: [{ hand: ['S-yellow-p30', 'S-red-p30'] }, { cash: 300, hand: ['S-blue-p30', 'S-green-p30'] }],
    });
    const events: Akcioner.Event[] = [];
    for (const move of [
      { type: 'trade', orders: { yellow: 2 } },
      { type: 'playCard', card: 'S-blue-p30', assign: ['red'] },
      { type: 'trade', orders: {} },
    ] as Akcioner.Move[]) {
      const r = akcioner.play(state, 1, move);
      if (!r.ok) throw new Error(r.error.code);
      state = r.value.state;
      events.push(...r.value.events);
    }
    const before: LogItem[] = [{ version: 0, event: { type: 'turnStarted', seat: 1, round: 1, lastRound: false } }];
    const after = [...before, ...events.map((event) => ({ version: 3, event }))];
    const board = (view: Akcioner.View, log: readonly LogItem[]) => (
      <MemoryRouter>
        <AkcionerBoard
          view={view}
          version={0}
          toAct={view.toMove === null ? [] : [view.toMove]}
          legal={null}
          seat={0}
          names={['Аня', 'Борис']}
          log={log}
          chat={null}
          deadline={null}
          outcome={null}
          tableId="t1"
          sendMoves={() => Promise.resolve({})}
          sendChat={null}
          onPlayAgain={null}
        />
      </MemoryRouter>
    );
    const first = positionState(2, {
      roundsTotal: 2,
      order: [1, 0],
      seats: [{ hand: ['S-yellow-p30', 'S-red-p30'] }, { cash: 300, hand: ['S-blue-p30', 'S-green-p30'] }],
    });
    const { rerender } = render(board(akcioner.view(first, 0), before));
    expect(screen.queryByTestId('playback')).toBeNull();
    rerender(board(akcioner.view(state, 0), after));
    expect(screen.getByTestId('playback').textContent).toContain('Борис');
    expect(screen.getByTestId('price-blue').textContent).toBe('100 → 130');
    expect(screen.getByTestId('price-red').textContent).toBe('100 → 40');
    expect(screen.getByTestId('just-played').querySelector('[data-card]')?.getAttribute('data-card')).toBe(
      'S-blue-p30',
    );
    expect(screen.getByTestId('shares-1-yellow').hasAttribute('data-flash')).toBe(true);
    expect(screen.getByTestId('cash-1').hasAttribute('data-flash')).toBe(true);
    expect(screen.getByTestId('cash-0').hasAttribute('data-flash')).toBe(false);
    // My turn's controls are there at once, beside the playback.
    expect(document.querySelector('section.is-my-turn')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1200));
    expect(screen.queryByTestId('playback')).toBeNull();
    expect(screen.getByTestId('price-blue').textContent).toBe('130');
    expect(screen.queryByTestId('just-played')).toBeNull();
    expect(screen.getByTestId('cash-1').hasAttribute('data-flash')).toBe(false);
  });
});
