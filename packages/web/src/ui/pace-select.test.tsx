import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../i18n/index.ts';
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

  it('names the pace in other words than the create form uses for a game’s own timing (issue 24 point 9)', () => {
    render(<PaceSelect />);
    expect(screen.getByTestId('pace-select').closest('label')?.textContent).toMatch(/^Чужие ходы/u);
    for (const lang of ['ru', 'en'] as const) {
      const t = i18n.getFixedT(lang);
      const words = (s: string) =>
        s
          .toLowerCase()
          .split(/[^\p{L}]+/u)
          .filter((w) => w.length > 2);
      const header = words(t('settings.pace'));
      expect(header.length).toBeGreaterThan(0);
      for (const key of [
        'akcioner.options.clock',
        'stockpile.options.clock',
        'checkers-exchange.options.timing',
        'turns.pace',
      ]) {
        const form = t(key);
        expect(form, key).not.toBe(key);
        expect(
          words(form).filter((w) => header.includes(w)),
          `${lang} ${key}: "${form}"`,
        ).toEqual([]);
      }
    }
  });
});
