import type { Stockpile } from '@birzha/engine';
import type { LogItem } from '../../table/use-table.ts';

export type Prices = Stockpile.ByCompany<number>;

const asEvent = (item: LogItem) => item.event as Stockpile.Event;

/** The track positions after the first `upTo` log items, walking back from the positions now (`now` = after all). */
export function pricesAt(log: readonly LogItem[], upTo: number, now: Prices): Prices {
  const p = { ...now };
  for (let i = log.length - 1; i >= upTo; i--) {
    const e = asEvent(log[i] as LogItem);
    if (e.type === 'priceMoved') p[e.company] = e.from;
  }
  return p;
}

/** The positions at the start of every round the log saw, then now: the price chart's points, one per round. */
export function priceHistory(log: readonly LogItem[], now: Prices): { round: number | null; prices: Prices }[] {
  const points: { round: number | null; prices: Prices }[] = [{ round: null, prices: now }];
  let p = { ...now };
  for (let i = log.length - 1; i >= 0; i--) {
    const e = asEvent(log[i] as LogItem);
    if (e.type === 'priceMoved') p = { ...p, [e.company]: e.from };
    else if (e.type === 'roundStarted') points.push({ round: e.round, prices: p });
  }
  return points.reverse();
}
