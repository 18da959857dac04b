import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import AkcionerPicture from './picture.tsx';
import AkcionerSummary from './summary.tsx';
import { akcionerSample } from './summary-sample.ts';
import { AKCIONER_SUMMARY } from './summary-words.ts';

describe('Akcioner on one page', () => {
  it('says the goal, a turn in five lines and the end, and leads to the lessons', () => {
    render(
      <MemoryRouter>
        <AkcionerSummary lang="en" />
      </MemoryRouter>,
    );
    const summary = screen.getByTestId('rules-summary');
    expect(summary.textContent).toContain(AKCIONER_SUMMARY.en.goal);
    const lines = summary.querySelectorAll('[data-part="turn"] > ol > li');
    expect([...lines].map((li) => li.textContent)).toEqual(AKCIONER_SUMMARY.en.turn);
    expect(summary.textContent).toContain(AKCIONER_SUMMARY.en.end);
    expect(within(summary).getByRole('link', { name: 'Learn to play' }).getAttribute('href')).toBe('/learn/akcioner');
  });

  it('draws its pictures with the table’s own prices zone, cards and accounts, from the engine’s sample', () => {
    const { container } = render(
      <MemoryRouter>
        <AkcionerSummary lang="ru" />
      </MemoryRouter>,
    );
    const sample = akcionerSample();
    const pictures = [...container.querySelectorAll('[data-testid="summary-picture"]')];
    expect(pictures).toHaveLength(3);
    // The prices zone's bars show the sample's prices, as the table would.
    for (const c of ['yellow', 'red', 'blue', 'green'] as const)
      expect(pictures[0]?.querySelector(`[data-testid="price-${c}"]`)?.textContent).toBe(String(sample.prices[c]));
    // The hand's first cards, drawn by the table's card.
    const cards = [...(pictures[1]?.querySelectorAll('.card[data-card]') ?? [])].map((el) =>
      el.getAttribute('data-card'),
    );
    expect(cards).toEqual(sample.view.seats[0]?.hand?.slice(0, 3));
    expect(pictures[2]?.querySelector('table')).not.toBeNull();
    // Nothing in a picture can be pressed or focused: it is not the table.
    for (const p of pictures) expect(p.hasAttribute('inert')).toBe(true);
  });

  it('the lobby’s picture is three cards of the sample’s hand, drawn by the table’s card', () => {
    const { container } = render(<AkcionerPicture />);
    const sample = akcionerSample();
    const cards = [...container.querySelectorAll('.card[data-card]')].map((el) => el.getAttribute('data-card'));
    expect(cards).toEqual(sample.view.seats[0]?.hand?.slice(0, 3));
  });
});
