import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withoutPassword } from '@birzha/server';

// A fresh PostgreSQL schema per run, so that every run starts from an empty store and several runs (or the tests) can
// share one database. The server is pointed at it through the connection string's `options` (search_path); its
// migrations then create their tables there.

/** A schema made for this run: the URL the servers get, and how to remove it. */
export interface RunSchema {
  readonly schema: string;
  /** The given URL with `options=-c search_path=<schema>`. */
  readonly url: string;
  /** The given URL with its password hidden, for the report. */
  readonly shown: string;
  drop(): Promise<void>;
}

/** `url` with `options` set to a search_path of `schema` (other query parameters kept). */
export function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

async function withClient<T>(url: string, f: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await f(c);
  } finally {
    await c.end();
  }
}

/**
 * Ends one of the connections whose application_name is `app` (pg_terminate_backend, as a database failover or a
 * network fault would), one with a statement or a transaction under way when there is one; true when there was one. The servers of a run are given PGAPPNAME (backing.ts), so that the
 * run's own connections are told apart from anyone else's on a shared database.
 */
export async function terminateOneConnection(url: string, app: string): Promise<boolean> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where application_name = $1 and pid <> pg_backend_pid() order by (state <> 'idle') desc, random() limit 1`,
      [app],
    );
    return rows[0]?.ended === true;
  });
}

/** Creates `<prefix>_<random>` on the database at `url`; the caller drops it at the end. */
export async function createRunSchema(url: string, prefix: string): Promise<RunSchema> {
  const schema = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await withClient(url, (c) => c.query(`create schema ${schema}`));
  return {
    schema,
    url: withSearchPath(url, schema),
    shown: withoutPassword(withSearchPath(url, schema)),
    drop: async () => {
      await withClient(url, (c) => c.query(`drop schema if exists ${schema} cascade`));
    },
  };
}
