import type { TFunction } from 'i18next';

/** Placeholder: filled in by its owner. */
export function optionLabels(_options: unknown, _t: TFunction): string[] {
  return [];
}
