import { rngFromSeed, stockpile, Stockpile, type Seat } from '@birzha/engine';
import { appraise, pileValue } from './appraisal.ts';

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
 * World k of a search: the engine's determinize from the seat's view, redrawn (up to TRIES deals) while the deal
 * does not explain the others' bids, so forecasts that fit what they bid are sampled more often.
 */
export function sampleWorld(view: View, seat: Seat, seed: string, k: number): State {
  let world = Stockpile.determinize(view, seat, rngFromSeed(`${seed}/world-${k}`));
  const bids = view.piles.some((p) => p.bid !== null && p.bid.seat !== seat && p.bid.amount > 0);
  if (!bids) return world;
  for (let t = 1; t < TRIES && !explainsBids(world, view, seat); t++)
    world = Stockpile.determinize(view, seat, rngFromSeed(`${seed}/world-${k}/${t}`));
  return world;
}
