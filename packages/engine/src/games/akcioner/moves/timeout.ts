import type { Seat } from '../../../core/game.ts';
import { unwrap } from '../../../core/result.ts';
import { type CardInfo, type Color, cardInfo } from '../config.ts';
import { capital } from '../derived.ts';
import { cardMoves } from '../legal.ts';
import { resolveCard } from '../resolve-card.ts';
import type { Event, State, PlayCardMove, SeatState } from '../types.ts';
import { afterCard } from './play-card.ts';
import { playTrade } from './trade.ts';

/**
 * spec 8.7: among all (card, assign) in canonical order, the one that maximises the mover's capital minus the best
 * other active capital after resolution (steps 1-4); ties go to the earliest. The other active seats are those active
 * after steps 1-4, i.e. before the card: step 5's bankruptcies are not simulated (a seat the card leaves bankrupt
 * still counts, at its capital then, which step 5 does not change).
 */
export function defaultCard(state: State, mover: Seat): PlayCardMove {
  let best: PlayCardMove | undefined;
  let bestScore = -Infinity;
  for (const move of cardMoves(state, mover)) {
    const after = resolveCard(state, mover, cardInfo(move.card) as CardInfo, move.assign, null);
    let others = 0;
    let any = false;
    after.seats.forEach((s, i) => {
      if (i === mover || state.seats[i]?.status !== 'active') return;
      const c = capital(s, after.prices);
      others = any ? Math.max(others, c) : c;
      any = true;
    });
    const score = capital(after.seats[mover] as SeatState, after.prices) - others;
    if (score > bestScore) {
      bestScore = score;
      best = move;
    }
  }
  if (best === undefined) throw new Error('defaultCard: the mover has no card');
  return best;
}

/** spec 7.4: pass trade1, play the default card, pass trade2, each with its normal events. */
export function playTimeout(state: State, seat: Seat, events: Event[]): State {
  events.push({ type: 'timedOut', seat, stage: state.stage as NonNullable<State['stage']> });
  let s = state;
  if (s.stage === 'trade1') s = pass(s, seat, events);
  if (s.stage === 'card') {
    const move = defaultCard(s, seat);
    const effects = resolveCard(s, seat, cardInfo(move.card) as CardInfo, move.assign as Color[], events);
    s = afterCard(s, effects, seat, events);
  }
  if (s.phase === 'playing' && s.toMove === seat && s.stage === 'trade2') s = pass(s, seat, events);
  return s;
}

function pass(state: State, seat: Seat, events: Event[]): State {
  // An empty trade cannot fail in a trade stage of the seat's own turn.
  return unwrap(playTrade(state, seat, { type: 'trade', orders: {} }, events), 'timeout: pass');
}
