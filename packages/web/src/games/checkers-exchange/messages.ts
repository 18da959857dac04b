import type { Shape } from '../../i18n/shape.ts';
import { CE_DRAUGHTS_EN, CE_DRAUGHTS_RU } from './words-draughts.ts';
import { CE_EXCHANGE_EN, CE_EXCHANGE_RU } from './words-exchange.ts';
import { CE_GAME_EN, CE_GAME_RU } from './words-game.ts';
import { CE_LOG_EN, CE_LOG_RU } from './words-log.ts';
import { CE_OPTIONS_EN, CE_OPTIONS_RU } from './words-options.ts';
import { CE_STATUS_EN, CE_STATUS_RU } from './words-status.ts';

/**
 * Checkers Exchange's words (i18n key `checkers-exchange.*`), one file per part of the table, each under its own
 * top-level key: the vocabulary (`game`: firms, accounts, phases), the board (`draughts`), the exchange and the
 * auction (`exchange`), the banner, firms table, meeting and settlement (`status`), the log (`log`) and the create
 * form (`options`). English has the Russian keys (Shape).
 */
export const CE_RU = {
  ...CE_GAME_RU,
  ...CE_DRAUGHTS_RU,
  ...CE_EXCHANGE_RU,
  ...CE_STATUS_RU,
  ...CE_LOG_RU,
  ...CE_OPTIONS_RU,
};

export const CE_EN: Shape<typeof CE_RU> = {
  ...CE_GAME_EN,
  ...CE_DRAUGHTS_EN,
  ...CE_EXCHANGE_EN,
  ...CE_STATUS_EN,
  ...CE_LOG_EN,
  ...CE_OPTIONS_EN,
};
