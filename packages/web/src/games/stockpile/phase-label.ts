import type { Stockpile } from '@birzha/engine';
import type { TFunction } from 'i18next';

/**
 * Where the game stands, in a few words for the table's status bar: "Round 3 of 6 · Demand" (spec 6.1; the
 * investor powers and Deborah's dividend are named as the steps they are), "Choosing investors" before round 1,
 * "Game over" at the end; while the board shows a round's Movement, the Movement, as the phase panel says. Anything
 * that is not a view of this game names nothing.
 */
export function phaseLabel(raw: unknown, t: TFunction, showing = false): string {
  if (typeof raw !== 'object' || raw === null || (raw as { game?: unknown }).game !== 'stockpile') return '';
  const view = raw as Stockpile.View;
  if (!showing && (view.phase === 'over' || view.phase === 'investors')) return t(`stockpile.phase.${view.phase}`);
  const phase = showing ? 'movement' : view.phase;
  return `${t('stockpile.status.round', { round: view.round, total: view.rounds })} · ${t(`stockpile.phase.${phase}`)}`;
}
