import { render } from '@testing-library/react';
import { Akcioner } from '@birzha/engine';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';
import { AkcionerRules } from './rules.tsx';
import { sectionPicture } from '../../rules/section-figure.test-helper.ts';
import { akcionerSample } from './summary-sample.ts';

/** Renders the rules with the interface in the same language (the Card component follows the i18n language). */
async function renderRules(lang: 'ru' | 'en') {
  await i18n.changeLanguage(lang);
  return render(<AkcionerRules lang={lang} />).container;
}

afterEach(async () => {
  await i18n.changeLanguage('ru');
});

describe.each(['ru', 'en'] as const)('the pictures of Akcioner’s rules (%s)', (lang) => {
  const sample = akcionerSample();

  it('the price scale: the table’s prices zone at the sample’s prices', async () => {
    const drawn = sectionPicture(await renderRules(lang), 'akc-scale', lang);
    for (const c of ['yellow', 'red', 'blue', 'green'] as const)
      expect(drawn.querySelector(`[data-testid="price-${c}"]`)?.textContent).toBe(String(sample.prices[c]));
  });

  it('the cards: a big and a small card of the sample’s hand, drawn by the table’s card', async () => {
    const drawn = sectionPicture(await renderRules(lang), 'akc-cards', lang);
    const cards = [...drawn.querySelectorAll('.card[data-card]')].map((el) => el.getAttribute('data-card'));
    const groups = cards.map((id) => Akcioner.CARDS.find((c) => c.id === id)?.group);
    expect(groups).toEqual(['big', 'small']);
    for (const id of cards) expect(sample.view.seats[0]?.hand).toContain(id);
  });

  it('the end: the table’s accounts, every seat’s capital', async () => {
    const drawn = sectionPicture(await renderRules(lang), 'akc-end', lang);
    sample.view.seats.forEach((_, s) => expect(drawn.querySelector(`[data-testid="capital-${s}"]`)).not.toBeNull());
    expect(drawn.textContent).toContain(lang === 'ru' ? 'Анна' : 'Ann');
  });
});
