import { getBot, nextSeat } from '@birzha/bots';
import { recordOf, type MatchRecord, type Outcome, type RecordedMove, type Seat } from '@birzha/engine';
import { playout, randomLegalMove, type Chooser } from '@birzha/engine/testing';
import { errorMessage } from '../error-message.ts';
import type { SimulateConfig } from './config.ts';

/** A broken invariant, a refused move, a game without end or an exception, with the record that reproduces it. */
export interface MatchFailure {
  readonly seed: string;
  /** Moves applied before the failure showed. */
  readonly at: number;
  readonly problems: readonly string[];
  readonly record: MatchRecord;
}

/** One played match: its length and outcome (undefined when it failed before the end). */
export interface MatchResult {
  readonly moves: number;
  readonly state: unknown;
  readonly outcome: Outcome | undefined;
  readonly failure?: MatchFailure;
}

/**
 * Seats the configured bots: `random` picks a uniformly random legal move; a bot from packages/bots gets only its
 * seat's view and returns a whole turn, which is then fed to the playout one move at a time. A seat whose turn is
 * still being fed goes on; otherwise the seat served is drawn among those the game waits for (as the arena and the
 * server do: serving the lowest seat first gave it the first say in every simultaneous phase).
 */
function botChooser(config: SimulateConfig, seed: string): Chooser {
  const queues = new Map<Seat, unknown[]>();
  let turns = 0;
  return (game, state, rng) => {
    const toAct = game.toAct(state);
    const seat = toAct.find((s) => (queues.get(s)?.length ?? 0) > 0) ?? nextSeat(toAct, rng);
    if (seat === undefined) return undefined;
    const kind = config.bots.length === 1 ? config.bots[0] : config.bots[seat];
    const bot = kind === undefined || kind === 'random' ? undefined : getBot(game.meta.id, kind);
    if (bot === undefined) {
      const move = randomLegalMove(game, state, seat, rng);
      return move === undefined ? undefined : { seat, move };
    }
    let queue = queues.get(seat) ?? [];
    if (queue.length === 0) {
      queue = bot.chooseTurn(game, game.view(state, seat), seat, `${seed}/turn-${turns++}`);
      queues.set(seat, queue);
    }
    const move = queue.shift();
    return move === undefined ? undefined : { seat, move };
  };
}

/**
 * Plays one match with the configured bots and `players` seats (one count of the configured range); a thrown
 * exception becomes a failure instead of ending the run.
 */
export function playMatch(config: SimulateConfig, seed: string, players = config.players): MatchResult {
  const { game, options, check } = config;
  // Our own log of choices: when `play` throws, playout's record is lost, and this log (ending with the move that
  // threw) still reproduces the exception under `birzha replay`.
  const chosen: RecordedMove[] = [];
  const seats = botChooser(config, seed);
  const chooser: Chooser = (g, state, rng) => {
    const choice = seats(g, state, rng);
    if (choice !== undefined) chosen.push(choice);
    return choice;
  };
  try {
    const result = playout(game, { players, options, seed, check, chooser });
    const moves = result.record.moves.length;
    if (result.failure === undefined) return { moves, state: result.state, outcome: result.outcome };
    const { at, problems } = result.failure;
    return { moves, state: result.state, outcome: undefined, failure: { seed, at, problems, record: result.record } };
  } catch (e) {
    const record = recordOf(game, { players, options, seed }, chosen);
    const at = Math.max(0, chosen.length - 1);
    const failure = { seed, at, problems: [`exception: ${errorMessage(e)}`], record };
    return { moves: at, state: undefined, outcome: undefined, failure };
  }
}
