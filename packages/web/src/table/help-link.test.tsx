import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n/index.ts';
import { HelpLink } from './help-link.tsx';

afterEach(async () => {
  await i18n.changeLanguage('ru');
});

describe('the "?" link to the rules', () => {
  it('opens the game’s rules at the section in a new tab, named for the section in Russian', async () => {
    await i18n.changeLanguage('ru');
    render(<HelpLink game="akcioner" anchor="akc-prices" section="Как карта меняет цены" />);
    const link = screen.getByRole('link', { name: /^Правила: Как карта меняет цены/ });
    expect(link.textContent).toBe('?');
    expect(link.getAttribute('href')).toBe('/rules/akcioner#akc-prices');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('hreflang')).toBe('ru');
    expect(link.getAttribute('aria-label')).toContain('новой вкладке');
  });

  it('speaks the table’s language: English', async () => {
    await i18n.changeLanguage('en');
    render(<HelpLink game="stockpile" anchor="stp-demand" section="Phase 3. Demand: the auction" />);
    const link = screen.getByRole('link', { name: /^Rules: Phase 3\. Demand: the auction \(opens in a new tab\)$/ });
    expect(link.getAttribute('href')).toBe('/rules/stockpile#stp-demand');
    expect(link.getAttribute('hreflang')).toBe('en');
    expect(link.getAttribute('title')).toBe('Rules: Phase 3. Demand: the auction');
  });
});
