import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import StockpilePicture from './picture.tsx';
import StockpileSummary from './summary.tsx';
import { stockpileSample } from './summary-sample.ts';
import { STOCKPILE_SUMMARY } from './summary-words.ts';

describe('Stockpile on one page', () => {
  it('says the goal, a round in five lines and the end, and leads to the lessons', () => {
    render(
      <MemoryRouter>
        <StockpileSummary lang="ru" />
      </MemoryRouter>,
    );
    const summary = screen.getByTestId('rules-summary');
    const w = STOCKPILE_SUMMARY.ru;
    expect(summary.textContent).toContain(w.goal);
    const lines = summary.querySelectorAll('[data-part="turn"] > ol > li');
    expect([...lines].map((li) => li.textContent)).toEqual(w.turn);
    expect(summary.textContent).toContain(w.end);
    expect(within(summary).getByRole('link', { name: 'Научиться играть' }).getAttribute('href')).toBe(
      '/learn/stockpile',
    );
  });

  it('draws the table’s own price tracks and a pile from the engine’s sample', () => {
    const { container } = render(
      <MemoryRouter>
        <StockpileSummary lang="en" />
      </MemoryRouter>,
    );
    const { view } = stockpileSample(['You', 'Ann', 'Bob']);
    const pictures = [...container.querySelectorAll('[data-testid="summary-picture"]')];
    expect(pictures).toHaveLength(2);
    expect(pictures[0]?.querySelectorAll('.sp-track')).toHaveLength(6);
    expect(pictures[1]?.querySelectorAll('.sp-pile')).toHaveLength(1);
    const faceUp = (view.piles[0]?.cards ?? []).filter((c) => c.faceUp).map((c) => c.card);
    const drawn = [...(pictures[1]?.querySelectorAll('.sp-card[data-face="up"]') ?? [])].map((el) =>
      el.getAttribute('data-card'),
    );
    expect(faceUp.length).toBeGreaterThan(0);
    expect(drawn).toEqual(faceUp);
  });

  it('the lobby’s picture is cards off the sample’s piles, drawn by the table’s card', () => {
    const { container } = render(<StockpilePicture />);
    const { view } = stockpileSample(['', '', '']);
    const shown = view.piles.flatMap((p) => p.cards.slice(0, 2)).slice(0, 4);
    const drawn = [...container.querySelectorAll('.sp-card')];
    expect(drawn).toHaveLength(shown.length);
    expect(drawn.map((el) => el.getAttribute('data-face'))).toEqual(shown.map((c) => (c.faceUp ? 'up' : 'down')));
  });
});
