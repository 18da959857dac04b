import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getPreferences, resetPreferencesForTests, setPreferences, usePreferences } from './preferences.ts';

const DEFAULTS = { sound: true, pace: 'normal', notify: false, quickWait: 30, quickLevel: 'heuristic' };

describe('preferences', () => {
  beforeEach(() => {
    localStorage.clear();
    resetPreferencesForTests();
  });

  it('defaults to sound on, a normal pace, no notifications, and a 30-second quick-play wait', () => {
    expect(getPreferences()).toEqual(DEFAULTS);
  });

  it('keeps a change in localStorage and re-renders the readers', () => {
    const { result } = renderHook(() => usePreferences());
    act(() => setPreferences({ sound: false, quickWait: 120, quickLevel: 'random' }));
    const changed = { ...DEFAULTS, sound: false, quickWait: 120, quickLevel: 'random' };
    expect(result.current).toEqual(changed);
    resetPreferencesForTests();
    expect(getPreferences()).toEqual(changed);
  });

  it('ignores what it cannot read, value by value', () => {
    localStorage.setItem(
      'birzha.preferences',
      JSON.stringify({ sound: 'yes', pace: 'fast', notify: true, quickWait: 45, quickLevel: 'godlike' }),
    );
    expect(getPreferences()).toEqual({ ...DEFAULTS, pace: 'fast', notify: true });
    resetPreferencesForTests();
    localStorage.setItem('birzha.preferences', '{broken');
    expect(getPreferences()).toEqual(DEFAULTS);
  });
});
