import { CheckersExchange } from '@birzha/engine';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { depthOf, quoteOf, type Level } from './exchange-book.ts';
import { useAmounts } from './exchange-format.ts';
import { FIRM_HUES, firmLabel } from './labels.ts';
import type { FirmId, View } from './zone-props.ts';

const { FIRMS, LIMITS } = CheckersExchange;

/** A level picked in the book: the order that would meet it and every better level (buy at an ask, sell at a bid). */
export interface Pick {
  readonly side: 'buy' | 'sell';
  readonly firm: FirmId;
  readonly price: number;
  readonly qty: number;
}

/** Levels shown on each side of the spread until the player asks for all: the book's near end fits a phone. */
export const NEAR_LEVELS = 5;

/** The firm selector: one button per firm (W1..W4 over B1..B4) with its last price, best bid and best ask. */
export function FirmTabs({ view, firm, onFirm }: { view: View; firm: FirmId; onFirm: (f: FirmId) => void }) {
  const { t } = useTranslation();
  const { num } = useAmounts();
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
        const move = q.last > view.close[f] ? 'up' : q.last < view.close[f] ? 'down' : null;
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
              <span className={`ce-x-firm__last${move === null ? '' : ` ce-x-${move}`}`}>
                <span className="sr-only">{t('checkers-exchange.exchange.book.last')} </span>
                {num(q.last)}
                {move !== null && (
                  <>
                    <span aria-hidden="true">{move === 'up' ? '▲' : '▼'}</span>
                    <span className="sr-only"> {t(`checkers-exchange.exchange.book.${move}`)}</span>
                  </>
                )}
              </span>
            </span>
            <span className="ce-x-firm__quote">
              <span className="ce-x-bid">
                <span className="sr-only">{t('checkers-exchange.exchange.book.bid')} </span>
                {q.bid === null ? dash : num(q.bid)}
              </span>
              <span aria-hidden="true"> / </span>
              <span className="ce-x-ask">
                <span className="sr-only">{t('checkers-exchange.exchange.book.ask')} </span>
                {q.ask === null ? dash : num(q.ask)}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}

/**
 * One firm's book as a price ladder (spec 8.7: depth public, owners hidden, spec 10): asks above with the best
 * nearest the middle, the spread and the last price in the middle, bids below. Each level shows its size and the
 * cumulative size up to it, both as numbers and as depth bars; the best bid and ask are marked, and so are the State's
 * asks and my own orders on their levels. With `onPick` each level is a button that fills the order form to meet it:
 * its price, and the quantity of it and every better level (at most an order's maximum).
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
  const { cr, num } = useAmounts();
  const [all, setAll] = useState(false);
  const depth = depthOf(view, seat, firm);
  const q = quoteOf(view, firm);
  const label = firmLabel(firm);
  const asks = all ? depth.asks : depth.asks.slice(0, NEAR_LEVELS);
  const bids = all ? depth.bids : depth.bids.slice(0, NEAR_LEVELS);
  const hidden = depth.asks.length - asks.length + depth.bids.length - bids.length;
  // the bars share one scale: the deepest cumulative size shown on either side fills the row
  const scale = Math.max(1, ...asks.map((l) => l.cum), ...bids.map((l) => l.cum));
  const row = (l: Level, side: 'sell' | 'buy', best: boolean) => {
    const meet: Pick = {
      side: side === 'sell' ? 'buy' : 'sell',
      firm,
      price: l.price,
      qty: Math.min(l.cum, LIMITS.orderQtyMax),
    };
    const action = t(
      side === 'sell' ? 'checkers-exchange.exchange.book.buyUpTo' : 'checkers-exchange.exchange.book.sellDownTo',
      { qty: num(meet.qty), firm: label, price: cr(l.price) },
    );
    const facts = [
      t('checkers-exchange.exchange.book.level', { price: cr(l.price), qty: num(l.qty), cum: num(l.cum) }),
      ...(best
        ? [t(side === 'sell' ? 'checkers-exchange.exchange.book.bestAsk' : 'checkers-exchange.exchange.book.bestBid')]
        : []),
      ...(l.gov > 0 ? [t('checkers-exchange.exchange.book.govFull')] : []),
      ...(l.mine > 0 ? [t('checkers-exchange.exchange.book.mineFull', { count: l.mine })] : []),
    ].join('; ');
    const bars = { '--cum': `${(100 * l.cum) / scale}%`, '--size': `${(100 * l.qty) / scale}%` } as CSSProperties;
    const body = (
      <>
        <span className="ce-x-level__price">{num(l.price)}</span>
        <span className="ce-x-level__qty">{num(l.qty)}</span>
        <span className="ce-x-level__cum">{num(l.cum)}</span>
        {(best || l.gov > 0 || l.mine > 0) && (
          <span className="ce-x-level__tags" aria-hidden="true">
            {best && <span className="ce-x-tag ce-x-tag--best">★</span>}
            {l.gov > 0 && <span className="ce-x-tag ce-x-tag--gov">{t('checkers-exchange.exchange.book.gov')}</span>}
            {l.mine > 0 && (
              <span className="ce-x-tag ce-x-tag--mine">
                {t('checkers-exchange.exchange.book.mine', { count: l.mine })}
              </span>
            )}
          </span>
        )}
      </>
    );
    return (
      <li
        key={`${side}-${l.price}`}
        className={`ce-x-level ce-x-level--${side}${best ? ' is-best' : ''}${l.mine > 0 ? ' is-mine' : ''}`}
        style={bars}
        data-testid={`ce-level-${side}-${l.price}`}
        data-qty={l.qty}
        data-cum={l.cum}
        data-best={best ? 'true' : undefined}
      >
        {onPick === null ? (
          <div className="ce-x-level__row">
            {body}
            <span className="sr-only">{facts}</span>
          </div>
        ) : (
          <button
            type="button"
            className="ce-x-level__row"
            aria-label={`${action} (${facts})`}
            title={action}
            onClick={() => onPick(meet)}
          >
            {body}
          </button>
        )}
      </li>
    );
  };
  const spread = q.ask !== null && q.bid !== null ? q.ask - q.bid : null;
  const move = q.last > view.close[firm] ? 'up' : q.last < view.close[firm] ? 'down' : null;
  return (
    <div className="ce-x-book" data-testid={`ce-book-${firm}`} role="group" aria-labelledby={`ce-book-${firm}-title`}>
      <h3 id={`ce-book-${firm}-title`}>
        <span className="ce-x-swatch" style={{ background: FIRM_HUES[firm] }} aria-hidden="true" />{' '}
        {t('checkers-exchange.exchange.book.title', { firm: label })}
      </h3>
      <div className="ce-x-ladder__head" aria-hidden="true">
        <span>{t('checkers-exchange.exchange.book.price')}</span>
        <span>{t('checkers-exchange.exchange.book.qty')}</span>
        <span className="ce-x-level__cum">{t('checkers-exchange.exchange.book.cum')}</span>
      </div>
      <ul className="ce-x-ladder ce-x-ladder--asks" aria-label={t('checkers-exchange.exchange.book.asks')}>
        {asks.length === 0 && (
          <li className="ce-x-ladder__none muted">{t('checkers-exchange.exchange.book.emptyAsks')}</li>
        )}
        {[...asks].reverse().map((l) => row(l, 'sell', l === depth.asks[0]))}
      </ul>
      <p className="ce-x-mid" data-testid="ce-book-last">
        <span className={`ce-x-mid__last${move === null ? '' : ` ce-x-${move}`}`}>
          {q.traded
            ? t('checkers-exchange.exchange.book.lastTrade', { price: cr(q.last) })
            : t('checkers-exchange.exchange.book.lastClose', { price: cr(q.last) })}
          {move !== null && (
            <>
              <span aria-hidden="true"> {move === 'up' ? '▲' : '▼'}</span>
              <span className="sr-only"> ({t(`checkers-exchange.exchange.book.${move}`)})</span>
            </>
          )}
        </span>{' '}
        <span className="ce-x-mid__spread" data-testid="ce-book-spread">
          {spread === null
            ? t('checkers-exchange.exchange.book.noSpread')
            : t('checkers-exchange.exchange.book.spread', { amount: cr(spread) })}
        </span>
      </p>
      <ul className="ce-x-ladder ce-x-ladder--bids" aria-label={t('checkers-exchange.exchange.book.bids')}>
        {bids.map((l) => row(l, 'buy', l === depth.bids[0]))}
        {bids.length === 0 && (
          <li className="ce-x-ladder__none muted">{t('checkers-exchange.exchange.book.emptyBids')}</li>
        )}
      </ul>
      {(hidden > 0 || all) && (
        <button
          type="button"
          className="btn btn--small ce-x-more"
          aria-expanded={all}
          data-testid="ce-book-all"
          onClick={() => setAll(!all)}
        >
          {all
            ? t('checkers-exchange.exchange.book.fewer')
            : t('checkers-exchange.exchange.book.more', { count: depth.asks.length + depth.bids.length })}
        </button>
      )}
      {onPick !== null && <p className="muted ce-x-hint">{t('checkers-exchange.exchange.book.pickHint')}</p>}
    </div>
  );
}
