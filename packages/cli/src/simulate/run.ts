import { matchSeed, type SimulateConfig } from './config.ts';
import { playMatch, type MatchFailure } from './play-match.ts';
import { addMatch, createTally, type Tally } from './stats.ts';

/** Callbacks of a running simulation (progress, failure records); the loop itself does no I/O. */
export interface RunHooks {
  /** After every match, with the number of matches done. */
  onProgress?(done: number): void;
  onFailure?(failure: MatchFailure): void;
}

/** What a finished simulation measured. */
export interface RunResult {
  readonly tally: Tally;
  readonly seconds: number;
}

/** Plays the configured matches one after another on this thread. */
export function runSimulation(config: SimulateConfig, hooks: RunHooks = {}): RunResult {
  const tally = createTally(config.players);
  const started = performance.now();
  for (let i = 0; i < config.games; i++) {
    const result = playMatch(config, matchSeed(config.seed, i));
    addMatch(tally, result);
    if (result.failure !== undefined) hooks.onFailure?.(result.failure);
    hooks.onProgress?.(i + 1);
  }
  return { tally, seconds: (performance.now() - started) / 1000 };
}
