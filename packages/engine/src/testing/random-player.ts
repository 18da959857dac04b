import type { AnyGame, Seat } from '../core/game.ts';
import type { Rng } from '../core/rng.ts';

/** A uniformly random legal move for the seat, or undefined when it has none. */
export function randomLegalMove(game: AnyGame, state: unknown, seat: Seat, rng: Rng): unknown {
  const moves = game.legalMoves(state, seat);
  return moves.length === 0 ? undefined : moves[rng.int(moves.length)];
}
