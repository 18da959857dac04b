/**
 * Bots off the event loop (architecture page, section 4): a piscina pool of worker threads, each running
 * `bot-worker.ts`, which looks the game up in the engine registry and the bot in `@birzha/bots`. A bot turn costs a
 * few milliseconds of CPU; in a worker it never delays WebSocket traffic, clocks or other matches.
 *
 * Loading TypeScript in the workers. A worker thread is a fresh module graph: it needs a loader for `.ts` files just
 * like the main thread. `workers/worker-exec-argv.ts` passes on the parent's module flags (`--import tsx` under npm
 * start) and adds the tsx loader to a `.ts` worker whose parent lacks it (Vitest, a script); V8 flags stay behind.
 * tsx is a dev dependency of the repository root.
 *
 * The build (`npm run build`, scripts/build.mjs) runs under plain `node`, no tsx: the worker is an entry point of its
 * own, `dist/node/bot-worker.mjs`, beside the bundle holding this code, which then defaults to it; piscina stays
 * external (in node_modules), because it starts its threads from its own `dist/worker.js` found through `__dirname`,
 * which a bundle breaks. A `.js`/`.mjs` worker gets no loader flag.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BotLimits } from '@birzha/bots';
import { Piscina } from 'piscina';
import { workerExecArgv } from '../workers/worker-exec-argv.ts';
import type { BotTask } from './bot-worker.ts';

export interface BotPoolOptions {
  /** Worker threads (at least 1); they start at once and stay warm. Default: available cores − 1, at least 1. */
  readonly threads?: number;
  /** The worker module; default `bot-worker.ts` beside this file, or `bot-worker.mjs` beside the bundle (above). */
  readonly worker?: URL | string;
  /** Node flags for the workers; default: the parent's module flags, plus the tsx loader for a TypeScript worker. */
  readonly execArgv?: readonly string[];
}

export interface BotPool {
  /**
   * The moves `seat` sends now, decided by the bot `level` from its view alone (see `Bot.chooseTurn`) within
   * `limits` (the table's clock: time-limit.ts; absent, the level's own time). Rejects with a
   * BotTurnError when the bot throws, the game or level is unknown, the signal aborts, or the pool is closed; the pool
   * keeps serving other turns.
   */
  chooseTurn(
    gameId: string,
    view: unknown,
    seat: number,
    level: string,
    seed: string,
    options?: { signal?: AbortSignal; limits?: BotLimits },
  ): Promise<unknown[]>;
  /** Lets running turns finish, then stops the workers; later calls to chooseTurn reject. Idempotent. */
  close(): Promise<void>;
}

/** A bot turn that produced no moves: the message names the game, seat and level and the cause. */
export class BotTurnError extends Error {
  override readonly name = 'BotTurnError';
}

function execArgvFor(workerPath: string, explicit: readonly string[] | undefined): string[] {
  return explicit !== undefined ? [...explicit] : workerExecArgv(workerPath);
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Starts the workers; close the pool on shutdown (it holds threads that keep the process alive). */
export function createBotPool(options: BotPoolOptions = {}): BotPool {
  const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
  if (!Number.isInteger(threads) || threads < 1)
    throw new RangeError(`bot pool: threads must be a positive integer, got ${threads}`);
  const bundled = !import.meta.url.endsWith('.ts');
  const worker = options.worker ?? new URL(bundled ? './bot-worker.mjs' : './bot-worker.ts', import.meta.url);
  const workerPath = typeof worker === 'string' && !worker.startsWith('file:') ? worker : fileURLToPath(worker);
  const execArgv = execArgvFor(workerPath, options.execArgv);
  const pool = new Piscina<BotTask, unknown>({
    filename: pathToFileURL(workerPath).href,
    minThreads: threads,
    maxThreads: threads,
    execArgv,
  });
  let closing: Promise<void> | undefined;

  return {
    async chooseTurn(gameId, view, seat, level, seed, runOptions = {}) {
      const what = `bot '${level}' for ${gameId} seat ${seat}`;
      if (closing !== undefined) throw new BotTurnError(`${what}: the bot pool is closed`);
      const task: BotTask = {
        gameId,
        view,
        seat,
        level,
        seed,
        ...(runOptions.limits === undefined ? {} : { limits: runOptions.limits }),
      };
      let moves: unknown;
      try {
        moves = await pool.run(task, runOptions.signal === undefined ? {} : { signal: runOptions.signal });
      } catch (error) {
        throw new BotTurnError(`${what} failed: ${describe(error)}`, { cause: error });
      }
      if (!Array.isArray(moves)) throw new BotTurnError(`${what} returned ${typeof moves}, not a list of moves`);
      return moves as unknown[];
    },
    close() {
      closing ??= pool.close();
      return closing;
    },
  };
}
