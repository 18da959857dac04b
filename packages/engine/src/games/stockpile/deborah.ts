import type { Seat } from '../../core/game.ts';
import type { Violation } from './codes.ts';
import { isCompanyId } from './companies.ts';
import { DEBORAH_PER_SHARE } from './config.ts';
import { hasUnused } from './derived.ts';
import type { Draft } from './draft.ts';
import { endRound } from './flow.ts';
import { dividend } from './ticker.ts';
import type { DeborahMove, Event, SeatState } from './types.ts';

/** spec 8.11: after Movement, a $1,000 dividend on one company, paid to every holder; then the round ends. */
export function playDeborah(d: Draft, seat: Seat, move: DeborahMove, events: Event[]): Violation | null {
  if (!hasUnused(d.seats[seat] as SeatState, 'deborah')) return { code: 'POWER_NOT_AVAILABLE' };
  if (!isCompanyId(move.company)) return { code: 'NO_SUCH_COMPANY' };
  d.powersUsedW(seat).push('deborah');
  dividend(d, move.company, DEBORAH_PER_SHARE, 'deborah', events);
  endRound(d, events);
  return null;
}
