import type { Shape } from '../../i18n/shape.ts';

/** Placeholder: filled in by its owner (i18n key `checkers-exchange.draughts.*`). */
export const CE_DRAUGHTS_RU = {
  draughts: {},
};

export const CE_DRAUGHTS_EN: Shape<typeof CE_DRAUGHTS_RU> = {
  draughts: {},
};
