// The shared store for several server processes: PostgreSQL through a `pg` pool.
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool, TypeOverrides } from 'pg';
import { KyselyStore } from './kysely-store.ts';
import type { StoreDialect } from './store-dialect.ts';
import { preparedStatements } from './pg-prepared.ts';
import { statementCount } from './statement-count.ts';
import type { Database } from './schema.ts';
import type { Store } from './store.ts';

export interface PostgresStoreOptions {
  /**
   * Keep the store's tables in this schema (created by migrate()) instead of the connection's default search_path;
   * tests use a fresh one per run.
   */
  readonly schema?: string;
  /** Pool size. */
  readonly max?: number;
  /**
   * Errors of pooled connections, idle or in use (a restarted server, a failover, a network blip): the query under way
   * fails with it, and the pool replaces the connection.
   */
  readonly onError?: (error: Error) => void;
}

/**
 * The pool of the store: int8 as numbers, the schema as the search_path, and a listener on every connection's errors.
 * The pool listens to an idle connection's errors only: one checked out (a query or a transaction under way) that the
 * server ends (pg_terminate_backend, a failover) emitted an uncaught 'error' and killed the process; its query fails
 * with the error anyway, and the pool drops the connection when it comes back.
 */
export function postgresPool(url: string, options: PostgresStoreOptions = {}): Pool {
  const { schema } = options;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
    throw new Error(`not a plain schema name: ${schema}`);
  // Times are bigint columns; pg returns int8 as strings by default (values past 2^53 would lose precision, but
  // ours are milliseconds and counters). Per pool, not pg's global parser, so other pg users in the process are
  // unaffected.
  const types = new TypeOverrides();
  types.setTypeParser(20, Number);
  const pool = new Pool({
    connectionString: url,
    max: options.max ?? 10,
    types,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  const onError = options.onError ?? (() => {});
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
}

/** Opens the PostgreSQL store at `url` (a pool; nothing connects until the first query); call migrate() before use. */
export function openPostgresStore(url: string, options: PostgresStoreOptions = {}): Promise<Store> {
  return Promise.resolve(postgresStoreOn(postgresPool(url, options), options.schema));
}

/** The store over `pool` (postgresPool's; a test's may stand between it and the server), its tables in `schema`. */
export function postgresStoreOn(pool: Pool, schema?: string): Store {
  const count = statementCount();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: preparedStatements(pool) }),
    log: count.log,
  });
  return new KyselyStore(db, postgresDialect(schema), count.read);
}

function postgresDialect(schema: string | undefined): StoreDialect {
  return {
    name: 'postgres',
    rowLocks: true,
    isUniqueViolation: (error) =>
      typeof error === 'object' && error !== null && 'code' in error && error.code === '23505',
    // Kysely's migrator looks for its bookkeeping tables in every schema of the database unless told which one,
    // so a second store in another schema of the same database would think it had migrated already.
    migrationSchema: async (db) => {
      if (schema !== undefined) return schema;
      const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
      return rows[0]?.schema ?? undefined;
    },
  };
}
