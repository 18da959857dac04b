import type { Deadline } from '../../core/game.ts';
import type { Move, State } from './types.ts';

const TIMEOUT: Move = Object.freeze({ type: 'timeout' });
const NONE: readonly Deadline<Move>[] = Object.freeze([]);

/**
 * spec 6 "Clock": each turn has turnSeconds for the whole turn (trading, card and trading again), counted from its
 * start; when it passes the server plays the timeout move for the seat to move (spec 7.4). No clock when
 * turnSeconds is 0 or the game is over.
 */
export function deadlines(state: State): readonly Deadline<Move>[] {
  if (state.phase !== 'playing' || state.toMove === null || state.options.turnSeconds === 0) return NONE;
  // A seat has one turn per round, so round and seat name the turn.
  return [
    {
      key: `turn:${state.round}:${state.toMove}`,
      seconds: state.options.turnSeconds,
      seats: [state.toMove],
      move: TIMEOUT,
    },
  ];
}
