import type { Event } from './types.ts';

/**
 * Seconds one step of the Movement's public show takes: a forecast revealed with what it did (spec 8.10), or Dividend
 * Deborah's payment (8.11). The boards play a step in this time at the normal pace and never longer, so the next
 * decision's clock, which the server starts when the show is over, never runs while the show still plays.
 */
export const SHOW_STEP_SECONDS = 1.2;

/** The steps of the public show among a transition's events: each `pairRevealed` (8.10) and Deborah's dividend (8.11). */
export function showSteps(events: readonly Event[]): number {
  let steps = 0;
  for (const e of events)
    if (e.type === 'pairRevealed' || (e.type === 'dividend' && e.source === 'deborah')) steps += 1;
  return steps;
}

/** How long the public show of a transition's events lasts (the engine contract's `showSeconds`). */
export function showSeconds(events: readonly Event[]): number {
  // In whole milliseconds: 6 × 1.2 in floating point is 7.199999999999999.
  return Math.round(showSteps(events) * SHOW_STEP_SECONDS * 1000) / 1000;
}
