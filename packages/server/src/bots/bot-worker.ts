/**
 * The worker side of the bot pool: one task = one bot turn. It runs in a piscina worker thread, so everything it
 * imports is loaded once per thread; it keeps no state between tasks (bots are pure functions of their input).
 */
import { getPeopleBot, type BotLimits } from '@birzha/bots';
import { getGame } from '@birzha/engine';
import { storedBotLevel } from '@birzha/protocol';

/** One bot decision, as posted to a worker (structured-clone safe: plain data only). */
export interface BotTask {
  readonly gameId: string;
  readonly view: unknown;
  readonly seat: number;
  readonly level: string;
  readonly seed: string;
  /** The time the bot may spend (the table's clock: time-limit.ts); absent: the level's own. */
  readonly limits?: BotLimits;
}

/**
 * Looks the game and the bot of the level (a people level: protocol's BOT_LEVELS, an old name read as its level) up
 * and returns the moves the seat sends now, within `limits`; throws on an unknown game or a level the game lacks.
 */
export default function chooseTurn(task: BotTask): unknown[] {
  const game = getGame(task.gameId);
  if (game === undefined) throw new Error(`unknown game '${task.gameId}'`);
  const level = storedBotLevel(task.level);
  const bot = level === undefined ? undefined : getPeopleBot(task.gameId, level);
  if (bot === undefined) throw new Error(`unknown bot level '${task.level}' for ${task.gameId}`);
  return bot.chooseTurn(game, task.view, task.seat, task.seed, task.limits);
}
