import type { SimulateConfig } from './config.ts';
import type { RunResult } from './run.ts';

/** One failure as reported: where its record was written (null once the file limit was reached). */
export interface ReportedFailure {
  readonly seed: string;
  readonly at: number;
  readonly problems: readonly string[];
  readonly file: string | null;
}

/** The result of `birzha simulate`, as printed by `--json`. */
export interface SimulationSummary {
  readonly game: string;
  readonly players: number;
  readonly options: unknown;
  readonly seed: string;
  readonly bots: readonly string[];
  readonly check: boolean;
  readonly games: number;
  /** Games that reached their end without a failure. */
  readonly finished: number;
  readonly moves: number;
  readonly seconds: number;
  readonly movesPerSecond: number;
  readonly gamesPerSecond: number;
  /** Over finished games; null when none finished. */
  readonly averageMoves: number | null;
  /** Mean final score (the outcome's) of the winners of finished games, a shared win counting each winner. */
  readonly averageWinnerScore: number | null;
  readonly winsBySeat: readonly number[];
  readonly winsByTurnPosition: readonly number[] | null;
  /** Finished games won by more than one seat. */
  readonly sharedWins: number;
  readonly failures: number;
  readonly failureList: readonly ReportedFailure[];
}

const round2 = (x: number): number => Math.round(x * 100) / 100;
const perSecond = (n: number, seconds: number): number => (seconds > 0 ? Math.round(n / seconds) : 0);

/** Turns run totals into the reported summary. */
export function summarize(
  config: SimulateConfig,
  run: RunResult,
  failureList: readonly ReportedFailure[],
): SimulationSummary {
  const t = run.tally;
  return {
    game: config.game.meta.id,
    players: config.players,
    options: config.options,
    seed: config.seed,
    bots: config.bots,
    check: config.check,
    games: t.games,
    finished: t.finished,
    moves: t.moves,
    seconds: Math.round(run.seconds * 1000) / 1000,
    movesPerSecond: perSecond(t.moves, run.seconds),
    gamesPerSecond: perSecond(t.games, run.seconds),
    averageMoves: t.finished > 0 ? round2(t.finishedMoves / t.finished) : null,
    averageWinnerScore: t.winnerCount > 0 ? round2(t.winnerScoreSum / t.winnerCount) : null,
    winsBySeat: t.winsBySeat,
    winsByTurnPosition: t.winsByTurnPosition,
    sharedWins: t.sharedWins,
    failures: t.failures,
    failureList,
  };
}
