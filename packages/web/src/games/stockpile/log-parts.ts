import type { Stockpile } from '@birzha/engine';
import { groupLog } from '../../table/log-order.ts';
import type { LogItem } from '../../table/use-table.ts';
import { STOCKPILE_LOG } from './log-rules.ts';

/** The parts of a round as the log shows them (spec 6.1's phases, the Movement and the final scoring). */
export type LogPart =
  'setup' | 'supply' | 'prep' | 'demand' | 'action' | 'selling' | 'movement' | 'deborah' | 'scoring' | 'end';

const PART_OF: Partial<Record<Stockpile.EventType, LogPart>> = {
  investorsOffered: 'setup',
  investorChosen: 'setup',
  investorsRevealed: 'setup',
  startingStock: 'setup',
  roundStarted: 'supply',
  pairsDealt: 'supply',
  publicPair: 'supply',
  hiddenPairs: 'supply',
  pileSeeded: 'supply',
  handDealt: 'supply',
  cardPlaced: 'supply',
  cardMoved: 'prep',
  pileInspected: 'prep',
  bidPlaced: 'demand',
  pairPeeked: 'demand',
  bidPaid: 'demand',
  pileWon: 'demand',
  actionPlayed: 'action',
  nudged: 'action',
  sold: 'selling',
  pairRevealed: 'movement',
  majorityBonus: 'scoring',
  liquidated: 'scoring',
  gameOver: 'end',
};

/** The part an event opens or belongs to; null for one that belongs with what came before (a price move, a fee). */
function partOf(e: Stockpile.Event): LogPart | null {
  if (e.type === 'dividend' && e.source === 'deborah') return 'deborah';
  return PART_OF[e.type] ?? null;
}

/** One heading of the log: a part of one round (or the setup, or the end) with its lines in the order they happened. */
export interface LogSection {
  /** The same live and after a reload: the round's group key, the part's place in the round and its name. */
  readonly key: string;
  readonly round: number | null;
  readonly part: LogPart;
  readonly items: readonly LogItem[];
}

/** A group's items split where the part changes (a timeout goes with the move it made, the next event). */
function split(items: readonly LogItem[], first: LogPart): { part: LogPart; items: LogItem[] }[] {
  const out: { part: LogPart; items: LogItem[] }[] = [];
  let current: { part: LogPart; items: LogItem[] } | null = null;
  items.forEach((item, i) => {
    const e = item.event as Stockpile.Event;
    let part = partOf(e);
    if (e.type === 'timedOut') {
      const next = items[i + 1];
      part = next === undefined ? null : partOf(next.event as Stockpile.Event);
    }
    const p = part ?? current?.part ?? first;
    if (current === null || current.part !== p) {
      current = { part: p, items: [] };
      out.push(current);
    }
    current.items.push(item);
  });
  return out;
}

/**
 * The log as the player reads it (table/log-order.ts cuts it into rounds): newest round first, and inside a round
 * its newest part first, each part's lines in the order they happened. Only the events decide, so the sections are
 * the same live and after a reload.
 */
export function logSections(log: readonly LogItem[]): LogSection[] {
  return groupLog(log, STOCKPILE_LOG).flatMap((g) => {
    const items = g.head === null ? g.lines : [g.head, ...g.lines];
    const first: LogPart = g.kind === 'setup' ? 'setup' : g.kind === 'end' ? 'end' : 'supply';
    return split(items, first)
      .map((p, k) => ({ key: `${g.key}-${k}-${p.part}`, round: g.round, part: p.part, items: p.items }))
      .reverse();
  });
}
