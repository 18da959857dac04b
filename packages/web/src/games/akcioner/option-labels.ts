import type { TFunction } from 'i18next';
import { clockText } from '../../ui/clock-text.ts';
import type { LabelsAt } from '../web-game.ts';

/**
 * "Classic", "2 min per turn" from a table's options (spec 3); anything unexpected is left out. At a turn-based table
 * the time banks time every turn: the clock per turn is not said.
 */
export function optionLabels(options: unknown, t: TFunction, at?: LabelsAt): string[] {
  if (typeof options !== 'object' || options === null) return [];
  const o = options as { variant?: unknown; turnSeconds?: unknown };
  const parts: string[] = [];
  if (typeof o.variant === 'string') parts.push(t(`akcioner.variant.${o.variant}`, { defaultValue: o.variant }));
  if (typeof o.turnSeconds === 'number' && at?.turnBased !== true)
    parts.push(
      o.turnSeconds === 0 ? t('clock.none') : t('akcioner.options.perTurn', { clock: clockText(o.turnSeconds, t) }),
    );
  return parts;
}
