import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PaceSelect } from './pace-select.tsx';
import { getPreferences, resetPreferencesForTests } from './preferences.ts';

describe('PaceSelect', () => {
  beforeEach(() => {
    localStorage.clear();
    resetPreferencesForTests();
  });

  it('offers every pace in words and keeps the one chosen', () => {
    render(<PaceSelect />);
    const select = screen.getByTestId('pace-select') as HTMLSelectElement;
    expect(select.value).toBe('normal');
    expect([...select.options].map((o) => o.value)).toEqual(['slow', 'normal', 'fast', 'instant']);
    expect([...select.options].every((o) => o.textContent !== '' && !o.textContent?.startsWith('settings.'))).toBe(
      true,
    );
    fireEvent.change(select, { target: { value: 'fast' } });
    expect(getPreferences().pace).toBe('fast');
    expect(select.value).toBe('fast');
  });
});
