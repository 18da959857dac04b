import { useContext, useMemo, useRef, useState } from 'react';
import type { MoveStep } from '@birzha/protocol';
import { PlayedContext } from '../../table/played.ts';
import type { LogItem } from '../../table/use-table.ts';
import { useTranslation } from 'react-i18next';
import { aggressorOf, isMyTrade } from './exchange-book.ts';
import { FirmCell, TableHead } from './exchange-cells.tsx';
import { useAmounts } from './exchange-format.ts';
import { accountLabel } from './labels.ts';
import type { Lang } from '../../i18n/index.ts';
import type { View } from './zone-props.ts';

const CLOCKS: Readonly<Record<Lang, Intl.DateTimeFormat>> = {
  ru: new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }),
  en: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }),
};

/**
 * When each trade of the session reached this page (ms since the epoch), by its place in the tape; null for the
 * trades already there when the page opened. The fallback for a trade whose move's time the page does not have (the
 * log is still loading): the moment an update brought the trade. A new session's tape starts again at 0 under a new
 * year.
 */
export function useArrivals(year: number, count: number): (index: number) => number | null {
  const seen = useRef<{ year: number; known: number; at: (number | null)[] } | null>(null);
  if (seen.current === null) seen.current = { year, known: count, at: Array<null>(count).fill(null) };
  const s = seen.current;
  if (s.year !== year) {
    s.year = year;
    s.known = 0;
    s.at = [];
  }
  if (count > s.at.length) {
    const now = Date.now();
    while (s.at.length < count) s.at.push(s.at.length < s.known ? null : now);
  }
  return (index) => s.at[index] ?? null;
}

/** A trade's key: the two orders it matched (a pair of orders trades at most once per match). */
const tradeKey = (t: { readonly buyOrder: number; readonly sellOrder: number }) => `${t.buyOrder}:${t.sellOrder}`;

/**
 * When each trade of the log was made, by its key: the time the server applied the move whose events hold it (the
 * history's and the updates' `at`), so that the tape keeps its times across a reload.
 */
export function tradeTimes(log: readonly LogItem[], steps: readonly MoveStep[]): ReadonlyMap<string, number> {
  const at = new Map<number, number>();
  for (const s of steps) if (s.at !== undefined) at.set(s.version, s.at);
  const times = new Map<string, number>();
  for (const item of log) {
    const e = item.event as { type?: string; buyOrder?: number; sellOrder?: number };
    const when = at.get(item.version);
    if (e.type === 'trade' && e.buyOrder !== undefined && e.sellOrder !== undefined && when !== undefined)
      times.set(tradeKey({ buyOrder: e.buyOrder, sellOrder: e.sellOrder }), when);
  }
  return times;
}

/**
 * This session's time and sales, newest first: when each trade arrived, firm, price, size, the aggressor's side (the
 * order that came in and took the resting one: ▲ a buyer in green, ▼ a seller in red), and the parties only where the
 * view names them (the viewer's own accounts and the State; anonymous otherwise until the close, spec 10). A seat may
 * keep to its own trades.
 */
export function ExchangeTape({
  view,
  seat,
  names,
  log,
}: {
  view: View;
  seat: number | null;
  names: readonly string[];
  log: readonly LogItem[];
}) {
  const { t } = useTranslation();
  const { cr, num, lang } = useAmounts();
  const [mineOnly, setMineOnly] = useState(false);
  const arrived = useArrivals(view.year, view.tape.length);
  const steps = useContext(PlayedContext)?.steps;
  const made = useMemo(() => tradeTimes(log, steps ?? []), [log, steps]);
  const all = view.tape.map((trade, i) => ({ trade, n: i + 1, at: made.get(tradeKey(trade)) ?? arrived(i) })).reverse();
  const trades = mineOnly ? all.filter(({ trade }) => isMyTrade(view, seat, trade)) : all;
  const dash = t('checkers-exchange.exchange.book.none');
  return (
    <div className="ce-x-tape" data-testid="ce-tape">
      <div className="ce-x-tape__head">
        <h3>
          {t('checkers-exchange.exchange.tape.title')} ({num(view.tape.length)})
        </h3>
        {seat !== null && (
          <label className="ce-x-toggle">
            <input
              type="checkbox"
              checked={mineOnly}
              data-testid="ce-tape-mine"
              onChange={(e) => setMineOnly(e.target.checked)}
            />{' '}
            {t('checkers-exchange.exchange.tape.mineOnly')}
          </label>
        )}
      </div>
      {trades.length === 0 ? (
        <p className="muted">
          {mineOnly && all.length > 0
            ? t('checkers-exchange.exchange.tape.emptyMine')
            : t('checkers-exchange.exchange.tape.empty')}
        </p>
      ) : (
        <div className="ce-x-scroll" tabIndex={0} role="region" aria-label={t('checkers-exchange.exchange.tape.title')}>
          <table className="grid ce-x-tape__table">
            <TableHead
              columns={[
                { head: t('checkers-exchange.exchange.tape.time') },
                { head: t('checkers-exchange.exchange.tape.firm') },
                { head: t('checkers-exchange.exchange.tape.price'), num: true },
                { head: t('checkers-exchange.exchange.tape.qty'), num: true },
                { head: t('checkers-exchange.exchange.tape.side') },
                { head: t('checkers-exchange.exchange.tape.parties') },
              ]}
            />
            <tbody>
              {trades.map(({ trade, n, at }) => {
                const side = aggressorOf(trade);
                const known = trade.buyer !== null || trade.seller !== null;
                return (
                  <tr
                    key={n}
                    className={`ce-x-trade-row ce-x-trade-row--${side}${isMyTrade(view, seat, trade) ? ' is-mine' : ''}`}
                    data-testid={`ce-trade-${n}`}
                    data-aggressor={side}
                  >
                    <td className="ce-x-time">
                      {at === null ? (
                        <span title={t('checkers-exchange.exchange.tape.unknownTime')}>{dash}</span>
                      ) : (
                        CLOCKS[lang].format(at)
                      )}
                    </td>
                    <FirmCell firm={trade.firm} />
                    <td className={`num ce-x-${side === 'buy' ? 'up' : 'down'}`}>{cr(trade.price)}</td>
                    <td className="num">{num(trade.qty)}</td>
                    <td className={`ce-x-aggr ce-x-${side === 'buy' ? 'up' : 'down'}`}>
                      <span aria-hidden="true">{side === 'buy' ? '▲' : '▼'}</span>{' '}
                      <span className="ce-x-aggr__word">{t(`checkers-exchange.exchange.tape.aggressor.${side}`)}</span>
                    </td>
                    <td className={known ? undefined : 'muted'}>
                      {known
                        ? t('checkers-exchange.exchange.tape.party', {
                            seller: accountLabel(trade.seller, names, t),
                            buyer: accountLabel(trade.buyer, names, t),
                          })
                        : accountLabel(null, names, t)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="muted ce-x-hint">{t('checkers-exchange.exchange.tape.note')}</p>
    </div>
  );
}
