import type { Event } from './types.ts';

/**
 * Seconds one step of the Movement's public show takes: a forecast revealed with what it did (spec 8.10), or Dividend
 * Deborah's payment (8.11). The boards play a step in this time at the normal pace and never longer, so the next
 * decision's clock, which the server starts when the show is over, never runs while the show still plays.
 */
export const SHOW_STEP_SECONDS = 1.2;

/** Whether the event starts a step of the public show: a forecast revealed (8.10) or Deborah's dividend (8.11). */
export function isShowStep(e: Event): boolean {
  return e.type === 'pairRevealed' || (e.type === 'dividend' && e.source === 'deborah');
}

/** The steps of the public show among a transition's events. */
export function showSteps(events: readonly Event[]): number {
  let steps = 0;
  for (const e of events) if (isShowStep(e)) steps += 1;
  return steps;
}

/** How long the public show of a transition's events lasts (the engine contract's `showSeconds`). */
export function showSeconds(events: readonly Event[]): number {
  // In whole milliseconds: 6 × 1.2 in floating point is 7.199999999999999.
  return Math.round(showSteps(events) * SHOW_STEP_SECONDS * 1000) / 1000;
}
