/**
 * The worker side of the bot pool: one task = one bot turn. It runs in a piscina worker thread, so everything it
 * imports is loaded once per thread; it keeps no state between tasks (bots are pure functions of their input).
 */
import { getBot } from '@birzha/bots';
import { getGame } from '@birzha/engine';
import { isBotLevel } from '@birzha/protocol';

/** One bot decision, as posted to a worker (structured-clone safe: plain data only). */
export interface BotTask {
  readonly gameId: string;
  readonly view: unknown;
  readonly seat: number;
  readonly level: string;
  readonly seed: string;
}

/** Looks the game and the bot up and returns the moves the seat sends now; throws on an unknown game or level. */
export default function chooseTurn(task: BotTask): unknown[] {
  const game = getGame(task.gameId);
  if (game === undefined) throw new Error(`unknown game '${task.gameId}'`);
  if (!isBotLevel(task.level)) throw new Error(`unknown bot level '${task.level}'`);
  return getBot(task.gameId, task.level).chooseTurn(game, task.view, task.seat, task.seed);
}
