import type { TFunction } from 'i18next';
import { clockText } from '../../ui/clock-text.ts';

/** "Classic", "2 min per turn" from a table's options (spec 3); anything unexpected is left out. */
export function optionLabels(options: unknown, t: TFunction): string[] {
  if (typeof options !== 'object' || options === null) return [];
  const o = options as { variant?: unknown; turnSeconds?: unknown };
  const parts: string[] = [];
  if (typeof o.variant === 'string') parts.push(t(`akcioner.variant.${o.variant}`, { defaultValue: o.variant }));
  if (typeof o.turnSeconds === 'number')
    parts.push(
      o.turnSeconds === 0 ? t('clock.none') : t('akcioner.options.perTurn', { clock: clockText(o.turnSeconds, t) }),
    );
  return parts;
}
