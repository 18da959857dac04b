import type { Seat } from '../../core/game.ts';
import { NO_SHARES } from './config.ts';
import { isLastRound } from './derived.ts';
import { computeOutcome } from './outcome.ts';
import { patchState, type StateChanges } from './patch.ts';
import type { Event, State } from './types.ts';

const NONE: StateChanges = Object.freeze({});

/** spec 11.1: the game ends; `gameEnded` carries the ranking and scores. */
export function endGame(state: State, events: Event[], changes: StateChanges = NONE): State {
  const finished = patchState(state, {
    phase: 'finished',
    toMove: null,
    stage: null,
    locked: NO_SHARES,
    prices: changes.prices,
    seats: changes.seats,
    undealt: changes.undealt,
  });
  const { ranking, scores } = computeOutcome(finished);
  events.push({ type: 'gameEnded', ranking, scores });
  return finished;
}

/**
 * spec 6 / 8.6: pass the turn to the next active seat in `order`; a wrap starts a new round or ends
 * the game. `changes` (the move's own effects) are folded into the one new state.
 */
export function endTurn(state: State, events: Event[], changes: StateChanges = NONE): State {
  const { order } = state;
  const seats = changes.seats ?? state.seats;
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
  if (round > state.roundsTotal) return endGame(state, events, changes);
  const lastRound = isLastRound({ round, roundsTotal: state.roundsTotal });
  events.push({ type: 'turnStarted', seat: next, round, lastRound });
  return patchState(state, {
    round,
    toMove: next,
    stage: lastRound ? 'card' : 'trade1',
    locked: NO_SHARES,
    prices: changes.prices,
    seats: changes.seats,
    undealt: changes.undealt,
  });
}
