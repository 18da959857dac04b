import type { Seat } from '../../core/game.ts';
import { activeSeats, effectiveHolder, isActive, type Ledger } from './accounts.ts';
import type { State } from './types.ts';

/** Spec 6.1: the active firm's effective holder in the board phase; the active seats not yet ready otherwise. */
export function toAct(state: State): readonly Seat[] {
  switch (state.phase) {
    case 'finished':
      return [];
    case 'board':
      return state.activeFirm === null ? [] : [effectiveHolder(state, state.activeFirm)];
    case 'auction':
    case 'session':
    case 'meeting':
      return activeSeats(state).filter((s) => state.ready[s] !== true);
  }
}

/**
 * Spec 6.1: `transfer`, `issueToken` and `resign` are legal out of turn in every phase but finished, and in the
 * simultaneous phases a ready seat may still act (orders, cancels, unready). So every active seat may act. A view
 * has what it reads: the table offers moves exactly when this says so.
 */
export function mayAct(state: Ledger & Pick<State, 'phase'>, seat: Seat): boolean {
  return state.phase !== 'finished' && isActive(state, seat);
}
