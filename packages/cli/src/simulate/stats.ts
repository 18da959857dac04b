import type { Seat } from '@birzha/engine';
import type { MatchResult } from './play-match.ts';

/** Running totals of a simulation; fixed size whatever the number of games, so long runs stay flat in memory. */
export interface Tally {
  games: number;
  finished: number;
  moves: number;
  finishedMoves: number;
  winnerScoreSum: number;
  winnerCount: number;
  sharedWins: number;
  failures: number;
  readonly winsBySeat: number[];
  /** Wins by place in the turn order (1st mover, 2nd, ...); null for a game whose state has no `order`. */
  winsByTurnPosition: number[] | null;
}

/** An empty tally for `players` seats. */
export function createTally(players: number): Tally {
  return {
    games: 0,
    finished: 0,
    moves: 0,
    finishedMoves: 0,
    winnerScoreSum: 0,
    winnerCount: 0,
    sharedWins: 0,
    failures: 0,
    winsBySeat: new Array<number>(players).fill(0),
    winsByTurnPosition: new Array<number>(players).fill(0),
  };
}

/** The turn order of a state when the game keeps one as `order` (a list of seats), else undefined. */
function turnOrder(state: unknown, players: number): readonly Seat[] | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const order: unknown = (state as { order?: unknown }).order;
  if (!Array.isArray(order) || order.length !== players) return undefined;
  return order.every((s) => Number.isInteger(s) && s >= 0 && s < players) ? (order as Seat[]) : undefined;
}

/** Adds one match; every seat of the best ranking group is counted as a winner. */
export function addMatch(tally: Tally, result: MatchResult): void {
  tally.games += 1;
  tally.moves += result.moves;
  if (result.failure !== undefined) tally.failures += 1;
  const outcome = result.outcome;
  if (result.failure !== undefined || outcome === undefined) return;
  tally.finished += 1;
  tally.finishedMoves += result.moves;
  const winners = outcome.ranking[0] ?? [];
  if (winners.length > 1) tally.sharedWins += 1;
  const order = turnOrder(result.state, tally.winsBySeat.length);
  if (order === undefined) tally.winsByTurnPosition = null;
  for (const seat of winners) {
    tally.winsBySeat[seat] = (tally.winsBySeat[seat] ?? 0) + 1;
    tally.winnerScoreSum += outcome.scores[seat] ?? 0;
    tally.winnerCount += 1;
    if (order !== undefined && tally.winsByTurnPosition !== null) {
      const position = order.indexOf(seat);
      tally.winsByTurnPosition[position] = (tally.winsByTurnPosition[position] ?? 0) + 1;
    }
  }
}
