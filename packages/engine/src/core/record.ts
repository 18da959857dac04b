import type { AnyGame, Game, GameMeta, Seat } from './game.ts';
import { CORE_CODES } from './codes.ts';
import { err, failWith, ok, type Result, type Violation } from './result.ts';

const fail = failWith(CORE_CODES);

/** Every rules version a game plays, oldest first: its meta's `rulesVersions`, or only `rulesVersion`. */
export function rulesVersionsOf(meta: Pick<GameMeta<unknown>, 'rulesVersion' | 'rulesVersions'>): readonly number[] {
  return meta.rulesVersions ?? [meta.rulesVersion];
}

/**
 * A record's rules version, when the game plays it; any other value (absent included) is RULES_VERSION_MISMATCH
 * naming the versions the game knows, e.g. `{ expected: '1, 2', got: '3' }` (a record from other code).
 */
export function knownRulesVersion(
  meta: Pick<GameMeta<unknown>, 'rulesVersion' | 'rulesVersions'>,
  got: unknown,
): Result<number> {
  const known = rulesVersionsOf(meta);
  if (typeof got === 'number' && known.includes(got)) return ok(got);
  return fail('RULES_VERSION_MISMATCH', { expected: known.join(', '), got: String(got) });
}

/** Who played a recorded move: the seat's person, a bot (its own seat, or standing in for a person), the clock. */
export const RECORD_ACTORS = ['person', 'bot', 'clock'] as const;
export type RecordActor = (typeof RECORD_ACTORS)[number];

/**
 * One move of a match as stored: the acting seat and the move as it was sent (unchecked JSON), and who played it when
 * the record says (a server's records do; replay ignores it).
 */
export interface RecordedMove {
  readonly seat: Seat;
  readonly move: unknown;
  readonly by?: RecordActor;
}

/** A match is its record (architecture page, section 3): state is rebuilt by replaying it. */
export interface MatchRecord {
  readonly game: string;
  readonly rulesVersion: number;
  readonly players: number;
  readonly options: unknown;
  readonly seed: string;
  readonly position: unknown;
  readonly moves: readonly RecordedMove[];
}

const RECORD_KEYS = new Set(['game', 'rulesVersion', 'players', 'options', 'seed', 'position', 'moves']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks the shape of a record (not the legality of its moves): the game is known, the players and seats are in
 * range, and nothing unexpected is there. Code BAD_RECORD with `detail.field`, or UNKNOWN_GAME.
 */
export function parseRecord(raw: unknown, games: Readonly<Record<string, AnyGame>>): Result<MatchRecord> {
  if (!isPlainObject(raw)) return fail('BAD_RECORD', { field: '(root)', reason: 'not an object' });
  for (const key of Object.keys(raw)) {
    if (!RECORD_KEYS.has(key)) return fail('BAD_RECORD', { field: key, reason: 'unknown field' });
  }
  const { game, rulesVersion, players, options, seed, position, moves } = raw;
  if (typeof game !== 'string') return fail('BAD_RECORD', { field: 'game', reason: 'not a string' });
  const def = Object.hasOwn(games, game) ? games[game] : undefined;
  if (def === undefined) return fail('UNKNOWN_GAME', { game });
  // A record always names its version (absent is not "the newest" here): it replays under it or not at all.
  const version = knownRulesVersion(def.meta, rulesVersion);
  if (!version.ok) return version;
  if (typeof players !== 'number' || !Number.isInteger(players)) {
    return fail('BAD_RECORD', { field: 'players', reason: 'not an integer' });
  }
  if (players < def.meta.minPlayers || players > def.meta.maxPlayers) {
    return fail('BAD_PLAYER_COUNT', { min: def.meta.minPlayers, max: def.meta.maxPlayers, got: players });
  }
  if (typeof seed !== 'string') return fail('BAD_RECORD', { field: 'seed', reason: 'not a string' });
  if (!Array.isArray(moves)) return fail('BAD_RECORD', { field: 'moves', reason: 'not an array' });
  const parsedMoves: RecordedMove[] = [];
  for (let i = 0; i < moves.length; i++) {
    const entry: unknown = moves[i];
    if (!isPlainObject(entry) || Object.keys(entry).some((k) => k !== 'seat' && k !== 'move' && k !== 'by')) {
      return fail('BAD_RECORD', { field: `moves[${i}]`, reason: 'not {seat, move, by?}' });
    }
    const seat = entry['seat'];
    if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= players) {
      return fail('BAD_RECORD', { field: `moves[${i}].seat`, reason: 'not a seat of this match' });
    }
    const by = entry['by'];
    if (by !== undefined && !(RECORD_ACTORS as readonly unknown[]).includes(by))
      return fail('BAD_RECORD', { field: `moves[${i}].by`, reason: 'not person, bot or clock' });
    parsedMoves.push(
      by === undefined ? { seat, move: entry['move'] } : { seat, move: entry['move'], by: by as RecordActor },
    );
  }
  return ok({
    game,
    rulesVersion: version.value,
    players,
    options: options ?? {},
    seed,
    position: position ?? null,
    moves: parsedMoves,
  });
}

/**
 * How a match starts: the player count, raw options (parsed by the game), the seed, an optional position override
 * (the rules spec's; `null` or absent means none, as in a record) and the rules version (a record's own; absent: the
 * game's newest, as for a new match).
 */
export interface MatchStart {
  readonly players: number;
  readonly options: unknown;
  readonly seed: string;
  readonly position?: unknown;
  readonly rulesVersion?: number;
}

/** A match just set up: how it was started, the parsed options, the first state and the setup's events. */
export interface Started<O, S, E> {
  readonly start: MatchStart;
  readonly options: O;
  readonly state: S;
  readonly events: readonly E[];
}

/**
 * The single way a match starts (replay, playouts, the arena, the bench, `simulate`, and any new table): check the
 * rules version, parse the raw options, then set up under that version. Options and positions come from users and
 * records, so a refusal is a value (RULES_VERSION_MISMATCH, BAD_OPTION, BAD_PLAYER_COUNT, BAD_POSITION...); tests and
 * tools that start from known-good input may `unwrap` it.
 */
export function startMatch<O, S, M, E, V>(
  game: Game<O, S, M, E, V>,
  start: MatchStart,
): Result<Started<O, S, E>, Violation> {
  // Absent: a new match, under the newest rules.
  const rulesVersion =
    start.rulesVersion === undefined ? ok(game.meta.rulesVersion) : knownRulesVersion(game.meta, start.rulesVersion);
  if (!rulesVersion.ok) return rulesVersion;
  const options = game.parseOptions(start.options, start.players);
  if (!options.ok) return options;
  const { players, seed, position } = start;
  const setup = game.setup(
    position === undefined || position === null
      ? { players, options: options.value, seed, rulesVersion: rulesVersion.value }
      : { players, options: options.value, seed, rulesVersion: rulesVersion.value, position },
  );
  if (!setup.ok) return setup;
  return ok({ start, options: options.value, state: setup.value.state, events: setup.value.events });
}

/**
 * The record of a match started with `start` after `moves`: the options as given (pass parsed ones to pin today's
 * defaults), the position or null, the start's rules version or the game's newest. It replays to the match's state
 * when every move was accepted.
 */
export function recordOf(
  game: { readonly meta: { readonly id: string; readonly rulesVersion: number } },
  start: MatchStart,
  moves: readonly RecordedMove[],
): MatchRecord {
  return {
    game: game.meta.id,
    rulesVersion: start.rulesVersion ?? game.meta.rulesVersion,
    players: start.players,
    options: start.options,
    seed: start.seed,
    position: start.position ?? null,
    moves,
  };
}

/** Why a replay stopped: setup refused the record, or move `at` (0-based) was illegal. */
export type ReplayFailure =
  { readonly at: 'setup'; readonly error: Violation } | { readonly at: number; readonly error: Violation };

export interface Replayed<State, Event> {
  readonly state: State;
  /** Moves applied. */
  readonly moves: number;
  /** Events of setup followed by those of every applied move, when `events: true` was asked for. */
  readonly events: readonly Event[];
}

/** One step of a replay: the setup (version 0, no seat) or move `version` of `seat`, with what it produced. */
export interface ReplayStep<State, Event> {
  readonly version: number;
  readonly seat: Seat | null;
  readonly state: State;
  readonly events: readonly Event[];
}

export interface ReplayOptions<State = unknown, Event = unknown> {
  /** Apply only the first `upTo` moves (the replay viewer's "jump to move"). */
  readonly upTo?: number;
  /** Collect every event (costs memory on long matches). */
  readonly events?: boolean;
  /** Called after the setup and after every move, in order (per-move logs, step-by-step viewers). */
  readonly onStep?: (step: ReplayStep<State, Event>) => void;
}

/** The single way a record becomes a state: parse options, set up, then parse and play every move in order. */
export function replay<O, S, M, E, V>(
  game: Game<O, S, M, E, V>,
  record: MatchRecord,
  opts: ReplayOptions<S, E> = {},
): Result<Replayed<S, E>, ReplayFailure> {
  const start = startMatch(game, record);
  if (!start.ok) return err({ at: 'setup', error: start.error });
  const events: E[] = opts.events === true ? [...start.value.events] : [];
  let state = start.value.state;
  opts.onStep?.({ version: 0, seat: null, state, events: start.value.events });
  const n = Math.min(record.moves.length, opts.upTo ?? Infinity);
  for (let i = 0; i < n; i++) {
    const { seat, move } = record.moves[i] as RecordedMove;
    const parsed = game.parseMove(move);
    if (!parsed.ok) return err({ at: i, error: parsed.error });
    const next = game.play(state, seat, parsed.value);
    if (!next.ok) return err({ at: i, error: next.error });
    state = next.value.state;
    if (opts.events === true) events.push(...next.value.events);
    opts.onStep?.({ version: i + 1, seat, state, events: next.value.events });
  }
  return ok({ state, moves: n, events });
}

/** Moves applied together: the last state, every event in order, and the events of each move on its own. */
export interface Applied<S, E> {
  readonly state: S;
  readonly events: readonly E[];
  /** `perMove[i]` holds the events of move i (stored with it, so a history needs no replay). */
  readonly perMove: readonly (readonly E[])[];
  /** `states[i]` is the state move i led to (the last is `state`): a move's events are redacted by it. */
  readonly states: readonly S[];
}

/**
 * Applies several moves of one seat in order, all or none (a whole turn composed and sent at once).
 * On failure nothing is applied and the index of the failing move is returned with its violation.
 */
export function playAll<O, S, M, E, V>(
  game: Game<O, S, M, E, V>,
  state: S,
  seat: Seat,
  rawMoves: readonly unknown[],
): Result<Applied<S, E>, { readonly index: number; readonly error: Violation }> {
  let current = state;
  const events: E[] = [];
  const perMove: (readonly E[])[] = [];
  const states: S[] = [];
  for (let i = 0; i < rawMoves.length; i++) {
    const parsed = game.parseMove(rawMoves[i]);
    if (!parsed.ok) return err({ index: i, error: parsed.error });
    const next = game.play(current, seat, parsed.value);
    if (!next.ok) return err({ index: i, error: next.error });
    current = next.value.state;
    events.push(...next.value.events);
    perMove.push(next.value.events);
    states.push(current);
  }
  return ok({ state: current, events, perMove, states });
}
