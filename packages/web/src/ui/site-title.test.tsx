import { act, render } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n/index.ts';
import { SiteTitle } from './site-title.tsx';
import { useTurnTitle } from './use-turn-title.ts';

afterEach(() => i18n.changeLanguage('ru'));

function TablePage() {
  const { i18n: i } = useTranslation();
  useTurnTitle(false, null, i.language === 'en' ? 'Akcioner' : 'Акционер');
  return null;
}

describe('the tab title', () => {
  it('follows the language', async () => {
    render(
      <MemoryRouter>
        <SiteTitle />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Биржа');
    await act(() => i18n.changeLanguage('en'));
    expect(document.title).toBe('Birzha');
  });

  it('leaves a table its own title, in the new language too', async () => {
    render(
      <MemoryRouter>
        <SiteTitle />
        <TablePage />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Акционер · Биржа');
    await act(() => i18n.changeLanguage('en'));
    expect(document.title).toBe('Akcioner · Birzha');
  });
});
