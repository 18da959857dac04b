import type { Seat } from '../../core/game.ts';
import { NO_SHARES } from './config.ts';
import { computeOutcome } from './outcome.ts';
import { patchState } from './patch.ts';
import type { AkcionerEvent, AkcionerState } from './types.ts';

/** spec 11.1: the game ends; `gameEnded` carries the ranking and scores. */
export function endGame(state: AkcionerState, events: AkcionerEvent[]): AkcionerState {
  const finished = patchState(state, { phase: 'finished', toMove: null, stage: null, locked: NO_SHARES });
  const { ranking, scores } = computeOutcome(finished);
  events.push({ type: 'gameEnded', ranking, scores });
  return finished;
}

/** spec 6 / 8.6: pass the turn to the next active seat in `order`; a wrap starts a new round or ends the game. */
export function endTurn(state: AkcionerState, events: AkcionerEvent[]): AkcionerState {
  const { order, seats } = state;
  const from = order.indexOf(state.toMove as Seat);
  let round = state.round;
  let next: Seat | null = null;
  for (let k = 1; k <= order.length; k++) {
    const idx = from + k;
    if (idx === order.length) round += 1;
    const s = order[idx % order.length] as Seat;
    if (seats[s]?.status === 'active') {
      next = s;
      break;
    }
  }
  // At least two seats are active whenever a turn ends (the early end runs first), so `next` is found.
  if (next === null) throw new Error('endTurn: no active seat');
  if (round > state.roundsTotal) return endGame(state, events);
  return startTurn(state, next, round, events);
}

/** A new turn for `seat` in `round`: stage card in the last round (no trading), else trade1; nothing locked. */
export function startTurn(state: AkcionerState, seat: Seat, round: number, events: AkcionerEvent[]): AkcionerState {
  const lastRound = round === state.roundsTotal;
  events.push({ type: 'turnStarted', seat, round, lastRound });
  return patchState(state, { round, toMove: seat, stage: lastRound ? 'card' : 'trade1', locked: NO_SHARES });
}
