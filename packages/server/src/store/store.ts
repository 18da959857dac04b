/**
 * The persistence contract (architecture page, section 4). A match is its record: a `tables` row (the match
 * header: game, options, seed, players, position) plus an append-only `moves` table keyed by (table_id, seq).
 * Two implementations pass the same contract tests: SQLite (better-sqlite3, the default) and PostgreSQL (`pg`).
 *
 * Every method is atomic. Times are milliseconds since the epoch, passed in by the caller (the store never reads
 * a clock, so tests control time). JSON columns (options, position, move, events, outcome, deadlines) round-trip any
 * JSON value.
 */
export interface Store {
  /** Creates or upgrades the schema; safe to run on every start and concurrently from several processes. */
  migrate(): Promise<void>;
  close(): Promise<void>;

  // Users (guests now; registered accounts later add columns, not a new identity).
  createUser(user: UserRow): Promise<void>;
  getUser(id: string): Promise<UserRow | undefined>;
  renameUser(id: string, name: string): Promise<void>;

  // Tables: the lobby's tables and, once started, their matches.
  createTable(table: NewTable, seats: readonly SeatRow[]): Promise<void>;
  getTable(id: string): Promise<TableRow | undefined>;
  getSeats(tableId: string): Promise<SeatRow[]>;
  /** Public tables by status (and game), newest first. */
  listTables(query: { status: TableStatus; game?: string; limit: number }): Promise<TableRow[]>;
  /** Tables where the user holds a seat, by status, newest first. */
  listTablesOfUser(userId: string, status: TableStatus, limit: number): Promise<TableRow[]>;
  /** Every table with status 'playing' (a restarted server resumes them). */
  listPlaying(): Promise<TableRow[]>;
  /**
   * Compare-and-set of one seat while the table is open: succeeds only if the seat still holds `expected` and the
   * table's status is 'open'. Returns false otherwise (someone else got there first).
   */
  updateSeat(tableId: string, seat: number, expected: SeatHolder, next: SeatHolder): Promise<boolean>;
  /** Replaces a seat's holder during play (a bot taking over a seat a human left). */
  replaceSeatInPlay(tableId: string, seat: number, next: SeatHolder): Promise<void>;
  /** open -> playing, only if open and every seat is held; stores the deadlines running at the start. False otherwise. */
  startTable(tableId: string, startedAt: number, deadlines: readonly StoredDeadline[]): Promise<boolean>;

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

  addChat(line: ChatRow): Promise<void>;
  /** The last `limit` chat lines of a table, oldest first. */
  listChat(tableId: string, limit: number): Promise<ChatRow[]>;
}

export type TableStatus = 'open' | 'playing' | 'finished';

export interface UserRow {
  readonly id: string;
  readonly name: string;
  readonly createdAt: number;
}

/** Who holds a seat: a user, a bot level, or nobody (both null). Never both. */
export interface SeatHolder {
  readonly userId: string | null;
  readonly bot: string | null;
}

export interface SeatRow extends SeatHolder {
  readonly tableId: string;
  readonly seat: number;
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
}

export interface TableRow extends NewTable {
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
}

/** A running clock of a match: the key its game declared and when it is due (ms since the epoch). */
export interface StoredDeadline {
  readonly key: string;
  readonly dueAt: number;
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
}

export interface ChatRow {
  readonly tableId: string;
  readonly userId: string;
  readonly name: string;
  readonly text: string;
  readonly at: number;
}
