// The default store: one SQLite file through better-sqlite3.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type SqliteDatabase as KyselySqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import { KyselyStore } from './kysely-store.ts';
import type { StoreDialect } from './store-dialect.ts';
import { SqliteGroupCommit } from './sqlite-group-commit.ts';
import { statementCount } from './statement-count.ts';
import type { Database } from './schema.ts';
import type { Store } from './store.ts';

/** How long a write waits for another process's write to finish before failing with SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 10_000;

/**
 * WAL pages written before a commit copies them back into the database file (SQLite's default is 1,000). A busy
 * server rewrites the same few pages move after move (each live table's row and the end of its moves' index), and a
 * checkpoint copies each page once however often it changed since the last: at 1,000 tables and 2,000 moves a
 * second, 1,000 pages was a checkpoint (and two fsyncs) every half second, and the commits cost 48 to 60 µs of the
 * main thread per move, growing with the file; at 8,192 (a WAL of at most 32 MB between checkpoints) 44 to 48 µs,
 * steady (issue 28.5).
 */
export const WAL_CHECKPOINT_PAGES = 8192;

/** Opens (creating if needed) the SQLite store at `file`, once per process; call migrate() before use. */
export async function openSqliteStore(file: string): Promise<Store> {
  // Processes may share the file, but a second connection in the same process would busy-wait synchronously on a
  // transaction the first holds across an await, blocking the very thread that would finish it.
  await mkdir(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  try {
    // WAL + NORMAL: a killed process loses nothing committed (only an OS crash or power cut can lose the last
    // commits), and readers never block the writer.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
    // Recommended for long-lived connections: gathers the statistics the query planner needs to pick indexes.
    sqlite.pragma('optimize = 0x10002');
  } catch (error) {
    sqlite.close();
    throw error;
  }
  const count = statementCount();
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    log: count.log,
  });
  const group = new SqliteGroupCommit({
    sqlite,
    hold: (work) => db.connection().execute(() => Promise.resolve(work())),
    counted: count.ran,
    isUniqueViolation: sqliteDialect.isUniqueViolation,
  });
  return new KyselyStore(db, { ...sqliteDialect, append: (append) => group.append(append) }, count.read);
}

/** Distinct SQL texts kept prepared; the store's queries have a few dozen shapes, so this is never reached in practice. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The database as Kysely sees it, preparing each distinct SQL text once. Kysely's SQLite driver calls prepare() for
 * every query, and compiling SQL costs more than running most of the store's statements (a move's append is four).
 * Reuse is safe: better-sqlite3 runs a statement to completion synchronously, Kysely holds its one connection under
 * a mutex, and SQLite re-prepares a statement by itself after a schema change.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = cache.get(sql);
      if (statement === undefined) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear();
        statement = sqlite.prepare(sql);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

const sqliteDialect: StoreDialect = {
  name: 'sqlite',
  rowLocks: false,
  isUniqueViolation: (error) =>
    error instanceof SqliteDatabase.SqliteError &&
    (error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || error.code === 'SQLITE_CONSTRAINT_UNIQUE'),
  migrationSchema: () => Promise.resolve(undefined),
};

/**
 * Kysely's SQLite dialect, with two changes that make transactions safe across processes sharing the file:
 * transactions BEGIN IMMEDIATE (take the write lock up front, waiting busy_timeout for it, instead of failing with
 * SQLITE_BUSY when a read turns into a write), and migrations run in one such transaction (SQLite has transactional
 * DDL; Kysely assumes not and would run them unlocked, so two processes starting at once could both apply them).
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}
