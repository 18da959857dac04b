// The databases the Store's contract suites run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set
// (.ci/start-postgres.sh prints one) and the run is not test:quick's. Each test gets a fresh database (a new SQLite file, a new PostgreSQL schema).
// Every part of the store (store.contract.test.ts, store-*.contract.test.ts) runs over these with `describeStores`.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { Client } from 'pg';
import { QUICK } from '@birzha/test-support';
import { afterAll, afterEach, beforeEach, describe, it } from 'vitest';
import { openStore } from '../src/store/open-store.ts';
import { openPostgresStore } from '../src/store/postgres.ts';
import type { NewTable, SeatHolder, SeatRow, Store } from '../src/store/store.ts';

/** One fresh, empty database, and how to open stores on it (in this process or another). */
export interface Harness {
  open(): Promise<Store>;
  /** A module and an exported function that, called with `args`, opens a store on the same database. */
  readonly child: { readonly module: string; readonly fn: string; readonly args: readonly unknown[] };
  /** Runs SQL on the database directly (rows as an older server wrote them). */
  sql(statements: string): Promise<void>;
  destroy(): Promise<void>;
}

const storeDir = fileURLToPath(new URL('../src/store/', import.meta.url));

/** A fresh SQLite database in a temporary directory. */
async function sqliteHarness(): Promise<Harness> {
  const dir = await mkdtemp(join(tmpdir(), 'birzha-store-'));
  return {
    open: () => openStore({ dataDir: dir, databaseUrl: null }),
    child: { module: join(storeDir, 'open-store.ts'), fn: 'openStore', args: [{ dataDir: dir, databaseUrl: null }] },
    sql: (statements) => {
      const db = new SqliteDatabase(join(dir, 'birzha.sqlite'));
      try {
        db.exec(statements);
      } finally {
        db.close();
      }
      return Promise.resolve();
    },
    destroy: () => rm(dir, { recursive: true, force: true }),
  };
}

const pgUrl = process.env['TEST_DATABASE_URL'];
const pgRun = `birzha_test_${process.pid}_${Date.now().toString(36)}`;
let pgSchemas = 0;

/** A fresh PostgreSQL schema on TEST_DATABASE_URL. */
function postgresHarness(url: string): Promise<Harness> {
  const schema = `${pgRun}_${pgSchemas++}`;
  return Promise.resolve({
    open: () => openPostgresStore(url, { schema }),
    child: { module: join(storeDir, 'postgres.ts'), fn: 'openPostgresStore', args: [url, { schema }] },
    sql: (statements) =>
      withPg(url, async (c) => {
        await c.query(`set search_path to ${schema}`);
        await c.query(statements);
      }),
    destroy: async () => {
      await withPg(url, (c) => c.query(`drop schema if exists ${schema} cascade`));
    },
  });
}

async function withPg<T>(url: string, f: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return await f(c);
  } finally {
    await c.end();
  }
}

/**
 * Runs `suite` once per store implementation (SQLite; PostgreSQL when TEST_DATABASE_URL is set, else a skipped
 * placeholder says why), `makeHarness` making a fresh database for a test.
 */
export function forEachStore(suite: (name: string, makeHarness: () => Promise<Harness>) => void): void {
  suite('SQLite store', sqliteHarness);
  // test:quick checks the contract on SQLite only: PostgreSQL's runs take three quarters of the contracts' time.
  if (QUICK) {
    describe.skip('PostgreSQL store: left to npm test under test:quick (BIRZHA_QUICK=1)', () => {
      it('runs the contract against PostgreSQL', () => {});
    });
    return;
  }
  if (pgUrl === undefined || pgUrl === '') {
    describe.skip('PostgreSQL store: skipped, TEST_DATABASE_URL is not set (.ci/start-postgres.sh prints one)', () => {
      it('runs the contract against PostgreSQL', () => {});
    });
    return;
  }
  suite('PostgreSQL store', () => postgresHarness(pgUrl));
  afterAll(async () => {
    // Schemas of this run that a failed test did not drop.
    await withPg(pgUrl, async (c) => {
      const { rows } = await c.query<{ nspname: string }>('select nspname from pg_namespace where nspname like $1', [
        `${pgRun}_%`,
      ]);
      for (const { nspname } of rows) await c.query(`drop schema if exists ${nspname} cascade`);
    });
  });
}

/**
 * The usual shape of a contract suite: `describe(title)` per store, each test with a fresh migrated store (read it
 * with `get()` inside tests) and its harness.
 */
export function describeStores(
  title: string,
  body: (get: () => { readonly store: Store; readonly harness: Harness }) => void,
  /** 'postgres': only on PostgreSQL (what one store alone does, such as its statements). */
  only: 'postgres' | null = null,
): void {
  forEachStore((name, makeHarness) => {
    if (only === 'postgres' && !name.startsWith('PostgreSQL')) return;
    describe(`${name}: ${title}`, () => {
      let harness: Harness;
      let store: Store;
      beforeEach(async () => {
        harness = await makeHarness();
        store = await harness.open();
        await store.migrate();
      });
      afterEach(async () => {
        await store.close();
        await harness.destroy();
      });
      body(() => ({ store, harness }));
    });
  });
}

/**
 * Runs `body` in a separate node process (as a second server would be) with `store` opened on the harness's
 * database; resolves to what the body returns. Two SQLite stores on one file must not share a process: a
 * transaction held across an await blocks the other connection's busy wait, which blocks the thread.
 */
export async function inChild(child: Harness['child'], body: string): Promise<unknown> {
  const code = [
    `const m = await import(${JSON.stringify(child.module)});`,
    `const store = await m[${JSON.stringify(child.fn)}](...${JSON.stringify(child.args)});`,
    'let result;',
    `try { result = await (async () => { ${body} })(); } finally { await store.close(); }`,
    'process.stdout.write(JSON.stringify(result ?? null));',
  ].join('\n');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', code],
    { timeout: 60_000 },
  );
  return JSON.parse(stdout) as unknown;
}

/** Seats as a new table has them and as they read back (no timeouts, no takeovers yet). */
/** A new table of two seats for the store's tests, `over` changing what a test needs. */
export function newTable(id: string, over: Partial<NewTable> = {}): NewTable {
  return {
    id,
    game: 'akcioner',
    rulesVersion: 1,
    options: {},
    players: 2,
    seed: `seed-${id}`,
    position: null,
    private: false,
    inviteCode: null,
    hostId: 'u1',
    createdAt: 1000,
    ...over,
  };
}

export function newSeats(tableId: string, holders: readonly SeatHolder[]): SeatRow[] {
  return holders.map((h, seat) => ({
    tableId,
    seat,
    botName: null,
    leftUserId: null,
    timeouts: 0,
    timeoutsAt: null,
    revision: 0,
    changes: [],
    ...h,
  }));
}

/** Creates and starts two-seat tables held by u1 and u2 (started at 2000, no deadlines), for the append tests. */
export async function playingTables(store: Store, ...ids: string[]): Promise<void> {
  for (const id of ids) {
    await store.createTable(
      newTable(id),
      newSeats(id, [
        { userId: 'u1', bot: null },
        { userId: 'u2', bot: null },
      ]),
    );
    if (!(await store.startTable(id, 2000, []))) throw new Error(`table ${id} did not start`);
  }
}
