import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../ui/error-note.tsx';
import { myOrders } from './exchange-book.ts';
import { CancelCell, TableHead } from './exchange-cells.tsx';
import { useMoveSender } from './exchange-send.ts';
import { accountLabel, firmLabel } from './labels.ts';
import type { View, ZoneProps } from './zone-props.ts';

/** The open orders of every account I control (mine and my firms'), each with a cancel button (spec 7.2 `cancel`). */
export function MyOrders({
  view,
  seat,
  names,
  send,
}: {
  view: View;
  seat: number;
  names: readonly string[];
  send: ZoneProps['send'];
}) {
  const { t } = useTranslation();
  const { run, sending, error } = useMoveSender(send);
  const orders = myOrders(view, seat);
  return (
    <div className="ce-x-mine" data-testid="ce-my-orders">
      <h3>{t('checkers-exchange.exchange.mine.title')}</h3>
      {orders.length === 0 ? (
        <p className="muted">{t('checkers-exchange.exchange.mine.empty')}</p>
      ) : (
        <div className="ce-x-wide">
          <table className="grid">
            <TableHead
              columns={[
                { head: t('checkers-exchange.exchange.mine.id') },
                { head: t('checkers-exchange.exchange.mine.account') },
                { head: t('checkers-exchange.exchange.mine.what') },
                { head: t('checkers-exchange.exchange.mine.left'), num: true },
                { head: t('checkers-exchange.exchange.mine.limit'), num: true },
                { head: t('checkers-exchange.exchange.mine.cancel'), hidden: true },
              ]}
            />
            <tbody>
              {orders.map((o) => (
                <tr key={o.id} data-testid={`ce-my-order-${o.id}`}>
                  <td className="num">{o.id}</td>
                  <td>{accountLabel(o.account, names, t)}</td>
                  <td>
                    <span className={`ce-x-side-${o.side}`}>
                      {o.side === 'buy'
                        ? t('checkers-exchange.exchange.mine.buy')
                        : t('checkers-exchange.exchange.mine.sell')}
                    </span>{' '}
                    {firmLabel(o.firm)}
                  </td>
                  <td className="num">
                    {o.qty === o.placed
                      ? o.qty
                      : t('checkers-exchange.exchange.mine.of', { left: o.qty, placed: o.placed })}
                  </td>
                  <td className="num">{o.limit}</td>
                  <CancelCell
                    id={o.id}
                    text={t('checkers-exchange.exchange.mine.cancel')}
                    label={t('checkers-exchange.exchange.mine.cancelLabel', { id: o.id })}
                    disabled={send === null || sending}
                    onCancel={() => run({ type: 'cancel', orderId: o.id })}
                  />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ErrorNote error={error} testId="ce-cancel-error" />
    </div>
  );
}
