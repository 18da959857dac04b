import type { Shape } from '../../i18n/shape.ts';

/** Placeholder: filled in by its owner (i18n key `checkers-exchange.options.*`). */
export const CE_OPTIONS_RU = {
  options: {},
};

export const CE_OPTIONS_EN: Shape<typeof CE_OPTIONS_RU> = {
  options: {},
};
