import type { Stockpile } from '@birzha/engine';
import { viewOf } from '../../table/view-of.ts';
import type { SectionId } from './rules-parts.tsx';

/**
 * Which rules section each zone of the board is explained in (its "?", issue 30.5). Only types are imported: the
 * registry loads this with the first page for `phaseHelp`. help.test.ts holds every anchor to the contents.
 */
export const ZONE_HELP = {
  phase: 'stp-round',
  prices: 'stp-companies',
  piles: 'stp-demand',
  forecasts: 'stp-forecast-cards',
  hand: 'stp-supply',
  portfolio: 'stp-selling',
  seats: 'stp-visibility',
  movement: 'stp-movement',
  final: 'stp-end',
  // Every public event in words (spec 9); what only its owner sees stays out of the others' logs.
  log: 'stp-visibility',
  // My decision now, in its phase's form: the round's phases, each the section of its own decision.
  turn: 'stp-round',
  // The end: the ranking by money, and its ties.
  results: 'stp-ranking',
} as const satisfies Record<string, SectionId>;

export type StockpileZone = keyof typeof ZONE_HELP;

/** Each phase's own section (spec 6.1); the investors' choice and their powers are the investors' section. */
const PHASE_HELP: Readonly<Record<Stockpile.View['phase'], SectionId>> = {
  investors: 'stp-investors',
  supply: 'stp-supply',
  prep: 'stp-investors',
  demand: 'stp-demand',
  action: 'stp-action',
  selling: 'stp-selling',
  deborah: 'stp-deborah',
  over: 'stp-end',
};

/** The rules section of where the game stands, for the status bar's "?" (the Movement's while it is shown). */
export function phaseHelp(raw: unknown, showing = false): SectionId | undefined {
  const view = viewOf<Stockpile.View>(raw, 'stockpile');
  if (view === undefined) return undefined;
  return showing ? ZONE_HELP.movement : PHASE_HELP[view.phase];
}
