import type { Akcioner } from '@birzha/engine';
import type { LogGroup } from '../../table/log-order.ts';
import type { Color } from './colors.ts';
import type { PricePoint } from './price-history.ts';

/** One other player's turn as the board plays it out. */
export interface PlaybackStep {
  /** The turn's log group (`turn-<round>-<seat>`). */
  readonly key: string;
  readonly seat: number;
  /** The prices when the turn began and when it ended. */
  readonly before: PricePoint;
  readonly after: PricePoint;
  /** The card the turn played, with its colours (`seat:card` is how the played cards are told apart). */
  readonly card: { readonly id: string; readonly assign: readonly Color[] } | null;
  /** The accounts' cells the turn changed, by their test ids (`shares-<seat>-<colour>`, `cash-<seat>`). */
  readonly cells: readonly string[];
}

const events = (g: LogGroup) => g.lines.map((l) => l.event as Akcioner.Event);

/**
 * The prices before and after each group (newest-first `groups`), walking back from the prices now: each price change
 * undone gives the price before it. The log need not start at the setup for this.
 */
export function pricesAround(
  groups: readonly LogGroup[],
  now: PricePoint,
): Map<string, { before: PricePoint; after: PricePoint }> {
  const around = new Map<string, { before: PricePoint; after: PricePoint }>();
  let cur: PricePoint = now;
  for (const g of groups) {
    const after = cur;
    const back = { ...cur };
    for (const e of events(g).reverse()) if (e.type === 'priceChanged') back[e.color] = e.from;
    cur = back;
    around.set(g.key, { before: cur, after });
  }
  return around;
}

/** What the board shows of a finished turn: its prices, its card, the cells of the accounts it changed. */
export function stepOf(g: LogGroup, around: ReturnType<typeof pricesAround>, now: PricePoint): PlaybackStep {
  const cells = new Set<string>();
  let card: PlaybackStep['card'] = null;
  for (const e of events(g)) {
    if (e.type === 'cardPlayed') card = { id: `${e.seat}:${e.card}`, assign: e.assign };
    else if (e.type === 'traded') {
      for (const l of e.lines) cells.add(`shares-${e.seat}-${l.color}`);
      if (e.lines.length > 0) cells.add(`cash-${e.seat}`);
    } else if (e.type === 'compensationPaid') cells.add(`cash-${e.seat}`);
    else if (e.type === 'sharesConfiscated') cells.add(`shares-${e.seat}-${e.color}`);
    else if (e.type === 'sharesBoughtBack') {
      cells.add(`shares-${e.seat}-${e.color}`);
      if (e.amount > 0) cells.add(`cash-${e.seat}`);
    }
  }
  const prices = around.get(g.key) ?? { before: now, after: now };
  return { key: g.key, seat: g.seat ?? -1, ...prices, card, cells: [...cells] };
}
