import { CheckersExchange } from '@birzha/engine';
import type { TFunction } from 'i18next';
import type { LabelsAt } from '../web-game.ts';

const isTiming = (v: unknown): v is CheckersExchange.TimingId =>
  typeof v === 'string' && (CheckersExchange.TIMING_IDS as readonly string[]).includes(v);

/**
 * A table's options in short words (spec 3), "Онлайн · 6 лет"; anything unexpected is left out. The timing is the
 * stages' clock: at a turn-based table, whose time banks replace it, it is not said.
 */
export function optionLabels(options: unknown, t: TFunction, at?: LabelsAt): string[] {
  if (typeof options !== 'object' || options === null) return [];
  const o = options as { timing?: unknown; years?: unknown };
  const parts: string[] = [];
  if (isTiming(o.timing) && at?.turnBased !== true) parts.push(t(`checkers-exchange.options.timingName.${o.timing}`));
  if (typeof o.years === 'number' && Number.isInteger(o.years))
    parts.push(t('checkers-exchange.options.yearsCount', { count: o.years }));
  return parts;
}
