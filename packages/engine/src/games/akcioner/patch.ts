import type { Shares } from './config.ts';
import type { State, SeatState } from './types.ts';

// Every move builds new state objects. Object spread with overridden keys (`{ ...state, stage }`) costs hundreds
// of nanoseconds per object on Node 20, explicit literals a few dozen, and the engine builds several per move; these
// constructors keep one property order (one hidden class) for each kind of object as well. They are Akcioner's
// own because they name its fields; replacing one seat of the list or one key of a record is core/update.ts's.

/** Fields to replace; an undefined field is kept (so callers can pass changes through without spreading). */
export type StateChanges = { readonly [K in keyof State]?: State[K] | undefined };

/** A copy of the state with some fields replaced. */
export function patchState(s: State, c: StateChanges): State {
  return {
    game: s.game,
    rulesVersion: s.rulesVersion,
    options: s.options,
    phase: c.phase ?? s.phase,
    prices: c.prices ?? s.prices,
    seats: c.seats ?? s.seats,
    order: s.order,
    round: c.round ?? s.round,
    roundsTotal: s.roundsTotal,
    toMove: c.toMove !== undefined ? c.toMove : s.toMove,
    stage: c.stage !== undefined ? c.stage : s.stage,
    locked: c.locked ?? s.locked,
    undealt: c.undealt ?? s.undealt,
    rng: s.rng,
  };
}

/** A copy of a seat with some fields replaced. */
export function patchSeat(s: SeatState, c: Partial<SeatState>): SeatState {
  return {
    status: c.status ?? s.status,
    cash: c.cash ?? s.cash,
    shares: c.shares ?? s.shares,
    hand: c.hand ?? s.hand,
    played: c.played ?? s.played,
    outSeq: c.outSeq !== undefined ? c.outSeq : s.outSeq,
  };
}

/** A fresh (mutable) copy of a Shares record. */
export function copyShares(s: Shares): { yellow: number; red: number; blue: number; green: number } {
  return { yellow: s.yellow, red: s.red, blue: s.blue, green: s.green };
}
