// Which store a server uses: PostgreSQL when configured (several processes share it), else a local SQLite file.
import { join } from 'node:path';
import { openPostgresStore } from './postgres.ts';
import { openSqliteStore } from './sqlite.ts';
import type { Store } from './store.ts';

export interface StoreConfig {
  /** Where the SQLite file goes when there is no database URL. */
  readonly dataDir: string;
  /** A PostgreSQL connection URL; null, undefined or empty means SQLite. */
  readonly databaseUrl?: string | null | undefined;
}

/** Opens the configured store (not yet migrated: call migrate() on start). */
export function openStore(config: StoreConfig): Promise<Store> {
  const url = config.databaseUrl;
  return url === undefined || url === null || url === ''
    ? openSqliteStore(join(config.dataDir, 'birzha.sqlite'))
    : openPostgresStore(url);
}
