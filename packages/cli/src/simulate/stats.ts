import type { Outcome, Seat } from '@birzha/engine';
import type { MatchFailure, MatchResult } from './play-match.ts';

/**
 * What the tally needs of one played match, as plain data (a worker thread sends it back): the final state is
 * reduced to its turn order, so no state crosses threads.
 */
export interface MatchDigest {
  readonly players: number;
  readonly moves: number;
  /** Undefined when the match failed before its end. */
  readonly outcome: Outcome | undefined;
  /** The final state's turn order (`order`, a list of seats) when the game keeps one. */
  readonly order: readonly Seat[] | undefined;
  readonly failure?: MatchFailure;
}

/** Totals of the matches played with one player count. */
export interface CountTally {
  games: number;
  finished: number;
  moves: number;
  failures: number;
}

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
  /** Totals by player count, one entry per count played. */
  readonly byPlayers: Map<number, CountTally>;
}

/** An empty tally whose seat columns span `players` seats (the largest count of a range). */
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
    byPlayers: new Map(),
  };
}

/** The turn order of a state when the game keeps one as `order` (a list of seats), else undefined. */
function turnOrder(state: unknown, players: number): readonly Seat[] | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const order: unknown = (state as { order?: unknown }).order;
  if (!Array.isArray(order) || order.length !== players) return undefined;
  return order.every((s) => Number.isInteger(s) && s >= 0 && s < players) ? (order as Seat[]) : undefined;
}

/** Reduces a played match with `players` seats to what the tally counts. */
export function digestMatch(result: MatchResult, players: number): MatchDigest {
  const { moves, outcome, failure } = result;
  const order = turnOrder(result.state, players);
  return failure === undefined ? { players, moves, outcome, order } : { players, moves, outcome, order, failure };
}

/** Adds one match; every seat of the best ranking group is counted as a winner. */
export function addMatch(tally: Tally, match: MatchDigest): void {
  let count = tally.byPlayers.get(match.players);
  if (count === undefined) {
    count = { games: 0, finished: 0, moves: 0, failures: 0 };
    tally.byPlayers.set(match.players, count);
  }
  tally.games += 1;
  count.games += 1;
  tally.moves += match.moves;
  count.moves += match.moves;
  if (match.failure !== undefined) {
    tally.failures += 1;
    count.failures += 1;
  }
  const outcome = match.outcome;
  if (match.failure !== undefined || outcome === undefined) return;
  tally.finished += 1;
  count.finished += 1;
  tally.finishedMoves += match.moves;
  const winners = outcome.ranking[0] ?? [];
  if (winners.length > 1) tally.sharedWins += 1;
  const order = match.order;
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
