import type { AnyGame } from './core/game.ts';
import { akcioner } from './games/akcioner/index.ts';
import { checkersExchange } from './games/checkers-exchange/index.ts';
import { stockpile } from './games/stockpile/index.ts';

/** The registry of every playable game, by id. */
export const GAMES: Readonly<Record<string, AnyGame>> = Object.freeze({
  akcioner: akcioner as AnyGame,
  stockpile: stockpile as AnyGame,
  'checkers-exchange': checkersExchange as AnyGame,
});

/** The game with this id, or undefined. */
export function getGame(id: string): AnyGame | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}

export const GAME_IDS: readonly string[] = Object.keys(GAMES);

/**
 * Every rule code each game answers, by game id (its `codes`: its codes.ts, with core/codes.ts's COMMON_CODES): what the web
 * must word for each game (its codes test reads them from here).
 */
export const GAME_CODES: Readonly<Record<string, readonly string[]>> = Object.freeze(
  Object.fromEntries(Object.entries(GAMES).map(([id, game]) => [id, game.codes ?? []])),
);
