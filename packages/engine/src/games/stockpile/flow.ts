import { actionSeat, deborahSeat, pendingPrep, supplyQueue } from './derived.ts';
import type { Draft } from './draft.ts';
import { runMovement } from './movement.ts';
import { dealBatch, startRound } from './round-start.ts';
import { scoreGame } from './scoring.ts';
import type { Event } from './types.ts';

// The phase machine of spec 6.1: each function runs the automatic phases after a decision until the next decision.
// A phase whose toAct would be empty is skipped.

/** spec 8.5, 8.15: one Supply placement is done. */
export function afterSupplyPlacement(d: Draft, events: Event[]): void {
  d.step += 1;
  // spec 8.1 step 5 (2p): the second batch is dealt when both have placed once.
  if (d.players === 2 && d.step === 2) dealBatch(d, events);
  if (d.step < supplyQueue(d).length) return;
  enterPrepOrDemand(d);
}

/** spec 6.1: prep when a Mark or Warren power is pending, else Demand. */
export function enterPrepOrDemand(d: Draft): void {
  if (pendingPrep(d) !== null) {
    d.phase = 'prep';
    d.step = 0;
  } else enterDemand(d);
}

/** spec 8.6: order[0] bids first. */
export function enterDemand(d: Draft): void {
  d.phase = 'demand';
  d.step = 0;
  d.demand = { slots: supplyQueue(d), acting: 0, origin: 0, displaced: null };
}

/** spec 8.7 step 3. */
export function enterActionOrSelling(d: Draft): void {
  d.demand = null;
  d.step = 0;
  if (actionSeat(d) !== null) d.phase = 'action';
  else enterSelling(d);
}

/** After an Action move: Selling once nobody holds cards or an unused Cramer. */
export function afterAction(d: Draft): void {
  if (actionSeat(d) === null) enterSelling(d);
}

export function enterSelling(d: Draft): void {
  d.phase = 'selling';
  d.step = 0;
}

/** spec 8.9: after the last seller, Movement (8.10), then Deborah or the end of the round. */
export function afterSell(d: Draft, events: Event[]): void {
  d.step += 1;
  if (d.step < d.players) return;
  runMovement(d, events);
  if (deborahSeat(d) !== null) {
    d.phase = 'deborah';
    d.step = 0;
  } else endRound(d, events);
}

/** spec 8.12: the next round, or final scoring after the last. */
export function endRound(d: Draft, events: Event[]): void {
  if (d.round >= d.rounds) {
    scoreGame(d, events);
    return;
  }
  d.round += 1;
  d.firstPlayer = (d.firstPlayer + 1) % d.players;
  startRound(d, events);
}
