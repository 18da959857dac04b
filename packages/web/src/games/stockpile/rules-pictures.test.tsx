import { render } from '@testing-library/react';
import { Stockpile } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { sectionPicture } from '../../rules/section-figure.test-helper.ts';
import { StockpileRules } from './rules.tsx';
import { stockpileSample } from './summary-sample.ts';

const renderRules = (lang: 'ru' | 'en') => render(<StockpileRules lang={lang} />).container;

describe.each(['ru', 'en'] as const)('the pictures of Stockpile’s rules (%s)', (lang) => {
  const { view } = stockpileSample(['a', 'b', 'c']);
  const cardsOf = (el: HTMLElement) =>
    [...el.querySelectorAll('.sp-card')].map(
      (c) => `${c.getAttribute('data-card') ?? '?'}:${c.getAttribute('data-face')}`,
    );
  const asDrawn = (cards: readonly Stockpile.View['piles'][number]['cards'][number][]) =>
    cards.map((c) => `${c.card ?? '?'}:${c.faceUp ? 'up' : 'down'}`);

  it('the companies: the table’s six price tracks', () => {
    const drawn = sectionPicture(renderRules(lang), 'stp-companies', lang);
    for (const c of Stockpile.COMPANIES) expect(drawn.querySelector(`[data-testid="price-${c}"]`)).not.toBeNull();
    expect(drawn.querySelectorAll('[data-testid^="price-"]')).toHaveLength(Stockpile.COMPANIES.length);
  });

  it('the market deck: the piles’ top cards as seat 0 sees them, drawn by the table’s card', () => {
    const drawn = sectionPicture(renderRules(lang), 'stp-market', lang);
    const top = view.piles.flatMap((p) => p.cards.slice(0, 2)).slice(0, 4);
    expect(cardsOf(drawn)).toEqual(asDrawn(top));
    expect(drawn.querySelector('.sp-card[data-face="down"]')).not.toBeNull();
  });

  it('the forecast cards: the table’s forecasts zone with seat 0’s pair and the public one', () => {
    const drawn = sectionPicture(renderRules(lang), 'stp-forecast-cards', lang);
    const mine = [...drawn.querySelectorAll('[data-testid="my-forecasts"] [data-testid="forecast"]')];
    expect(mine.map((f) => f.getAttribute('data-company'))).toEqual(view.seats[0]?.pairs.map((p) => p?.company));
    const open = drawn.querySelector('[data-testid="public-forecast"] [data-testid="forecast"]');
    expect(open?.getAttribute('data-company')).toBe(view.publicPairs[0]?.company);
  });

  it('the demand: a pile at auction with its cards and bid, drawn by the table’s piles zone', () => {
    const drawn = sectionPicture(renderRules(lang), 'stp-demand', lang);
    expect(drawn.querySelector('[data-testid="pile-bid-0"]')).not.toBeNull();
    expect(cardsOf(drawn)).toEqual(asDrawn(view.piles[0]?.cards ?? []));
  });
});
