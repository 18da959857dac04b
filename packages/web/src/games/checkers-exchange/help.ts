import type { CheckersExchange } from '@birzha/engine';
import { viewOf } from '../../table/view-of.ts';
import type { SectionId } from './rules-parts.tsx';

/**
 * Which rules section each zone of the board is explained in (its "?", issue 30.5). Only types are imported: the
 * registry loads this with the first page for `phaseHelp`. help.test.ts holds every anchor to the contents.
 */
export const ZONE_HELP = {
  draughts: 'ce-moves',
  firms: 'ce-accounts',
  auction: 'ce-auction',
  exchange: 'ce-session',
  meeting: 'ce-meetings',
  settlement: 'ce-income',
  // Every event in words; what is hidden until a close arrives anonymous (spec 10).
  log: 'ce-visibility',
  // The year and its phase on top, whom the phase waits for and the Ready flag: the year's steps in order.
  banner: 'ce-year',
  // The end: the ranking by capital, and its ties.
  results: 'ce-ranking',
} as const satisfies Record<string, SectionId>;

export type CheckersExchangeZone = keyof typeof ZONE_HELP;

/** Each part of the year's own section: the opening auction, the board, the session, the meetings, the end. */
const PHASE_HELP: Readonly<Record<CheckersExchange.View['phase'], SectionId>> = {
  auction: 'ce-auction',
  board: 'ce-moves',
  session: 'ce-session',
  meeting: 'ce-meetings',
  finished: 'ce-end',
};

/** The rules section of where the game stands, for the status bar's "?". */
export function phaseHelp(raw: unknown): SectionId | undefined {
  const view = viewOf<CheckersExchange.View>(raw, 'checkers-exchange');
  return view === undefined ? undefined : PHASE_HELP[view.phase];
}
