import type { CheckersExchange } from '@birzha/engine';
import type { LogItem } from '../../table/use-table.ts';

type Event = CheckersExchange.Event;

/**
 * The parts of a game year as the log shows them (spec 6.1: board → income → session → meeting → taxes), with the
 * start of the match, the opening auction and the final settlement.
 */
export type LogPart = 'start' | 'auction' | 'board' | 'income' | 'session' | 'meeting' | 'yearEnd' | 'end';

/** The part an event opens, or null for one that belongs with what came before (a trade, a resignation). */
function partOf(e: Event): LogPart | null {
  switch (e.type) {
    case 'gameStarted':
      return 'start';
    case 'stageOpened':
      return e.phase;
    case 'yearIncome':
      return 'income';
    case 'taxPaid':
    case 'yearEnded':
      return 'yearEnd';
    case 'survivalIncome':
    case 'liquidation':
    case 'gameEnded':
      return 'end';
    default:
      return null;
  }
}

/** One heading of the log: a part of one year (or the start, the auction, the end) with its lines in order. */
export interface LogSection {
  /** The same live and after a reload: the year and the part (and a count, should a part come twice). */
  readonly key: string;
  /** The year the part belongs to (0: before year 1), null for the start and the end. */
  readonly year: number | null;
  readonly part: LogPart;
  readonly items: readonly LogItem[];
}

/**
 * The log as the player reads it: newest part first, each part's lines in the order they happened. A part runs from
 * the event that opens it (a stage of a new phase, the first year income, the first tax, the settlement) to the next
 * one; every ply stage of a year stays in that year's board part. Only the events decide, so the sections are the
 * same live and after a reload.
 */
export function logSections(log: readonly LogItem[]): LogSection[] {
  const out: { key: string; year: number | null; part: LogPart; items: LogItem[] }[] = [];
  const seen = new Map<string, number>();
  let year = 0;
  for (const item of log) {
    const e = item.event as Event;
    if (e.type === 'stageOpened' || e.type === 'yearEnded') year = e.year;
    const current = out[out.length - 1];
    const part = partOf(e) ?? current?.part ?? 'start';
    if (current === undefined || current.part !== part) {
      const y = part === 'start' || part === 'end' ? null : year;
      const base = `${y ?? 'x'}-${part}`;
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      out.push({ key: n === 1 ? base : `${base}-${n}`, year: y, part, items: [] });
    }
    out[out.length - 1]?.items.push(item);
  }
  return out.reverse();
}
