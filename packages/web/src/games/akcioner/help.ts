import type { Akcioner } from '@birzha/engine';
import { viewOf } from '../../table/view-of.ts';
import type { SectionId } from './rules-parts.tsx';

/**
 * Which rules section each zone of the board is explained in (its "?", issue 30.5). Only types are imported: the
 * registry loads this with the first page for `phaseHelp`. help.test.ts holds every anchor to the contents.
 */
export const ZONE_HELP = {
  prices: 'akc-prices',
  accounts: 'akc-end',
  hand: 'akc-cards',
  // Every turn in words, each headed "Round N: X to move": the rounds, the order of play and a turn's stages.
  log: 'akc-turn',
  // My turn's steppers, drop field and "Done" (and, while I wait, whose turn and stage): the site's three stages.
  turn: 'akc-interface',
  // The end: who wins, capital and ranking (and ties).
  results: 'akc-end',
} as const satisfies Record<string, SectionId>;

export type AkcionerZone = keyof typeof ZONE_HELP;

/**
 * The rules section of where the game stands, for the status bar's "?": the trading stages and the card are the
 * turn's three stages, the last round has its own section, the end names capital and ranking.
 */
export function phaseHelp(raw: unknown): SectionId | undefined {
  const view = viewOf<Akcioner.View>(raw, 'akcioner');
  if (view === undefined) return undefined;
  if (view.phase === 'finished') return 'akc-end';
  if (view.round === view.roundsTotal) return 'akc-last-round';
  return view.stage === 'card' ? 'akc-prices' : 'akc-turn';
}
