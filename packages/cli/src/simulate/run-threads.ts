import { recordOf } from '@birzha/engine';
import { errorMessage } from '../error-message.ts';
import { matchPlayers, matchSeed, type SimulateConfig } from './config.ts';
import { createMatchPool, type MatchPoolOptions } from './match-pool.ts';
import { createRunTally, type RunHooks, type RunResult } from './run.ts';
import type { MatchTask } from './simulate-worker.ts';
import { addMatch, type MatchDigest } from './stats.ts';

/** Matches handed to the pool ahead of the first one not yet tallied: enough to keep every thread busy. */
const AHEAD_PER_THREAD = 16;

function taskOf(config: SimulateConfig, index: number): MatchTask {
  const { options, bots, check } = config;
  const seed = matchSeed(config.seed, index);
  return { gameId: config.game.meta.id, players: matchPlayers(config, index), options, bots, check, seed };
}

/** A match whose worker threw or died: a failure with the record of its start, which `birzha replay` takes. */
function failedTask(config: SimulateConfig, task: MatchTask, error: unknown): MatchDigest {
  const { players, options, seed } = task;
  const record = recordOf(config.game, { players, options, seed }, []);
  const problems = [`exception in a worker thread: ${errorMessage(error)}`];
  return { players, moves: 0, outcome: undefined, order: undefined, failure: { seed, at: 0, problems, record } };
}

/**
 * Plays the configured matches on `threads` worker threads (the game is the registry's of the config's id). Each
 * match has the seed and player count it has on one thread, and the digests are tallied (and failures reported) in
 * the order of the matches, so the results are exactly those of `runSimulation`; progress counts every finished
 * match, whichever thread played it. A worker's exception or death fails its match only; a pool that cannot start
 * its workers, or a hook that throws, stops the run with that error.
 */
export async function runSimulationOnThreads(
  config: SimulateConfig,
  threads: number,
  hooks: RunHooks = {},
  poolOptions: MatchPoolOptions = {},
): Promise<RunResult> {
  const tally = createRunTally(config);
  const started = performance.now();
  const total = config.games;
  const pool = createMatchPool(Math.max(1, Math.min(threads, total)), poolOptions);
  const ahead = Math.max(64, threads * AHEAD_PER_THREAD);
  // Digests that finished before an earlier match, by match index; never more than `ahead` of them.
  const waiting = new Map<number, MatchDigest>();
  let submitted = 0;
  let tallied = 0;
  let finished = 0;
  let stopped = false;
  try {
    await new Promise<void>((resolve, reject) => {
      const stop = (error: unknown): void => {
        if (stopped) return;
        stopped = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      };
      pool.onError(stop);
      const tallyInOrder = (): void => {
        for (let d = waiting.get(tallied); d !== undefined; d = waiting.get(tallied)) {
          waiting.delete(tallied);
          tallied += 1;
          addMatch(tally, d);
          if (d.failure !== undefined) hooks.onFailure?.(d.failure);
        }
      };
      const submit = (): void => {
        while (submitted < total && submitted - tallied < ahead) {
          const index = submitted++;
          const task = taskOf(config, index);
          pool
            .play(task)
            .catch((error: unknown) => failedTask(config, task, error))
            .then((digest) => {
              if (stopped) return;
              finished += 1;
              hooks.onProgress?.(finished);
              waiting.set(index, digest);
              tallyInOrder();
              if (tallied === total) resolve();
              else submit();
            })
            // Only a hook can throw here (a failure record that cannot be written).
            .catch(stop);
        }
      };
      submit();
    });
  } finally {
    await pool.destroy();
  }
  return { tally, seconds: (performance.now() - started) / 1000 };
}
