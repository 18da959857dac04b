import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getPreferences, resetPreferencesForTests, setPreferences, usePreferences } from './preferences.ts';

describe('preferences', () => {
  beforeEach(() => {
    localStorage.clear();
    resetPreferencesForTests();
  });

  it('defaults to sound on and a normal pace', () => {
    expect(getPreferences()).toEqual({ sound: true, pace: 'normal' });
  });

  it('keeps a change in localStorage and re-renders the readers', () => {
    const { result } = renderHook(() => usePreferences());
    act(() => setPreferences({ sound: false }));
    expect(result.current).toEqual({ sound: false, pace: 'normal' });
    resetPreferencesForTests();
    expect(getPreferences()).toEqual({ sound: false, pace: 'normal' });
  });

  it('ignores what it cannot read, value by value', () => {
    localStorage.setItem('birzha.preferences', JSON.stringify({ sound: 'yes', pace: 'fast' }));
    expect(getPreferences()).toEqual({ sound: true, pace: 'fast' });
    resetPreferencesForTests();
    localStorage.setItem('birzha.preferences', '{broken');
    expect(getPreferences()).toEqual({ sound: true, pace: 'normal' });
  });
});
