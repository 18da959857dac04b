import type { Seat } from '../../../core/game.ts';
import { compareCards, NO_SHARES } from '../config.ts';
import { activeCount } from '../derived.ts';
import { replaceAt } from '../../../core/update.ts';
import { patchSeat, patchState } from '../patch.ts';
import { endGame, endTurn } from '../turn.ts';
import type { Event, State, SeatState } from '../types.ts';

/** spec 7.5: shares forfeited, cash kept, hand discarded unseen; the game or the turn may end. */
export function playResign(state: State, seat: Seat, events: Event[]): State {
  const me = state.seats[seat] as SeatState;
  const outSeq = 1 + Math.max(0, ...state.seats.map((s) => s.outSeq ?? 0));
  const seats = replaceAt(
    state.seats,
    seat,
    patchSeat(me, { status: 'resigned', shares: NO_SHARES, hand: [], outSeq }),
  );
  const undealt = [...state.undealt, ...me.hand].sort(compareCards);
  events.push({ type: 'seatEliminated', seat, reason: 'resigned' });
  if (activeCount(seats) < 2) return endGame(state, events, { seats, undealt });
  if (state.toMove === seat) return endTurn(state, events, { seats, undealt });
  return patchState(state, { seats, undealt });
}
