import type { Deadline } from '../../core/game.ts';
import type { Move, State } from './types.ts';

const TIMEOUT: Move = Object.freeze({ type: 'timeout' });
const NONE: readonly Deadline<Move>[] = Object.freeze([]);

/**
 * spec 6 "Clock": each turn has turnSeconds for the whole turn (trading, card and trading again), counted from its
 * start; when it passes the server plays the timeout move for the seat to move (spec 7.4). Every turn is declared,
 * with 0 seconds when turnSeconds is 0 (a live table then runs no clock; a turn-based one times it by the mover's
 * bank, which the turn spends: turns are strictly in sequence). None once the game is over.
 */
export function deadlines(state: State): readonly Deadline<Move>[] {
  if (state.phase !== 'playing' || state.toMove === null) return NONE;
  // A seat has one turn per round, so round and seat name the turn.
  return [
    {
      key: `turn:${state.round}:${state.toMove}`,
      seconds: state.options.turnSeconds,
      spends: state.toMove,
      seats: [state.toMove],
      move: TIMEOUT,
    },
  ];
}
