import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getPreferences, resetPreferencesForTests, setPreferences, usePreferences } from './preferences.ts';

const DEFAULTS = { sound: true, pace: 'normal', notify: false, quickWait: 30, quickLevel: null };

describe('preferences', () => {
  beforeEach(() => {
    localStorage.clear();
    resetPreferencesForTests();
  });

  it('defaults to sound on, a normal pace, no notifications, a 30-second quick-play wait and no level chosen', () => {
    expect(getPreferences()).toEqual(DEFAULTS);
  });

  it('keeps a change in localStorage and re-renders the readers', () => {
    const { result } = renderHook(() => usePreferences());
    act(() => setPreferences({ sound: false, quickWait: 120, quickLevel: 'beginner' }));
    const changed = { ...DEFAULTS, sound: false, quickWait: 120, quickLevel: 'beginner' };
    expect(result.current).toEqual(changed);
    resetPreferencesForTests();
    expect(getPreferences()).toEqual(changed);
  });

  it('reads a quick-play level saved under its old name as the level it became (issue 27)', () => {
    localStorage.setItem('birzha.preferences', JSON.stringify({ quickLevel: 'heuristic' }));
    expect(getPreferences().quickLevel).toBe('intermediate');
    resetPreferencesForTests();
    localStorage.setItem('birzha.preferences', JSON.stringify({ quickLevel: 'random' }));
    expect(getPreferences().quickLevel).toBe('beginner');
    resetPreferencesForTests();
    localStorage.setItem('birzha.preferences', JSON.stringify({ quickLevel: 'expert' }));
    expect(getPreferences().quickLevel).toBe('expert');
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
