import type { Seat } from '../../../core/game.ts';
import { ok, type Result } from '../../../core/result.ts';
import { fail } from '../codes.ts';
import { cardInfo, type CardInfo, type Color } from '../config.ts';
import { activeCount, isLastRound } from '../derived.ts';
import { patchState } from '../patch.ts';
import { resolveCard, type CardEffects } from '../resolve-card.ts';
import { endGame, endTurn } from '../turn.ts';
import type { Event, State, PlayCardMove, SeatState } from '../types.ts';

/** spec 7.2 checks 14-17 for a card move of `seat`; the card's info when the move is legal. */
function checkCard(state: State, seat: Seat, move: PlayCardMove): Result<CardInfo> {
  const me = state.seats[seat] as SeatState;
  if (!me.hand.includes(move.card)) return fail('CARD_NOT_IN_HAND', { card: move.card });
  const card = cardInfo(move.card) as CardInfo;
  if (move.assign.length !== card.free.length) {
    return fail('WRONG_ASSIGN_COUNT', { expected: card.free.length, got: move.assign.length });
  }
  const { assign } = move;
  for (const c of assign) if (c === card.color) return fail('ASSIGN_OWN_COLOR', { color: c });
  for (let i = 1; i < assign.length; i++) {
    for (let j = 0; j < i; j++)
      if (assign[i] === assign[j]) return fail('ASSIGN_DUPLICATE_COLOR', { color: assign[i] as Color });
  }
  return ok(card);
}

/** spec 8.4 step 6: after the card, the game may end, the turn may end, or trade2 follows. */
export function afterCard(state: State, effects: CardEffects, mover: Seat, events: Event[]): State {
  if (activeCount(effects.seats) < 2) return endGame(state, events, effects);
  if ((effects.seats[mover] as SeatState).status !== 'active' || isLastRound(state)) {
    return endTurn(state, events, effects);
  }
  return patchState(state, { stage: 'trade2', prices: effects.prices, seats: effects.seats, undealt: effects.undealt });
}

/** The `playCard` move (spec 7.3): checks, resolution, and what follows. */
export function playCard(state: State, seat: Seat, move: PlayCardMove, events: Event[]): Result<State> {
  const checked = checkCard(state, seat, move);
  if (!checked.ok) return checked;
  const effects = resolveCard(state, seat, checked.value, move.assign, events);
  return ok(afterCard(state, effects, seat, events));
}
