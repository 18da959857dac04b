import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown.tsx';

const T0 = 1_900_000_000_000;
const text = () => (screen.getByTestId('countdown').textContent ?? '').replace(/\u00a0/g, ' ');

afterEach(() => vi.useRealTimers());

describe('the countdown', () => {
  it('ticks m:ss to a near deadline, and says a far one (a turn-based table’s) in days, hours and minutes', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(T0);
    const { rerender } = render(<Countdown deadline={T0 + 42_000} />);
    expect(text()).toBe('0:42');
    rerender(<Countdown deadline={T0 + 24 * 3_600_000 - 7_000} />);
    expect(text()).toBe('23 ч 59 мин');
    // Seconds later it reads the same: nothing ticks a day away.
    act(() => vi.advanceTimersByTime(5_000));
    expect(text()).toBe('23 ч 59 мин');
    rerender(<Countdown deadline={T0 + 3 * 24 * 3_600_000} />);
    expect(text()).toBe('2 д 23 ч');
    expect(screen.getByTestId('countdown').classList.contains('countdown--low')).toBe(false);
  });
});
