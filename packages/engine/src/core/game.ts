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
  /** The rules version new matches are created under: the newest of `rulesVersions`. */
  readonly rulesVersion: number;
  /**
   * Every rules version this code still plays, oldest first (the newest is `rulesVersion`): a record keeps the
   * version its match was created under and replays under it; any other version is refused with
   * RULES_VERSION_MISMATCH naming these. Absent: only `rulesVersion`.
   */
  readonly rulesVersions?: readonly number[];
  readonly defaultOptions: Options;
  /**
   * About how many decisions each player makes in a whole game with these options (what a turn-based table's
   * estimated length is reckoned from: decisions times the time a turn takes). Absent: the lobby shows no estimate.
   */
  turnsPerPlayer?(options: Options, players: number): number;
  /**
   * The options with the game's own clock switched on, every other choice kept: a turn-based table's banks and phase
   * deadlines time every period, and a game refuses its timeout move when its options set no clock. Absent: the
   * options as given.
   */
  timedOptions?(options: Options): Options;
}

/** What `setup` needs: the seed is the only randomness a match ever gets. */
export interface SetupInput<Options> {
  readonly players: number;
  readonly options: Options;
  readonly seed: string;
  /**
   * The rules version the match is played under: one of `meta.rulesVersions` (a record's own, when replayed). Absent:
   * `meta.rulesVersion`, the newest. The state keeps whatever the version changes, so `play` needs no argument.
   */
  readonly rulesVersion?: number;
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
 * A clock the game declares (architecture page, sections 2 and 4). The engine never reads a clock: the server gives
 * each key a due time when it first sees it and, once that passes, submits `move` for each seat of `seats` through the
 * one move path, one at a time, each against the state it then finds (so a seat that acted meanwhile is skipped).
 * Per turn: one seat, a key per turn. Per phase: several seats at once, one key for the phase. A phase timer that
 * ends a phase for everyone: one seat and a move that closes the phase (mark it `closesPhase`, and the move `clockOnly`).
 */
export interface Deadline<Move = unknown> {
  /** Names the period: while the same key is declared its due time is kept; a new key starts a new period. */
  readonly key: string;
  /**
   * Length of the period in seconds from the moment its key first appears, by the game's own clock options; 0 when
   * the options set no clock (a live table then runs none). A game declares its periods whether or not its options
   * time them: a turn-based table (the server's pace) times every one of them by its banks and phase deadline.
   */
  readonly seconds: number;
  /**
   * The seat whose decision alone the period waits for, one turn in sequence: at a turn-based table it spends that
   * seat's time bank. Absent: a simultaneous phase (several seats, or the whole table), which gets the table's phase
   * deadline there and ends early once every seat has acted (the game then moves on, and its key goes).
   */
  readonly spends?: Seat;
  /** The seats whose timeout move is submitted when the period is over. */
  readonly seats: readonly Seat[];
  /** The move submitted for each of them. */
  readonly move: Move;
  /**
   * The move closes the phase for everyone, its seat only carrying it: nobody in particular is late (at a turn-based
   * table a period that `spends` a seat's bank is still that seat's). Absent: the seat the move is submitted as is
   * late, and its timeouts in a row count towards a bot taking it over.
   */
  readonly closesPhase?: boolean;
}

/** Something a transition tells one seat (Game.notices): a kind the server's notifications name. */
export interface Notice {
  readonly seat: Seat;
  readonly kind: 'outbid' | 'meeting';
}

/** What a game checks after every move in property tests and `birzha simulate`: one message per broken invariant. */
export interface Invariants<State, View> {
  state(state: State): string[];
  /** `view` is what `state` shows some viewer. */
  view(state: State, view: View): string[];
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
  /**
   * Every rule code the game answers (its codes.ts list, core's COMMON_CODES first), which its Violations are typed
   * by: what the web must word (GAME_CODES reads it). Absent: the game makes no failure of its own.
   */
  readonly codes?: readonly string[];
  /** Raw options from a user or a record: missing keys take defaults; anything else fails with a code. */
  parseOptions(raw: unknown, players: number): Result<Options, Violation>;
  setup(input: SetupInput<Options>): Result<Transition<State, Event>, Violation>;
  /**
   * The seats the game waits for (clocks, bots, "your turn"); several when a phase is simultaneous; [] when the game
   * is over.
   */
  toAct(state: State): readonly Seat[];
  /**
   * Whether `seat` may send moves now although the game does not wait for it (orders on an exchange, a ready flag,
   * a declaration). Such seats get their legal moves too. Absent: only the seats of `toAct` may act.
   */
  mayAct?(state: State, seat: Seat): boolean;
  /**
   * Whether a move is applied to the current state even when the sender saw an older version (a simultaneous
   * decision, an order: `play` checks it against whatever state it meets). Absent or false: an old version is STALE.
   */
  versionFree?(move: Move): boolean;
  /** Moves only the server's clock may submit (a phase timer's close): anyone else gets CLOCK_ONLY. */
  clockOnly?(move: Move): boolean;
  /** The clock periods of this state (see `Deadline`: declared even when the options set no clock); [] when none. */
  deadlines?(state: State): readonly Deadline<Move>[];
  /**
   * What a transition tells particular seats beyond "your turn" (a notification while they are away): another bid beat
   * theirs ('outbid'), a meeting was called on a firm they hold ('meeting'). `after` is the state it led to.
   * Absent: nothing.
   */
  notices?(events: readonly Event[], after: State): readonly Notice[];
  /** A finite enumeration of legal moves (for bots, UI hints and tests); [] when the seat cannot act. */
  legalMoves(state: State, seat: Seat): readonly Move[];
  /**
   * Whether the boards read a seat's legal moves in this state (they offer them as a list: bids, cards to place): the
   * server then sends `legal` to a seat that may act, with each snapshot and update at this state. Per state, so that
   * a phase whose board bounds the choice itself (a sale of any cards held: thousands of legal moves) is sent none.
   * Absent, or false: none (a board that needs a check runs `play` on a state built from its view). A connection that
   * subscribed with `legal: true` (a scripted player) gets them in every state; bots read them from the engine.
   */
  sendsLegal?(state: State): boolean;
  /** Unchecked input (JSON from a client) to a well-formed move, or a Violation (BAD_MOVE and friends). */
  parseMove(raw: unknown): Result<Move, Violation>;
  /** Applies a well-formed move for an authorized seat; an illegal move returns a Violation and changes nothing. */
  play(state: State, seat: Seat, move: Move): Result<Transition<State, Event>, Violation>;
  /**
   * What a viewer may see: the state without other seats' secrets and without the rng. `like`, when given, is the same
   * viewer's view of another state (the one before a move): a game may reuse its parts where the two states share
   * theirs, so that comparing the two views (the server's patches) skips them by identity. The result is the same JSON
   * with or without it.
   */
  view(state: State, viewer: Viewer, like?: ViewOf<State, View>): View;
  /**
   * An event as a viewer may see it, or undefined when the viewer must not see it at all. `state`, when the caller
   * has it, is the state the event's move led to: a game whose redaction depends on the state (who directs a firm)
   * uses it, and without it redacts as if the viewer controlled nothing it cannot tell from the event alone.
   */
  viewEvent(event: Event, viewer: Viewer, state?: State): Event | undefined;
  /**
   * True when `viewEvent` redacts by its `state` argument: a caller that keeps only the events (a match's history)
   * must then rebuild the states to show them. Absent or false: the event alone decides.
   */
  readonly viewEventReadsState?: boolean;
  /**
   * Where a state stands for a replay's list of turns: `turn` changes exactly when a new turn starts (e.g. a timed
   * stage, so that two moves in a row by one seat are two turns and a whole simultaneous phase is one), `round` is
   * the round the game counts (rounds, years), or null before the first. Absent: a turn is a run of moves while the
   * same seats are to act, and the round is the state's numeric `round` field if it has one.
   */
  turnOf?(state: State): { readonly turn: number; readonly round: number | null };
  /** The result once the game is over; undefined while it is running. */
  outcome(state: State): Outcome | undefined;
  /**
   * Whether `viewer` may be told that `seat` sent `move` (a match's history names each move's sender). `after` is the
   * state the move led to, `now` the match's current state: a game with sealed or anonymous moves hides their sender
   * until what hid it is revealed (a sealed bid, an anonymous order). A game
   * that declares this has its history rebuilt by replaying (to have `after`). Absent: every sender is public.
   */
  actorVisible?(move: Move, seat: Seat, viewer: Viewer, after: State, now: State): boolean;
  /**
   * How long, in seconds, the boards take to show in public what a transition's events did (a Movement revealed step
   * by step, a year's end): the server starts the clocks of the new state, and the bots' turns, only once it is over,
   * so that nobody has to decide while the show is still on. Absent or 0: no show.
   */
  showSeconds?(events: readonly Event[]): number;
  /**
   * For search bots: a full state consistent with what `seat` sees, hidden parts sampled from `rng`. A game
   * without hidden information whose view is its state may leave it out (see `determinizer`).
   */
  determinize?(view: View, seat: Seat, rng: RngState): State;
  /** The game's own invariants (property tests, `birzha simulate`); the generic checks run for every game. */
  readonly invariants?: Invariants<State, View>;
}

/** Any registered game, with its types erased (the registry, the CLI and the server use games through this). */
export type AnyGame = Game<unknown, unknown, unknown, unknown, unknown>;

/** A state and a viewer's view of it (Game.view's `like`). */
export interface ViewOf<State, View> {
  readonly state: State;
  readonly view: View;
}

/**
 * The game's `determinize`, or for a game without one (no hidden information) the identity: its view is the state.
 * The random bot and search bots use this, never `game.determinize` directly.
 */
export function determinizer<O, S, M, E, V>(game: Game<O, S, M, E, V>): (view: V, seat: Seat, rng: RngState) => S {
  return game.determinize?.bind(game) ?? ((view: V): S => view as unknown as S);
}

/** Whether `seat` may send moves now: the game waits for it, or lets it act besides (`mayAct`). */
export function canSeatAct<O, S, M, E, V>(game: Game<O, S, M, E, V>, state: S, seat: Seat): boolean {
  return game.toAct(state).includes(seat) || game.mayAct?.(state, seat) === true;
}
