import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BidTrack } from './bid-track.tsx';

const props = (bidding: boolean) => ({
  pile: 0,
  bid: null,
  names: ['Аня', 'Борис'],
  legal: bidding ? new Set([0, 1000]) : null,
  refused: bidding ? new Map([[25000, 'INSUFFICIENT_CASH']]) : null,
  onBid: () => {},
  costOf: (amount: number) => amount,
});

describe('BidTrack', () => {
  it('forgets a pressed refusal once my turn is over (it stayed under the pile into my next turn)', () => {
    const { rerender } = render(<BidTrack {...props(true)} />);
    fireEvent.click(document.querySelector('[data-bid="0:25000"]')!);
    expect(screen.getByTestId('bid-refused-0')).toBeTruthy();
    rerender(<BidTrack {...props(false)} />);
    rerender(<BidTrack {...props(true)} />);
    expect(screen.queryByTestId('bid-refused-0')).toBeNull();
  });
});
