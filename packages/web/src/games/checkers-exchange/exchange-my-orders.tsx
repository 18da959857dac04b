import { MAX_BATCH_MOVES } from '@birzha/protocol';
import { useTranslation } from 'react-i18next';
import { useSendMove } from '../../table/use-send-move.ts';
import { ErrorNote } from '../../ui/error-note.tsx';
import { myOrders } from './exchange-book.ts';
import { CancelCell, TableHead } from './exchange-cells.tsx';
import { useAmounts } from './exchange-format.ts';
import { firmLabel } from './labels.ts';
import type { Move, View, ZoneProps } from './zone-props.ts';

/**
 * The open orders of every account I control (mine and my firms'), each with a cancel, and cancels of all of them,
 * all buys or all sells at once (spec 7.2 `cancel`). Without `send` (a replay, a resigned seat) the list stays and the
 * buttons go: there is nothing to cancel with.
 */
export function MyOrders({ view, seat, send }: { view: View; seat: number; send: ZoneProps['send'] }) {
  const { t } = useTranslation();
  const { cr, num } = useAmounts();
  const { send: run, pending: sending, error } = useSendMove(send);
  const orders = myOrders(view, seat);
  const cancels = (side: 'buy' | 'sell' | null): Move[] =>
    orders.filter((o) => side === null || o.side === side).map((o) => ({ type: 'cancel', orderId: o.id }));
  // A cancel applies to the book it meets (it is version-free), so a bulk cancel of more than a message carries goes
  // as several, one after the other, stopping at a refusal (shown): an account may hold 20 open orders, a director's
  // firms as many each.
  const cancelAll = async (moves: readonly Move[]) => {
    for (let i = 0; i < moves.length; i += MAX_BATCH_MOVES)
      if (!(await run(moves.slice(i, i + MAX_BATCH_MOVES)))) return;
  };
  const bulk = [
    { key: 'all', side: null, label: 'cancelAll' },
    { key: 'buy', side: 'buy', label: 'cancelBuys' },
    { key: 'sell', side: 'sell', label: 'cancelSells' },
  ] as const;
  return (
    <div className="ce-x-mine" data-testid="ce-my-orders">
      <h3>{t('checkers-exchange.exchange.mine.title')}</h3>
      {orders.length === 0 ? (
        <p className="muted">{t('checkers-exchange.exchange.mine.empty')}</p>
      ) : (
        <>
          {send !== null && (
            <div className="ce-x-bulk">
              {bulk.map((b) => {
                const moves = cancels(b.side);
                if (moves.length === 0 || (b.side !== null && moves.length === orders.length)) return null;
                return (
                  <button
                    key={b.key}
                    type="button"
                    className="btn btn--small"
                    data-testid={`ce-cancel-${b.key}`}
                    aria-label={t(`checkers-exchange.exchange.mine.${b.label}Label`, { count: moves.length })}
                    disabled={sending}
                    onClick={() => void cancelAll(moves)}
                  >
                    {t(`checkers-exchange.exchange.mine.${b.label}`, { count: moves.length })}
                  </button>
                );
              })}
            </div>
          )}
          <div className="ce-x-wide">
            <table className="grid">
              <TableHead
                columns={[
                  { head: t('checkers-exchange.exchange.mine.what') },
                  { head: t('checkers-exchange.exchange.mine.left'), num: true },
                  { head: t('checkers-exchange.exchange.mine.limit'), num: true },
                  send !== null && { head: t('checkers-exchange.exchange.mine.cancel'), hidden: true },
                ]}
              />
              <tbody>
                {orders.map((o) => (
                  <tr key={o.id} data-testid={`ce-my-order-${o.id}`} data-side={o.side}>
                    <td>
                      <span className={`ce-x-side-${o.side}`}>
                        {o.side === 'buy'
                          ? t('checkers-exchange.exchange.mine.buy')
                          : t('checkers-exchange.exchange.mine.sell')}
                      </span>{' '}
                      {firmLabel(o.firm)}
                      {typeof o.account === 'string' && o.account !== 'gov' && (
                        <span className="muted">
                          {' '}
                          {t('checkers-exchange.exchange.mine.forFirm', { firm: firmLabel(o.account) })}
                        </span>
                      )}
                    </td>
                    <td className="num">
                      {o.qty === o.placed
                        ? num(o.qty)
                        : t('checkers-exchange.exchange.mine.of', { left: num(o.qty), placed: num(o.placed) })}
                    </td>
                    <td className="num">{cr(o.limit)}</td>
                    {send !== null && (
                      <CancelCell
                        id={o.id}
                        text={t('checkers-exchange.exchange.mine.cancel')}
                        label={t('checkers-exchange.exchange.mine.cancelLabel', { id: o.id })}
                        disabled={sending}
                        onCancel={() => void run([{ type: 'cancel', orderId: o.id }])}
                      />
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <ErrorNote error={error} testId="ce-cancel-error" />
    </div>
  );
}
