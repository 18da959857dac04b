/** One game the bench measures: the table it plays and the speed it should reach on one core. */
export interface BenchTarget {
  readonly game: string;
  readonly players: number;
  /** Raw options, parsed by the game once before any timed loop. */
  readonly options: Readonly<Record<string, unknown>>;
  readonly targetGamesPerSecond: number;
  /** Games of the memory run, and the game counts it samples at (the second sample is the baseline). */
  readonly memoryGames: number;
  readonly memoryCheckpoints: readonly number[];
}

/** What `npm run bench` measures, in order; the output keeps each game id as the key of its figures. */
export const BENCH_TARGETS: readonly BenchTarget[] = [
  {
    game: 'akcioner',
    players: 2,
    options: { variant: 'classic' },
    targetGamesPerSecond: 20_000,
    memoryGames: 20_000,
    memoryCheckpoints: [1_000, 2_000, 5_000, 10_000, 20_000],
  },
  {
    // The standard 4-player game with default options (no investors), as the target names it.
    game: 'stockpile',
    players: 4,
    options: {},
    targetGamesPerSecond: 5_000,
    memoryGames: 5_000,
    memoryCheckpoints: [500, 1_000, 2_000, 3_500, 5_000],
  },
];
