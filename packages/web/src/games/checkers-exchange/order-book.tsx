import { CheckersExchange } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { depthOf, quoteOf, type Level } from './exchange-book.ts';
import { useAmounts } from './exchange-format.ts';
import { FIRM_HUES, firmLabel } from './labels.ts';
import type { FirmId, View } from './zone-props.ts';

const { FIRMS } = CheckersExchange;

/** A level picked in the book: the order that would meet it (buy at an ask, sell at a bid). */
export interface Pick {
  readonly side: 'buy' | 'sell';
  readonly firm: FirmId;
  readonly price: number;
  readonly qty: number;
}

/** The firm selector: one button per firm (W1..W4 over B1..B4) with its best bid, best ask and last price. */
export function FirmTabs({ view, firm, onFirm }: { view: View; firm: FirmId; onFirm: (f: FirmId) => void }) {
  const { t } = useTranslation();
  const dash = t('checkers-exchange.exchange.book.none');
  return (
    <div
      className="ce-x-firms"
      role="group"
      aria-label={t('checkers-exchange.exchange.book.firms')}
      data-testid="ce-book-firm"
    >
      {FIRMS.map((f) => {
        const q = quoteOf(view, f);
        return (
          <button
            key={f}
            type="button"
            className="ce-x-firm"
            aria-pressed={f === firm}
            data-testid={`ce-book-firm-${f}`}
            data-bid={q.bid ?? undefined}
            data-ask={q.ask ?? undefined}
            onClick={() => onFirm(f)}
          >
            <span className="ce-x-firm__name">
              <span className="ce-x-swatch" style={{ background: FIRM_HUES[f] }} aria-hidden="true" />
              {firmLabel(f)}
            </span>
            <span className="ce-x-firm__quote">
              {t('checkers-exchange.exchange.book.bid')} {q.bid ?? dash}
            </span>
            <span className="ce-x-firm__quote">
              {t('checkers-exchange.exchange.book.ask')} {q.ask ?? dash}
            </span>
            <span className="ce-x-firm__last">
              {t('checkers-exchange.exchange.book.last')} {q.last}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/**
 * One firm's book by price level (spec 8.7: depth public, owners hidden): asks above with the best nearest the
 * middle, bids below, the State's and my own quantities marked. With `onPick` each price is a button that fills the
 * order form against that level.
 */
export function OrderBook({
  view,
  seat,
  firm,
  onPick,
}: {
  view: View;
  seat: number | null;
  firm: FirmId;
  onPick: ((p: Pick) => void) | null;
}) {
  const { t } = useTranslation();
  const { cr } = useAmounts();
  const depth = depthOf(view, seat, firm);
  const q = quoteOf(view, firm);
  const label = firmLabel(firm);
  const row = (l: Level, side: 'sell' | 'buy') => {
    const meet: Pick = { side: side === 'sell' ? 'buy' : 'sell', firm, price: l.price, qty: Math.min(l.qty, 50) };
    const words = t(
      side === 'sell' ? 'checkers-exchange.exchange.book.buyAt' : 'checkers-exchange.exchange.book.sellAt',
      { qty: meet.qty, firm: label, price: cr(l.price) },
    );
    return (
      <tr
        key={`${side}-${l.price}`}
        className={`ce-x-level ce-x-level--${side}`}
        data-testid={`ce-level-${side}-${l.price}`}
        data-qty={l.qty}
      >
        <td className="num">
          {onPick === null ? (
            l.price
          ) : (
            <button type="button" className="ce-x-price" aria-label={words} title={words} onClick={() => onPick(meet)}>
              {l.price}
            </button>
          )}
        </td>
        <td className="num">{l.qty}</td>
        <td className="num">{l.orders}</td>
        <td className="ce-x-marks">
          {l.gov > 0 && <span className="ce-x-tag ce-x-tag--gov">{t('checkers-exchange.exchange.book.gov')}</span>}
          {l.mine > 0 && (
            <span className="ce-x-tag ce-x-tag--mine">
              {t('checkers-exchange.exchange.book.mine', { count: l.mine })}
            </span>
          )}
        </td>
      </tr>
    );
  };
  const empty = depth.asks.length === 0 && depth.bids.length === 0;
  return (
    <div className="ce-x-book" data-testid={`ce-book-${firm}`}>
      <h3>
        <span className="ce-x-swatch" style={{ background: FIRM_HUES[firm] }} aria-hidden="true" />{' '}
        {t('checkers-exchange.exchange.book.title', { firm: label })}
      </h3>
      <p className="ce-x-last" data-testid="ce-book-last">
        <span>
          {q.traded
            ? t('checkers-exchange.exchange.book.lastTrade', { price: cr(q.last) })
            : t('checkers-exchange.exchange.book.noTrade')}
        </span>{' '}
        <span>{t('checkers-exchange.exchange.book.close', { price: cr(view.close[firm]) })}</span>
      </p>
      {empty ? (
        <p className="muted">{t('checkers-exchange.exchange.book.empty', { firm: label })}</p>
      ) : (
        <table className="grid ce-x-depth">
          <thead>
            <tr>
              <th scope="col" className="num">
                {t('checkers-exchange.exchange.book.price')}
              </th>
              <th scope="col" className="num">
                {t('checkers-exchange.exchange.book.qty')}
              </th>
              <th scope="col" className="num">
                {t('checkers-exchange.exchange.book.orders')}
              </th>
              <th scope="col">{t('checkers-exchange.exchange.book.who')}</th>
            </tr>
          </thead>
          <tbody className="ce-x-side ce-x-side--asks">
            <tr>
              <th scope="rowgroup" colSpan={4} className="ce-x-side__head">
                {t('checkers-exchange.exchange.book.asks')}
              </th>
            </tr>
            {[...depth.asks].reverse().map((l) => row(l, 'sell'))}
          </tbody>
          <tbody className="ce-x-side ce-x-side--bids">
            <tr>
              <th scope="rowgroup" colSpan={4} className="ce-x-side__head">
                {t('checkers-exchange.exchange.book.bids')}
              </th>
            </tr>
            {depth.bids.map((l) => row(l, 'buy'))}
          </tbody>
        </table>
      )}
      {onPick !== null && !empty && <p className="muted ce-x-hint">{t('checkers-exchange.exchange.book.pickHint')}</p>}
    </div>
  );
}
