import type { TableSummary } from '@birzha/protocol';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusBar } from '../table/status-bar.tsx';
import { Countdown } from './countdown.tsx';
import { ClockTableContext, firstSeen } from './use-time-left.ts';

const T0 = 1_900_000_000_000;
const text = () => (screen.getByTestId('countdown').textContent ?? '').replace(/\u00a0/g, ' ');
const low = () => screen.getByTestId('countdown').classList.contains('countdown--low');
const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(T0);
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

const TABLE: TableSummary = {
  id: 't1',
  game: 'g',
  options: {},
  players: 2,
  private: false,
  status: 'playing',
  host: { id: 'u0', name: 'Я' },
  seats: [
    { seat: 0, user: { id: 'u0', name: 'Я' }, bot: null, connected: true },
    { seat: 1, user: { id: 'u1', name: 'Алина' }, bot: null, connected: true },
  ],
  version: 3,
  createdAt: 0,
  startedAt: 0,
  finishedAt: null,
  outcome: null,
};

/** The table page as it is put together: the status bar, and a board's clock inside the table's ClockTableContext. */
function tableWithClock(deadline: number) {
  render(
    <>
      <StatusBar table={TABLE} seat={0} toAct={[0]} deadline={deadline} names={['Я', 'Алина']} phase="Торги" />
      <ClockTableContext.Provider value={TABLE.id}>
        <Countdown deadline={deadline} />
      </ClockTableContext.Provider>
    </>,
  );
}
const barLow = () => screen.getByTestId('table-status').dataset['low'];
const barClock = () => screen.getByTestId('table-status-clock').querySelector('time')?.textContent;

describe('the countdown', () => {
  it('ticks m:ss to a near deadline, and says a far one (a turn-based table’s) in days, hours and minutes', () => {
    const { rerender } = render(<Countdown deadline={T0 + 42_000} />);
    expect(text()).toBe('0:42');
    rerender(<Countdown deadline={T0 + 24 * 3_600_000 - 7_000} />);
    expect(text()).toBe('23 ч 59 мин');
    // Seconds later it reads the same: nothing ticks a day away.
    tick(5_000);
    expect(text()).toBe('23 ч 59 мин');
    rerender(<Countdown deadline={T0 + 3 * 24 * 3_600_000} />);
    expect(text()).toBe('2 д 23 ч');
    expect(low()).toBe(false);
  });

  it('warns at the same moment as the status bar beside it, for the same deadline and period (an eighth of 2 min: 15 s)', () => {
    tableWithClock(T0 + 120_000);
    tick(104_000);
    // 16 s left: under the old fixed 10 s both stayed calm; at 15 s both turn red, not one of them.
    expect(text()).toBe('0:16');
    expect([low(), barLow()]).toEqual([false, 'false']);
    tick(1_000);
    expect(text()).toBe('0:15');
    expect([low(), barLow()]).toEqual([true, 'true']);
    expect(text()).toBe(barClock());
  });

  it('counts the period from when the page first saw the deadline, as the status bar does (a reload keeps it)', () => {
    // The deadline of a 4 min stage, first seen 3 min ago (before a reload): it warns from 30 s, not from 10 s.
    firstSeen('t1', T0 + 60_000, T0 - 180_000);
    tableWithClock(T0 + 60_000);
    tick(29_000);
    expect([low(), barLow()]).toEqual([false, 'false']);
    tick(1_000);
    expect([low(), barLow()]).toEqual([true, 'true']);
  });

  it('shows tenths under 10 s, ticking ten times a second, the same text as the status bar', () => {
    tableWithClock(T0 + 30_000);
    tick(20_000);
    expect(text()).toBe('0:10');
    tick(600);
    expect(text()).toBe('9,4');
    expect(text()).toBe(barClock());
    tick(100);
    expect(text()).toBe('9,3');
    tick(9_300);
    expect(text()).toBe('0,0');
    expect(low()).toBe(false);
  });

  it('outside a live table (no period known) warns from the 10 s floor', () => {
    render(<Countdown deadline={T0 + 240_000} />);
    tick(229_000);
    expect(text()).toBe('0:11');
    expect(low()).toBe(false);
    tick(1_000);
    expect(low()).toBe(true);
  });
});
