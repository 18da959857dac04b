import type { Shape } from '../../i18n/shape.ts';
import { STOCKPILE_TABLE_EN, STOCKPILE_TABLE_RU } from './table-words.ts';
import { STOCKPILE_GAME_EN, STOCKPILE_GAME_RU } from './words-game.ts';
import { STOCKPILE_LOG_EN, STOCKPILE_LOG_RU } from './words-log.ts';
import { STOCKPILE_OPTIONS_EN, STOCKPILE_OPTIONS_RU } from './words-options.ts';

/**
 * Stockpile's words (i18n key `stockpile.*`): its vocabulary (words-game.ts), its table (table-words.ts), the log
 * (words-log.ts) and the create form's options (words-options.ts). Plural keys carry the four Russian forms
 * `_one/_few/_many/_other`; English has the same keys, because the English dictionary must have the Russian keys.
 */
export const STOCKPILE_RU = {
  ...STOCKPILE_GAME_RU,
  ...STOCKPILE_TABLE_RU,
  ...STOCKPILE_LOG_RU,
  ...STOCKPILE_OPTIONS_RU,
};

export const STOCKPILE_EN: Shape<typeof STOCKPILE_RU> = {
  ...STOCKPILE_GAME_EN,
  ...STOCKPILE_TABLE_EN,
  ...STOCKPILE_LOG_EN,
  ...STOCKPILE_OPTIONS_EN,
};
