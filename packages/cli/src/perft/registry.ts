import { draughtsPerft } from './draughts.ts';
import type { PerftGame } from './types.ts';

/** The games that have a perft, by game id: `birzha perft` and the bench look games up here and nowhere else. */
export const PERFT_GAMES: Readonly<Record<string, PerftGame>> = Object.freeze({
  'checkers-exchange': draughtsPerft,
});

/** The perft of a game id, or undefined. */
export function perftOf(game: string): PerftGame | undefined {
  return Object.hasOwn(PERFT_GAMES, game) ? PERFT_GAMES[game] : undefined;
}
