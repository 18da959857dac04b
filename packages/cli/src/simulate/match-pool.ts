/**
 * A piscina pool of threads that each run `simulate-worker.ts`, set up as the server's bot pool is
 * (packages/server/src/bots/bot-pool.ts): a worker thread is a fresh module graph and needs a loader for `.ts` files.
 * Under `node --import tsx` (npm run birzha) the workers get the flag too; otherwise (Vitest, a bundle run by plain
 * node) the tsx loader is added to their flags when the worker module is TypeScript. Only module-loading flags are
 * passed on: a worker thread refuses V8 and process flags (the bench runs node with --expose-gc).
 *
 * In the build (dist/node, scripts/build.mjs), two things differ. piscina cannot be bundled: it
 * starts its threads from its own `dist/worker.js`, found through `__dirname`, which an ES module bundle lacks; so
 * it is loaded from node_modules at run time through `createRequire`, which esbuild leaves alone (from dist/node the
 * lookup finds the repository's node_modules). And `import.meta.url` is then the
 * bundle's: the worker is `simulate-worker.js` (or `.mjs`) beside the bundle when a build emits one (a second entry
 * point: no loader, full speed), else the TypeScript source found through the `@birzha/cli` workspace package.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { workerExecArgv } from '@birzha/server';
import type * as PiscinaModule from 'piscina';
import type { MatchTask } from './simulate-worker.ts';
import type { MatchDigest } from './stats.ts';

/**
 * Threads that play matches; destroy it when done (its threads keep the process alive). The task and answer types are
 * simulate's unless a caller brings its own worker (`birzha arena`: packages/cli/src/arena/arena-pool.ts).
 */
export interface MatchPool<Task = MatchTask, Answer = MatchDigest> {
  play(task: Task): Promise<Answer>;
  /**
   * Called with an error of the pool itself rather than of a task: a worker that cannot start (piscina then starts
   * no more, and waiting tasks would wait for ever) or that throws between tasks. Silent once destroy is called.
   */
  onError(listener: (error: Error) => void): void;
  destroy(): Promise<void>;
}

/** Where the workers come from. */
export interface MatchPoolOptions {
  /** The worker module (a path or file URL); default: `matchWorkerPath()`. A bundling build may pass its own. */
  readonly worker?: string;
}

const load = createRequire(import.meta.url);

/** The worker module: beside this file (tsx, Vitest), beside the bundle, or in the CLI package's sources. */
export function matchWorkerPath(): string {
  for (const name of ['simulate-worker.ts', 'simulate-worker.js', 'simulate-worker.mjs']) {
    const path = fileURLToPath(new URL(`./${name}`, import.meta.url));
    if (existsSync(path)) return path;
  }
  const cli = dirname(load.resolve('@birzha/cli/package.json'));
  return join(cli, 'src', 'simulate', 'simulate-worker.ts');
}

/** Starts `threads` worker threads at once. */
export function createMatchPool<Task = MatchTask, Answer = MatchDigest>(
  threads: number,
  options: MatchPoolOptions = {},
): MatchPool<Task, Answer> {
  const { Piscina } = load('piscina') as typeof PiscinaModule;
  const given = options.worker;
  const worker = given === undefined ? matchWorkerPath() : given.startsWith('file:') ? fileURLToPath(given) : given;
  const pool = new Piscina<Task, Answer>({
    filename: pathToFileURL(worker).href,
    minThreads: threads,
    maxThreads: threads,
    execArgv: workerExecArgv(worker),
  });
  let destroyed = false;
  const listeners: ((error: Error) => void)[] = [];
  // Without a listener, an 'error' event would be thrown; after destroy, it is only a late answer of a stopped task.
  pool.on('error', (error: Error) => {
    if (!destroyed) for (const listener of listeners) listener(error);
  });
  return {
    play: (task) => pool.run(task),
    onError: (listener) => void listeners.push(listener),
    destroy: () => {
      destroyed = true;
      return pool.destroy();
    },
  };
}
