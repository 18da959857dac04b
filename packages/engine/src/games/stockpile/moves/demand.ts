import type { Seat } from '../../../core/game.ts';
import type { Violation } from '../codes.ts';
import { checkBid, placeBid } from '../bidding.ts';
import { resolveDemand } from '../demand.ts';
import { hasUnused } from '../derived.ts';
import type { Draft } from '../draft.ts';
import type { BidMove, Event, ForecastPair, PeekMove, PeekTarget, SeatState } from '../types.ts';
import { replaceAt } from '../../../core/update.ts';

/** spec 8.6: a bid by the acting slot's seat; the last unplaced slot filled resolves the auction (8.7). */
export function playBid(d: Draft, seat: Seat, move: BidMove, events: Event[]): Violation | null {
  const bad = checkBid(d, seat, move.pile, move.amount);
  if (bad !== null) return bad;
  if (placeBid(d, seat, move.pile, move.amount, events)) resolveDemand(d, events);
  return null;
}

/** The pair a peek target names, unless it is not a pair the seat could peek at (spec 7 peek). */
export function peekTarget(
  d: { readonly seats: readonly SeatState[]; readonly hiddenPairs: readonly ForecastPair[] },
  seat: Seat,
  t: PeekTarget,
): ForecastPair | null {
  let pair: ForecastPair | undefined;
  if ('hidden' in t) pair = Number.isInteger(t.hidden) ? d.hiddenPairs[t.hidden] : undefined;
  else if (Number.isInteger(t.seat) && t.seat !== seat && Number.isInteger(t.index))
    pair = d.seats[t.seat]?.pairs[t.index];
  return pair === undefined || pair.knownTo.includes(seat) ? null : pair;
}

/** spec 8.14 MayKnow Martha: once a round, before her bid, she learns one pair; her turn goes on. */
export function playPeek(d: Draft, seat: Seat, move: PeekMove, events: Event[]): Violation | null {
  if (!hasUnused(d.seats[seat] as SeatState, 'martha')) return { code: 'POWER_NOT_AVAILABLE' };
  const pair = peekTarget(d, seat, move.target);
  if (pair === null) return { code: 'NO_SUCH_TARGET' };
  const seen: ForecastPair = { company: pair.company, forecast: pair.forecast, knownTo: [...pair.knownTo, seat] };
  const t = move.target;
  if ('hidden' in t) d.hiddenPairs = replaceAt(d.hiddenPairs, t.hidden, seen);
  else d.pairsW(t.seat)[t.index] = seen;
  d.powersUsedW(seat).push('martha');
  const target: PeekTarget = 'hidden' in t ? { hidden: t.hidden } : { seat: t.seat, index: t.index };
  events.push({ type: 'pairPeeked', seat, target, pair: { company: pair.company, forecast: pair.forecast } });
  return null;
}
