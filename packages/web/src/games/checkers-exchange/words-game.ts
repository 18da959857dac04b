import type { Shape } from '../../i18n/shape.ts';

/** Placeholder: filled in by its owner (i18n key `checkers-exchange.game.*`). */
export const CE_GAME_RU = {
  game: {},
};

export const CE_GAME_EN: Shape<typeof CE_GAME_RU> = {
  game: {},
};
