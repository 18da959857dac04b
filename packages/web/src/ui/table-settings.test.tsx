import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getPreferences, resetPreferencesForTests } from './preferences.ts';
import { TableSettings } from './table-settings.tsx';

describe("the header's table settings", () => {
  beforeEach(() => {
    localStorage.clear();
    resetPreferencesForTests();
  });

  it('the sound switch turns the sound off and on again', () => {
    render(<TableSettings />);
    const sound = screen.getByRole('button', { name: /Звук/ });
    expect(sound.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(sound);
    expect(getPreferences().sound).toBe(false);
    expect(sound.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(sound);
    expect(getPreferences().sound).toBe(true);
  });
});
