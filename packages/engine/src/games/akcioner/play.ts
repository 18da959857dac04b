import type { Seat, Transition } from '../../core/game.ts';
import { ok, assertNever, type Result } from '../../core/result.ts';
import { fail } from './codes.ts';
import { isLastRound } from './derived.ts';
import { playCard } from './moves/play-card.ts';
import { playResign } from './moves/resign.ts';
import { playTimeout } from './moves/timeout.ts';
import { playTrade } from './moves/trade.ts';
import type { Event, Move, State } from './types.ts';

/** spec 7.2 checks 5-10, then the move's own checks and effects. Nothing changes on a violation. */
export function play(state: State, seat: Seat, move: Move): Result<Transition<State, Event>> {
  const me = state.seats[seat];
  if (me === undefined || !Number.isInteger(seat)) throw new Error(`play: seat ${seat} is not in this match`);
  if (state.phase === 'finished') return fail('GAME_OVER');
  if (me.status !== 'active') return fail('SEAT_OUT', { status: me.status });
  const events: Event[] = [];
  if (move.type === 'resign') return ok({ state: playResign(state, seat, events), events });
  if (seat !== state.toMove) return fail('NOT_YOUR_TURN', { toMove: state.toMove ?? -1 });
  switch (move.type) {
    case 'timeout':
      if (state.options.turnSeconds === 0) return fail('TIMEOUT_DISABLED');
      return ok({ state: playTimeout(state, seat, events), events });
    case 'trade': {
      if (isLastRound(state)) return fail('NO_TRADING_LAST_ROUND');
      if (state.stage === 'card') return fail('WRONG_STAGE', { stage: 'card' });
      const r = playTrade(state, seat, move, events);
      return r.ok ? ok({ state: r.value, events }) : r;
    }
    case 'playCard': {
      if (state.stage !== 'card') return fail('WRONG_STAGE', { stage: state.stage ?? 'none' });
      const r = playCard(state, seat, move, events);
      return r.ok ? ok({ state: r.value, events }) : r;
    }
    default:
      return assertNever(move);
  }
}
