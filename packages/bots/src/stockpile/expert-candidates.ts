import { Stockpile } from '@birzha/engine';

type Move = Stockpile.Move;
type SellCounts = Stockpile.SellCounts;
type View = Stockpile.View;

const key = (m: Move): string => JSON.stringify(m);

/** Moves in order, each once (the heuristic's first). */
function unique(moves: readonly Move[]): Move[] {
  const seen = new Set<string>();
  const out: Move[] = [];
  for (const m of moves) {
    const k = key(m);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(m);
    }
  }
  return out;
}

/** spec 15 "Search bots": bids restricted to the two lowest legal steps per pile (plus the heuristic's). */
function bidCandidates(legal: readonly Move[]): Move[] {
  const perPile = new Map<number, number>();
  const out: Move[] = [];
  for (const m of legal) {
    if (m.type !== 'bid') continue;
    const n = perPile.get(m.pile) ?? 0;
    if (n < 2) out.push(m);
    perPile.set(m.pile, n + 1);
  }
  return out;
}

/**
 * spec 15 "Search bots": sells per company all-or-nothing plus halving. Around the heuristic's sale: that sale, no
 * sale, and for each company held each other option with the rest of the heuristic's sale unchanged.
 */
function sellCandidates(view: View, heuristic: Move): Move[] {
  if (heuristic.type !== 'sell') return [];
  const me = view.seats[view.viewer as number];
  if (me === undefined || !me.full) return [];
  const out: Move[] = [{ type: 'sell', cards: {} }];
  for (const c of Stockpile.COMPANIES) {
    const h = me.portfolio[c];
    if (h.regular + h.split === 0) continue;
    const options: SellCounts[] = [{}];
    if (h.regular > 0) options.push({ regular: h.regular });
    if (h.split > 0) options.push({ split: h.split }, { halve: h.split });
    if (h.regular > 0 && h.split > 0)
      options.push({ regular: h.regular, split: h.split }, { regular: h.regular, halve: h.split });
    for (const o of options) {
      const cards: Record<string, SellCounts> = {};
      for (const [k, counts] of Object.entries(heuristic.cards)) if (k !== c) cards[k] = counts;
      if (Object.keys(o).length > 0) cards[c] = o;
      out.push({ type: 'sell', cards });
    }
  }
  return out;
}

/**
 * The moves the search compares for one decision, the heuristic's first; one move means there is nothing to search.
 * Supply and Action: every legal move (at most 2 x 5 x 5 placements; cards x companies). Demand: the two lowest
 * steps per pile (Martha's peek is the heuristic's: knowing more is free). Selling: variations on the heuristic's
 * sale. The investor choice, Maverick Mark, Wise Warren and Deborah stay the heuristic's (their worth lies beyond
 * the round the playouts reach).
 */
export function candidates(view: View, legal: readonly Move[], heuristic: Move): Move[] {
  switch (view.phase) {
    case 'supply':
    case 'action':
      return unique([heuristic, ...legal]);
    case 'demand':
      return heuristic.type === 'peek' ? [heuristic] : unique([heuristic, ...bidCandidates(legal)]);
    case 'selling':
      return unique([heuristic, ...sellCandidates(view, heuristic)]);
    default:
      return [heuristic];
  }
}
