import { cpus } from 'node:os';
import { getGame } from '@birzha/engine';
import type { SimulateConfig } from '../simulate/config.ts';
import { measureGamesPerSecond } from './games-per-second.ts';
import { measureMemory } from './memory.ts';
import { measurePlayCalls } from './play-calls.ts';
import { benchGame } from './random-game.ts';

// `npm run bench`: one JSON object on stdout, progress on stderr. Everything runs on this one thread, one
// measurement after another, so the numbers are per core. Root script runs node with --expose-gc for the memory part.

/** The game measured (the output keeps its id as the key of its figures). */
const GAME = 'akcioner';
const TARGET_GAMES_PER_SECOND = 20_000;
const PLAYERS = 2;
const OPTIONS = { variant: 'classic' } as const;
const MEMORY_GAMES = 20_000;
const MEMORY_CHECKPOINTS = [1_000, 2_000, 5_000, 10_000, MEMORY_GAMES];

const log = (text: string): void => void process.stderr.write(`bench: ${text}\n`);
const started = performance.now();
const game = getGame(GAME);
if (game === undefined) throw new Error(`bench: game ${GAME} is not registered`);
const bench = benchGame(game, PLAYERS, OPTIONS);

log(`${GAME}: warm-up 3 s, then full random games for 8 s`);
const games = measureGamesPerSecond(bench, 3, 8);
log(`${GAME}: ${games.gamesPerSecond} games/s, ${games.movesPerGame} moves per game`);

log(`${GAME}: recording 2000 games, then replaying them with play alone for 8 s`);
const calls = measurePlayCalls(bench, 2_000, 8);
log(`${GAME}: ${calls.playCallsPerSecond} play calls/s`);

log(`memory: ${MEMORY_GAMES} simulated games (the simulate loop, no per-move checks)`);
const config: SimulateConfig = {
  game,
  players: PLAYERS,
  games: MEMORY_GAMES,
  seed: 'bench-memory',
  options: bench.options,
  bots: ['random'],
  check: false,
};
const memory = measureMemory(config, MEMORY_CHECKPOINTS, (s) => log(`memory: ${s.games} games, rss ${s.rssMB} MB`));

const result = {
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  threads: 1,
  [GAME]: {
    players: PLAYERS,
    options: bench.options,
    gamesPerSecond: games.gamesPerSecond,
    movesPerGame: games.movesPerGame,
    movesPerSecond: games.movesPerSecond,
    timedGames: games.games,
    timedSeconds: games.seconds,
    playCallsPerSecond: calls.playCallsPerSecond,
    playCalls: calls.playCalls,
    playCallsSeconds: calls.seconds,
    targetGamesPerSecond: TARGET_GAMES_PER_SECOND,
    meetsTarget: games.gamesPerSecond >= TARGET_GAMES_PER_SECOND,
  },
  memory,
  totalSeconds: Math.round((performance.now() - started) / 100) / 10,
};
process.stdout.write(JSON.stringify(result, null, 2) + '\n');
