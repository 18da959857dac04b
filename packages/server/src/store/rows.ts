/** The rows of the persistence contract (store.ts): users, tables, seats, moves, deadlines, chat. */
import type { Pace } from '@birzha/protocol';
import type { NewNotification } from './notify-store.ts';

export type TableStatus = 'open' | 'playing' | 'finished';

export interface NewUser {
  readonly id: string;
  readonly name: string;
  readonly createdAt: number;
}

export interface UserRow extends NewUser {
  /** The account's user name; null for a guest or a deleted account. */
  readonly username: string | null;
  readonly email: string | null;
  /** When the account was deleted (its name is then a neutral one), or null. */
  readonly deletedAt: number | null;
  /**
   * A bot's rated account (issue 27): the bot level it stands for. Nobody signs in as it, and it is nobody's seat;
   * absent or null: a person.
   */
  readonly botLevel?: string | null;
  /**
   * A person plays rated games against people's bot accounts (issue 29; AccountStore.setRatedWithBots). Absent or
   * false: they do not (the default: a person opts in). Meaningless for bots, which always accept each other.
   */
  readonly ratedWithBots?: boolean;
}

/** Who holds a seat: a user, a bot level, or nobody (both null). Never both. */
export interface SeatHolder {
  readonly userId: string | null;
  readonly bot: string | null;
}

/** A seat's holder with the names that go with it (replaceSeatInPlay, updateSeat's next holder). */
export interface SeatChange extends SeatHolder {
  /** The bot's own name (a key the client words), distinct within the table; null with no bot. */
  readonly botName: string | null;
  /** The person a bot took the seat over from (they may come back); null otherwise. */
  readonly leftUserId: string | null;
}

export interface SeatRow extends SeatChange {
  readonly tableId: string;
  readonly seat: number;
  /**
   * The person's timeouts in a row as last counted (the store clears them when the seat moves otherwise), and the
   * match version they were counted at (null: none). Absent on rows made outside the store.
   */
  readonly timeouts?: number;
  readonly timeoutsAt?: number | null;
  /**
   * How many times the seat's holder changed, as the store counts: of two copies of the seat (another process's rows
   * on the bus, matches/table-rows.ts), the higher is the newer. Absent on rows made outside the store.
   */
  readonly revision?: number;
  /** The seat's takeovers and returns, in order (absent on rows made outside the store: none). */
  readonly changes?: readonly SeatChangeRow[];
}

/** A bot taking a person's seat over (they left, or timed out in a row), or the person coming back. */
export interface NewSeatChange {
  readonly kind: 'takeover' | 'return';
  /** Why a bot took over; null for a return. */
  readonly reason: 'left' | 'timeouts' | null;
  /** The seat's person. */
  readonly userId: string;
  /** The game's round at the change (its turnOf, or the state's `round`), or null. */
  readonly round: number | null;
  readonly at: number;
}

export interface SeatChangeRow extends NewSeatChange {
  readonly seat: number;
  /** The match version at the change: the moves from it on are the new holder's. */
  readonly version: number;
}

/** A seat as a new table has it (no one has left it yet). */
export interface NewSeat extends SeatHolder {
  readonly tableId: string;
  readonly seat: number;
  readonly botName?: string | null;
}

export interface NewTable {
  readonly id: string;
  readonly game: string;
  readonly rulesVersion: number;
  /** Parsed options (defaults filled in). */
  readonly options: unknown;
  readonly players: number;
  readonly seed: string;
  readonly position: unknown;
  readonly private: boolean;
  readonly inviteCode: string | null;
  readonly hostId: string;
  readonly createdAt: number;
  /** Rated on request; the start keeps it only if every seat is an account (default false). */
  readonly rated?: boolean;
  /** A quick-play table: at `fillAt` its empty seats get bots of `level` and it starts (null: an ordinary table). */
  readonly quick?: { readonly fillAt: number; readonly level: string } | null;
  /** How fast it plays (default live). */
  readonly pace?: Pace;
}

/** What a start stores besides the deadlines (issue 25): a turn-based table's banks, and what the start notifies. */
export interface StartClocks {
  /** Milliseconds left per seat (turn-based tables); absent: none. */
  readonly banks?: readonly number[] | null;
  readonly notifications?: readonly NewNotification[];
}

export interface TableRow extends Omit<NewTable, 'rated' | 'quick' | 'pace'> {
  /** How fast it plays: live for every table stored before paces. */
  readonly pace: Pace;
  /** A turn-based table's banks at the current version: milliseconds left per seat; null for a live table. */
  readonly banks: readonly number[] | null;
  readonly rated: boolean;
  /** A quick-play table; `fillAt` is null once it started. */
  readonly quick: { readonly fillAt: number | null; readonly level: string } | null;
  readonly status: TableStatus;
  /** Moves appended so far. */
  readonly version: number;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  readonly outcome: { readonly ranking: readonly (readonly number[])[]; readonly scores: readonly number[] } | null;
  /** The earliest due time of `deadlines` (ms since the epoch), or null: what `dueDeadlines` looks at. */
  readonly deadlineAt: number | null;
  /**
   * The deadlines running at the current version; null for a table stored before they were kept (only `deadlineAt`
   * is known then: the deadlines its game declares now take that due time).
   */
  readonly deadlines: readonly StoredDeadline[] | null;
  /** A finished table's rematch ("Play again") and its invite code when private; absent or null: none yet. */
  readonly next?: { readonly id: string; readonly invite: string | null } | null;
}

/** A running clock of a match: the key its game declared and when it is due (ms since the epoch). */
export interface StoredDeadline {
  readonly key: string;
  readonly dueAt: number;
  /**
   * When the period started (ms since the epoch; turn-based tables, issue 25): its seat's bank is charged from then
   * when it ends. Absent: a live table's period (or one stored before paces).
   */
  readonly since?: number;
  /** The seat whose time bank the period spends (turn-based tables); absent: a phase, or a live table's period. */
  readonly spends?: number;
}

export interface MoveRow {
  readonly tableId: string;
  readonly seq: number;
  readonly seat: number;
  /** The move as sent (raw JSON, as in a match record). */
  readonly move: unknown;
  readonly at: number;
  /** Who submitted it. */
  readonly by: 'human' | 'bot' | 'timeout' | 'server';
  /** The full events the move produced (the game's `play`); null for a move stored before they were kept. */
  readonly events: readonly unknown[] | null;
}

export interface DeadlineRow {
  readonly tableId: string;
  /** The version the deadline belongs to: it fires only if the table is still at this version. */
  readonly version: number;
  readonly dueAt: number;
}

export interface Append {
  readonly tableId: string;
  readonly fromSeq: number;
  readonly moves: readonly Omit<MoveRow, 'tableId'>[];
  /** The deadlines running after these moves ([] when none; ignored when `finished`). */
  readonly deadlines: readonly StoredDeadline[];
  readonly finished: { readonly at: number; readonly outcome: NonNullable<TableRow['outcome']> } | null;
  /** A turn-based table's banks after these moves (ms left per seat); absent: unchanged. */
  readonly banks?: readonly number[] | null;
  /** Notifications these moves cause, written in the same transaction (issue 25: nothing lost between the two). */
  readonly notifications?: readonly NewNotification[];
}

/** Who reads a chat line: everyone at the table ('players', said by a player) or spectators only. */
export type ChatAudience = 'players' | 'spectators';

export interface ChatRow {
  readonly tableId: string;
  readonly userId: string;
  readonly name: string;
  readonly text: string;
  readonly at: number;
  /** Default 'players'. */
  readonly audience?: ChatAudience;
}
