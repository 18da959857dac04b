import type { Seat } from '../../../core/game.ts';
import type { Violation } from '../codes.ts';
import { hasUnused, pendingPrep } from '../derived.ts';
import type { Draft } from '../draft.ts';
import { afterAction, endRound } from '../flow.ts';
import type { Event, SeatState } from '../types.ts';
import { finishPower } from './prep.ts';

/** spec 7 skipPower: declines the optional power offered now (Mark, Warren, Cramer, Deborah). */
export function playSkipPower(d: Draft, seat: Seat, events: Event[]): Violation | null {
  const me = d.seats[seat] as SeatState;
  switch (d.phase) {
    case 'prep': {
      const pending = pendingPrep(d);
      if (pending === null || pending.seat !== seat) return { code: 'POWER_NOT_AVAILABLE' };
      finishPower(d, seat, pending.power);
      return null;
    }
    case 'action':
      if (!hasUnused(me, 'cramer')) return { code: 'POWER_NOT_AVAILABLE' };
      d.powersUsedW(seat).push('cramer');
      afterAction(d);
      return null;
    case 'deborah':
      if (!hasUnused(me, 'deborah')) return { code: 'POWER_NOT_AVAILABLE' };
      d.powersUsedW(seat).push('deborah');
      endRound(d, events);
      return null;
    default:
      throw new Error(`skipPower in phase ${d.phase}`);
  }
}
