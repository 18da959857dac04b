import type { Shape } from '../../i18n/shape.ts';

/** Placeholder: filled in by its owner (i18n key `checkers-exchange.status.*`). */
export const CE_STATUS_RU = {
  status: {},
};

export const CE_STATUS_EN: Shape<typeof CE_STATUS_RU> = {
  status: {},
};
