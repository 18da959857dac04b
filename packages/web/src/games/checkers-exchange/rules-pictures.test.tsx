import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sectionPicture } from '../../rules/section-figure.test-helper.ts';
import { CheckersExchangeRules } from './rules.tsx';
import { OrderBookFigure } from './section-pictures.tsx';
import { BOOK_FIRM, sessionSample } from './section-sample.ts';

const renderRules = (lang: 'ru' | 'en') => render(<CheckersExchangeRules lang={lang} />).container;

const view = sessionSample();

describe.each(['ru', 'en'] as const)('the pictures of Checkers Exchange’s rules (%s)', (lang) => {
  it('the board: the table’s draughts board with every firm’s pieces where the sample has them', () => {
    const drawn = sectionPicture(renderRules(lang), 'ce-board', lang);
    const onBoard = [...drawn.querySelectorAll('[data-testid^="ce-sq-"][data-piece]')].map(
      (sq) => `${sq.getAttribute('data-testid')!.slice('ce-sq-'.length)}.${sq.getAttribute('data-piece')}`,
    );
    expect(onBoard.sort()).toEqual(view.board.pieces.map((p) => `${p.sq}.${p.firm}`).sort());
    // The sample is past year 1's plies, not the start position the diagram above shows.
    expect(onBoard.length).toBeLessThan(24);
  });

  it('the accounts: the table’s players list with every seat’s cash', () => {
    const drawn = sectionPicture(renderRules(lang), 'ce-accounts', lang);
    view.seats.forEach((_, s) => expect(drawn.querySelector(`[data-testid="ce-cash-${s}"]`)).not.toBeNull());
    expect(drawn.textContent).toContain(lang === 'ru' ? 'Анна' : 'Ann');
  });

  it('the orders: the table’s order book of the sample’s session', () => {
    const drawn = sectionPicture(renderRules(lang), 'ce-orders', lang);
    expect(drawn.querySelector(`[data-testid="ce-book-${BOOK_FIRM}"]`)).not.toBeNull();
  });
});

describe('the order book picture', () => {
  it('draws the table’s book of the sample’s session: the State’s ask, the resting bids, the last trade', () => {
    const { container } = render(<OrderBookFigure section="ce-orders" caption="W1" />);
    const drawn = container.querySelector('figure > [inert]')!;
    expect(drawn.querySelector(`[data-testid="ce-book-${BOOK_FIRM}"]`)).not.toBeNull();
    const levels = [...drawn.querySelectorAll('[data-testid^="ce-level-"]')].map((l) => l.getAttribute('data-testid'));
    const bids = view.book
      .filter((o) => o.firm === BOOK_FIRM && o.side === 'buy')
      .map((o) => `ce-level-buy-${o.limit}`);
    const asks = view.book
      .filter((o) => o.firm === BOOK_FIRM && o.side === 'sell')
      .map((o) => `ce-level-sell-${o.limit}`);
    expect(bids.length).toBeGreaterThan(1);
    expect(asks.length).toBeGreaterThan(0);
    expect([...levels].sort()).toEqual([...new Set([...bids, ...asks])].sort());
    expect(view.tape.some((t) => t.firm === BOOK_FIRM)).toBe(true);
  });
});
