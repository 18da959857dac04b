/**
 * The persistence contract (architecture page, section 4). A match is its record: a `tables` row (the match
 * header: game, options, seed, players, position) plus an append-only `moves` table keyed by (table_id, seq).
 * Two implementations pass the same contract tests: SQLite (better-sqlite3, the default) and PostgreSQL (`pg`).
 *
 * Every method is atomic. Times are milliseconds since the epoch, passed in by the caller (the store never reads
 * a clock, so tests control time). JSON columns (options, position, move, events, outcome, deadlines) round-trip any
 * JSON value.
 */
import type { AccountStore } from './accounts-store.ts';
import type { InvitationStore } from './invitations-store.ts';
import type { NotifyStore } from './notify-store.ts';
import type { ResultStore } from './results-store.ts';
import type {
  Append,
  ChatAudience,
  ChatRow,
  DeadlineRow,
  MoveRow,
  NewSeat,
  NewSeatChange,
  NewTable,
  NewUser,
  SeatChange,
  SeatHolder,
  SeatRow,
  StartClocks,
  StoredDeadline,
  TableRow,
  TableStatus,
  UserRow,
} from './rows.ts';

export type * from './rows.ts';

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
