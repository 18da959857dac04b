/**
 * The worker side of `birzha arena --workers N`: one task = one game of the run. It runs in a piscina worker thread
 * (arena-pool.ts); the game and bots are looked up by id and level in the thread, and only the digest goes back.
 */
import { playArenaGame, type ArenaGameDigest, type ArenaSpec } from '@birzha/bots';

/** Game `index` of the run `spec` (structured-clone safe: plain data only). */
export interface ArenaTask {
  readonly spec: ArenaSpec;
  readonly index: number;
}

export default function playTask(task: ArenaTask): ArenaGameDigest {
  return playArenaGame(task.spec, task.index);
}
