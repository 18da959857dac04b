import type { Seat, Viewer } from '../../core/game.ts';
import type { Move, State } from './types.ts';

/**
 * The moves whose sender spec 10 keeps from other viewers: a sealed bid and its cancel (auction), an order and its
 * cancel and a meeting request (session), a ballot (meeting). Everything else names its seat in a public event or a
 * public flag (a ply, a token, a transfer, a nomination, `ready`, a resignation) or is the clock's (`phaseTimeout`).
 */
const SEALED: ReadonlySet<Move['type']> = new Set(['bid', 'cancel', 'order', 'requestMeeting', 'vote']);

/**
 * Spec 10: whether `viewer` may be told that `seat` sent `move`, `after` being the state the move led to and `now` the
 * match's. A sealed move's sender is known to its own seat only (it controls every account it can act for: a firm's
 * orders and ballots are its director's, 7.2) until the stage it was sent in closes (the auction's clearing, the
 * session's close, the meeting's result all open the next stage or end the game), and to everyone once the game is
 * finished.
 */
export function actorVisible(move: Move, seat: Seat, viewer: Viewer, after: State, now: State): boolean {
  if (!SEALED.has(move.type) || viewer === seat || now.phase === 'finished') return true;
  return now.stage !== after.stage;
}
