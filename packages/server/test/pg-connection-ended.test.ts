// A PostgreSQL connection ended by the server while it is checked out (a failover, pg_terminate_backend) must fail its
// query, not the process: the soak's --db-kills-every found every server process dying of an uncaught 'error' event
// (the pool listens to its idle connections only).
import { Pool } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '@birzha/test-support';
import { postgresPool } from '../src/store/postgres.ts';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(url === undefined || url === '')('a PostgreSQL connection ended under the store', () => {
  const admin = new Pool({ connectionString: url, max: 1 });
  afterAll(() => admin.end());

  it('fails the query under way and tells onError; the pool goes on with a new connection', async () => {
    const errors: Error[] = [];
    const pool = postgresPool(url as string, { max: 1, onError: (e) => errors.push(e) });
    try {
      const client = await pool.connect();
      const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      const sleeping = client.query('select pg_sleep(5)').then(
        () => 'finished',
        (e: Error) => e.message,
      );
      // Ended while the query runs, as a failover would.
      await admin.query('select pg_terminate_backend($1)', [pid]);
      expect(await sleeping).toMatch(/terminating connection/);
      await waitFor('the error told', () => errors.length >= 1);
      client.release(true);
      // Checked out and idle (between a transaction's statements, say) when it is ended: no crash either.
      const idle = await pool.connect();
      const idlePid = (await idle.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      expect(idlePid).not.toBe(pid);
      await admin.query('select pg_terminate_backend($1)', [idlePid]);
      await waitFor('the idle one told', () => errors.length >= 2);
      idle.release(true);
      expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });
});
