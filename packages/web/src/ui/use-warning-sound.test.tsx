import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAudio } from './fake-audio.test-helper.ts';
import { useWarningSound } from './use-warning-sound.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the warning sound', () => {
  it('sounds once (two rising beeps) when my clock enters the warning, not again while it stays there', () => {
    const started = mockAudio();
    const { rerender } = renderHook(({ warning, on }) => useWarningSound(warning, on), {
      initialProps: { warning: false, on: true },
    });
    expect(started).toHaveLength(0);
    rerender({ warning: true, on: true });
    rerender({ warning: true, on: true }); // the clock ticks on in the warning: no second sound
    rerender({ warning: true, on: true });
    expect(started).toEqual([880, 1320]);
    rerender({ warning: false, on: true }); // the move was sent; the next period warns again
    rerender({ warning: true, on: true });
    expect(started).toEqual([880, 1320, 880, 1320]);
  });

  it('is silent when the page opens in the warning already (nothing crossed) and when the switch is off', () => {
    const started = mockAudio();
    renderHook(() => useWarningSound(true, true));
    const { rerender } = renderHook(({ warning }) => useWarningSound(warning, false), {
      initialProps: { warning: false },
    });
    rerender({ warning: true });
    expect(started).toHaveLength(0);
  });

  it('does nothing, without failing, where there is no AudioContext', () => {
    vi.stubGlobal('AudioContext', undefined);
    const { rerender } = renderHook(({ warning }) => useWarningSound(warning, true), {
      initialProps: { warning: false },
    });
    expect(() => rerender({ warning: true })).not.toThrow();
  });
});
