import { stockpile, type Stockpile } from '@birzha/engine';

/** The state of a spec position (spec 12) for tests; a position that fails setup is a broken test. */
export function positionState(
  players: number,
  position: unknown,
  options: Record<string, unknown> = {},
): Stockpile.State {
  const opts = stockpile.parseOptions(options, players);
  if (!opts.ok) throw new Error(opts.error.code);
  const r = stockpile.setup({ players, options: opts.value, seed: 'test', position });
  if (!r.ok) throw new Error(`${r.error.code} ${JSON.stringify(r.error.detail)}`);
  return r.value.state;
}

/** Plays moves in order; an illegal one is a broken test. Returns the state and every event, unredacted. */
export function playAll(
  state: Stockpile.State,
  moves: readonly (readonly [number, Stockpile.Move])[],
): { state: Stockpile.State; events: Stockpile.Event[] } {
  const events: Stockpile.Event[] = [];
  let s = state;
  for (const [seat, move] of moves) {
    const r = stockpile.play(s, seat, move);
    if (!r.ok) throw new Error(`${seat} ${JSON.stringify(move)}: ${r.error.code}`);
    s = r.value.state;
    events.push(...r.value.events);
  }
  return { state: s, events };
}

/** TV1 of the spec: the seed's worked 4-player round, at its start (Supply, seat 0 to place); the engine's. */
export { STOCKPILE_TV1 as TV1 } from '@birzha/engine/testing';

/** TV1's moves 1-15 (spec 13), by seat. */
export const TV1_MOVES: readonly (readonly [number, Stockpile.Move])[] = [
  [0, { type: 'supply', faceUp: { card: 'bottomline-1', pile: 0 }, faceDown: { card: 'boom-1', pile: 0 } }],
  [1, { type: 'supply', faceUp: { card: 'cosmic-1', pile: 1 }, faceDown: { card: 'cosmic-2', pile: 2 } }],
  [2, { type: 'supply', faceUp: { card: 'leading-1', pile: 3 }, faceDown: { card: 'leading-2', pile: 2 } }],
  [3, { type: 'supply', faceUp: { card: 'stanford-1', pile: 3 }, faceDown: { card: 'epic-1', pile: 3 } }],
  [0, { type: 'bid', pile: 3, amount: 0 }],
  [1, { type: 'bid', pile: 1, amount: 0 }],
  [2, { type: 'bid', pile: 3, amount: 1000 }],
  [3, { type: 'bid', pile: 2, amount: 0 }],
  [0, { type: 'bid', pile: 3, amount: 3000 }],
  [2, { type: 'bid', pile: 0, amount: 0 }],
  [2, { type: 'playAction', card: 'boom-1', company: 'cosmic' }],
  [0, { type: 'sell', cards: {} }],
  [1, { type: 'sell', cards: { bottomline: { regular: 1 } } }],
  [2, { type: 'sell', cards: { bottomline: { regular: 1 } } }],
  [3, { type: 'sell', cards: {} }],
];
