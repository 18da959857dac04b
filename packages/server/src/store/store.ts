/**
 * The persistence contract (architecture page, section 4). A match is its record: a `tables` row (the match
 * header: game, options, seed, players, position) plus an append-only `moves` table keyed by (table_id, seq).
 * Two implementations pass the same contract tests: SQLite (better-sqlite3, the default) and PostgreSQL (`pg`).
 *
 * Every method is atomic. Times are milliseconds since the epoch, passed in by the caller (the store never reads
 * a clock, so tests control time). JSON columns (options, position, move, events, outcome, deadlines) round-trip any
 * JSON value.
 */
import type { Pace } from '@birzha/protocol';
import type { AccountStore } from './accounts-store.ts';
import type { InvitationStore } from './invitations-store.ts';
import type { NewNotification, NotifyStore } from './notify-store.ts';
import type { ResultStore } from './results-store.ts';

/** Statements a store sent: reads (SELECT) and writes (the rest). */
export interface StatementCounts {
  readonly reads: number;
  readonly writes: number;
}

export interface Store {
  /** Accounts, sessions and reset links (accounts-store.ts). */
  readonly accounts: AccountStore;
  /** Finished matches' results and the ratings (results-store.ts). */
  readonly results: ResultStore;
  /** Notification outbox, settings and push subscriptions (notify-store.ts). */
  readonly notify: NotifyStore;
  /** Invitations of accounts to tables (invitations-store.ts). */
  readonly invitations: InvitationStore;

  /** Creates or upgrades the schema; safe to run on every start and concurrently from several processes. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Statements sent to the database since the store opened, reads and writes (its metrics: a move's cost in
   * statements, issue 28); undefined for a store that does not count them.
   */
  statements?(): StatementCounts;

  // Users: guests and accounts alike (an account is a user with a user name and a password: see `accounts`).
  createUser(user: NewUser): Promise<void>;
  getUser(id: string): Promise<UserRow | undefined>;
  /** The users of these ids that exist, in no particular order, in one statement (a table's load, issue 28). */
  getUsers(ids: readonly string[]): Promise<UserRow[]>;
  renameUser(id: string, name: string): Promise<void>;

  // Tables: the lobby's tables and, once started, their matches.
  createTable(table: NewTable, seats: readonly NewSeat[]): Promise<void>;
  getTable(id: string): Promise<TableRow | undefined>;
  /**
   * A table's seats, each with its changes during play (takeovers, returns) unless `changes` is false: an open table
   * has none, and leaving them out saves a read on each of its loads (a rematch loads its table about nine times).
   */
  getSeats(tableId: string, options?: { readonly changes?: boolean }): Promise<SeatRow[]>;
  /** Public tables by status (and game), newest first. */
  listTables(query: { status: TableStatus; game?: string; limit: number }): Promise<TableRow[]>;
  /** Tables where the user holds a seat (or left it to a bot: theirs to come back to), by status, newest first. */
  listTablesOfUser(userId: string, status: TableStatus, limit: number): Promise<TableRow[]>;
  /** Open (not yet started) tables the user created, public or private, seated at them or not. */
  countOpenTablesOfHost(hostId: string): Promise<number>;
  /** Every table with status 'playing' (a restarted server resumes them). */
  listPlaying(): Promise<TableRow[]>;
  /**
   * Compare-and-set of one seat while the table is open: succeeds only if the seat still holds `expected` and the
   * table's status is 'open'. Returns false otherwise (someone else got there first).
   */
  updateSeat(
    tableId: string,
    seat: number,
    expected: SeatHolder,
    next: SeatHolder & { readonly botName?: string | null },
  ): Promise<boolean>;
  /**
   * Replaces a seat's holder during play: a bot taking over a seat a person left (`leftUserId` keeps who, and
   * `botName` the bot's name), or the person coming back (both null again). The seat's timeouts in a row start again
   * from none. With `change`, records it (a takeover or a return) at the table's version, read in the same transaction.
   */
  replaceSeatInPlay(tableId: string, seat: number, next: SeatChange, change?: NewSeatChange): Promise<void>;
  /**
   * Counts a timeout of the person of a seat (the clock's move for them, which led to `version`): their timeouts in a
   * row, one more, unless the seat has moved otherwise since (then none) or this version was counted already. Returns
   * the count after it (0 for a seat with no person).
   */
  countTimeout(tableId: string, seat: number, version: number): Promise<number>;
  /** The seats of a table with a move played by a bot (its own, or one standing in for a person), ascending. */
  seatsPlayedByBots(tableId: string): Promise<number[]>;
  /**
   * A finished table's rematch ("Play again"): creates `table` with `seats` and marks the old table as leading to it,
   * once; a later or concurrent call gets the rematch made first (`created` false). Null, changing nothing, when the
   * old table is unknown or not finished.
   */
  createRematch(
    oldId: string,
    table: NewTable,
    seats: readonly NewSeat[],
  ): Promise<{ readonly id: string; readonly invite: string | null; readonly created: boolean } | null>;
  /**
   * open -> playing, only if open and every seat is held; stores the deadlines running at the start and whether the
   * match is rated (default false), and ends a quick-play table's wait (fillAt null). False otherwise.
   */
  startTable(
    tableId: string,
    startedAt: number,
    deadlines: readonly StoredDeadline[],
    rated?: boolean,
    clocks?: StartClocks,
  ): Promise<boolean>;
  /** Open quick-play tables whose wait for people ended at or before `now`, earliest first. */
  dueFills(now: number, limit: number): Promise<TableRow[]>;
  /** Ends an open quick-play table's wait without filling it (nobody sits there any more): no longer due. */
  endWait(tableId: string): Promise<void>;

  /**
   * The conditional append, all or none, in one transaction: succeeds only if the table is 'playing' with version
   * `fromSeq`; inserts moves fromSeq..fromSeq+n-1 (with their events), sets version to fromSeq+n, replaces the
   * table's deadlines (and `deadlineAt`, the earliest of them), and when `finished` is given marks the table finished
   * with its outcome (no deadline then).
   * Returns false, changing nothing, when the version moved on (another writer won: STALE) or the table is not
   * playing. A move counts only once this returns true.
   */
  appendMoves(append: Append): Promise<boolean>;
  /** The moves of a table in seq order, from `fromSeq` (default 0). */
  loadMoves(tableId: string, fromSeq?: number): Promise<MoveRow[]>;

  /** Deadlines of playing tables due at or before `now`, earliest first (one deadline per table at most). */
  dueDeadlines(now: number, limit: number): Promise<DeadlineRow[]>;

  /**
   * Claims a due deadline for one sweeper among all processes (compare-and-set on the sweep time): moves the table's
   * `deadlineAt` from `dueAt` to `leaseUntil` if it is still playing at `version` with that sweep time. True for
   * exactly one caller; the running deadlines (the list, what the rules and the clients see) are unchanged. A claimer
   * that dies leaves the deadline due again at `leaseUntil`; the next append sets the sweep time afresh.
   */
  claimDeadline(tableId: string, version: number, dueAt: number, leaseUntil: number): Promise<boolean>;

  addChat(line: ChatRow): Promise<void>;
  /** The last `limit` chat lines of a table for these audiences (default: the players'), oldest first. */
  listChat(tableId: string, limit: number, audiences?: readonly ChatAudience[]): Promise<ChatRow[]>;
}

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
