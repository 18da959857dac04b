import { CE_GAME_EN, CE_GAME_RU } from './words-game.ts';
import { CE_OPTIONS_EN, CE_OPTIONS_RU } from './words-options.ts';

/**
 * Checkers Exchange's words that every page may need, loaded with the first page (the rest comes with a table:
 * messages.ts): the create form's options, and the vocabulary an error's detail is put in (a firm, an account, a
 * phase). registry.test.ts checks that the files the lobby loads name no other word of the game.
 */
export const CE_LOBBY_RU = { ...CE_OPTIONS_RU, ...CE_GAME_RU };

export const CE_LOBBY_EN = { ...CE_OPTIONS_EN, ...CE_GAME_EN };
