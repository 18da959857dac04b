import { stockpile } from '@birzha/engine';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhaseZone } from './phase-zone.tsx';
import { NAMES } from './testing/board.tsx';
import { positionState, TV1 } from './testing/positions.ts';

const T0 = 1_900_000_000_000;
const clock = () => (screen.getByTestId('countdown').textContent ?? '').replace(/\u00a0/g, ' ');

afterEach(() => vi.useRealTimers());

describe('the phase zone’s clock', () => {
  it('ticks m:ss at a live table, and at a turn-based one says the hours and days left without seconds', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(T0);
    const view = stockpile.view(positionState(4, TV1), 1);
    const zone = (deadline: number) => (
      <PhaseZone view={view} names={NAMES.slice(0, 4)} deciding={[0]} deadline={deadline} />
    );
    const { rerender } = render(zone(T0 + 45_000));
    expect(clock()).toBe('0:45');
    rerender(zone(T0 + 2 * 24 * 3_600_000 + 5 * 3_600_000 - 9_000));
    expect(clock()).toBe('2 д 4 ч');
    act(() => vi.advanceTimersByTime(4_000));
    expect(clock()).toBe('2 д 4 ч');
    expect(screen.getByTestId('deciding').textContent?.replace(/\u00a0/g, ' ')).toMatch(/Аня.* · 2 д 4 ч$/);
  });

  it('has a "?" beside its heading that opens the rules at the round’s six phases, in a new tab', () => {
    render(
      <PhaseZone
        view={stockpile.view(positionState(4, TV1), 1)}
        names={NAMES.slice(0, 4)}
        deciding={[0]}
        deadline={null}
      />,
    );
    const help = screen.getByRole('link', { name: /^Правила: Раунд: шесть фаз/ });
    expect(help.getAttribute('href')).toBe('/rules/stockpile#stp-round');
    expect(help.getAttribute('target')).toBe('_blank');
  });
});
