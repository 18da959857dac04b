import type { AnyGame, Seat } from '@birzha/engine';

/**
 * A player that decides from its seat's view only (never the full state). `chooseTurn` returns the moves the seat
 * sends now, in order, for the server to apply all or none: the rest of the seat's turn as the game defines it
 * (each game's bots say what that is). It is a pure function of (game, view, seat, seed): the same input gives the
 * same moves. It returns [] when the seat has nothing to do in this view.
 */
export interface Bot {
  readonly level: string;
  chooseTurn(game: AnyGame, view: unknown, seat: Seat, seed: string): unknown[];
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
