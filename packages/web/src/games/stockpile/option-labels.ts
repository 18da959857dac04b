import type { TFunction } from 'i18next';
import { clockText } from '../../ui/clock-text.ts';
import type { LabelsAt } from '../web-game.ts';

/**
 * A table's options in short words (spec 3): the clock always (but at a turn-based table, whose time banks replace
 * it), each option only when it differs from the default.
 */
export function optionLabels(options: unknown, t: TFunction, at?: LabelsAt): string[] {
  if (typeof options !== 'object' || options === null) return [];
  const o = options as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof o['turnSeconds'] === 'number' && at?.turnBased !== true)
    parts.push(
      o['turnSeconds'] === 0
        ? t('clock.none')
        : t('stockpile.options.perDecision', { clock: clockText(o['turnSeconds'], t) }),
    );
  if (o['investors'] === true) parts.push(t('stockpile.options.withInvestors'));
  if (o['board'] === 'advanced') parts.push(t('stockpile.options.advanced'));
  if (o['displacedBids'] === 'immediately') parts.push(t('stockpile.options.immediately'));
  if (o['rebidSamePileAfterOutbid'] === true) parts.push(t('stockpile.options.rebidOn'));
  if (o['seedPiles'] === true) parts.push(t('stockpile.options.seeded'));
  return parts;
}
