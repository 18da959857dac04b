// The schema's history, in code (no migration files to ship or find at run time). Append new migrations; never edit
// one that has run somewhere. Names sort in the order they must run.
import { sql, type Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** The migrations for one dialect, as a Kysely MigrationProvider. */
export function migrationProvider(dialect: DialectName): MigrationProvider {
  return { getMigrations: () => Promise.resolve(migrations(dialect)) };
}

function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001_initial': { up: (db: Kysely<unknown>) => initial(db, dialect) },
    '0002_deadlines_and_events': { up: deadlinesAndEvents },
  };
}

/**
 * Every deadline a game declares, by key, on the table row (written in the same transaction as the moves), and each
 * move's events (a history without replay). Nullable: rows from before keep working (the server falls back).
 */
async function deadlinesAndEvents(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tables').addColumn('deadlines', 'text').execute();
  await db.schema.alterTable('moves').addColumn('events', 'text').execute();
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
