// Results and ratings on the store (issue 13): each finished match's places per person, written once with the
// rating changes; ratings per game; the queries behind profiles, history and leaderboards.
// Part of the Store contract (store.results); one implementation over Kysely (kysely-results.ts).
import type { NewNotification } from './notify-store.ts';
import type { SeatRow, TableRow, UserRow } from './rows.ts';

/** A player's rating in one game (Weng-Lin / OpenSkill: mean and uncertainty). */
export interface RatingValue {
  readonly mu: number;
  readonly sigma: number;
}

export interface RatingRow extends RatingValue {
  readonly userId: string;
  readonly game: string;
  /** Rated matches played. */
  readonly games: number;
  readonly updatedAt: number;
}

/** One seat a person played in a finished match. */
export interface NewResult {
  readonly seat: number;
  readonly userId: string;
  /** 1-based; tied seats share the better place. */
  readonly place: number;
  readonly tied: boolean;
  readonly score: number | null;
  /** A bot played the seat at the end (its person left or timed out). */
  readonly replaced: boolean;
  /**
   * A bot played some of the person's moves (they left or kept timing out, whether or not they came back): the rating
   * rule rates such a person as if placed last (ratings/match-results.ts). Absent: false.
   */
  readonly standIn?: boolean;
  /**
   * The seat's own bot at a rated table, recorded for its level's account (issue 27, ratings/bot-accounts.ts): each
   * such seat counts as a player of its own in the rating, and the account gets no notification. Absent: a person.
   * Not stored: a row read back is known as a bot's by its user (users.bot_level).
   */
  readonly bot?: boolean;
}

export interface ResultRow extends NewResult {
  readonly standIn: boolean;
  readonly tableId: string;
  readonly game: string;
  readonly players: number;
  readonly rated: boolean;
  /** Ratings before and after, for a rated match (else null). */
  readonly before: RatingValue | null;
  readonly after: RatingValue | null;
  readonly finishedAt: number;
}

/** The rating model, run inside the store's transaction. */
export interface RateMatch {
  /** The rating of someone never rated (their rating before, as a result row keeps it). */
  readonly fresh: RatingValue;
  /** The players' ratings before the match (absent: never rated) to their ratings after (every player). */
  rate(before: ReadonlyMap<string, RatingValue>): ReadonlyMap<string, RatingValue>;
}

export interface ResultQuery {
  readonly game?: string;
  /** 'win': first place (ties included); 'loss': any other place. */
  readonly result?: 'win' | 'loss';
  /** Only results finished before this time (paging, newest first). */
  readonly before?: number;
  readonly limit: number;
  /** Leave out private tables (someone else's list; default false). */
  readonly publicOnly?: boolean;
}

/** What a history list shows of a finished match beyond a person's own row: everyone at the table. */
export interface MatchPeople {
  readonly tableId: string;
  readonly private: boolean;
  readonly outcome: TableRow['outcome'];
  readonly seats: readonly SeatRow[];
  /** The users of the seats (holders and people a bot took over from). */
  readonly users: readonly UserRow[];
}

export interface GameStats {
  readonly game: string;
  readonly games: number;
  readonly wins: number;
  readonly averagePlace: number;
}

/** Whose accounts a leaderboard lists: people's, bots' or everyone's (the default). */
export type BoardWho = 'all' | 'people' | 'bots';

/**
 * A leaderboard row: the rating and its account's name, the bot level of a server bot's account (else null), and
 * whether it is a person's bot account (issue 29: present only then).
 */
export interface BoardRow extends RatingRow {
  readonly name: string;
  readonly botLevel: string | null;
  readonly botAccount?: true;
}

export interface ResultStore {
  /**
   * Records a finished match's results once, with `rate` (null for a casual match) updating the ratings of its
   * people in the same transaction. Returns the stored rows, or null, changing nothing, when the table's results are
   * already recorded (another process got there first) or it is not finished.
   *
   * `notify` makes the notifications of the stored rows (they carry the ratings worked out in the transaction), which
   * are written to the outbox in that same transaction (issue 25: a crash after the results cannot lose them, and a
   * failed write of them records nothing).
   */
  record(
    tableId: string,
    results: readonly NewResult[],
    rate: RateMatch | null,
    notify?: (rows: readonly ResultRow[]) => readonly NewNotification[],
  ): Promise<ResultRow[] | null>;
  ofTable(tableId: string): Promise<ResultRow[]>;
  /** A person's results, newest first. */
  ofUser(userId: string, query: ResultQuery): Promise<ResultRow[]>;
  /** Games played, wins and average place per game. */
  stats(userId: string): Promise<GameStats[]>;
  /** A person's ratings, one per game they played rated (a bot's account: or has a starting rating in). */
  ratings(userId: string): Promise<RatingRow[]>;
  /** A person's last `limit` rated results (each with its rating after), oldest first: the rating charts. */
  ratingHistory(userId: string, limit: number): Promise<ResultRow[]>;
  /** The seats, outcome and people of these finished tables (in no particular order; unknown ids left out). */
  people(tableIds: readonly string[]): Promise<MatchPeople[]>;
  /**
   * Best first (by mu - 3 sigma), accounts only (deleted ones left out): people's, bots' (issue 27: a bot's account
   * is listed from its starting rating on, before any rated match here) or both.
   */
  leaderboard(game: string, limit: number, offset: number, who?: BoardWho): Promise<BoardRow[]>;
  /**
   * Finished tables where a person played a seat and no results are recorded yet (a process died between the last
   * move and the results, or the table finished before results were kept), earliest finished first.
   */
  unrecorded(limit: number): Promise<string[]>;
}
