export type { Bot } from './bot.ts';
export { playMatch, type ArenaMatch, type ArenaResult } from './arena.ts';
export { BotError } from './bot.ts';
export { randomBot } from './random-bot.ts';
export { GAME_BOTS, getBot } from './registry.ts';
export type { BotLimits } from './bot.ts';
export { ArenaInvariantError, nextSeat } from './arena.ts';
export type { ArenaStats } from './arena-stats.ts';
export { arenaSize, botAt, dealSeed, gameAt, seatingSeed, seatOf } from './arena-seating.ts';
export { placesOf, playArenaGame, type ArenaGameDigest, type ArenaSpec } from './arena-game.ts';
export {
  addArenaGame,
  arenaBotReports,
  arenaStatsMeans,
  botLabels,
  createArenaTally,
  percentile,
  wilson,
  type ArenaBotReport,
  type ArenaTally,
} from './arena-tally.ts';
export { arenaLevels, botLevelOf, GAME_ARENA_STATS, getPeopleBot, offeredLevels } from './registry.ts';
export { beginnerBot } from './beginner.ts';
