import type { GameMeta } from '../../core/game.ts';
import { ROUNDS, SUPPLY_BATCHES, type Players } from './config.ts';
import { DEFAULT_OPTIONS } from './options.ts';
import type { Options } from './types.ts';

export const meta: GameMeta<Options> = {
  id: 'stockpile',
  title: 'Stockpile',
  minPlayers: 2,
  maxPlayers: 5,
  rulesVersion: 1,
  defaultOptions: DEFAULT_OPTIONS,
  turnsPerPlayer,
  // spec 6.2: turnSeconds 0 sets no clock (and refuses the timeout move, 8.13).
  timedOptions: (options) =>
    options.turnSeconds === 0 ? { ...options, turnSeconds: DEFAULT_OPTIONS.turnSeconds } : options,
};

/** Decisions a seat makes per round besides its supply (spec 6.1): about one bid, one action card, one sale. */
const OTHER_DECISIONS_PER_ROUND = 3;

/**
 * About how many decisions each seat makes (spec 6.1): per round its supply batches and about three more (a bid,
 * an action, a sale; a displaced bid or a power adds one now and then); the investors choice once when offered.
 */
function turnsPerPlayer(options: Options, players: number): number {
  const p = Math.min(5, Math.max(2, Math.round(players))) as Players;
  return ROUNDS[p] * (SUPPLY_BATCHES[p] + OTHER_DECISIONS_PER_ROUND) + (options.investors ? 1 : 0);
}
