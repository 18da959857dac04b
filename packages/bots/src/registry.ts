import type { Bot } from './bot.ts';
import { bots as akcioner } from './akcioner/index.ts';
import { bots as checkersExchange } from './checkers-exchange/index.ts';
import { randomBot } from './random-bot.ts';
import { bots as stockpile } from './stockpile/index.ts';

/** Each game's own bots, by game id and then by level. A new game adds one line here. */
export const GAME_BOTS: Readonly<Record<string, Readonly<Record<string, Bot>>>> = Object.freeze({
  akcioner,
  'checkers-exchange': checkersExchange,
  stockpile,
});

/**
 * The bot that plays `level` in game `gameId`: the game's own, or the generic random bot (any game with a
 * determinizer) where the game has none of that level yet. The caller checks that the level exists (protocol's
 * BOT_LEVELS).
 */
export function getBot(gameId: string, level: string): Bot {
  const own = Object.hasOwn(GAME_BOTS, gameId) ? GAME_BOTS[gameId] : undefined;
  return (own !== undefined && Object.hasOwn(own, level) ? own[level] : undefined) ?? randomBot;
}
