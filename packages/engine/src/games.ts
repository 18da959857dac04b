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
