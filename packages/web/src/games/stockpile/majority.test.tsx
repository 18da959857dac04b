import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBoard } from './testing/board.tsx';
import { positionState } from './testing/positions.ts';

const plain = (s: string | null | undefined) => (s ?? '').replace(/\s/gu, ' ').trim();

// The last round's Selling (spec TV5's holdings): nobody knows anyone's regular cards, split cards are public.
const SELLING = {
  round: 6,
  phase: 'selling',
  firstPlayer: 0,
  seats: [
    { portfolio: { cosmic: { regular: 2 }, leading: { split: 1 } } },
    { portfolio: { cosmic: { split: 1 }, leading: { regular: 2 } } },
    { portfolio: { cosmic: { regular: 1 }, leading: { regular: 1 }, bottomline: { split: 1 } } },
    { portfolio: { epic: { regular: 3 } } },
  ],
};

describe('majorities during play (issue 24 point 12)', () => {
  it('says who leads each company by what each viewer knows, and whether hidden cards could change it', () => {
    const state = positionState(4, SELLING);
    renderBoard(state, 0, null);
    // My 2 cosmic against Борис's public split card (2 shares); Вера's 2 unseen cards could be cosmic too.
    expect(plain(screen.getByTestId('majority-cosmic').textContent)).toBe(
      'Большинство: поровну: вы и Борис, по 2 акции (могут решить закрытые карты) · в конце игры по 5 000 $',
    );
    expect(plain(screen.getByTestId('majority-american').textContent)).toMatch(/^Большинство: ни у кого/u);
    document.body.innerHTML = '';
    // A spectator does not know my regular cards: only Борис's split card shows.
    renderBoard(state, 'spectator', null);
    expect(plain(screen.getByTestId('majority-cosmic').textContent)).toMatch(/^Большинство: Борис, 2 акции \(/u);
    expect(plain(screen.getByTestId('majority-bottomline').textContent)).toMatch(/^Большинство: Вера, 2 акции/u);
  });

  it('the sale preview says what the sale does to my majority', () => {
    renderBoard(positionState(4, SELLING), 0, () => Promise.resolve({}));
    const cosmic = () => plain(screen.getByTestId('sell-majority-cosmic').textContent);
    expect(cosmic()).toBe('Большинство сейчас: поровну: вы и Борис, по 2 акции (могут решить закрытые карты).');
    fireEvent.click(screen.getByRole('button', { name: 'Больше: Cosmic Computers, обычные' }));
    expect(cosmic()).toContain('После продажи: Борис, 2 акции (могут решить закрытые карты).');
    // Halving my split Leading card leaves me 1 share: still the only lead I can see, by less.
    fireEvent.click(screen.getByRole('button', { name: 'Больше: Leading Laboratories, размен' }));
    expect(plain(screen.getByTestId('sell-majority-leading').textContent)).toContain('После продажи: вы, 1 акция');
  });
});
