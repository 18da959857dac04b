import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { akcioner, checkersExchange, type AnyGame } from '@birzha/engine';
import { afterAll, describe, expect, it } from 'vitest';
import type { SimulateConfig } from './config.ts';
import type { MatchFailure } from './play-match.ts';
import { runSimulation, type RunResult } from './run.ts';
import { runSimulationOnThreads } from './run-threads.ts';
import { summarize, type SimulationSummary } from './summary.ts';

/** A summary without what depends on the clock. */
function results(config: SimulateConfig, run: RunResult): SimulationSummary {
  return { ...summarize(config, run, []), seconds: 0, movesPerSecond: 0, gamesPerSecond: 0 };
}

const dir = mkdtempSync(join(tmpdir(), 'birzha-workers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A worker module of our own, written to a file (plain JavaScript: no loader needed). */
function workerFile(name: string, source: string): string {
  const path = join(dir, name);
  writeFileSync(path, source);
  return path;
}

const akcionerRange: SimulateConfig = {
  game: akcioner as AnyGame,
  players: 2,
  playersUpTo: 5,
  games: 12,
  seed: 'threads',
  options: { variant: 'short', rounding: 'up', turnSeconds: 120 },
  bots: ['heuristic'],
  check: true,
};

describe('simulate on worker threads', () => {
  it('plays exactly the matches of one thread (seeds, counts, moves, winners), progress from all', async () => {
    const progress: number[] = [];
    const threaded = await runSimulationOnThreads(akcionerRange, 2, { onProgress: (done) => progress.push(done) });
    expect(results(akcionerRange, threaded)).toEqual(results(akcionerRange, runSimulation(akcionerRange)));
    expect(progress).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(threaded.tally.finished).toBe(12);
  });

  it('gives the same Checkers Exchange results with bots on 2 threads as on one', async () => {
    const config: SimulateConfig = {
      game: checkersExchange as AnyGame,
      players: 3,
      playersUpTo: 4,
      games: 3,
      seed: 'threads-cx',
      options: { timing: 'online', years: 4 },
      bots: ['heuristic'],
      check: true,
    };
    const threaded = await runSimulationOnThreads(config, 2);
    expect(results(config, threaded)).toEqual(results(config, runSimulation(config)));
  });

  it('turns an exception in a worker into a failure with the record of its start, in order', async () => {
    // Workers play the registry's game of the config's id: a game no registry knows throws in every worker.
    const unknown = { ...akcioner, meta: { ...akcioner.meta, id: 'no-such-game' } } as AnyGame;
    const config: SimulateConfig = { ...akcionerRange, game: unknown, games: 5 };
    const failures: MatchFailure[] = [];
    const run = await runSimulationOnThreads(config, 2, { onFailure: (f) => failures.push(f) });
    expect(run.tally).toMatchObject({ games: 5, finished: 0, failures: 5 });
    expect(failures.map((f) => [f.seed, f.record.players])).toEqual([
      ['threads-0', 2],
      ['threads-1', 3],
      ['threads-2', 4],
      ['threads-3', 5],
      ['threads-4', 2],
    ]);
    expect(failures[0]?.problems).toEqual(["exception in a worker thread: unknown game 'no-such-game'"]);
    expect(failures[0]?.record).toMatchObject({ game: 'no-such-game', seed: 'threads-0', moves: [] });
  });

  it('stops with the error of a hook that throws (a record that cannot be written) instead of hanging', async () => {
    const unknown = { ...akcioner, meta: { ...akcioner.meta, id: 'no-such-game' } } as AnyGame;
    const config: SimulateConfig = { ...akcionerRange, game: unknown, games: 40 };
    const hooks = {
      onFailure: () => {
        throw new Error('disk full');
      },
    };
    await expect(runSimulationOnThreads(config, 2, hooks)).rejects.toThrow('disk full');
  });

  it('fails only the match whose worker thread died, and plays the others on a fresh thread', async () => {
    const worker = workerFile(
      'dies.mjs',
      `export default (task) => {
        if (task.seed.endsWith('-1')) process.exit(3);
        return { players: task.players, moves: 1, outcome: { ranking: [[0]], scores: [1] }, order: undefined };
      };`,
    );
    const failures: MatchFailure[] = [];
    const config = { ...akcionerRange, games: 6 };
    const run = await runSimulationOnThreads(config, 2, { onFailure: (f) => failures.push(f) }, { worker });
    expect(run.tally).toMatchObject({ games: 6, finished: 5, failures: 1 });
    expect(failures.map((f) => [f.seed, f.problems])).toEqual([
      ['threads-1', ['exception in a worker thread: worker exited with code: 3']],
    ]);
    expect(failures[0]?.record).toMatchObject({ game: 'akcioner', players: 3, seed: 'threads-1', moves: [] });
  });

  it('stops with an error, rather than waiting for ever, when no worker can start', async () => {
    const worker = workerFile('broken.mjs', `throw new Error('this worker cannot start');`);
    await expect(runSimulationOnThreads(akcionerRange, 2, {}, { worker })).rejects.toThrow('this worker cannot start');
  }, 20_000);
});
