import { cpus } from 'node:os';
import { getGame } from '@birzha/engine';
import type { SimulateConfig } from '../simulate/config.ts';
import { measureGamesPerSecond } from './games-per-second.ts';
import { measureMemory } from './memory.ts';
import { measurePlayCalls } from './play-calls.ts';
import { benchGame } from './random-game.ts';

// `npm run bench`: one JSON object on stdout, progress on stderr. Everything runs on this one thread, one
// measurement after another, so the numbers are per core. Root script runs node with --expose-gc for the memory part.

/** The games measured, each under its id in the output: players, options and the target of its figures. */
const BENCHES = [
  { id: 'akcioner', players: 2, options: { variant: 'classic' }, target: 20_000 },
  { id: 'stockpile', players: 4, options: {}, target: 5_000 },
] as const;
const MEMORY_GAMES = 20_000;
const MEMORY_CHECKPOINTS = [1_000, 2_000, 5_000, 10_000, MEMORY_GAMES];

const log = (text: string): void => void process.stderr.write(`bench: ${text}\n`);
const started = performance.now();
const figures: Record<string, object> = {};
let memoryConfig: SimulateConfig | undefined;
for (const b of BENCHES) {
  const game = getGame(b.id);
  if (game === undefined) throw new Error(`bench: game ${b.id} is not registered`);
  const bench = benchGame(game, b.players, b.options);
  log(`${b.id}: warm-up 3 s, then full random games for 8 s`);
  const games = measureGamesPerSecond(bench, 3, 8);
  log(`${b.id}: ${games.gamesPerSecond} games/s, ${games.movesPerGame} moves per game`);
  log(`${b.id}: recording 2000 games, then replaying them with play alone for 8 s`);
  const calls = measurePlayCalls(bench, 2_000, 8);
  log(`${b.id}: ${calls.playCallsPerSecond} play calls/s`);
  figures[b.id] = {
    players: b.players,
    options: bench.options,
    gamesPerSecond: games.gamesPerSecond,
    movesPerGame: games.movesPerGame,
    movesPerSecond: games.movesPerSecond,
    timedGames: games.games,
    timedSeconds: games.seconds,
    playCallsPerSecond: calls.playCallsPerSecond,
    playCalls: calls.playCalls,
    playCallsSeconds: calls.seconds,
    targetGamesPerSecond: b.target,
    meetsTarget: games.gamesPerSecond >= b.target,
  };
  // The memory run uses the first game (the simulate loop is the same for every game).
  memoryConfig ??= {
    game,
    players: b.players,
    games: MEMORY_GAMES,
    seed: 'bench-memory',
    options: bench.options,
    bots: ['random'],
    check: false,
  };
}

log(`memory: ${MEMORY_GAMES} simulated games (the simulate loop, no per-move checks)`);
if (memoryConfig === undefined) throw new Error('bench: no game');
const memory = measureMemory(memoryConfig, MEMORY_CHECKPOINTS, (s) =>
  log(`memory: ${s.games} games, rss ${s.rssMB} MB`),
);

const result = {
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  threads: 1,
  ...figures,
  memory,
  totalSeconds: Math.round((performance.now() - started) / 100) / 10,
};
process.stdout.write(JSON.stringify(result, null, 2) + '\n');
