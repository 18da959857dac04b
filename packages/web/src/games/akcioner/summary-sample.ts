import { akcioner, type Akcioner } from '@birzha/engine';
import { priceHistory, type PricePoint } from './price-history.ts';

/** What the summary and the lobby's picture draw: a 3-player game a few cards in, as seat 0 sees it. */
export interface AkcionerSample {
  readonly view: Akcioner.View;
  readonly prices: PricePoint;
  readonly history: readonly PricePoint[];
}

/**
 * A sample position made by the engine itself (a fixed seed, then the first legal move of a fixed pseudo-random
 * pick, `turns` times), so the pictures show the cards and prices the table shows and never go stale.
 */
export function akcionerSample(turns = 6): AkcionerSample {
  const options = akcioner.parseOptions({}, 3);
  if (!options.ok) throw new Error(options.error.code);
  const start = akcioner.setup({ players: 3, options: options.value, seed: 'summary' });
  if (!start.ok) throw new Error(start.error.code);
  let state = start.value.state;
  const events: Akcioner.Event[] = [...start.value.events];
  let rnd = 5;
  for (let i = 0; i < turns && state.phase === 'playing' && state.toMove !== null; i++) {
    const seat = state.toMove;
    const legal = akcioner.legalMoves(state, seat);
    rnd = (rnd * 1103515245 + 12345) % 2147483648;
    const move = legal[rnd % legal.length];
    if (move === undefined) break;
    const r = akcioner.play(state, seat, move);
    if (!r.ok) throw new Error(r.error.code);
    state = r.value.state;
    events.push(...r.value.events);
  }
  const view = akcioner.view(state, 0);
  return { view, prices: view.prices, history: priceHistory(events, view.prices) };
}
