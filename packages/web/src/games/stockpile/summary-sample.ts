import { stockpile, type Stockpile } from '@birzha/engine';

/** What the summary and the lobby's picture draw: a 3-player game at its first Demand, as seat 0 sees it. */
export interface StockpileSample {
  readonly view: Stockpile.View;
  readonly names: readonly string[];
}

/**
 * A sample position made by the engine itself (a fixed seed, then moves of a fixed pseudo-random pick until the
 * piles are out for bids), so the pictures show the cards, piles and tracks the table shows and never go stale.
 */
export function stockpileSample(names: readonly string[]): StockpileSample {
  const options = stockpile.parseOptions({}, names.length);
  if (!options.ok) throw new Error(options.error.code);
  const start = stockpile.setup({ players: names.length, options: options.value, seed: 'summary' });
  if (!start.ok) throw new Error(start.error.code);
  let state = start.value.state;
  let rnd = 3;
  for (let guard = 0; state.phase !== 'demand' && state.phase !== 'over' && guard < 200; guard++) {
    const seat = stockpile.toAct(state)[0];
    if (seat === undefined) break;
    const legal = stockpile.legalMoves(state, seat);
    rnd = (rnd * 1103515245 + 12345) % 2147483648;
    const move = legal[rnd % legal.length];
    if (move === undefined) break;
    const r = stockpile.play(state, seat, move);
    if (!r.ok) throw new Error(r.error.code);
    state = r.value.state;
  }
  return { view: stockpile.view(state, 0), names };
}
