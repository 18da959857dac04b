import type { Seat } from '../../../core/game.ts';
import type { Violation } from '../../../core/result.ts';
import type { Draft } from '../draft.ts';
import { afterSupplyPlacement } from '../flow.ts';
import type { Event, SeatState, SupplyMove } from '../types.ts';

const validPile = (d: Draft, p: number): boolean => Number.isInteger(p) && p >= 0 && p < d.piles.length;

/** spec 7 supply, 8.5: one card face up, one face down (Stuart may hide both); both may share a pile. */
export function playSupply(d: Draft, seat: Seat, move: SupplyMove, events: Event[]): Violation | null {
  const me = d.seats[seat] as SeatState;
  const { faceUp, faceDown } = move;
  if (!me.hand.includes(faceUp.card) || !me.hand.includes(faceDown.card)) return { code: 'CARD_NOT_IN_HAND' };
  if (faceUp.card === faceDown.card) return { code: 'SAME_CARD' };
  if (!validPile(d, faceUp.pile) || !validPile(d, faceDown.pile)) return { code: 'NO_SUCH_PILE' };
  const hide = move.hideBoth === true;
  if (hide && !me.investors.includes('stuart')) return { code: 'POWER_NOT_AVAILABLE' };
  const hand = d.handW(seat);
  hand.splice(hand.indexOf(faceUp.card), 1);
  hand.splice(hand.indexOf(faceDown.card), 1);
  d.pileW(faceUp.pile).cards.push({ card: faceUp.card, faceUp: !hide, knownTo: [seat] });
  events.push({ type: 'cardPlaced', seat, pile: faceUp.pile, faceUp: !hide, card: faceUp.card });
  d.pileW(faceDown.pile).cards.push({ card: faceDown.card, faceUp: false, knownTo: [seat] });
  events.push({ type: 'cardPlaced', seat, pile: faceDown.pile, faceUp: false, card: faceDown.card });
  afterSupplyPlacement(d, events);
  return null;
}
