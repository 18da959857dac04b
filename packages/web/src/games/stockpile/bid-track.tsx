import { Stockpile } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { pileText } from './card-text.ts';
import { money } from './money.ts';

/**
 * A pile's bid track (spec 2 BID_TRACK, 8.6): every amount, the current bid marked with its bidder, and on my Demand
 * turn the amounts I may bid as buttons (the engine's legal bids), the others shown but not pressable.
 */
export function BidTrack({
  pile,
  bid,
  names,
  legal,
  onBid,
  costOf,
}: {
  pile: number;
  bid: Stockpile.Bid | null;
  names: readonly string[];
  /** The amounts I may bid on this pile now; null when I am not bidding. */
  legal: ReadonlySet<number> | null;
  onBid: ((pile: number, amount: number) => void) | null;
  /** What a bid costs me (Discount Donald pays less). */
  costOf: (amount: number) => number;
}) {
  const { t } = useTranslation();
  return (
    <ol className="sp-bidtrack" aria-label={t('stockpile.piles.track', { pile: pileText(pile, t) })}>
      {Stockpile.BID_TRACK.map((amount) => {
        const here = bid !== null && bid.amount === amount;
        const may = legal?.has(amount) === true && onBid !== null;
        const cost = costOf(amount);
        return (
          <li key={amount} className={`sp-bid${here ? ' is-bid' : ''}${may ? ' is-legal' : ''}`}>
            {legal !== null ? (
              <button
                type="button"
                className="sp-bid__btn"
                data-bid={`${pile}:${amount}`}
                disabled={!may}
                onClick={may ? () => onBid?.(pile, amount) : undefined}
                aria-label={t(cost === amount ? 'stockpile.piles.bidButton' : 'stockpile.piles.bidButtonCost', {
                  amount: money(amount, t),
                  cost: money(cost, t),
                  pile: pileText(pile, t),
                })}
              >
                {amount / 1000}
              </button>
            ) : (
              <span className="sp-bid__value">{amount / 1000}</span>
            )}
            {here && (
              <span className="sp-bid__who" data-testid={`bid-${pile}`}>
                {names[bid.seat] ?? `#${bid.seat + 1}`}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
