/**
 * The worker side of `simulate --workers N`: one task = one match. It runs in a piscina worker thread, so everything
 * it imports is loaded once per thread. The game is looked up in the engine registry by id (functions do not cross
 * threads), and only the match's digest goes back: no state is copied between threads.
 */
import { getGame } from '@birzha/engine';
import type { BotKind, SimulateConfig } from './config.ts';
import { playMatch } from './play-match.ts';
import { digestMatch, type MatchDigest } from './stats.ts';

/** One match, as posted to a worker (structured-clone safe: plain data only). */
export interface MatchTask {
  readonly gameId: string;
  readonly players: number;
  readonly options: unknown;
  readonly bots: readonly BotKind[];
  readonly check: boolean;
  readonly seed: string;
}

/** Plays the match exactly as the one-thread loop does and returns its digest; throws on an unknown game. */
export default function playTask(task: MatchTask): MatchDigest {
  const game = getGame(task.gameId);
  if (game === undefined) throw new Error(`unknown game '${task.gameId}'`);
  const { players, options, bots, check, seed } = task;
  const config: SimulateConfig = { game, players, games: 1, seed, options, bots, check };
  return digestMatch(playMatch(config, seed, players), players);
}
