import {
  createRng,
  recordOf,
  rngFromSeed,
  startMatch,
  unwrap,
  type AnyGame,
  type MatchRecord,
  type Outcome,
  type RecordedMove,
  type Rng,
  type Seat,
} from '@birzha/engine';
import { checkAll } from '@birzha/engine/testing';
import { BotError, type Bot, type BotLimits } from './bot.ts';

/** One bot match: every seat is played by a bot that gets only `game.view(state, seat)`. */
export interface ArenaMatch {
  readonly game: AnyGame;
  readonly players: number;
  /** Raw options, parsed by the game. */
  readonly options: unknown;
  /** The deal: the match's setup seed. */
  readonly seed: string;
  /**
   * Seeds the bots' decisions (`<choiceSeed>/turn-<n>`) and the order simultaneous seats are served in; absent: the
   * deal's seed. The arena plays one deal under several seatings, each with its own choice seed.
   */
  readonly choiceSeed?: string;
  /** One bot per seat. */
  readonly bots: readonly Bot[];
  /** Handed to every decision (`birzha arena --ms`); absent: each level's own time. */
  readonly limits?: BotLimits;
  /** Check every invariant (the game's and the generic ones) after every move: a broken one throws ArenaInvariantError. */
  readonly check?: boolean;
  /** Called with every view before it goes to a bot (tests freeze or inspect it). */
  readonly onView?: (view: unknown, seat: Seat) => void;
}

export interface ArenaResult {
  readonly record: MatchRecord;
  readonly state: unknown;
  readonly outcome: Outcome;
  /** Bot turns (calls of chooseTurn). */
  readonly turns: number;
  /** Wall milliseconds of every decision (chooseTurn call), by seat, in order. */
  readonly msBySeat: readonly (readonly number[])[];
}

/** A broken invariant in an arena match; `record` replays to the state that broke it. */
export class ArenaInvariantError extends Error {
  override readonly name = 'ArenaInvariantError';
  constructor(
    readonly record: MatchRecord,
    readonly problems: readonly string[],
  ) {
    super(`invariant broken after move ${record.moves.length} (seed ${record.seed}): ${problems.join('; ')}`);
  }
}

/**
 * The seat served next: one of the seats the game waits for, drawn at random when a phase is simultaneous. Serving
 * the lowest seat first (as this did before issue 27) let seat 0 act first in every simultaneous phase (first bid,
 * first order on the book): it biased one game's self-play to 26/14/0/0 wins by seat.
 */
export function nextSeat(toAct: readonly Seat[], rng: Rng): Seat | undefined {
  return toAct.length <= 1 ? toAct[0] : toAct[rng.int(toAct.length)];
}

/**
 * Plays a whole match the way the server does: a seat the game waits for (at random among several) gets its view,
 * its bot returns moves, and they are applied in order; an empty or refused turn is a bot bug and throws a BotError
 * naming it (a refused move ends the match, so all-or-none needs no undo here); bad options are the caller's bug and
 * throw too.
 */
export function playMatch(match: ArenaMatch): ArenaResult {
  const { game, players, seed, bots } = match;
  if (bots.length !== players) throw new Error(`playMatch: ${bots.length} bots for ${players} seats`);
  const choiceSeed = match.choiceSeed ?? seed;
  const start = { players, options: match.options, seed };
  let state = unwrap(startMatch(game, start), 'playMatch: start').state;
  const moves: RecordedMove[] = [];
  const msBySeat: number[][] = bots.map(() => []);
  const order = createRng(rngFromSeed(`${choiceSeed}/order`));
  const check = (): void => {
    if (match.check !== true) return;
    const problems = checkAll(game, state, players);
    if (problems.length > 0) throw new ArenaInvariantError(recordOf(game, start, moves), problems);
  };
  check();
  let turns = 0;
  for (;;) {
    const outcome = game.outcome(state);
    if (outcome !== undefined) return { record: recordOf(game, start, moves), state, outcome, turns, msBySeat };
    const seat = nextSeat(game.toAct(state), order);
    if (seat === undefined) throw new Error('playMatch: a running game with nobody to act');
    const bot = bots[seat]!;
    const view = game.view(state, seat);
    match.onView?.(view, seat);
    const started = performance.now();
    const chosen = bot.chooseTurn(game, view, seat, `${choiceSeed}/turn-${turns}`, match.limits);
    msBySeat[seat]!.push(performance.now() - started);
    turns++;
    if (chosen.length === 0)
      throw new BotError(`${bot.level} bot of seat ${seat} returned no moves at move ${moves.length}`);
    for (const [index, raw] of chosen.entries()) {
      const parsed = game.parseMove(raw);
      const next = parsed.ok ? game.play(state, seat, parsed.value) : parsed;
      if (!next.ok) {
        throw new BotError(
          `${bot.level} bot of seat ${seat}: move ${index} of ${JSON.stringify(chosen)} refused with ${next.error.code}` +
            ` (seed ${seed}, after ${moves.length - index} moves)`,
        );
      }
      moves.push({ seat, move: raw });
      state = next.value.state;
      check();
    }
  }
}
