// The soak's private PostgreSQL (bench-server/postgres-child.ts): a server of its own, stopped fast or as by a crash
// and started again on the same port with what it had committed.
import { existsSync } from 'node:fs';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { startPostgres, type PostgresChild } from '../src/bench-server/postgres-child.ts';

let server: PostgresChild | null = null;
afterAll(async () => {
  await server?.stop();
});

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

it('serves a database of its own, and keeps what was committed through a fast and an immediate restart', async () => {
  server = await startPostgres();
  const url = server.url;
  expect(existsSync(server.dir)).toBe(true);
  await query(url, 'CREATE TABLE kept (n integer)');
  await query(url, 'INSERT INTO kept VALUES (1)');
  const first = server.pid;

  // A session open across the restart is ended by it, as the servers' pooled connections are.
  const held = new pg.Client({ connectionString: url });
  const ended = new Promise<Error>((resolve) => held.on('error', resolve));
  await held.connect();
  const downFor = server.restart('fast', 300);
  expect((await ended).message).toMatch(/terminat/i);
  expect(await downFor).toBeGreaterThanOrEqual(300);
  expect(server.pid).not.toBe(first);
  await query(url, 'INSERT INTO kept VALUES (2)');

  await server.restart('immediate', 0);
  expect(await query<{ n: number }>(url, 'SELECT n FROM kept ORDER BY n')).toEqual([{ n: 1 }, { n: 2 }]);

  // Stopped: nothing listens, and its directory is gone.
  const stopped = server;
  server = null;
  await stopped.stop();
  await expect(query(url, 'SELECT 1')).rejects.toThrow();
  expect(existsSync(stopped.dir)).toBe(false);
}, 60_000);
