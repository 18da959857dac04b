// The schema's history, in code (no migration files to ship or find at run time). Append new migrations; never edit
// one that has run somewhere. Names sort in the order they must run.
import { sql, type Kysely } from 'kysely';
import type { Migration, MigrationProvider, MigrationResult } from 'kysely';
import { usernameKey } from './username-key.ts';

export type DialectName = 'sqlite' | 'postgres';

/** Tries of the migrator's set-up (KyselyStore.migrateTo). */
export const SETUP_ATTEMPTS = 3;

/** The migration that failed, or undefined when the failure came before any (the migrator's set-up). */
export function failedMigration(results: readonly MigrationResult[] | undefined): string | undefined {
  return results?.find((r) => r.status === 'Error')?.migrationName;
}

/** The migrations for one dialect, as a Kysely MigrationProvider. */
export function migrationProvider(dialect: DialectName): MigrationProvider {
  return { getMigrations: () => Promise.resolve(migrations(dialect)) };
}

function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001_initial': { up: (db: Kysely<unknown>) => initial(db, dialect) },
    '0002_deadlines_and_events': { up: deadlinesAndEvents },
    '0003_players': { up: (db: Kysely<unknown>) => players(db, dialect) },
    '0005_sessions_ended': { up: sessionsEnded },
    '0006_seat_changes': { up: (db: Kysely<unknown>) => seatChanges(db, dialect) },
    '0007_turn_based': { up: (db: Kysely<unknown>) => turnBased(db, dialect) },
    '0008_bot_accounts': { up: botAccounts },
    '0009_username_skeletons': { up: usernameSkeletons },
    '0010_api_bots': { up: apiBots },
    '0011_rated_with_bots': { up: ratedWithBots },
    '0012_lesson_progress': { up: lessonProgress },
    '0013_seat_revisions': { up: seatRevisions },
  };
}

/**
 * How many times each seat's holder changed (issue 28: a seat change travels on the bus with the rows its writer read,
 * and two processes' messages about one table may arrive in either order): another process keeps the seat of the
 * higher count. Seats stored before start at 0.
 */
async function seatRevisions(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('seats')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

/**
 * A person's place in each game's "Learn to play" lesson (issue 30, point 1), kept for their account so that it
 * follows them to another browser: the web's progress (step and the learner's turns) as JSON text, one row per game.
 */
async function lessonProgress(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lesson_progress')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('progress', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('lesson_progress_pk', ['user_id', 'game'])
    .execute();
}

/**
 * A person's consent to rated games against people's bot accounts (issue 29, point 4): 1 when they play them, 0 (the
 * default: a person opts in) when not. Bot accounts and the server's bots ignore it (they always accept each other).
 */
async function ratedWithBots(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('rated_with_bots', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

/**
 * People's bot accounts (issue 29): the time an account became one (null for people and the server's own bots,
 * which have `bot_level`), and their API tokens, kept as SHA-256 hashes (unique: a request's token is found by it).
 * A revoked token's row stays, marked, so that its owner's list and counts stay simple queries.
 */
async function apiBots(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('bot_account_at', 'bigint').execute();
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  // The owner's list and the live-token count.
  await db.schema.createIndex('api_tokens_user').on('api_tokens').columns(['user_id', 'revoked_at']).execute();
}

/**
 * User names unique by look (issue 28): `username_key` becomes the case-folded confusable skeleton (username-key.ts)
 * instead of the lower-cased name. Names that were apart before and now collide ("anna" and "аnna" with a Cyrillic а)
 * all stay: the oldest account keeps the plain key, each later one gets its skeleton, '#' and its id, which no
 * name's key can equal ('#' is in no allowed name nor any prototype). They sign in by their exact name, which the
 * store looks up first, hence the index on `username`. The keys are computed here, in JS, so this reads every named
 * account once; a later change to usernameKey needs a migration like it.
 */
async function usernameSkeletons(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('users_username').ifNotExists().on('users').column('username').execute();
  // Kysely runs PostgreSQL's migrations in a transaction, not SQLite's: there, this one makes its own, so a crash
  // between clearing the keys and writing them leaves the old ones.
  if (db.isTransaction) await rewriteUsernameKeys(db);
  else await db.transaction().execute((trx) => rewriteUsernameKeys(trx));
}

type UsersOnly = { users: { id: string; username: string | null; username_key: string | null; created_at: number } };

async function rewriteUsernameKeys(db: Kysely<unknown>): Promise<void> {
  const users = db as Kysely<UsersOnly>;
  const rows = await users
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'is not', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const taken = new Set<string>();
  const keys: { id: string; key: string }[] = [];
  for (const row of rows) {
    if (row.username === null) continue;
    const key = usernameKey(row.username);
    keys.push({ id: row.id, key: taken.has(key) ? `${key}#${row.id}` : key });
    taken.add(key);
  }
  // Cleared first: a new key may be another row's old one until that row is rewritten too.
  await users.updateTable('users').set({ username_key: null }).where('username', 'is not', null).execute();
  for (const { id, key } of keys) {
    await users.updateTable('users').set({ username_key: key }).where('id', '=', id).execute();
  }
}

/**
 * Bots' rated accounts (issue 27): a user row per bot level, marked with the level, that holds the level's ratings
 * (from `birzha ladder`, then from rated matches against people). It has no user name or password: nobody signs in
 * as a bot. The rows themselves are made on every start (ratings/bot-accounts.ts), for the levels there are then.
 */
async function botAccounts(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('bot_level', 'text').execute();
}

/**
 * Play over days (issue 25): a table's pace and its players' time banks; the notification outbox, written in the same
 * transaction as the move or clock that causes it and delivered by a sender on any process; each account's
 * notification settings, webhook secret and push subscriptions; invitations to tables.
 */
async function turnBased(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const bigId = dialect === 'postgres' ? 'bigint' : 'integer';
  await db.schema.alterTable('tables').addColumn('pace', 'text').execute();
  await db.schema.alterTable('tables').addColumn('banks', 'text').execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', bigId, (c) =>
      dialect === 'postgres' ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('table_id', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('dedupe', 'text')
    .addColumn('guard_key', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('claimed_until', 'bigint')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('finished_at', 'bigint')
    .addColumn('outcome', 'text')
    .execute();
  // "One notification per turn": a second write of the same (user, dedupe) is ignored.
  await db.schema.createIndex('outbox_dedupe').on('outbox').columns(['user_id', 'dedupe']).unique().execute();
  // The sender's query: unfinished rows by due time.
  await db.schema.createIndex('outbox_due').on('outbox').columns(['finished_at', 'due_at']).execute();
  await db.schema.createIndex('outbox_user').on('outbox').columns(['user_id', 'finished_at']).execute();

  await db.schema
    .createTable('notify_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('webhook_secret', 'text')
    .addColumn('trouble', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('failures', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('push_user').on('push_subscriptions').columns(['user_id']).execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id').onDelete('cascade'))
    .addColumn('from_user_id', 'text', (c) => c.notNull())
    .addColumn('to_user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('answered_at', 'bigint')
    .addCheckConstraint('invitations_status', sql`status in ('open', 'accepted', 'declined', 'expired')`)
    .execute();
  await db.schema
    .createIndex('invitations_table_to')
    .on('invitations')
    .columns(['table_id', 'to_user_id'])
    .unique()
    .execute();
  await db.schema.createIndex('invitations_to').on('invitations').columns(['to_user_id', 'status']).execute();
}

/**
 * Who played each seat (issue 24): every takeover of a person's seat by a bot and every return, with the match version
 * and round then; each seat's person's timeouts in a row (counted by the clock, cleared by the store when the seat
 * moves otherwise, with a flag on the table so that appends to tables where nobody timed out cost nothing more); the
 * stand-in mark of a result (a bot played for its person: rated as placed last); and the rematch a finished table
 * leads to ("Play again"). After 0005, which was applied first in some databases.
 */
async function seatChanges(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('seat_changes')
    .addColumn('id', dialect === 'postgres' ? 'bigint' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id').onDelete('cascade'))
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('round', 'integer')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('seat_changes_kind', sql`kind in ('takeover', 'return')`)
    .execute();
  await db.schema.createIndex('seat_changes_table').on('seat_changes').columns(['table_id', 'id']).execute();

  await db.schema
    .alterTable('seats')
    .addColumn('timeouts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The match version just after the last timeout counted (null: none counted since the seat last moved otherwise).
  await db.schema.alterTable('seats').addColumn('timeouts_at', 'integer').execute();
  await db.schema
    .alterTable('tables')
    .addColumn('timeouts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('tables').addColumn('next_id', 'text').execute();
  await db.schema.alterTable('tables').addColumn('next_invite', 'text').execute();
  await db.schema
    .alterTable('results')
    .addColumn('stand_in', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

/**
 * Every deadline a game declares, by key, on the table row (written in the same transaction as the moves), and each
 * move's events (a history without replay). Nullable: rows from before keep working (the server falls back).
 */
async function deadlinesAndEvents(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tables').addColumn('deadlines', 'text').execute();
  await db.schema.alterTable('moves').addColumn('events', 'text').execute();
}

/**
 * Sessions ended by a password change or reset are kept, marked with why, until they would have expired: the device
 * that still holds one is told why it was signed out (issue 24) rather than silently becoming a guest. Null: live.
 */
async function sessionsEnded(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('ended', 'text').execute();
}

/**
 * Players (issue 13): accounts on the users row (a guest becomes an account by getting a user name and a password
 * hash, so everything it played stays its own), server-side sessions and one-time reset links, ratings per game,
 * each finished match's results per person, bot names and taken-over seats, rated and quick-play tables, and the
 * spectators' chat apart from the players'.
 */
async function players(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const double = dialect === 'postgres' ? 'double precision' : 'real';
  await db.schema.alterTable('users').addColumn('username', 'text').execute();
  // Lower-cased user name and e-mail: unique without regard to case, in both dialects.
  await db.schema.alterTable('users').addColumn('username_key', 'text').execute();
  await db.schema.alterTable('users').addColumn('password_hash', 'text').execute();
  await db.schema.alterTable('users').addColumn('email', 'text').execute();
  await db.schema.alterTable('users').addColumn('email_key', 'text').execute();
  await db.schema.alterTable('users').addColumn('deleted_at', 'bigint').execute();
  await db.schema.createIndex('users_username_key').unique().on('users').column('username_key').execute();
  await db.schema.createIndex('users_email_key').unique().on('users').column('email_key').execute();

  // The cookie (or bearer token) holds an opaque id; the store keeps only its SHA-256, so a leaked backup signs no
  // one in.
  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await db.schema
    .createTable('ratings')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('mu', double, (c) => c.notNull())
    .addColumn('sigma', double, (c) => c.notNull())
    // mu - 3 sigma, kept so that the leaderboard is one indexed scan.
    .addColumn('ordinal', double, (c) => c.notNull())
    .addColumn('games', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ratings_pk', ['user_id', 'game'])
    .execute();
  await db.schema.createIndex('ratings_board').on('ratings').columns(['game', 'ordinal']).execute();

  // One row per seat a person played in a finished match (a seat a bot took over counts for the person who left
  // it); written once, with the ratings, when the match ends. The primary key makes a second write impossible.
  await db.schema
    .createTable('results')
    .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id').onDelete('cascade'))
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('place', 'integer', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addColumn('tied', 'integer', (c) => c.notNull())
    .addColumn('score', double)
    .addColumn('replaced', 'integer', (c) => c.notNull())
    .addColumn('rated', 'integer', (c) => c.notNull())
    .addColumn('mu_before', double)
    .addColumn('sigma_before', double)
    .addColumn('mu_after', double)
    .addColumn('sigma_after', double)
    .addColumn('finished_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('results_pk', ['table_id', 'seat'])
    .execute();
  await db.schema.createIndex('results_user').on('results').columns(['user_id', 'finished_at']).execute();
  await db.schema.createIndex('results_user_game').on('results').columns(['user_id', 'game', 'finished_at']).execute();

  // Rated on request, decided at the start (only accounts in every seat); quick-play tables fill their empty seats
  // with bots at fill_at.
  await db.schema
    .alterTable('tables')
    .addColumn('rated', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('tables')
    .addColumn('quick', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('tables').addColumn('fill_at', 'bigint').execute();
  await db.schema.alterTable('tables').addColumn('fill_level', 'text').execute();
  await db.schema.createIndex('tables_fill').on('tables').columns(['status', 'fill_at']).execute();

  // A bot's own name (a key the client words), and the person whose seat a bot took over (who may come back).
  await db.schema.alterTable('seats').addColumn('bot_name', 'text').execute();
  await db.schema.alterTable('seats').addColumn('left_user_id', 'text').execute();

  await db.schema
    .alterTable('chat')
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('players'))
    .execute();
}

async function initial(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  // Host and seat holders are not foreign keys to users: a user row is an identity we may later move or purge, and
  // a finished match must stay readable without it.
  await db.schema
    .createTable('tables')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('rules_version', 'integer', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('private', 'integer', (c) => c.notNull())
    .addColumn('invite_code', 'text')
    .addColumn('host_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('outcome', 'text')
    .addColumn('deadline_at', 'bigint')
    .addCheckConstraint('tables_status', sql`status in ('open', 'playing', 'finished')`)
    .addCheckConstraint('tables_private', sql`private in (0, 1)`)
    .execute();
  // listTables / listTablesOfUser: filter by status, newest first.
  await db.schema
    .createIndex('tables_status_created')
    .on('tables')
    .columns(['status', 'private', 'created_at'])
    .execute();
  // dueDeadlines: playing tables by deadline, already in order.
  await db.schema.createIndex('tables_deadline').on('tables').columns(['status', 'deadline_at']).execute();

  await db.schema
    .createTable('seats')
    .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id').onDelete('cascade'))
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('bot', 'text')
    .addPrimaryKeyConstraint('seats_pk', ['table_id', 'seat'])
    .addCheckConstraint('seats_one_holder', sql`user_id is null or bot is null`)
    .execute();
  await db.schema.createIndex('seats_user').on('seats').columns(['user_id', 'table_id']).execute();

  // The primary key on (table_id, seq) is what makes a second append of the same seq impossible.
  await db.schema
    .createTable('moves')
    .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('move', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('moves_pk', ['table_id', 'seq'])
    .execute();

  await db.schema
    .createTable('chat')
    .addColumn('id', dialect === 'postgres' ? 'bigint' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_table').on('chat').columns(['table_id', 'id']).execute();
}
