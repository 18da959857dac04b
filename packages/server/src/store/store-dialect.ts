import type { Kysely } from 'kysely';
import type { DialectName } from './migrations.ts';
import type { Database } from './schema.ts';
import type { Append } from './store.ts';

/** What the store needs to know about the database underneath. */
export interface StoreDialect {
  readonly name: DialectName;
  /**
   * PostgreSQL runs transactions side by side and needs `FOR SHARE` / `FOR UPDATE` on the tables row to keep seat
   * changes and the start of a match apart. SQLite has no row locks (and no such syntax): its write transactions
   * begin IMMEDIATE, which serializes them whole, across processes too.
   */
  readonly rowLocks: boolean;
  isUniqueViolation(error: unknown): boolean;
  /** The schema Kysely's migration bookkeeping lives in, if the database has schemas. */
  migrationSchema(db: Kysely<Database>): Promise<string | undefined>;
  /** Appends moves its own way (SQLite: group commit, sqlite-group-commit.ts); absent: the store's transaction. */
  readonly append?: (append: Append) => Promise<boolean>;
}
