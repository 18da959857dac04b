import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPreferencesForTests, setPreferences } from './preferences.ts';
import { usePaced } from './use-paced.ts';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  resetPreferencesForTests();
});
afterEach(() => vi.useRealTimers());

const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

function paced(initial: string, options: { enabled?: boolean; catchUp?: boolean } = {}) {
  return renderHook(({ value, catchUp }) => usePaced(value, { ...options, catchUp }), {
    initialProps: { value: initial, catchUp: options.catchUp ?? false },
  });
}

describe('values at the player’s pace', () => {
  it('shows the first value at once, then each new one for the pace’s time before the next (normal: 1.2 s)', () => {
    const { result, rerender } = paced('loaded');
    expect(result.current.shown).toBe('loaded');
    // Three bot plies in under a second.
    rerender({ value: 'ply 1', catchUp: false });
    expect(result.current.shown).toBe('ply 1');
    rerender({ value: 'ply 2', catchUp: false });
    rerender({ value: 'ply 3', catchUp: false });
    expect(result.current).toMatchObject({ shown: 'ply 1', pending: 2 });
    tick(1_199);
    expect(result.current.shown).toBe('ply 1');
    tick(1);
    expect(result.current).toMatchObject({ shown: 'ply 2', pending: 1 });
    tick(1_200);
    expect(result.current).toMatchObject({ shown: 'ply 3', pending: 0 });
    // After its time, a later value shows at once again.
    tick(5_000);
    rerender({ value: 'ply 4', catchUp: false });
    expect(result.current.shown).toBe('ply 4');
  });

  it('follows the setting: slow holds longer, instant shows the newest at once', () => {
    setPreferences({ pace: 'slow' });
    const { result, rerender } = paced('a');
    rerender({ value: 'b', catchUp: false });
    rerender({ value: 'c', catchUp: false });
    tick(2_000);
    expect(result.current.shown).toBe('b');
    tick(400);
    expect(result.current.shown).toBe('c');
    act(() => setPreferences({ pace: 'instant' }));
    rerender({ value: 'd', catchUp: false });
    rerender({ value: 'e', catchUp: false });
    expect(result.current).toMatchObject({ shown: 'e', pending: 0 });
  });

  it('catches up when my turn comes, on a skip, and is off in a replay', () => {
    const { result, rerender } = paced('a');
    rerender({ value: 'b', catchUp: false });
    rerender({ value: 'c', catchUp: false });
    rerender({ value: 'd', catchUp: false });
    act(() => result.current.skip());
    expect(result.current).toMatchObject({ shown: 'd', pending: 0 });
    rerender({ value: 'e', catchUp: false });
    rerender({ value: 'f', catchUp: false });
    expect(result.current.shown).toBe('d');
    rerender({ value: 'f', catchUp: true });
    expect(result.current).toMatchObject({ shown: 'f', pending: 0 });

    const replay = paced('x', { enabled: false });
    replay.rerender({ value: 'y', catchUp: false });
    replay.rerender({ value: 'z', catchUp: false });
    expect(replay.result.current.shown).toBe('z');
  });
});
