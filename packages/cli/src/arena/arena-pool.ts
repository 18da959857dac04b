import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ArenaGameDigest } from '@birzha/bots';
import { createMatchPool, type MatchPool } from '../simulate/match-pool.ts';
import type { ArenaTask } from './arena-worker.ts';

const load = createRequire(import.meta.url);

/**
 * The arena's worker module, found as simulate's is (../simulate/match-pool.ts): beside this file (tsx, Vitest),
 * `arena-worker.mjs` beside the bundle (a build entry, scripts/build-config.mjs), or the CLI package's source.
 */
export function arenaWorkerPath(): string {
  for (const name of ['arena-worker.ts', 'arena-worker.js', 'arena-worker.mjs']) {
    const path = fileURLToPath(new URL(`./${name}`, import.meta.url));
    if (existsSync(path)) return path;
  }
  const cli = dirname(load.resolve('@birzha/cli/package.json'));
  return join(cli, 'src', 'arena', 'arena-worker.ts');
}

/** `threads` worker threads that play arena games. */
export function createArenaPool(threads: number, worker = arenaWorkerPath()): MatchPool<ArenaTask, ArenaGameDigest> {
  return createMatchPool<ArenaTask, ArenaGameDigest>(threads, { worker });
}
