import { CheckersExchange } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import type { LogItem } from '../../table/use-table.ts';
import { useAmounts } from './exchange-format.ts';
import { FirmCell, TableHead } from './exchange-cells.tsx';

const { AUCTION } = CheckersExchange;

/** One firm's clearing of the opening auction (spec 9 `auctionCleared`). */
export type AuctionCleared = Extract<CheckersExchange.Event, { type: 'auctionCleared' }>;

const isCleared = (e: unknown): e is AuctionCleared =>
  typeof e === 'object' && e !== null && (e as { type?: unknown }).type === 'auctionCleared';

/** The opening auction's clearings in the log, in firm order (one per firm; empty before the auction closed). */
export function auctionResults(log: readonly LogItem[]): AuctionCleared[] {
  return log.map((i) => i.event).filter(isCleared);
}

/**
 * The auction's results as the log revealed them (spec 8.6 step 5): per firm the clearing price or "not sold", the
 * shares sold of the lot, how many bids there were, and what I won at the uniform price.
 */
export function AuctionResults({ results, seat }: { results: readonly AuctionCleared[]; seat: number | null }) {
  const { t } = useTranslation();
  const { cr, shares, num } = useAmounts();
  return (
    <section className="zone panel ce-x-results" data-testid="ce-auction-results" aria-labelledby="ce-auction-results">
      <h2 id="ce-auction-results">{t('checkers-exchange.exchange.results.title')}</h2>
      <table className="grid">
        <TableHead
          columns={[
            { head: t('checkers-exchange.exchange.results.firm') },
            { head: t('checkers-exchange.exchange.results.price'), num: true },
            { head: t('checkers-exchange.exchange.results.sold'), num: true },
            { head: t('checkers-exchange.exchange.results.bids'), num: true },
            seat !== null && { head: t('checkers-exchange.exchange.results.mine') },
          ]}
        />
        <tbody>
          {results.map((r) => {
            const mine = r.fills.filter((f) => f.seat === seat);
            const qty = mine.reduce((n, f) => n + f.qty, 0);
            const amount = mine.reduce((n, f) => n + f.amount, 0);
            return (
              <tr key={r.firm} data-testid={`ce-auction-result-${r.firm}`}>
                <FirmCell firm={r.firm} />
                <td className="num">
                  {r.price === null ? t('checkers-exchange.exchange.results.unsold') : cr(r.price)}
                </td>
                <td className="num">
                  {t('checkers-exchange.exchange.results.of', { sold: r.sold, lot: AUCTION.lot })}
                </td>
                <td className="num">{num(r.bids.length)}</td>
                {seat !== null && (
                  <td>
                    {qty === 0
                      ? t('checkers-exchange.exchange.book.none')
                      : t('checkers-exchange.exchange.results.myFill', { shares: shares(qty), amount: cr(amount) })}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
