// The cluster's PostgreSQL: a schema of its own in TEST_DATABASE_URL's database, named in the URL the processes get.
import pg from 'pg';

/** Runs `f` with a connection to `url`. */
export async function withPg<T>(url: string, f: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await f(c);
  } finally {
    await c.end();
  }
}

/** `url` with its search_path set to `schema` (libpq's `options` parameter, which pg passes at connection start). */
export function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  // URLSearchParams writes spaces as '+', which pg's parser does not turn back into spaces.
  return u.toString().replace(/\+/g, '%20');
}
