import { createRng, rngFromSeed, startMatch, unwrap, type AnyGame, type Seat } from '@birzha/engine';

/** A game ready to play many random matches: options parsed once, outside any timed loop. */
export interface BenchGame {
  readonly game: AnyGame;
  readonly players: number;
  readonly options: unknown;
}

/** One recorded move, already in the engine's parsed form (legalMoves returns parsed moves). */
export interface BenchMove {
  readonly seat: Seat;
  readonly move: unknown;
}

/** Parses options once, by a trial start; a refusal here is a bug in the bench, not user input. */
export function benchGame(game: AnyGame, players: number, rawOptions: unknown): BenchGame {
  const trial = unwrap(startMatch(game, { players, options: rawOptions, seed: 'bench-options' }), 'bench: start');
  return { game, players, options: trial.options };
}

/** The state after setup for a seed. */
export function setupState(bench: BenchGame, seed: string): unknown {
  return unwrap(startMatch(bench.game, { players: bench.players, options: bench.options, seed }), 'bench: start').state;
}

/**
 * One full match through the public API only: setup, then a uniformly random legal move of a seat to act, played
 * with `play`, until nobody is to act. Returns the number of moves; `sink` receives them when given.
 */
export function playRandomGame(bench: BenchGame, seed: string, sink?: BenchMove[]): number {
  const { game } = bench;
  const rng = createRng(rngFromSeed(seed));
  let state = setupState(bench, seed);
  let moves = 0;
  for (;;) {
    const toAct = game.toAct(state);
    if (toAct.length === 0) break;
    const seat = toAct[toAct.length === 1 ? 0 : rng.int(toAct.length)] as Seat;
    const legal = game.legalMoves(state, seat);
    if (legal.length === 0) throw new Error(`bench: seat ${seat} to act without a legal move (seed ${seed})`);
    const move = legal[rng.int(legal.length)];
    const next = game.play(state, seat, move);
    if (!next.ok) throw new Error(`bench: legal move refused: ${next.error.code} (seed ${seed})`);
    state = next.value.state;
    sink?.push({ seat, move });
    moves++;
  }
  if (game.outcome(state) === undefined) throw new Error(`bench: nobody to act in a running game (seed ${seed})`);
  return moves;
}
