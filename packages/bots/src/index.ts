export type { Bot } from './bot.ts';
export { playMatch, type ArenaMatch, type ArenaResult } from './arena.ts';
export { BotError } from './bot.ts';
export { randomBot } from './random-bot.ts';
export { GAME_BOTS, getBot } from './registry.ts';
