import type { Deadline } from '../../core/game.ts';
import { toAct } from './to-act.ts';
import type { Move, State } from './types.ts';

const TIMEOUT: Move = Object.freeze({ type: 'timeout' });
const NONE: readonly Deadline<Move>[] = Object.freeze([]);

/**
 * What changes with every decision of a phase, so that a key names one decision: a decision opens when a seat enters
 * toAct or stays in it after a move (spec 6.2). A peek changes nothing here, so it keeps the clock running.
 */
function decisionMark(state: State): string {
  switch (state.phase) {
    case 'demand': {
      // Every bid fills a pile or raises one, so the sum of (amount + 1) over bids grows with each bid.
      let total = 0;
      for (const p of state.piles) if (p.bid !== null) total += p.bid.amount + 1;
      return `${state.demand?.acting ?? 0}:${total}`;
    }
    case 'action':
    case 'prep': {
      const seat = toAct(state)[0] ?? 0;
      const s = state.seats[seat];
      return `${seat}:${s?.actions.length ?? 0}:${s?.powersUsed.length ?? 0}`;
    }
    default:
      return `${state.step}`;
  }
}

/**
 * spec 6.2: every decision has turnSeconds from the moment it opens; the server then submits `timeout` (8.13). The
 * simultaneous investors phase is one deadline for every seat that still has to choose. Declared with 0 seconds when
 * turnSeconds is 0 (a live table then runs no clock). Every other phase waits for one seat's decision in sequence
 * (spec 6.1), which spends that seat's bank at a turn-based table; the investors phase is a phase there.
 */
export function deadlines(state: State): readonly Deadline<Move>[] {
  if (state.phase === 'over') return NONE;
  const seats = toAct(state);
  if (seats.length === 0) return NONE;
  const key = `r${state.round}:${state.phase}:${decisionMark(state)}`;
  const seconds = state.options.turnSeconds;
  const [only] = seats;
  if (state.phase !== 'investors' && seats.length === 1 && only !== undefined)
    return [{ key, seconds, spends: only, seats, move: TIMEOUT }];
  return [{ key, seconds, seats, move: TIMEOUT }];
}
