import type { ArenaStats } from './arena-stats.ts';
import { beginnerBot } from './beginner.ts';
import type { Bot } from './bot.ts';
import { bots as akcioner } from './akcioner/index.ts';
import { checkersExchangeArenaStats } from './checkers-exchange/arena-stats.ts';
import { bots as checkersExchange } from './checkers-exchange/index.ts';
import { randomBot } from './random-bot.ts';
import { stockpileArenaStats } from './stockpile/arena-stats.ts';
import { bots as stockpile } from './stockpile/index.ts';

/**
 * A game's own bots plus its beginner (beginner.ts: its heuristic with human-like slips), after the game's levels so
 * that `arenaLevels` keeps starting with random and heuristic (the ladder's first run).
 */
function withBeginner(own: Readonly<Record<string, Bot>>): Readonly<Record<string, Bot>> {
  const heuristic = own['heuristic'];
  return Object.freeze(heuristic === undefined ? { ...own } : { ...own, beginner: beginnerBot(heuristic) });
}

/** Each game's own bots, by game id and then by level. A new game adds one line here. */
export const GAME_BOTS: Readonly<Record<string, Readonly<Record<string, Bot>>>> = Object.freeze({
  akcioner: withBeginner(akcioner),
  'checkers-exchange': withBeginner(checkersExchange),
  stockpile: withBeginner(stockpile),
});

/** Each game's figures for `birzha arena` (arena-stats.ts), by game id; a game without adds none. One line per game. */
export const GAME_ARENA_STATS: Readonly<Record<string, ArenaStats>> = Object.freeze({
  'checkers-exchange': checkersExchangeArenaStats,
  stockpile: stockpileArenaStats,
});

/** The levels `birzha arena` and `ladder` can seat in a game: its own bots' levels, and the generic random bot. */
export function arenaLevels(gameId: string): string[] {
  const own = Object.hasOwn(GAME_BOTS, gameId) ? Object.keys(GAME_BOTS[gameId]!) : [];
  return own.includes('random') ? own : ['random', ...own];
}

/**
 * The bot that plays `level` in game `gameId` (a bot level: the arena's names, not the people's): the game's own, or
 * the generic random bot (any game with a determinizer) where the game has none of that level yet. The server asks
 * for people levels through `getPeopleBot`.
 */
export function getBot(gameId: string, level: string): Bot {
  const own = Object.hasOwn(GAME_BOTS, gameId) ? GAME_BOTS[gameId] : undefined;
  return (own !== undefined && Object.hasOwn(own, level) ? own[level] : undefined) ?? randomBot;
}

/**
 * The bot behind each level people choose (protocol's BOT_LEVELS), weakest first: a game offers a people level when
 * it has this bot level.
 */
const PEOPLE_LEVEL_BOTS = [
  ['beginner', 'beginner'],
  ['intermediate', 'heuristic'],
  ['expert', 'expert'],
] as const;

/** The bot level (`getBot`, the arena's names) that plays people level `level`, or undefined for no such level. */
export function botLevelOf(level: string): string | undefined {
  return PEOPLE_LEVEL_BOTS.find(([people]) => people === level)?.[1];
}

/**
 * The people levels (protocol's BOT_LEVELS) game `gameId` offers, weakest first: those whose bot it has (a game
 * without an expert offers beginner and intermediate). A game without bots of its own (a test's toy game) offers
 * beginner and intermediate, both played by the generic random bot (`getBot`). The server sends these with the game
 * catalogue.
 */
export function offeredLevels(gameId: string): string[] {
  const own = Object.hasOwn(GAME_BOTS, gameId) ? GAME_BOTS[gameId]! : undefined;
  return PEOPLE_LEVEL_BOTS.filter(([, bot]) => (own === undefined ? bot !== 'expert' : Object.hasOwn(own, bot))).map(
    ([people]) => people,
  );
}

/**
 * The bot that plays people level `level` in game `gameId` (`getBot` of its bot level), or undefined when the game
 * does not offer it (the server refuses such a level with BAD_BOT_LEVEL).
 */
export function getPeopleBot(gameId: string, level: string): Bot | undefined {
  const bot = botLevelOf(level);
  if (bot === undefined || !offeredLevels(gameId).includes(level)) return undefined;
  return getBot(gameId, bot);
}
