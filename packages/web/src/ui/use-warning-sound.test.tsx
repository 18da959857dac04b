import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAudio } from './fake-audio.test-helper.ts';
import { useWarningSound } from './use-warning-sound.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the warning sound', () => {
  it('beeps once a second in the last 10 seconds of my turn, higher in the last three', () => {
    const started = mockAudio();
    const { rerender } = renderHook(({ left, on }) => useWarningSound(left, on), {
      initialProps: { left: 12 as number | null, on: true },
    });
    expect(started).toHaveLength(0);
    rerender({ left: 10, on: true });
    rerender({ left: 10, on: true }); // the same second again: no second beep
    rerender({ left: 9, on: true });
    rerender({ left: 2, on: true });
    expect(started).toEqual([880, 880, 1320]);
    rerender({ left: null, on: true }); // the turn was sent
    rerender({ left: 0, on: true });
    expect(started).toHaveLength(3);
  });

  it('is silent when the sound switch is off', () => {
    const started = mockAudio();
    const { rerender } = renderHook(({ left }) => useWarningSound(left, false), { initialProps: { left: 10 } });
    rerender({ left: 9 });
    rerender({ left: 8 });
    expect(started).toHaveLength(0);
  });

  it('does nothing, without failing, where there is no AudioContext', () => {
    vi.stubGlobal('AudioContext', undefined);
    const { rerender } = renderHook(({ left }) => useWarningSound(left, true), { initialProps: { left: 10 } });
    expect(() => rerender({ left: 9 })).not.toThrow();
  });
});
