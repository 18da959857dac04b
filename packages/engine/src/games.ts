import type { AnyGame } from './core/game.ts';
import { akcioner } from './games/akcioner/index.ts';

/** The registry of every playable game, by id. Stockpile and Checkers Exchange join here when they land. */
export const GAMES: Readonly<Record<string, AnyGame>> = Object.freeze({
  akcioner: akcioner as AnyGame,
});

/** The game with this id, or undefined. */
export function getGame(id: string): AnyGame | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}

export const GAME_IDS: readonly string[] = Object.keys(GAMES);
