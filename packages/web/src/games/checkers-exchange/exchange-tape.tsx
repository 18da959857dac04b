import { useTranslation } from 'react-i18next';
import { FirmCell, TableHead } from './exchange-cells.tsx';
import { accountLabel } from './labels.ts';
import type { View } from './zone-props.ts';

/**
 * This session's trades, newest first: firm, quantity, price, and the parties only where the view names them (the
 * viewer's own accounts and the State); anonymous otherwise until the close (spec 10).
 */
export function ExchangeTape({ view, names }: { view: View; names: readonly string[] }) {
  const { t } = useTranslation();
  const trades = view.tape.map((trade, i) => ({ trade, n: i + 1 })).reverse();
  return (
    <div className="ce-x-tape" data-testid="ce-tape">
      <h3>
        {t('checkers-exchange.exchange.tape.title')} ({view.tape.length})
      </h3>
      {trades.length === 0 ? (
        <p className="muted">{t('checkers-exchange.exchange.tape.empty')}</p>
      ) : (
        <div className="ce-x-scroll" tabIndex={0} role="region" aria-label={t('checkers-exchange.exchange.tape.title')}>
          <table className="grid">
            <TableHead
              columns={[
                { head: t('checkers-exchange.exchange.tape.firm') },
                { head: t('checkers-exchange.exchange.tape.qty'), num: true },
                { head: t('checkers-exchange.exchange.tape.price'), num: true },
                { head: t('checkers-exchange.exchange.tape.buyer') },
                { head: t('checkers-exchange.exchange.tape.seller') },
              ]}
            />
            <tbody>
              {trades.map(({ trade, n }) => (
                <tr key={n} data-testid={`ce-trade-${n}`}>
                  <FirmCell firm={trade.firm} />
                  <td className="num">{trade.qty}</td>
                  <td className="num">{trade.price}</td>
                  <td className={trade.buyer === null ? 'muted' : undefined}>{accountLabel(trade.buyer, names, t)}</td>
                  <td className={trade.seller === null ? 'muted' : undefined}>
                    {accountLabel(trade.seller, names, t)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="muted ce-x-hint">{t('checkers-exchange.exchange.tape.note')}</p>
    </div>
  );
}
