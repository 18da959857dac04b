import { rngFromSeed, stockpile, Stockpile, type Seat } from '@birzha/engine';
import { appraise, pileValue, type Appraisal } from './appraisal.ts';

type State = Stockpile.State;
type View = Stockpile.View;

/** Deals tried per world before the last one is taken as it is. */
const TRIES = 4;

/**
 * Whether a sampled world explains the bids on the table (spec 15 "read theirs the same way"): a seat that bid a
 * positive amount on a pile values it at least that much from what it knows (its own forecasts, the cards it
 * placed), by the heuristic's reckoning. A world where its forecasts make the pile worth less than its bid is
 * unlikely.
 */
export function explainsBids(world: State, view: View, seat: Seat): boolean {
  for (const pile of view.piles) {
    const bid = pile.bid;
    if (bid === null || bid.seat === seat || bid.amount === 0) continue;
    const theirs = stockpile.view(world, bid.seat);
    const a = appraise(theirs, bid.seat);
    const seen = theirs.piles[view.piles.indexOf(pile)];
    if (seen !== undefined && pileValue(a, seen.cards) < bid.amount) return false;
  }
  return true;
}

/**
 * What keeping a card may be expected to beat selling it by, at most, in a world where the seat sold it: the
 * heuristic's hold value counts a guessed drift of later rounds (appraisal.ts), which a seller may well not count.
 */
const SALE_SLACK = 300;

/**
 * Whether a sampled world explains this round's sales (spec 8.9: sales are public, `view.sales`): a seat that sold a
 * company expects it to fall, or at least not to rise, from what it knows (its own pairs, the public pair), by the
 * heuristic's reckoning. A world where its forecasts make the company worth keeping is unlikely.
 */
export function explainsSales(world: State, view: View, seat: Seat): boolean {
  for (const sale of view.sales) {
    if (sale.seat === seat) continue;
    let a: Appraisal | null = null;
    for (const key of Object.keys(sale.cards)) {
      const c = key as Stockpile.CompanyId;
      a ??= appraise(stockpile.view(world, sale.seat), sale.seat);
      if (a.holdRegular[c] > a.price[c] + a.perShareSold + SALE_SLACK) return false;
    }
  }
  return true;
}

const someBid = (view: View, seat: Seat): boolean =>
  view.piles.some((p) => p.bid !== null && p.bid.seat !== seat && p.bid.amount > 0);
const someSale = (view: View, seat: Seat): boolean =>
  view.sales.some((s) => s.seat !== seat && Object.keys(s.cards).length > 0);

/**
 * World k of a search: the engine's determinize from the seat's view, redrawn (up to TRIES deals) while the deal
 * does not explain the others' bids and sales, so forecasts that fit what they did are sampled more often.
 */
export function sampleWorld(view: View, seat: Seat, seed: string, k: number): State {
  let world = Stockpile.determinize(view, seat, rngFromSeed(`${seed}/world-${k}`));
  const bids = someBid(view, seat);
  const sales = someSale(view, seat);
  if (!bids && !sales) return world;
  const explains = (w: State): boolean =>
    (!bids || explainsBids(w, view, seat)) && (!sales || explainsSales(w, view, seat));
  for (let t = 1; t < TRIES && !explains(world); t++)
    world = Stockpile.determinize(view, seat, rngFromSeed(`${seed}/world-${k}/${t}`));
  return world;
}
