import type { CheckersExchange } from '@birzha/engine';
import type { TFunction } from 'i18next';
import type { LogItem } from '../../table/use-table.ts';
import { eventText } from './event-text.ts';
import { num } from './event-text-parts.ts';

type Event = CheckersExchange.Event;
type FirmId = CheckersExchange.FirmId;
type OrderCancelled = Extract<Event, { type: 'orderCancelled' }>;

const isCloseCancel = (e: Event): e is OrderCancelled => e.type === 'orderCancelled' && e.reason === 'close';

/**
 * The orders a session's close withdrew (spec 8.9 step 1: every open order, in a row) in one line instead of one each:
 * how many, how many shares they still asked for, and how many of them were the viewer's (the only owners it sees,
 * spec 10).
 */
function closeSummary(run: readonly OrderCancelled[], t: TFunction): string {
  const K = 'checkers-exchange.log.closeCancelled';
  const shares = run.reduce((n, e) => n + e.remaining, 0);
  const mine = run.filter((e) => e.account !== null && e.account !== 'gov').length;
  const line = t(K, {
    orders: t('checkers-exchange.log.orders', { count: run.length, n: num(run.length, t) }),
    shares: t('checkers-exchange.log.sharesOn', { count: shares, n: num(shares, t) }),
  });
  return mine === 0 ? line : `${line} ${t(`${K}Mine`, { count: mine })}`;
}

/**
 * Every item of the log in words (null for a quiet event), read in order so that each line knows the directors of
 * its moment (gameStarted deals them, directorChanged changes them; before either, the view's). The orders a close
 * withdrew make one line, on the first of them. Lines already in `known` (the same t and names, an earlier render of
 * the same log) are taken from it: a log only grows, so a long match does not word its whole history again on every
 * update. At a turn-based table (`turnBased`) the start leaves the stages' timing out: the time banks time them.
 */
export function logLines(
  log: readonly LogItem[],
  t: TFunction,
  names: readonly string[],
  directorsNow: Readonly<Record<FirmId, number>>,
  known?: ReadonlyMap<LogItem, string | null>,
  turnBased = false,
): Map<LogItem, string | null> {
  const directors: Partial<Record<FirmId, number>> = {};
  const out = new Map<LogItem, string | null>();
  const ctx = { t, names, turnBased, directorOf: (f: FirmId) => directors[f] ?? directorsNow[f] };
  for (let i = 0; i < log.length; i++) {
    const item = log[i]!;
    const e = item.event as Event;
    const before = known?.get(item);
    if (before !== undefined) out.set(item, before);
    else if (isCloseCancel(e)) {
      const previous = log[i - 1]?.event as Event | undefined;
      if (previous !== undefined && isCloseCancel(previous)) out.set(item, null);
      else {
        const run: OrderCancelled[] = [];
        for (let j = i; j < log.length && isCloseCancel(log[j]!.event as Event); j++)
          run.push(log[j]!.event as OrderCancelled);
        out.set(item, closeSummary(run, t));
      }
    } else out.set(item, eventText(e, ctx));
    if (e.type === 'gameStarted') Object.assign(directors, e.directors);
    if (e.type === 'directorChanged') directors[e.firm] = e.to;
  }
  return out;
}
