import { playerCounts, type SimulateConfig } from './config.ts';
import { playersLabel } from './players-flag.ts';
import type { RunResult } from './run.ts';

/** One failure as reported: where its record was written (null once the file limit was reached). */
export interface ReportedFailure {
  readonly seed: string;
  readonly at: number;
  readonly problems: readonly string[];
  readonly file: string | null;
}

/** The matches of one player count of a range. */
export interface PlayersBreakdown {
  readonly players: number;
  readonly games: number;
  readonly finished: number;
  readonly moves: number;
  readonly failures: number;
}

/** The result of `birzha simulate`, as printed by `--json`. */
export interface SimulationSummary {
  readonly game: string;
  /** As given: the count, or `"A..B"` for a range. */
  readonly players: number | string;
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
  /** Two decimals below 100 (a slow checked game would otherwise show 0), an integer above. */
  readonly gamesPerSecond: number;
  /** Over finished games; null when none finished. */
  readonly averageMoves: number | null;
  /** Mean final score (the outcome's) of the winners of finished games, a shared win counting each winner. */
  readonly averageWinnerScore: number | null;
  /** Spans the largest player count of a range. */
  readonly winsBySeat: readonly number[];
  readonly winsByTurnPosition: readonly number[] | null;
  /** Finished games won by more than one seat. */
  readonly sharedWins: number;
  readonly failures: number;
  /** Only for a range: one entry per count, lowest first. */
  readonly byPlayers?: readonly PlayersBreakdown[];
  readonly failureList: readonly ReportedFailure[];
}

const round2 = (x: number): number => Math.round(x * 100) / 100;
const perSecond = (n: number, seconds: number): number => (seconds > 0 ? Math.round(n / seconds) : 0);
const gamesPerSecond = (n: number, seconds: number): number => {
  if (seconds <= 0) return 0;
  const rate = n / seconds;
  return rate >= 100 ? Math.round(rate) : round2(rate);
};

/** Turns run totals into the reported summary. */
export function summarize(
  config: SimulateConfig,
  run: RunResult,
  failureList: readonly ReportedFailure[],
): SimulationSummary {
  const t = run.tally;
  // Every count of the range, even one that fewer games than counts never reached.
  const byPlayers = playerCounts(config).map((players) => {
    const c = t.byPlayers.get(players);
    return {
      players,
      games: c?.games ?? 0,
      finished: c?.finished ?? 0,
      moves: c?.moves ?? 0,
      failures: c?.failures ?? 0,
    };
  });
  return {
    game: config.game.meta.id,
    players: playersLabel(config),
    options: config.options,
    seed: config.seed,
    bots: config.bots,
    check: config.check,
    games: t.games,
    finished: t.finished,
    moves: t.moves,
    seconds: Math.round(run.seconds * 1000) / 1000,
    movesPerSecond: perSecond(t.moves, run.seconds),
    gamesPerSecond: gamesPerSecond(t.games, run.seconds),
    averageMoves: t.finished > 0 ? round2(t.finishedMoves / t.finished) : null,
    averageWinnerScore: t.winnerCount > 0 ? round2(t.winnerScoreSum / t.winnerCount) : null,
    winsBySeat: t.winsBySeat,
    winsByTurnPosition: t.winsByTurnPosition,
    sharedWins: t.sharedWins,
    failures: t.failures,
    ...(config.playersUpTo === undefined ? {} : { byPlayers }),
    failureList,
  };
}
