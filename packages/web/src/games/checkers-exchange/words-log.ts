import type { Shape } from '../../i18n/shape.ts';

/** Placeholder: filled in by its owner (i18n key `checkers-exchange.log.*`). */
export const CE_LOG_RU = {
  log: {},
};

export const CE_LOG_EN: Shape<typeof CE_LOG_RU> = {
  log: {},
};
