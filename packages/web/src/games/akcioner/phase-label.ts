import { Akcioner } from '@birzha/engine';
import type { TFunction } from 'i18next';

/**
 * Where the game stands, in a few words for the table's status bar: "Round 3 of 10 · stage 1: buy and sell", the
 * last round named as the one without trading, "Game over" at the end. The stage is the mover's (who moves, the bar
 * says itself), except to the mover: my turn is composed on my screen and sent whole, so the server's stage stays at
 * the first while my turn panel (and my row in the accounts) follows the stage I am at; the bar names the round alone.
 * Anything that is not a view of this game names nothing.
 */
export function phaseLabel(raw: unknown, t: TFunction): string {
  if (typeof raw !== 'object' || raw === null || (raw as { game?: unknown }).game !== 'akcioner') return '';
  const view = raw as Akcioner.View;
  if (view.phase === 'finished') return t('akcioner.phase.finished');
  const round = Akcioner.isLastRound(view)
    ? t('akcioner.phase.lastRound', { round: view.round, total: view.roundsTotal })
    : t('akcioner.phase.round', { round: view.round, total: view.roundsTotal });
  const mine = view.viewer !== 'spectator' && view.toMove === view.viewer;
  return view.stage === null || mine ? round : `${round} · ${t(`akcioner.stage.${view.stage}`)}`;
}
