import type { CardId } from './cards.ts';
import { COMPANIES, type CompanyId } from './companies.ts';
import { FORECAST_ORDER, PRIVATE_PAIRS, PUBLIC_PAIRS, per, type ForecastId } from './config.ts';
import type { Draft } from './draft.ts';
import type { Event, ForecastPair, Pile, SeatState } from './types.ts';

// Shared and frozen: knowledge lists are replaced, never written in place, and a draft copies a pile before it
// writes to it.
const PLACER: readonly (readonly number[])[] = Array.from({ length: 5 }, (_, s) => Object.freeze([s]));
const EVERYONE: readonly (readonly number[])[] = Array.from({ length: 6 }, (_, n) =>
  Object.freeze(Array.from({ length: n }, (_, s) => s)),
);
const NOBODY: readonly number[] = Object.freeze([]);
const EMPTY_PILE: Pile = Object.freeze({ cards: Object.freeze([]), bid: null });

/** Empty piles for a table (spec 8.1 step 1). */
export function emptyPiles(count: number): Pile[] {
  const piles: Pile[] = [];
  for (let p = 0; p < count; p++) piles.push(EMPTY_PILE);
  return piles;
}

/** spec 8.1 steps 2-3: shuffle companies, then forecasts, pair them and hand them out. */
export function dealPairs(d: Draft, events: Event[]): void {
  const rng = d.rng();
  const cs = rng.shuffle(COMPANIES.slice());
  const fs = rng.shuffle(FORECAST_ORDER.slice());
  const pairs = cs.map((company, k) => ({ company, forecast: fs[k] as ForecastId }));
  setPairs(d, pairs, events);
}

/**
 * spec 8.1 step 3: pair k goes to order[k] (2p: pairs 0 and 2 to o0, 1 and 3 to o1); then the public pair; the rest
 * are hidden. Also used by a position that lists its pairs in the same order.
 */
export function setPairs(d: Draft, pairs: readonly { company: CompanyId; forecast: ForecastId }[], events: Event[]) {
  const n = d.players;
  const perSeat = per(PRIVATE_PAIRS, n);
  const publicCount = per(PUBLIC_PAIRS, n);
  for (let k = 0; k < n; k++) {
    const seat = d.orderAt(k);
    const own: ForecastPair[] = [];
    const plain: { company: CompanyId; forecast: ForecastId }[] = [];
    for (let r = 0; r < perSeat; r++) {
      const p = pairs[r * n + k] as { company: CompanyId; forecast: ForecastId };
      own.push({ company: p.company, forecast: p.forecast, knownTo: PLACER[seat] ?? [seat] });
      plain.push(p);
    }
    d.seatW(seat).pairs = own;
    events.push({ type: 'pairsDealt', seat, pairs: plain, count: plain.length });
  }
  const privateCount = perSeat * n;
  const publicPairs: ForecastPair[] = [];
  for (let k = privateCount; k < privateCount + publicCount; k++) {
    const p = pairs[k] as { company: CompanyId; forecast: ForecastId };
    publicPairs.push({ company: p.company, forecast: p.forecast, knownTo: EVERYONE[n] ?? [] });
    events.push({ type: 'publicPair', company: p.company, forecast: p.forecast });
  }
  d.publicPairs = publicPairs;
  const hidden: ForecastPair[] = [];
  for (let k = privateCount + publicCount; k < pairs.length; k++) {
    const p = pairs[k] as { company: CompanyId; forecast: ForecastId };
    hidden.push({ company: p.company, forecast: p.forecast, knownTo: NOBODY });
  }
  d.hiddenPairs = hidden;
  events.push({ type: 'hiddenPairs', count: hidden.length });
}

/** spec 8.1 step 4 (option seedPiles): one face-up deck card on each pile. */
export function seedPiles(d: Draft, events: Event[]): void {
  for (let p = 0; p < d.piles.length; p++) {
    const card = d.draw();
    d.pileW(p).cards.push({ card, faceUp: true, knownTo: [] });
    events.push({ type: 'pileSeeded', pile: p, card });
  }
}

/** spec 8.1 step 5: two cards from the top to each seat in turn order (the first two drawn to order[0]). */
export function dealBatch(d: Draft, events: Event[], only?: (seat: number) => boolean): void {
  let count = 0;
  for (let k = 0; k < d.players; k++) if (only === undefined || only(d.orderAt(k))) count++;
  const top = d.drawMany(2 * count);
  let at = 0;
  for (let k = 0; k < d.players; k++) {
    const seat = d.orderAt(k);
    if (only !== undefined && !only(seat)) continue;
    const cards = [top[at] as CardId, top[at + 1] as CardId];
    at += 2;
    const hand = (d.seats[seat] as SeatState).hand;
    d.seatW(seat).hand = hand.length === 0 ? cards : [...hand, ...cards];
    events.push({ type: 'handDealt', seat, cards, count: cards.length });
  }
}

/** spec 8.1: Information and the automatic part of Supply. */
export function startRound(d: Draft, events: Event[]): void {
  events.push({ type: 'roundStarted', round: d.round, firstPlayer: d.firstPlayer });
  for (let s = 0; s < d.players; s++) {
    const seat = d.seats[s] as SeatState;
    // Fresh arrays, never shared ones: the draft may write into what it has assigned.
    if (seat.powersUsed.length > 0) d.seatW(s).powersUsed = [];
  }
  d.setPiles(emptyPiles(d.piles.length));
  dealPairs(d, events);
  if (d.options.seedPiles) seedPiles(d, events);
  dealBatch(d, events);
  d.phase = 'supply';
  d.step = 0;
  d.demand = null;
  if (d.sales.length > 0) d.sales = [];
}
