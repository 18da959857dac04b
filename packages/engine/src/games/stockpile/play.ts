import type { Seat, Transition } from '../../core/game.ts';
import { assertNever, ok, type Result } from '../../core/result.ts';
import { fail, type Violation } from './codes.ts';
import { playDeborah } from './deborah.ts';
import { Draft } from './draft.ts';
import { playChooseInvestor } from './investors.ts';
import { playAction, playNudge } from './moves/action.ts';
import { playBid, playPeek } from './moves/demand.ts';
import { playInspectPile, playMoveCard } from './moves/prep.ts';
import { playResign } from './moves/resign.ts';
import { playSell } from './moves/sell.ts';
import { playSkipPower } from './moves/skip-power.ts';
import { playSupply } from './moves/supply.ts';
import { defaultMove } from './moves/timeout.ts';
import { isToAct } from './to-act.ts';
import type { Event, Move, MoveType, Phase, SeatState, State } from './types.ts';

type Decision = Exclude<MoveType, 'timeout' | 'resign'>;

/** spec 7: the phases in which each move type is allowed (WRONG_PHASE otherwise). */
const PHASES: { readonly [T in Decision]: readonly Phase[] } = {
  chooseInvestor: ['investors'],
  supply: ['supply'],
  moveCard: ['prep'],
  inspectPile: ['prep'],
  skipPower: ['prep', 'action', 'deborah'],
  peek: ['demand'],
  bid: ['demand'],
  playAction: ['action'],
  nudge: ['action'],
  sell: ['selling'],
  deborah: ['deborah'],
};

const GAME_OVER = fail('GAME_OVER');

function decide(d: Draft, seat: Seat, move: Exclude<Move, { type: 'timeout' | 'resign' }>, events: Event[]) {
  switch (move.type) {
    case 'chooseInvestor':
      return playChooseInvestor(d, seat, move, events);
    case 'supply':
      return playSupply(d, seat, move, events);
    case 'moveCard':
      return playMoveCard(d, seat, move, events);
    case 'inspectPile':
      return playInspectPile(d, seat, move, events);
    case 'skipPower':
      return playSkipPower(d, seat, events);
    case 'peek':
      return playPeek(d, seat, move, events);
    case 'bid':
      return playBid(d, seat, move, events);
    case 'playAction':
      return playAction(d, seat, move, events);
    case 'nudge':
      return playNudge(d, seat, move, events);
    case 'sell':
      return playSell(d, seat, move, events);
    case 'deborah':
      return playDeborah(d, seat, move, events);
    default:
      return assertNever(move);
  }
}

/** spec 7: the common checks in order, then the move's own checks and effects. Nothing changes on a violation. */
export function play(state: State, seat: Seat, move: Move): Result<Transition<State, Event>> {
  const me: SeatState | undefined = Number.isInteger(seat) ? state.seats[seat] : undefined;
  if (me === undefined) throw new Error(`play: seat ${seat} is not in this match`);
  if (state.phase === 'over') return GAME_OVER;
  const events: Event[] = [];
  if (move.type === 'resign') {
    if (me.resigned) return fail('ALREADY_RESIGNED');
    const d = new Draft(state);
    playResign(d, seat, events);
    return ok({ state: d.finish(), events });
  }
  if (move.type === 'timeout') {
    if (state.options.turnSeconds === 0 && !me.resigned) return fail('NOT_TIMED');
    if (!isToAct(state, seat)) return fail('NOT_YOUR_TURN');
    const d = new Draft(state);
    events.push({ type: 'timedOut', seat });
    const bad = decide(d, seat, defaultMove(state, seat) as Exclude<Move, { type: 'timeout' | 'resign' }>, events);
    if (bad !== null) throw new Error(`the default move was refused: ${bad.code}`);
    return ok({ state: d.finish(), events });
  }
  if (!PHASES[move.type].includes(state.phase)) return fail('WRONG_PHASE', { phase: state.phase });
  if (!isToAct(state, seat)) return fail('NOT_YOUR_TURN');
  const d = new Draft(state);
  const bad: Violation | null = decide(d, seat, move, events);
  if (bad !== null) return { ok: false, error: bad };
  return ok({ state: d.finish(), events });
}
