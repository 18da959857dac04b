import type { ArenaStats } from './arena-stats.ts';
import type { Bot } from './bot.ts';
import { bots as akcioner } from './akcioner/index.ts';
import { checkersExchangeArenaStats } from './checkers-exchange/arena-stats.ts';
import { bots as checkersExchange } from './checkers-exchange/index.ts';
import { randomBot } from './random-bot.ts';
import { bots as stockpile } from './stockpile/index.ts';

/** Each game's own bots, by game id and then by level. A new game adds one line here. */
export const GAME_BOTS: Readonly<Record<string, Readonly<Record<string, Bot>>>> = Object.freeze({
  akcioner,
  'checkers-exchange': checkersExchange,
  stockpile,
});

/** Each game's figures for `birzha arena` (arena-stats.ts), by game id; a game without adds none. One line per game. */
export const GAME_ARENA_STATS: Readonly<Record<string, ArenaStats>> = Object.freeze({
  'checkers-exchange': checkersExchangeArenaStats,
});

/** The levels `birzha arena` and `ladder` can seat in a game: its own bots' levels, and the generic random bot. */
export function arenaLevels(gameId: string): string[] {
  const own = Object.hasOwn(GAME_BOTS, gameId) ? Object.keys(GAME_BOTS[gameId]!) : [];
  return own.includes('random') ? own : ['random', ...own];
}

/**
 * The bot that plays `level` in game `gameId`: the game's own, or the generic random bot (any game with a
 * determinizer) where the game has none of that level yet. The caller checks that the level exists (protocol's
 * BOT_LEVELS).
 */
export function getBot(gameId: string, level: string): Bot {
  const own = Object.hasOwn(GAME_BOTS, gameId) ? GAME_BOTS[gameId] : undefined;
  return (own !== undefined && Object.hasOwn(own, level) ? own[level] : undefined) ?? randomBot;
}
