import { AKCIONER_TABLE_EN, AKCIONER_TABLE_RU } from './table-words.ts';

/**
 * Akcioner's words that every page may need, loaded with the first page (the rest comes with a table: messages.ts):
 * the create form's options and variants, and a colour's name (an error's detail). registry.test.ts checks that the
 * files the lobby loads name no other word of the game.
 */
export const AKCIONER_LOBBY_RU = {
  options: AKCIONER_TABLE_RU.options,
  variant: AKCIONER_TABLE_RU.variant,
  colorOne: AKCIONER_TABLE_RU.colorOne,
};

export const AKCIONER_LOBBY_EN = {
  options: AKCIONER_TABLE_EN.options,
  variant: AKCIONER_TABLE_EN.variant,
  colorOne: AKCIONER_TABLE_EN.colorOne,
};
