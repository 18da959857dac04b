import { useTranslation } from 'react-i18next';
import { BidForm } from './auction-bid-form.tsx';
import { MyBids } from './auction-my-bids.tsx';
import { AuctionResults, auctionResults } from './auction-results.tsx';
import type { ZoneProps } from './zone-props.ts';
import './exchange.css';
import { HelpHead } from '../../table/help-link.tsx';
import { ZoneHelp } from './zone-help.ts';

/**
 * The opening privatization (spec 8.6): during the auction its rules in one line, my sealed bids and the form to add
 * one; afterwards, through year 1's board phase and first session, its results from the log. Null otherwise.
 */
export function AuctionZone({ view, seat, send, log }: ZoneProps) {
  const { t } = useTranslation();
  if (view.phase !== 'auction') {
    const results = view.year === 1 && (view.phase === 'board' || view.phase === 'session') ? auctionResults(log) : [];
    return results.length === 0 ? null : <AuctionResults results={results} seat={seat} />;
  }
  return (
    <section className="zone panel ce-auction" data-testid="ce-auction" aria-labelledby="ce-auction-title">
      <HelpHead>
        <h2 id="ce-auction-title">{t('checkers-exchange.exchange.auction.title')}</h2>
        <ZoneHelp zone="auction" />
      </HelpHead>
      <p className="ce-x-rules">{t('checkers-exchange.exchange.auction.rules')}</p>
      {seat !== null && send !== null && <BidForm view={view} seat={seat} send={send} />}
      {seat !== null && <MyBids view={view} send={send} />}
    </section>
  );
}
