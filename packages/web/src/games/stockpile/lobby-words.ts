import { STOCKPILE_GAME_EN, STOCKPILE_GAME_RU } from './words-game.ts';
import { STOCKPILE_OPTIONS_EN, STOCKPILE_OPTIONS_RU } from './words-options.ts';

/**
 * Stockpile's words that every page may need, loaded with the first page (the rest comes with a table: messages.ts):
 * the create form's options, and a company's name (an error's detail). registry.test.ts checks that the files the
 * lobby loads name no other word of the game.
 */
export const STOCKPILE_LOBBY_RU = { ...STOCKPILE_OPTIONS_RU, company: STOCKPILE_GAME_RU.company };

export const STOCKPILE_LOBBY_EN = { ...STOCKPILE_OPTIONS_EN, company: STOCKPILE_GAME_EN.company };
