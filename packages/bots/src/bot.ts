import type { AnyGame, Seat } from '@birzha/engine';

/**
 * What a caller allows one decision (`birzha arena --ms`, a table's clock): `ms` is the wall time the bot may spend
 * on it. A bot that searches stops in time; a bot that does not (today's heuristics) may ignore it, and the arena
 * measures what every decision took whatever the bot does with it.
 */
export interface BotLimits {
  readonly ms: number;
}

/**
 * A player that decides from its seat's view only (never the full state). `chooseTurn` returns the moves the seat
 * sends now, in order, for the server to apply all or none: the rest of the seat's turn as the game defines it
 * (each game's bots say what that is). It is a pure function of (game, view, seat, seed) for a bot that ignores
 * `limits`; a bot that cuts its search by time may answer differently under a different load. It returns [] when the
 * seat has nothing to do in this view. Absent `limits`: the level's own time.
 */
export interface Bot {
  readonly level: string;
  chooseTurn(game: AnyGame, view: unknown, seat: Seat, seed: string, limits?: BotLimits): unknown[];
}

/** A bug or a misuse of a bot (a view that is not the seat's, a game it cannot play): the server reports it. */
export class BotError extends Error {
  override readonly name = 'BotError';
}

/** Turns longer than this are a bug in a game or a bot. */
export const MAX_TURN_MOVES = 64;

/** Whether `seat` may act in `state` (the seat's turn goes on while this holds). */
export function canAct(game: AnyGame, state: unknown, seat: Seat): boolean {
  return game.outcome(state) === undefined && game.toAct(state).includes(seat);
}
