import type { CheckersExchange } from '@birzha/engine';
import type { TFunction } from 'i18next';
import type { LogItem } from '../../table/use-table.ts';
import { eventText } from './event-text.ts';

type Event = CheckersExchange.Event;
type FirmId = CheckersExchange.FirmId;

/**
 * Every item of the log in words (null for a quiet event), read in order so that each line knows the directors of
 * its moment (gameStarted deals them, directorChanged changes them; before either, the view's). Lines already in
 * `known` (the same t and names, an earlier render of the same log) are taken from it: a log only grows, so a long
 * match does not word its whole history again on every update.
 */
export function logLines(
  log: readonly LogItem[],
  t: TFunction,
  names: readonly string[],
  directorsNow: Readonly<Record<FirmId, number>>,
  known?: ReadonlyMap<LogItem, string | null>,
): Map<LogItem, string | null> {
  const directors: Partial<Record<FirmId, number>> = {};
  const out = new Map<LogItem, string | null>();
  const ctx = { t, names, directorOf: (f: FirmId) => directors[f] ?? directorsNow[f] };
  for (const item of log) {
    const e = item.event as Event;
    const before = known?.get(item);
    out.set(item, before !== undefined ? before : eventText(e, ctx));
    if (e.type === 'gameStarted') Object.assign(directors, e.directors);
    if (e.type === 'directorChanged') directors[e.firm] = e.to;
  }
  return out;
}
