import type { Seat } from '../../../core/game.ts';
import type { Draft } from '../draft.ts';
import { rankEarlyEnd } from '../outcome.ts';
import { endGame } from '../scoring.ts';
import type { Event } from '../types.ts';

/** spec 6.3: the seat is marked and a stand-in plays it; one seat left ends the game at once (11.3). */
export function playResign(d: Draft, seat: Seat, events: Event[]): void {
  d.seatW(seat).resigned = true;
  d.resignOrder = [...d.resignOrder, seat];
  events.push({ type: 'resigned', seat });
  if (d.seats.filter((s) => !s.resigned).length <= 1) endGame(d, rankEarlyEnd(d.seats, d.resignOrder), events);
}
