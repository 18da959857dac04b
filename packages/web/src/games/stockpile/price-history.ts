import type { Stockpile } from '@birzha/engine';
import type { LogItem } from '../../table/use-table.ts';

export type Prices = Stockpile.ByCompany<number>;

const asEvent = (item: LogItem) => item.event as Stockpile.Event;

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
