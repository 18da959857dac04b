import type { Seat } from '../../core/game.ts';
import { actionSeat, deborahSeat, orderAt, pendingPrep } from './derived.ts';
import type { State } from './types.ts';

// toAct runs before every move: one frozen array per seat instead of an allocation each time.
const ONE: readonly (readonly Seat[])[] = Array.from({ length: 5 }, (_, s) => Object.freeze([s]));
const NOBODY: readonly Seat[] = Object.freeze([]);

function one(seat: Seat | null | undefined): readonly Seat[] {
  return seat === null || seat === undefined ? NOBODY : (ONE[seat] ?? [seat]);
}

/** spec 6.1: the seats the game waits for; several only in the investors phase. */
export function toAct(state: State): readonly Seat[] {
  switch (state.phase) {
    case 'over':
      return NOBODY;
    case 'investors': {
      const out: Seat[] = [];
      state.seats.forEach((s, i) => {
        if (s.investorOffer.length > 0) out.push(i);
      });
      return out;
    }
    case 'supply':
      return one(orderAt(state, state.step % state.players));
    case 'prep':
      return one(pendingPrep(state)?.seat);
    case 'demand':
      return one(state.demand === null ? null : state.demand.slots[state.demand.acting]);
    case 'action':
      return one(actionSeat(state));
    case 'selling':
      return one(orderAt(state, state.step));
    case 'deborah':
      return one(deborahSeat(state));
  }
}

/** Whether the game waits for `seat`. */
export function isToAct(state: State, seat: Seat): boolean {
  return toAct(state).includes(seat);
}
