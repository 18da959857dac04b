import { runFor } from './clock.ts';
import { playRandomGame, type BenchGame } from './random-game.ts';

/** Full random matches per second after a warm-up, with the average match length. */
export interface GamesPerSecond {
  readonly gamesPerSecond: number;
  readonly movesPerGame: number;
  readonly movesPerSecond: number;
  readonly games: number;
  readonly seconds: number;
}

/** Warm up (so that the JIT has compiled the hot paths), then count whole matches for `seconds`. */
export function measureGamesPerSecond(bench: BenchGame, warmupSeconds: number, seconds: number): GamesPerSecond {
  runFor(warmupSeconds, (i) => playRandomGame(bench, `warmup-${i}`));
  let moves = 0;
  const run = runFor(seconds, (i) => {
    moves += playRandomGame(bench, `games-${i}`);
  });
  return {
    gamesPerSecond: Math.round(run.calls / run.seconds),
    movesPerGame: Math.round((moves / run.calls) * 100) / 100,
    movesPerSecond: Math.round(moves / run.seconds),
    games: run.calls,
    seconds: Math.round(run.seconds * 100) / 100,
  };
}
