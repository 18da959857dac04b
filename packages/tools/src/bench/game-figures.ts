import { getGame } from '@birzha/engine';
import type { SimulateConfig } from '@birzha/cli';
import { measureGamesPerSecond } from './games-per-second.ts';
import { measureMemory, type MemoryReport } from './memory.ts';
import { measurePlayCalls } from './play-calls.ts';
import { benchGame } from './random-game.ts';
import type { BenchTarget } from './targets.ts';

/** One game's figures in the bench output. */
export interface GameFigures {
  readonly players: number;
  readonly options: unknown;
  readonly gamesPerSecond: number;
  readonly movesPerGame: number;
  readonly movesPerSecond: number;
  readonly timedGames: number;
  readonly timedSeconds: number;
  readonly playCallsPerSecond: number;
  readonly playCalls: number;
  readonly playCallsSeconds: number;
  readonly targetGamesPerSecond: number;
  readonly meetsTarget: boolean;
  readonly memory: MemoryReport;
}

/**
 * Full random games per second after a warm-up, `play` calls per second on recorded games, and the memory of a long
 * simulation, one after another on this thread. A game missing from the registry is a bug in the bench.
 */
export function measureGame(target: BenchTarget, log: (text: string) => void): GameFigures {
  const id = target.game;
  const game = getGame(id);
  if (game === undefined) throw new Error(`bench: game ${id} is not registered`);
  const bench = benchGame(game, target.players, target.options);

  log(`${id}: warm-up 3 s, then full random ${target.players}-player games for 8 s`);
  const games = measureGamesPerSecond(bench, 3, 8);
  log(`${id}: ${games.gamesPerSecond} games/s, ${games.movesPerGame} moves per game`);

  const recorded = target.recordedMatches ?? 2_000;
  log(`${id}: recording ${recorded} games, then replaying them with play alone for 8 s`);
  const calls = measurePlayCalls(bench, recorded, 8);
  log(`${id}: ${calls.playCallsPerSecond} play calls/s`);

  log(`${id} memory: ${target.memoryGames} simulated games (the simulate loop, no per-move checks)`);
  const config: SimulateConfig = {
    game,
    players: target.players,
    games: target.memoryGames,
    seed: `bench-memory-${id}`,
    options: bench.options,
    bots: ['random'],
    check: false,
  };
  const memory = measureMemory(config, target.memoryCheckpoints, (s) =>
    log(`${id} memory: ${s.games} games, rss ${s.rssMB} MB`),
  );

  return {
    players: target.players,
    options: bench.options,
    gamesPerSecond: games.gamesPerSecond,
    movesPerGame: games.movesPerGame,
    movesPerSecond: games.movesPerSecond,
    timedGames: games.games,
    timedSeconds: games.seconds,
    playCallsPerSecond: calls.playCallsPerSecond,
    playCalls: calls.playCalls,
    playCallsSeconds: calls.seconds,
    targetGamesPerSecond: target.targetGamesPerSecond,
    meetsTarget: games.gamesPerSecond >= target.targetGamesPerSecond,
    memory,
  };
}
