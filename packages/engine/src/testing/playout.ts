import type { AnyGame, Outcome, Seat } from '../core/game.ts';
import { recordOf, startMatch, type MatchRecord, type RecordedMove } from '../core/record.ts';
import { createRng, rngFromSeed, type Rng } from '../core/rng.ts';
import { unwrap, type Violation } from '../core/result.ts';
import { checkAll } from './invariants.ts';
import { randomLegalMove } from './random-player.ts';

/** Chooses the next (seat, move) for a running game; undefined means nobody can act (a bug in a running game). */
export type Chooser = (game: AnyGame, state: unknown, rng: Rng) => RecordedMove | undefined;

/** The first seat to act plays a uniformly random legal move. */
export const randomChooser: Chooser = (game, state, rng) => {
  const toAct = game.toAct(state);
  if (toAct.length === 0) return undefined;
  const seat = toAct[rng.int(toAct.length)] as Seat;
  const move = randomLegalMove(game, state, seat, rng);
  return move === undefined ? undefined : { seat, move };
};

export interface PlayoutInput {
  readonly players: number;
  /** Raw options, parsed by the game. */
  readonly options: unknown;
  readonly seed: string;
  /** The rules version (absent: the game's newest, as a new match). */
  readonly rulesVersion?: number;
  /** Seed of the players' own choices (defaults to the match seed). */
  readonly choiceSeed?: string;
  readonly chooser?: Chooser;
  /** Check every invariant after every move (slower). */
  readonly check?: boolean;
  /** A bound that no game may reach (termination). */
  readonly maxMoves?: number;
}

export interface PlayoutResult {
  readonly record: MatchRecord;
  readonly state: unknown;
  readonly outcome: Outcome | undefined;
  /** Set when an invariant broke, a listed move was refused, or the game did not end: the record reproduces it. */
  readonly failure?: { readonly at: number; readonly problems: readonly string[] };
}

/** Plays one complete match; the returned record replays to the returned state. Bad options are a bug: it throws. */
export function playout(game: AnyGame, input: PlayoutInput): PlayoutResult {
  const { players, options, seed, rulesVersion } = input;
  const start = rulesVersion === undefined ? { players, options, seed } : { players, options, seed, rulesVersion };
  const started = unwrap(startMatch(game, start), 'playout: start');
  const moves: RecordedMove[] = [];
  const record = (): MatchRecord => recordOf(game, start, moves);
  const rng = createRng(rngFromSeed(input.choiceSeed ?? input.seed));
  const chooser = input.chooser ?? randomChooser;
  const maxMoves = input.maxMoves ?? 100_000;
  let state = started.state;
  const fail = (problems: string[]): PlayoutResult => ({
    record: record(),
    state,
    outcome: game.outcome(state),
    failure: { at: moves.length, problems },
  });
  if (input.check === true) {
    const problems = checkAll(game, state, input.players);
    if (problems.length > 0) return fail(problems);
  }
  while (game.outcome(state) === undefined) {
    if (moves.length >= maxMoves) return fail([`no end after ${maxMoves} moves`]);
    const choice = chooser(game, state, rng);
    if (choice === undefined) return fail(['running game with nobody able to act']);
    const parsed = game.parseMove(choice.move);
    if (!parsed.ok) return fail([`chosen move refused by parseMove: ${describe(parsed.error)}`]);
    const next = game.play(state, choice.seat, parsed.value);
    if (!next.ok) return fail([`chosen move ${JSON.stringify(choice.move)} refused: ${describe(next.error)}`]);
    moves.push(choice);
    state = next.value.state;
    if (input.check === true) {
      const problems = checkAll(game, state, input.players);
      if (problems.length > 0) return fail(problems);
    }
  }
  return { record: record(), state, outcome: game.outcome(state) };
}

function describe(v: Violation): string {
  return v.detail === undefined ? v.code : `${v.code} ${JSON.stringify(v.detail)}`;
}
