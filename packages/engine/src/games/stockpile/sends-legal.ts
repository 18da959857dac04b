import type { Phase, State } from './types.ts';

/**
 * The phases whose boards read a seat's legal moves (the web's games/stockpile): the investor pairs offered, the
 * supply placements Done is checked against, which power a prep decision is for (Wise Warren's piles or Mark's move),
 * the bids on the track and the peeks, the action cards and nudges. Selling's form bounds a sale by the seat's own
 * portfolio (its list runs to thousands of sales, over 100 KB at worst) and Deborah's offers every company: there the list is sent to
 * nobody who did not ask for it.
 */
const BOARD_READS_LEGAL: ReadonlySet<Phase> = new Set<Phase>(['investors', 'supply', 'prep', 'demand', 'action']);

/** Whether the boards read a seat's legal moves in this phase (the server sends them only then: Game.sendsLegal). */
export function sendsLegalIn(phase: Phase): boolean {
  return BOARD_READS_LEGAL.has(phase);
}

/** Game.sendsLegal: by the state's phase. */
export function sendsLegal(state: State): boolean {
  return sendsLegalIn(state.phase);
}
