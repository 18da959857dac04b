import type { AnyGame, Seat } from '@birzha/engine';
import { planAkcionerTurn } from './akcioner/heuristic.ts';
import type { Bot } from './bot.ts';
import { randomBot } from './random-bot.ts';

export type { Bot } from './bot.ts';
export { playMatch, type ArenaMatch, type ArenaResult } from './arena.ts';
export { BotError } from './bot.ts';
export { randomBot } from './random-bot.ts';
export { planAkcionerTurn, DEFAULT_PARAMS, type HeuristicParams } from './akcioner/heuristic.ts';

/**
 * The heuristic level: the game's own heuristic where one exists (Akcioner, spec 15), the random bot for games
 * that have none yet.
 */
export const heuristicBot: Bot = {
  level: 'heuristic',
  chooseTurn(game: AnyGame, view: unknown, seat: Seat, seed: string): unknown[] {
    if (game.meta.id === 'akcioner')
      return planAkcionerTurn(view as Parameters<typeof planAkcionerTurn>[0], seat, seed);
    return randomBot.chooseTurn(game, view, seat, seed);
  },
};

/** Every bot level, by name. */
export const BOTS = Object.freeze({ random: randomBot, heuristic: heuristicBot }) satisfies Readonly<
  Record<string, Bot>
>;

export type BotLevel = keyof typeof BOTS;
export const BOT_LEVELS: readonly BotLevel[] = Object.freeze(Object.keys(BOTS) as BotLevel[]);

export function isBotLevel(level: string): level is BotLevel {
  return Object.hasOwn(BOTS, level);
}

/** The bot of a level, or undefined for an unknown level. */
export function getBot(level: string): Bot | undefined {
  return isBotLevel(level) ? BOTS[level] : undefined;
}
