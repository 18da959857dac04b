import type { Seat } from '../../../core/game.ts';
import type { Violation } from '../codes.ts';
import type { Draft } from '../draft.ts';
import { afterSell } from '../flow.ts';
import { applySell, checkSell } from '../selling.ts';
import type { Event, SeatState, SellMove } from '../types.ts';

/** spec 8.9: one selling decision per seat in turn order; `{}` passes. After the last, Movement runs. */
export function playSell(d: Draft, seat: Seat, move: SellMove, events: Event[]): Violation | null {
  const bad = checkSell(d.seats[seat] as SeatState, move.cards);
  if (bad !== null) return bad;
  applySell(d, seat, move.cards, events);
  afterSell(d, events);
  return null;
}
