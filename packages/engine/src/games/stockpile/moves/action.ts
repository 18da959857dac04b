import type { Seat } from '../../../core/game.ts';
import type { Violation } from '../codes.ts';
import { infoOf } from '../cards.ts';
import { isCompanyId } from '../companies.ts';
import { ACTION_STEPS } from '../config.ts';
import { hasUnused } from '../derived.ts';
import type { Draft } from '../draft.ts';
import { afterAction } from '../flow.ts';
import { moveTicker } from '../ticker.ts';
import type { Event, NudgeMove, PlayActionMove, SeatState } from '../types.ts';

/** spec 8.8: a Boom (+2) or Bust (-2) card won this round, on any company (D9). */
export function playAction(d: Draft, seat: Seat, move: PlayActionMove, events: Event[]): Violation | null {
  const me = d.seats[seat] as SeatState;
  const at = me.actions.indexOf(move.card);
  if (at < 0) return { code: 'CARD_NOT_HELD' };
  if (!isCompanyId(move.company)) return { code: 'NO_SUCH_COMPANY' };
  const info = infoOf(move.card);
  if (info.kind !== 'action') throw new Error(`a non-action card ${move.card} among the actions`);
  d.actionsW(seat).splice(at, 1);
  events.push({ type: 'actionPlayed', seat, card: move.card, company: move.company });
  moveTicker(d, move.company, ACTION_STEPS[info.action], 'action', events);
  afterAction(d);
  return null;
}

/** spec 8.14 Crazy Cramer: once a round in his Action turn, one company one step. */
export function playNudge(d: Draft, seat: Seat, move: NudgeMove, events: Event[]): Violation | null {
  if (!hasUnused(d.seats[seat] as SeatState, 'cramer')) return { code: 'POWER_NOT_AVAILABLE' };
  if (!isCompanyId(move.company)) return { code: 'NO_SUCH_COMPANY' };
  if (move.delta !== 1 && move.delta !== -1) return { code: 'BAD_DELTA' };
  d.powersUsedW(seat).push('cramer');
  events.push({ type: 'nudged', seat, company: move.company, delta: move.delta });
  moveTicker(d, move.company, move.delta, 'nudge', events);
  afterAction(d);
  return null;
}
