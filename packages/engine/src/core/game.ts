import type { Result, Violation } from './result.ts';
import type { RngState } from './rng.ts';

/** A seat number, 0..players-1. The engine never sees user ids. */
export type Seat = number;
/** Who looks at a state: a seat, or a spectator who holds none. */
export type Viewer = Seat | 'spectator';

/** Static facts about a game. */
export interface GameMeta<Options> {
  readonly id: string;
  readonly title: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly rulesVersion: number;
  readonly defaultOptions: Options;
}

/** What `setup` needs: the seed is the only randomness a match ever gets. */
export interface SetupInput<Options> {
  readonly players: number;
  readonly options: Options;
  readonly seed: string;
  /** The spec's position override (unchecked input: `setup` validates it and fails with BAD_POSITION). */
  readonly position?: unknown;
}

/** A new state together with the events that produced it. */
export interface Transition<State, Event> {
  readonly state: State;
  readonly events: readonly Event[];
}

/** Final result: ranking groups (ties share a group, best first) and a score per seat. */
export interface Outcome {
  readonly ranking: readonly (readonly Seat[])[];
  readonly scores: readonly number[];
}

/**
 * The contract every game implements (architecture page, section 2). All functions are pure and deterministic;
 * states, moves, events and views are plain JSON-safe data and are never mutated.
 *
 * Methods are declared with method syntax on purpose: it lets a concrete game be stored in the registry as
 * `AnyGame` (TypeScript checks method parameters bivariantly).
 */
export interface Game<Options, State, Move, Event, View> {
  readonly meta: GameMeta<Options>;
  /** Raw options from a user or a record: missing keys take defaults; anything else fails with a code. */
  parseOptions(raw: unknown, players: number): Result<Options, Violation>;
  setup(input: SetupInput<Options>): Result<Transition<State, Event>, Violation>;
  /** Seats that may act now; several when a phase is simultaneous; [] when the game is over. */
  toAct(state: State): readonly Seat[];
  /** A finite enumeration of legal moves (for bots, UI hints and tests); [] when the seat cannot act. */
  legalMoves(state: State, seat: Seat): readonly Move[];
  /** Unchecked input (JSON from a client) to a well-formed move, or a Violation (BAD_MOVE and friends). */
  parseMove(raw: unknown): Result<Move, Violation>;
  /** Applies a well-formed move for an authorized seat; an illegal move returns a Violation and changes nothing. */
  play(state: State, seat: Seat, move: Move): Result<Transition<State, Event>, Violation>;
  /** What a viewer may see: the state without other seats' secrets and without the rng. */
  view(state: State, viewer: Viewer): View;
  /** An event as a viewer may see it, or undefined when the viewer must not see it at all. */
  viewEvent(event: Event, viewer: Viewer): Event | undefined;
  /** The result once the game is over; undefined while it is running. */
  outcome(state: State): Outcome | undefined;
  /** For search bots: a full state consistent with what `seat` sees, hidden parts sampled from `rng`. */
  determinize?(view: View, seat: Seat, rng: RngState): State;
}

/** Any registered game, with its types erased (the registry, the CLI and the server use games through this). */
export type AnyGame = Game<unknown, unknown, unknown, unknown, unknown>;
