import { matchPlayers, matchSeed, playerCounts, type SimulateConfig } from './config.ts';
import { playMatch, type MatchFailure } from './play-match.ts';
import { addMatch, createTally, digestMatch, type Tally } from './stats.ts';

/** Callbacks of a running simulation (progress, failure records); the loop itself does no I/O. */
export interface RunHooks {
  /** After every match, with the number of matches done. */
  onProgress?(done: number): void;
  /** For every failed match, in the order of the matches (whatever thread played them). */
  onFailure?(failure: MatchFailure): void;
}

/** What a finished simulation measured. */
export interface RunResult {
  readonly tally: Tally;
  readonly seconds: number;
}

/** An empty tally whose seat columns span the largest player count of the simulation. */
export function createRunTally(config: SimulateConfig): Tally {
  return createTally(Math.max(...playerCounts(config)));
}

/** Plays the configured matches one after another on this thread. */
export function runSimulation(config: SimulateConfig, hooks: RunHooks = {}): RunResult {
  const tally = createRunTally(config);
  const started = performance.now();
  for (let i = 0; i < config.games; i++) {
    const players = matchPlayers(config, i);
    const result = playMatch(config, matchSeed(config.seed, i), players);
    addMatch(tally, digestMatch(result, players));
    if (result.failure !== undefined) hooks.onFailure?.(result.failure);
    hooks.onProgress?.(i + 1);
  }
  return { tally, seconds: (performance.now() - started) / 1000 };
}
