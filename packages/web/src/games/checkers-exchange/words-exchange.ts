import type { Shape } from '../../i18n/shape.ts';

/** Placeholder: filled in by its owner (i18n key `checkers-exchange.exchange.*`). */
export const CE_EXCHANGE_RU = {
  exchange: {},
};

export const CE_EXCHANGE_EN: Shape<typeof CE_EXCHANGE_RU> = {
  exchange: {},
};
