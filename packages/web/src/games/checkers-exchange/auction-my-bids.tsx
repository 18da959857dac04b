import { CheckersExchange } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { useSendMove } from '../../table/use-send-move.ts';
import { ErrorNote } from '../../ui/error-note.tsx';
import { CancelCell, TableHead } from './exchange-cells.tsx';
import { useAmounts } from './exchange-format.ts';
import { firmLabel } from './labels.ts';
import type { View, ZoneProps } from './zone-props.ts';

const { LIMITS } = CheckersExchange;

/** My sealed bids (the view holds only mine, spec 10), each with a cancel, and the cash they reserve in all. */
export function MyBids({ view, send }: { view: View; send: ZoneProps['send'] }) {
  const { t } = useTranslation();
  const { cr, num } = useAmounts();
  const { send: run, pending: sending, error } = useSendMove(send);
  const reserved = view.bids.reduce((n, b) => n + b.qty * b.price, 0);
  return (
    <div className="ce-x-mine" data-testid="ce-my-bids">
      <h3>{t('checkers-exchange.exchange.auction.mine')}</h3>
      {view.bids.length === 0 ? (
        <p className="muted">{t('checkers-exchange.exchange.auction.none')}</p>
      ) : (
        <>
          <table className="grid">
            <TableHead
              columns={[
                { head: t('checkers-exchange.exchange.mine.id') },
                { head: t('checkers-exchange.exchange.auction.firm') },
                { head: t('checkers-exchange.exchange.book.qty'), num: true },
                { head: t('checkers-exchange.exchange.book.price'), num: true },
                send !== null && { head: t('checkers-exchange.exchange.auction.cancel'), hidden: true },
              ]}
            />
            <tbody>
              {view.bids.map((b) => (
                <tr key={b.id} data-testid={`ce-my-bid-${b.id}`}>
                  <td className="num">{b.id}</td>
                  <td>{firmLabel(b.firm)}</td>
                  <td className="num">{num(b.qty)}</td>
                  <td className="num">{cr(b.price)}</td>
                  {send !== null && (
                    <CancelCell
                      id={b.id}
                      text={t('checkers-exchange.exchange.auction.cancel')}
                      label={t('checkers-exchange.exchange.auction.cancelLabel', { id: b.id })}
                      disabled={sending}
                      onCancel={() => void run([{ type: 'cancel', orderId: b.id }])}
                    />
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="muted ce-x-hint">
            {t('checkers-exchange.exchange.auction.count', {
              count: view.bids.length,
              max: LIMITS.openOrdersMax,
              amount: cr(reserved),
            })}
          </p>
        </>
      )}
      <ErrorNote error={error} testId="ce-cancel-error" />
    </div>
  );
}
