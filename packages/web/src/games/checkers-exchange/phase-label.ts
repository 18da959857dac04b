import { CheckersExchange } from '@birzha/engine';
import type { TFunction } from 'i18next';

type View = CheckersExchange.View;
const K = 'checkers-exchange.game.phaseLabel';

/**
 * Where the game stands, in a few words for the table's status bar: "Year 2 · Session", "Year 1 · Board, ply 3 of 8",
 * "Auction" before year 1 (spec 6.1), "Game over" at the end. Anything that is not a view of this game names nothing.
 */
export function phaseLabel(raw: unknown, t: TFunction): string {
  if (typeof raw !== 'object' || raw === null) return '';
  const view = raw as View;
  switch (view.phase) {
    case 'auction':
      return t(`${K}.auction`);
    case 'finished':
      return t(`${K}.finished`);
    case 'board':
      return t(`${K}.year`, {
        year: view.year,
        phase: t(`${K}.board`, { ply: view.yearPly + 1, plies: CheckersExchange.LIMITS.pliesPerYear }),
      });
    case 'session':
    case 'meeting':
      return t(`${K}.year`, { year: view.year, phase: t(`${K}.${view.phase}`) });
    default:
      return '';
  }
}
