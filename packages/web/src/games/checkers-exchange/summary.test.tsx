import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import CheckersExchangePicture from './picture.tsx';
import CheckersExchangeSummary from './summary.tsx';
import { checkersExchangeSample } from './summary-sample.ts';
import { CE_SUMMARY } from './summary-words.ts';

describe('Checkers Exchange on one page', () => {
  it('says the goal, a year in five lines and the end, and leads to the lessons', () => {
    render(
      <MemoryRouter>
        <CheckersExchangeSummary lang="en" />
      </MemoryRouter>,
    );
    const summary = screen.getByTestId('rules-summary');
    const w = CE_SUMMARY.en;
    expect(summary.textContent).toContain(w.goal);
    const lines = summary.querySelectorAll('[data-part="turn"] > ol > li');
    expect([...lines].map((li) => li.textContent)).toEqual(w.turn);
    expect(summary.textContent).toContain(w.end);
    expect(within(summary).getByRole('link', { name: 'Learn to play' }).getAttribute('href')).toBe(
      '/learn/checkers-exchange',
    );
  });

  it('draws the table’s own board with every firm’s men where the engine sets them up', () => {
    const { container } = render(
      <MemoryRouter>
        <CheckersExchangeSummary lang="ru" />
      </MemoryRouter>,
    );
    const view = checkersExchangeSample();
    const board = container.querySelector('[data-testid="summary-picture"] [data-testid="ce-board"]') as HTMLElement;
    expect(board.querySelectorAll('.ce-sq')).toHaveLength(64);
    expect(board.querySelectorAll('.ce-sq .ce-piece')).toHaveLength(view.board.pieces.length);
    expect(view.board.pieces.length).toBe(24);
    // Eight firms, one piece of each in the goal's picture.
    expect(container.querySelectorAll('.ce-summary-pieces .ce-piece')).toHaveLength(8);
  });

  it('the lobby’s picture is the table’s board with the 24 men of the sample', () => {
    const { container } = render(<CheckersExchangePicture />);
    const view = checkersExchangeSample();
    expect(container.querySelectorAll('[data-testid="ce-board"] .ce-sq')).toHaveLength(64);
    expect(container.querySelectorAll('.ce-sq .ce-piece')).toHaveLength(view.board.pieces.length);
  });
});
