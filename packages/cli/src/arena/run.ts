import { playArenaGame, type ArenaGameDigest } from '@birzha/bots';
import type { ArenaConfig } from './config.ts';
import { createArenaPool } from './arena-pool.ts';

/** Callbacks of a running arena; the loop itself does no I/O. */
export interface ArenaHooks {
  /** Every game's digest, in the order they finish (on threads not the order of the games). */
  onGame?(digest: ArenaGameDigest): void;
  /** After every game, with the number of games done. */
  onProgress?(done: number): void;
}

/**
 * Plays every game of the run (game i: its deal and seating, arena-seating.ts) on this thread, or on `workers` threads
 * when more than one: the games are the same either way, only their finishing order differs. A bot's error or a
 * broken invariant stops the run with that error. Returns the wall seconds it took.
 */
export async function runArena(config: ArenaConfig, hooks: ArenaHooks = {}): Promise<number> {
  const started = performance.now();
  const seconds = (): number => (performance.now() - started) / 1000;
  let done = 0;
  const finished = (digest: ArenaGameDigest): void => {
    hooks.onGame?.(digest);
    hooks.onProgress?.(++done);
  };
  if (config.workers <= 1 || config.games === 1) {
    for (let i = 0; i < config.games; i++) finished(playArenaGame(config.spec, i));
    return seconds();
  }
  const pool = createArenaPool(Math.min(config.workers, config.games));
  try {
    await new Promise<void>((resolve, reject) => {
      pool.onError(reject);
      const tasks = Array.from({ length: config.games }, (_, index) =>
        pool.play({ spec: config.spec, index }).then(finished),
      );
      Promise.all(tasks).then(() => resolve(), reject);
    });
  } finally {
    await pool.destroy();
  }
  return seconds();
}
