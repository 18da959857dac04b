import type { AnyGame, MatchRecord } from '@birzha/engine';
import type { MoveActor } from '@birzha/protocol';
import type { ResultRow } from '../store/results-store.ts';
import { earliestDue } from '../clocks/deadlines.ts';
import type { MoveRow, SeatRow, StoredDeadline, TableRow, UserRow } from '../store/store.ts';

/** One applied transition, kept for clients that resume from a recent version. */
export interface Transition {
  readonly from: number;
  readonly version: number;
  /** The seat that sent the moves, who played them, and the moves (one transition is one seat's batch). */
  readonly seat: number;
  readonly by: MoveRow['by'];
  readonly moves: readonly unknown[];
  /** When the moves were applied (ms since the epoch). */
  readonly at: number;
  /** The full events (filtered per viewer before sending). */
  readonly events: readonly unknown[];
  /**
   * The engine state at `version`, which the moves led to. States share most of their parts, so the remembered ones
   * cost little beside the live one.
   */
  readonly state: unknown;
  /**
   * Each move's events and the state it led to (the last is `state`): `viewEvent` redacts an event by the state its
   * own move led to (who directs a firm then), as the history does, never by a later move's of the same batch.
   */
  readonly perMove: readonly (readonly unknown[])[];
  readonly states: readonly unknown[];
  /**
   * The engine state at `from`, from which each viewer's view at `from` is made to diff against its view now (a
   * viewer resuming from `from`). It is the state the transition before led to, so keeping it costs one state per
   * table, the oldest remembered transition's.
   */
  readonly before: unknown;
}

/** A table as this server process holds it in memory: a cache of the store, never the truth. */
export interface LiveMatch {
  table: TableRow;
  seats: SeatRow[];
  users: Map<string, UserRow>;
  readonly game: AnyGame;
  /** The engine state (null while the table is open). */
  state: unknown;
  /** Moves applied; equals table.version. */
  version: number;
  /** Current deadline (ms since the epoch) or null. */
  deadline: number | null;
  /** The running deadlines by key (`deadline` is the earliest of them), as stored with the table row. */
  deadlines: readonly StoredDeadline[];
  /**
   * When the public show of the last transition ends (ms since the epoch; the game's `showSeconds`), or 0: the clocks
   * it started run from then, and bots wait for it.
   */
  showUntil: number;
  /**
   * When the last move was applied, or the match started (ms since the epoch; 0 while open): since when the match
   * waits for its seats to act when no running period says (a live table's summary `turn`).
   */
  lastMoveAt: number;
  /** The last transitions, oldest first (see RECENT_TRANSITIONS). */
  recent: Transition[];
  /**
   * A finished match's results per person with the rating changes, once recorded (matches/results.ts), else null
   * (not finished, or not recorded yet: the summary then has none).
   */
  results: ResultRow[] | null;
}

/** When the show of a move's events ends: `at` plus the game's `showSeconds` (0 when there is none). */
export function showEnd(game: AnyGame, at: number, events: readonly unknown[]): number {
  const seconds = game.showSeconds?.(events) ?? 0;
  return seconds > 0 ? at + Math.round(seconds * 1000) : 0;
}

/** Moves looked back over for a show still on: a show outlasts only the few moves made while it plays. */
const SHOW_LOOKBACK = 16;

/**
 * When the latest show among the last stored moves ends (0: none): a move made while an earlier show plays (a
 * resignation) does not end that show, so a load or a catch-up looks at the last few moves, not only the last one.
 */
export function storedShowEnd(game: AnyGame, moves: readonly MoveRow[]): number {
  if (game.showSeconds === undefined) return 0;
  let end = 0;
  for (const m of moves.slice(-SHOW_LOOKBACK))
    if (m.events !== null) end = Math.max(end, showEnd(game, m.at, m.events));
  return end;
}

/**
 * How many transitions a live match remembers, for updates over several versions (a viewer held behind a snapshot, a
 * client resuming); a gap further back is rebuilt from the store (stored-transitions.ts), or else gets a snapshot.
 * 32 is about two and a half minutes of a lively table. Each transition keeps its states, which the major collections
 * mark again and again: `bench:server` at 1,000 tables for 60 s (games ending and starting again), 4 pairs, spent 0.31
 * to 0.34 ms of CPU per move at 32 against 0.34 to 0.37 at 64 in three of them (0.39 in the fourth, the machine slow),
 * and held 491 to 531 MB of RSS against 594 to 623; with the default 20 s window, about the same (issue 28.5). The
 * updates rebuilt from the store go through the same per-viewer redaction (`updateFor` over the rebuilt transitions).
 */
export const RECENT_TRANSITIONS = 32;

/** Who played a stored move, as the protocol says it: the seat's person, a bot (for itself or a person), the clock. */
export function moveActor(by: MoveRow['by']): MoveActor {
  switch (by) {
    case 'human':
      return 'person';
    case 'timeout':
      return 'clock';
    // A move the server played for a bot seat (its bot failed) is the bot's.
    case 'bot':
    case 'server':
      return 'bot';
  }
}

/** The match record of a table and its moves (architecture page, section 3), with who played each move. */
export function toRecord(table: TableRow, moves: readonly MoveRow[]): MatchRecord {
  return {
    game: table.game,
    rulesVersion: table.rulesVersion,
    players: table.players,
    options: table.options,
    seed: table.seed,
    position: table.position,
    moves: moves.map((m) => ({ seat: m.seat, move: m.move, by: moveActor(m.by) })),
  };
}

/** Remembers a transition, forgetting the oldest beyond the limit. */
export function remember(live: LiveMatch, t: Transition): void {
  live.recent.push(t);
  // A move remembers one, so one goes: shift makes no array of what it drops, as splice did on every move.
  while (live.recent.length > RECENT_TRANSITIONS) live.recent.shift();
}

/**
 * The index in `live.recent` of the remembered transition that starts at version `from`, or -1. Searched from the
 * newest: a viewer is most often one transition behind, and the ring holds RECENT_TRANSITIONS.
 */
export function recentFrom(live: Pick<LiveMatch, 'recent'>, from: number): number {
  const recent = live.recent;
  for (let i = recent.length - 1; i >= 0; i--) if (recent[i]!.from === from) return i;
  return -1;
}

/**
 * One seat's batch as it was stored (move-path.ts appends it; another process gets it in the bus message): with the
 * state it led to and its events, everything a live copy at `from` needs to move on exactly as the writer's did.
 */
export interface Advance {
  readonly from: number;
  readonly seat: number;
  readonly by: MoveRow['by'];
  readonly moves: readonly unknown[];
  readonly at: number;
  /** What the moves made (the engine's `playAll`): all their events, the last state, and each move's own. */
  readonly events: readonly unknown[];
  readonly state: unknown;
  readonly perMove: readonly (readonly unknown[])[];
  readonly states: readonly unknown[];
  /** The running deadlines and a turn-based table's banks after the batch, as stored with the table row. */
  readonly deadlines: readonly StoredDeadline[];
  readonly banks: readonly number[] | null;
  /** The match's outcome when the batch ended it. */
  readonly outcome?: NonNullable<TableRow['outcome']>;
}

/**
 * When the show started by a batch applied at `at` ends: its own show, or an earlier one still playing (a move made
 * while a show plays, a resignation, does not cut it short); 0 once the match is over.
 */
export function nextShowUntil(live: LiveMatch, at: number, events: readonly unknown[], over: boolean): number {
  return over ? 0 : Math.max(showEnd(live.game, at, events), live.showUntil > at ? live.showUntil : 0);
}

/**
 * Moves the live copy on by one stored batch, as the table row was written (version, deadlines, banks, the outcome),
 * and remembers the transition for its viewers. The writer and every other process holding the table call this, so
 * their copies stay the same.
 */
export function advance(live: LiveMatch, a: Advance): void {
  const before = live.state;
  const version = a.from + a.moves.length;
  const deadline = earliestDue(a.deadlines);
  live.showUntil = nextShowUntil(live, a.at, a.events, a.outcome !== undefined);
  live.state = a.state;
  live.version = version;
  live.deadline = deadline;
  live.deadlines = a.deadlines;
  live.lastMoveAt = a.at;
  live.table = {
    ...live.table,
    version,
    deadlineAt: deadline,
    deadlines: a.deadlines,
    banks: a.banks,
    ...(a.outcome === undefined
      ? {}
      : {
          status: 'finished' as const,
          finishedAt: a.at,
          outcome: { ranking: a.outcome.ranking, scores: a.outcome.scores },
        }),
  };
  const { from, seat, by, moves, at, events, state, perMove, states } = a;
  remember(live, { from, version, seat, by, moves, at, events, before, state, perMove, states });
}

/** The seat a user holds at the table, or null. */
export function seatOf(live: LiveMatch, userId: string): number | null {
  return live.seats.find((s) => s.userId === userId)?.seat ?? null;
}
