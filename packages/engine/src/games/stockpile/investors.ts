import type { Seat } from '../../core/game.ts';
import type { Violation } from './codes.ts';
import { INVESTORS, investorsKept, type InvestorId } from './config.ts';
import type { Draft } from './draft.ts';
import { startRound } from './round-start.ts';
import type { ChooseInvestorMove, Event, SeatState } from './types.ts';

/** spec 8.14: cash from the kept cards (2p: the sum of both 2p values), replacing START_CASH. */
export function investorCash(players: number, kept: readonly InvestorId[]): number {
  let cash = 0;
  for (const id of kept) cash += players === 2 ? INVESTORS[id].cash2p : INVESTORS[id].cash;
  return cash;
}

/** spec 7 chooseInvestor, 8.14: keep 1 (2p: 2), the rest to the bottom of the deck; all revealed at the end. */
export function playChooseInvestor(d: Draft, seat: Seat, move: ChooseInvestorMove, events: Event[]): Violation | null {
  const me = d.seats[seat] as SeatState;
  const ids = move.investors;
  if (ids.length !== investorsKept(d.players) || new Set(ids).size !== ids.length) return { code: 'WRONG_COUNT' };
  for (const id of ids) if (!(me.investorOffer as readonly string[]).includes(id)) return { code: 'NOT_OFFERED' };
  const kept = me.investorOffer.filter((id) => ids.includes(id));
  const rest = me.investorOffer.filter((id) => !ids.includes(id));
  const w = d.seatW(seat);
  w.investors = kept;
  w.investorOffer = [];
  d.investorDeck = [...d.investorDeck, ...rest];
  events.push({ type: 'investorChosen', seat });
  if (d.seats.some((s) => s.investorOffer.length > 0)) return null;
  const cash: number[] = [];
  for (let s = 0; s < d.players; s++) {
    const c = investorCash(d.players, (d.seats[s] as SeatState).investors);
    d.seatW(s).cash = c;
    cash.push(c);
  }
  events.push({ type: 'investorsRevealed', investors: d.seats.map((s) => s.investors), cash });
  startRound(d, events);
  return null;
}
