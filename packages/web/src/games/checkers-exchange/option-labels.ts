import { CheckersExchange } from '@birzha/engine';
import type { TFunction } from 'i18next';

const isTiming = (v: unknown): v is CheckersExchange.TimingId =>
  typeof v === 'string' && (CheckersExchange.TIMING_IDS as readonly string[]).includes(v);

/** A table's options in short words (spec 3), "Онлайн · 6 лет"; anything unexpected is left out. */
export function optionLabels(options: unknown, t: TFunction): string[] {
  if (typeof options !== 'object' || options === null) return [];
  const o = options as { timing?: unknown; years?: unknown };
  const parts: string[] = [];
  if (isTiming(o.timing)) parts.push(t(`checkers-exchange.options.timingName.${o.timing}`));
  if (typeof o.years === 'number' && Number.isInteger(o.years))
    parts.push(t('checkers-exchange.options.yearsCount', { count: o.years }));
  return parts;
}
