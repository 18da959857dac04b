import type { Seat } from '../../../core/game.ts';
import type { Violation } from '../codes.ts';
import { pendingPrep } from '../derived.ts';
import type { Draft } from '../draft.ts';
import { enterDemand } from '../flow.ts';
import type { Event, InspectPileMove, MoveCardMove, Pile, PileCard } from '../types.ts';

const POWER_NOT_AVAILABLE: Violation = { code: 'POWER_NOT_AVAILABLE' };
const NO_SUCH_PILE: Violation = { code: 'NO_SUCH_PILE' };

function pileAt(d: Draft, p: number): Pile | undefined {
  return Number.isInteger(p) ? d.piles[p] : undefined;
}

/** Marks the power used; Demand starts when no prep power is pending (spec 6.1). */
export function finishPower(d: Draft, seat: Seat, power: 'mark' | 'warren'): void {
  d.powersUsedW(seat).push(power);
  if (pendingPrep(d) === null) enterDemand(d);
}

/** spec 8.14 Maverick Mark: one pile card, face and knowledge kept, to the end of another pile. */
export function playMoveCard(d: Draft, seat: Seat, move: MoveCardMove, events: Event[]): Violation | null {
  if (pendingPrep(d)?.power !== 'mark') return POWER_NOT_AVAILABLE;
  const from = pileAt(d, move.from);
  if (from === undefined || pileAt(d, move.to) === undefined) return NO_SUCH_PILE;
  if (move.from === move.to) return { code: 'SAME_PILE' };
  const card = Number.isInteger(move.index) ? from.cards[move.index] : undefined;
  if (card === undefined) return { code: 'NO_SUCH_CARD' };
  d.pileW(move.from).cards.splice(move.index, 1);
  d.pileW(move.to).cards.push(card);
  events.push({ type: 'cardMoved', seat, from: move.from, index: move.index, to: move.to });
  finishPower(d, seat, 'mark');
  return null;
}

/** spec 8.14 Wise Warren: learns every face-down card of one pile. */
export function playInspectPile(d: Draft, seat: Seat, move: InspectPileMove, events: Event[]): Violation | null {
  if (pendingPrep(d)?.power !== 'warren') return POWER_NOT_AVAILABLE;
  const pile = pileAt(d, move.pile);
  if (pile === undefined) return NO_SUCH_PILE;
  const unseen = (c: PileCard): boolean => !c.faceUp && !c.knownTo.includes(seat);
  if (pile.cards.some(unseen)) {
    const cards = d.pileW(move.pile).cards;
    cards.forEach((c, i) => {
      if (unseen(c)) cards[i] = { card: c.card, faceUp: c.faceUp, knownTo: [...c.knownTo, seat] };
    });
  }
  events.push({ type: 'pileInspected', seat, pile: move.pile, cards: pile.cards.map((c) => c.card) });
  finishPower(d, seat, 'warren');
  return null;
}
