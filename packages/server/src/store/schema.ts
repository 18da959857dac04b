// The database as Kysely sees it: snake_case columns, times as epoch milliseconds, JSON columns as text (parsed
// and serialized in kysely-store.ts, so both dialects store exactly the same bytes), booleans as 0/1 (SQLite has
// no boolean type and better-sqlite3 refuses to bind JS booleans).
import type { Generated } from 'kysely';
import type { TableStatus } from './store.ts';

export interface Database {
  users: UsersTable;
  tables: TablesTable;
  seats: SeatsTable;
  moves: MovesTable;
  chat: ChatTable;
  sessions: SessionsTable;
  reset_tokens: ResetTokensTable;
  ratings: RatingsTable;
  results: ResultsTable;
  seat_changes: SeatChangesTable;
  outbox: OutboxTable;
  notify_settings: NotifySettingsTable;
  push_subscriptions: PushSubscriptionsTable;
  invitations: InvitationsTable;
  api_tokens: ApiTokensTable;
  lesson_progress: LessonProgressTable;
}

/** A person's place in a game's lesson (issue 30): migration 0012 on. */
export interface LessonProgressTable {
  user_id: string;
  game: string;
  /** JSON text as the web sent it (its shape checked by the route, lesson-routes.ts). */
  progress: string;
  updated_at: number;
}

/** A bot account's API token (issue 29): only its hash is kept; a revoked token's row stays (its owner's record). */
export interface ApiTokensTable {
  id: string;
  user_id: string;
  /** The owner's label for it. */
  name: string;
  /** JSON text: ApiTokenScope[]. */
  scopes: string;
  /** SHA-256 (base64url) of the token: unique, what a request's token is looked up by. */
  token_hash: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

/** A notification to deliver (issue 25), one per (user, event). Migration 0007 on. */
export interface OutboxTable {
  id: Generated<number>;
  user_id: string;
  /** A NotifyKind. */
  kind: string;
  table_id: string | null;
  /** JSON text: what the channels word (see NotifyPayload). */
  payload: string;
  /** Unique per user when set: a second write of the same event (another tab, another process) is ignored. */
  dedupe: string | null;
  /** A reminder's deadline key: sent only while the table still runs that deadline. */
  guard_key: string | null;
  created_at: number;
  /** When the row is next due (its first send, or its retry after a failure). */
  due_at: number;
  /** A sender's claim: other senders leave the row alone until then. */
  claimed_until: number | null;
  attempts: Generated<number>;
  /** JSON text: the channels it has been delivered on (a retry skips them). */
  done: Generated<string>;
  /** Set once every channel is done, given up, or the row was dropped (guard, unsubscribed, suppressed). */
  finished_at: number | null;
  /** Why it finished: 'sent', 'dropped:<why>', 'failed'. */
  outcome: string | null;
}

export interface NotifySettingsTable {
  user_id: string;
  /** JSON text: NotifySettings. */
  settings: string;
  webhook_secret: string | null;
  /** JSON text: ChannelTrouble[] (channels the server switched off). */
  trouble: Generated<string>;
  /** JSON text: failures in a row per channel ({ email: 2 }). */
  failures: Generated<string>;
  updated_at: number;
}

export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: number;
  failures: Generated<number>;
}

export interface InvitationsTable {
  id: string;
  table_id: string;
  from_user_id: string;
  to_user_id: string;
  created_at: number;
  expires_at: number;
  status: Generated<string>;
  answered_at: number | null;
}

/** A bot taking a person's seat over, or the person coming back (issue 24). Migration 0006 on. */
export interface SeatChangesTable {
  /** Insertion order: the order the changes happened in. */
  id: Generated<number>;
  table_id: string;
  seat: number;
  /** 'takeover' or 'return'. */
  kind: string;
  /** A takeover's: 'left' or 'timeouts'; null for a return. */
  reason: string | null;
  /** The seat's person. */
  user_id: string;
  /** The match version at the change. */
  version: number;
  /** The game's round then, or null. */
  round: number | null;
  at: number;
}

export interface UsersTable {
  id: string;
  name: string;
  created_at: number;
  /** Null for a guest (and a deleted account); set once a guest registers. Migration 0003 on. */
  username: Generated<string | null>;
  /** username lower-cased: unique. */
  username_key: Generated<string | null>;
  /** Argon2id PHC string; null for a guest. */
  password_hash: Generated<string | null>;
  email: Generated<string | null>;
  /** email lower-cased: unique. */
  email_key: Generated<string | null>;
  deleted_at: Generated<number | null>;
  /** A bot's rated account (issue 27): the bot level it stands for; null for a person. Migration 0008 on. */
  bot_level: Generated<string | null>;
  /** A person's bot account (issue 29): since when; null for everyone else. Migration 0010 on. */
  bot_account_at: Generated<number | null>;
  /** A person plays rated games against bot accounts (issue 29): 1, or 0 (the default). Migration 0011 on. */
  rated_with_bots: Generated<number>;
}

export interface SessionsTable {
  /** SHA-256 (base64url) of the opaque id the cookie or bearer token holds. */
  id_hash: string;
  user_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  user_agent: string | null;
  /** Why the session was ended ('passwordChanged', 'passwordReset'), to tell its device; null: live. Migration 0005. */
  ended: Generated<string | null>;
}

export interface ResetTokensTable {
  /** SHA-256 (base64url) of the token in the mailed link. */
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface RatingsTable {
  user_id: string;
  game: string;
  mu: number;
  sigma: number;
  /** mu - 3 sigma: the leaderboard's order. */
  ordinal: number;
  games: number;
  updated_at: number;
}

export interface ResultsTable {
  table_id: string;
  seat: number;
  user_id: string;
  game: string;
  /** 1-based; tied seats share the better place. */
  place: number;
  /** Seats in the match. */
  players: number;
  /** 0 or 1: shared its place with another seat. */
  tied: number;
  score: number | null;
  /** 0 or 1: a bot played the seat at the end (the person left or timed out). */
  replaced: number;
  /** 0 or 1: a bot played some of the person's moves (rated as placed last). Migration 0006 on. */
  stand_in: Generated<number>;
  /** 0 or 1. */
  rated: number;
  mu_before: number | null;
  sigma_before: number | null;
  mu_after: number | null;
  sigma_after: number | null;
  finished_at: number;
}

export interface TablesTable {
  id: string;
  game: string;
  rules_version: number;
  /** JSON text. */
  options: string;
  players: number;
  seed: string;
  /** JSON text. */
  position: string;
  /** 0 or 1. */
  private: number;
  invite_code: string | null;
  host_id: string;
  created_at: number;
  status: TableStatus;
  version: number;
  started_at: number | null;
  finished_at: number | null;
  /** JSON text, or null before the end. */
  outcome: string | null;
  /** The earliest due time of `deadlines`, if any (indexed: the sweeper's query). */
  deadline_at: number | null;
  /** JSON text: the running deadlines [{key, dueAt}]; null on rows stored before migration 0002. */
  deadlines: string | null;
  /** 0 or 1: rated (decided at the start). Migration 0003 on. */
  rated: Generated<number>;
  /** 0 or 1: opened by quick play. */
  quick: Generated<number>;
  /** When a quick-play table fills its empty seats with bots and starts; null once done or for other tables. */
  fill_at: Generated<number | null>;
  /** The bot level that fills it. */
  fill_level: Generated<string | null>;
  /** 0 or 1: some seat's person has timed out in a row (appends then clear the streak of a seat that moves). */
  timeouts: Generated<number>;
  /** A finished table's rematch ("Play again") and its invite code when private. Migration 0006 on. */
  next_id: Generated<string | null>;
  next_invite: Generated<string | null>;
  /** JSON text: the table's Pace; null: live (and every table stored before migration 0007). */
  pace: Generated<string | null>;
  /** JSON text: a turn-based table's banks, milliseconds left per seat at the current version; null otherwise. */
  banks: Generated<string | null>;
}

export interface SeatsTable {
  table_id: string;
  seat: number;
  user_id: string | null;
  bot: string | null;
  /** The bot's own name (a key the client words, distinct within the table). Migration 0003 on. */
  bot_name: Generated<string | null>;
  /** The person who played the seat before a bot took it over (who may come back to it). */
  left_user_id: Generated<string | null>;
  /** The person's timeouts in a row (the clock's moves for them), and the match version after the last one counted. */
  timeouts: Generated<number>;
  timeouts_at: Generated<number | null>;
  /** How many times the seat's holder changed (migration 0013): of two copies of a seat, the higher is the newer. */
  revision: Generated<number>;
}

export interface MovesTable {
  table_id: string;
  seq: number;
  seat: number;
  /** JSON text. */
  move: string;
  at: number;
  by: string;
  /** JSON text: the move's events; null on rows stored before migration 0002. */
  events: string | null;
}

export interface ChatTable {
  /** Insertion order, which is the order lines are shown in. */
  id: Generated<number>;
  table_id: string;
  user_id: string;
  name: string;
  text: string;
  at: number;
  /** 'players' (everyone at the table reads it) or 'spectators' (only spectators do). Migration 0003 on. */
  audience: Generated<string>;
}
