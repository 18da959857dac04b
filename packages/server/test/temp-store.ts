// A migrated SQLite store in a folder of its own, for tests that drive the store (or a part of the server) directly.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '../src/store/sqlite.ts';
import type { Store } from '../src/store/store.ts';
import { twoSeatTable } from './stored-table.ts';

export interface TempStore {
  readonly store: Store;
  /** The store's folder (a server config's dataDir may point here). */
  readonly dir: string;
  /** Closes the store and removes its folder. */
  close(): Promise<void>;
}

/** Opens and migrates a fresh store under a new temporary folder named from `prefix`. */
export async function tempSqliteStore(prefix: string): Promise<TempStore> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const store = await openSqliteStore(join(dir, 'birzha.sqlite'));
  await store.migrate();
  return {
    store,
    dir,
    async close() {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A user `u` and `count` started two-seat Akcioner tables `t0`.. (the user in seat 0, a bot in seat 1), for tests that
 * append moves to the store directly.
 */
export async function startedTables(store: Store, count: number): Promise<void> {
  await store.createUser({ id: 'u', name: 'U', createdAt: 1 });
  for (let i = 0; i < count; i++) {
    await twoSeatTable(store, { id: `t${i}`, seed: `s${i}`, other: 'beginner' });
    await store.startTable(`t${i}`, 2, []);
  }
}
