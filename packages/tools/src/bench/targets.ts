import { determinizeFigures } from './determinize.ts';
import { expertFigures } from './expert.ts';
import { perftFigures, type ExtraFigures } from './extra-figures.ts';

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
  /** Random matches recorded for the `play` calls measure (default 2,000; fewer for long games). */
  readonly recordedMatches?: number;
  /** Figures of this game only (e.g. its perft), measured before the common ones and printed beside them. */
  readonly extras?: readonly ExtraFigures[];
  /** Microseconds per `determinize` call at mid-game views (BIRZHA_BENCH_ONLY=determinize measures only these). */
  readonly determinize?: ExtraFigures;
  /** The expert level's decisions per second and ms per decision (BIRZHA_BENCH_ONLY=expert measures only these). */
  readonly expert?: ExtraFigures;
}

/** What `npm run bench` measures, in order; the output keys each game's figures by its id in camelCase. */
export const BENCH_TARGETS: readonly BenchTarget[] = [
  {
    game: 'akcioner',
    players: 2,
    options: { variant: 'classic' },
    targetGamesPerSecond: 20_000,
    memoryGames: 20_000,
    memoryCheckpoints: [1_000, 2_000, 5_000, 10_000, 20_000],
    determinize: determinizeFigures([2, 4], { variant: 'classic' }),
    expert: expertFigures([2, 4], { variant: 'classic' }),
  },
  {
    // The standard 4-player game with default options (no investors), as the target names it.
    game: 'stockpile',
    players: 4,
    options: {},
    targetGamesPerSecond: 5_000,
    memoryGames: 5_000,
    memoryCheckpoints: [500, 1_000, 2_000, 3_500, 5_000],
    determinize: determinizeFigures([2, 4]),
    expert: expertFigures([2, 4]),
  },
  {
    // 6 players with default options; the draughts perft (spec V1, depth 10 = 22,450,647) beside the games.
    game: 'checkers-exchange',
    players: 6,
    options: {},
    targetGamesPerSecond: 20,
    recordedMatches: 200,
    memoryGames: 500,
    memoryCheckpoints: [50, 100, 200, 350, 500],
    extras: [perftFigures(10)],
    // Its smallest table and its standard one (3 to 8 players).
    determinize: determinizeFigures([3, 6]),
    expert: expertFigures([4]),
  },
];
