import type { Seat } from '../../../core/game.ts';
import type { Violation } from '../codes.ts';
import type { Draft } from '../draft.ts';
import { afterSupplyPlacement } from '../flow.ts';
import type { Event, SeatState, SupplyMove } from '../types.ts';

// The placer's knowledge, shared (PileCard.knownTo is replaced, never written in place).
const PLACER: readonly (readonly Seat[])[] = Array.from({ length: 5 }, (_, s) => Object.freeze([s]));

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
  const hand = me.hand.length === 2 ? [] : me.hand.filter((c) => c !== faceUp.card && c !== faceDown.card);
  d.seatW(seat).hand = hand;
  const knownTo = PLACER[seat] ?? [seat];
  d.pileW(faceUp.pile).cards.push({ card: faceUp.card, faceUp: !hide, knownTo });
  events.push({ type: 'cardPlaced', seat, pile: faceUp.pile, faceUp: !hide, card: faceUp.card });
  d.pileW(faceDown.pile).cards.push({ card: faceDown.card, faceUp: false, knownTo });
  events.push({ type: 'cardPlaced', seat, pile: faceDown.pile, faceUp: false, card: faceDown.card });
  afterSupplyPlacement(d, events);
  return null;
}
