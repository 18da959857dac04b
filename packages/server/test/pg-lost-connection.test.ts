// What a PostgreSQL connection lost under the store (a failover, pg_terminate_backend) fails, and what is run again on
// another connection (store/lost-connection.ts, store/pg-prepared.ts), against the real server of TEST_DATABASE_URL.
// Found by the soak's --db-kills-every: a table's start whose connection was ended answered 500.
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@birzha/test-support';
import { StoreUnreachable, transaction } from '../src/store/lost-connection.ts';
import { preparedStatements } from '../src/store/pg-prepared.ts';

const url = process.env['TEST_DATABASE_URL'];
const schema = `birzha_lost_${process.pid}_${Date.now().toString(36)}`;

interface Db {
  t: { id: number };
}

describe.skipIf(url === undefined || url === '')('a PostgreSQL connection lost under the store', () => {
  let pool: Pool;
  let db: Kysely<Db>;
  /** Ends the store's connections, as a failover would. */
  let admin: Pool;
  const errors: Error[] = [];

  beforeAll(async () => {
    admin = new Pool({ connectionString: url, max: 2 });
    await admin.query(`create schema ${schema}`);
    await admin.query(`create table ${schema}.t (id integer primary key)`);
    // One connection: a read run again must get the pool's replacement for the one lost, not wait for a second.
    pool = new Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` });
    pool.on('error', (e) => errors.push(e));
    pool.on('connect', (c) => c.on('error', (e) => errors.push(e)));
    db = new Kysely<Db>({ dialect: new PostgresDialect({ pool: preparedStatements(pool, undefined, [10, 50]) }) });
  });

  afterAll(async () => {
    await db.destroy();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  const backendPid = async (trx: Kysely<Db>) =>
    (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]?.pid as number;
  const end = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);
  const ids = async () => (await db.selectFrom('t').select('id').orderBy('id').execute()).map((r) => r.id);
  /** The backend running a statement that contains `marker`, once it runs. */
  const runningPid = async (marker: string) => {
    let pid: number | undefined;
    await waitFor('the statement under way', async () => {
      const { rows } = await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where state = 'active' and query like $1 and pid <> pg_backend_pid()",
        [`%${marker}%`],
      );
      pid = rows[0]?.pid;
      return pid !== undefined;
    });
    return pid as number;
  };

  it('runs a transaction again whose connection was lost before its body finished, once committed', async () => {
    let attempts = 0;
    const result = await transaction(
      db,
      async (trx) => {
        attempts++;
        if (attempts === 1) await end(await backendPid(trx));
        await trx.insertInto('t').values({ id: 1 }).execute();
        return 'done';
      },
      { waits: [10, 50] },
    );
    expect(result).toBe('done');
    expect(attempts).toBe(2);
    expect(await ids()).toEqual([1]);
  });

  it('gives up after its waits, and does not run again what failed for another reason or at the commit', async () => {
    let attempts = 0;
    const alwaysLost = transaction(
      db,
      async (trx) => {
        attempts++;
        await end(await backendPid(trx));
        await trx.insertInto('t').values({ id: 2 }).execute();
      },
      { waits: [10, 50] },
    );
    await expect(alwaysLost).rejects.toThrow(/terminat|not queryable|ECONNRESET/);
    expect(attempts).toBe(3);

    attempts = 0;
    const duplicate = transaction(db, async (trx) => {
      attempts++;
      await trx.insertInto('t').values({ id: 1 }).execute();
    });
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);

    // The body done, the connection lost before its COMMIT: committed or not is unknown to the caller, so no second run.
    attempts = 0;
    const atCommit = transaction(
      db,
      async (trx) => {
        attempts++;
        await trx.insertInto('t').values({ id: 3 }).execute();
        const pid = await backendPid(trx);
        await end(pid);
        await waitFor('the connection gone', async () => {
          const { rows } = await admin.query('select 1 from pg_stat_activity where pid = $1', [pid]);
          return rows.length === 0;
        });
      },
      { waits: [10, 50] },
    );
    await expect(atCommit).rejects.toThrow();
    expect(attempts).toBe(1);
    expect(await ids()).toEqual([1]);
  });

  it('asks whether a transaction whose COMMIT lost its connection took effect: run again when not, done when so', async () => {
    /** A body that loses its connection once it is done, on its first run. */
    const losingAtCommit = (id: number, counter: { runs: number }) => async (trx: Kysely<Db>) => {
      counter.runs++;
      await trx.insertInto('t').values({ id }).execute();
      if (counter.runs > 1) return `run ${counter.runs}`;
      const pid = await backendPid(trx);
      await end(pid);
      await waitFor('the connection gone', async () => {
        const { rows } = await admin.query('select 1 from pg_stat_activity where pid = $1', [pid]);
        return rows.length === 0;
      });
      return `run ${counter.runs}`;
    };
    const has = async (id: number) => (await ids()).includes(id);
    const notCommitted = { runs: 0 };
    const again = await transaction(db, losingAtCommit(4, notCommitted), {
      waits: [10, 50],
      committed: () => has(4),
    });
    expect(again).toBe('run 2');
    expect(notCommitted.runs).toBe(2);
    expect(await ids()).toEqual([1, 4]);
    // Had it taken effect (an answer lost after the commit), the first run's result stands and nothing runs again.
    const tookEffect = { runs: 0 };
    const kept = await transaction(db, losingAtCommit(5, tookEffect), {
      waits: [10, 50],
      committed: () => Promise.resolve(true),
    });
    expect(kept).toBe('run 1');
    expect(tookEffect.runs).toBe(1);
    await db.deleteFrom('t').where('id', '>', 1).execute();
  });

  it('reads again on another connection when a read outside a transaction loses its own', async () => {
    const read = sql<{ one: number }>`select pg_sleep(${0.3}), 1 as one, 'lost-read' as marker`.execute(db);
    await end(await runningPid('lost-read'));
    expect((await read).rows).toEqual([{ pg_sleep: '', one: 1, marker: 'lost-read' }]);
    expect(await ids()).toEqual([1]);
    expect(pool.totalCount).toBe(1);
  });

  it('does not run a write again whose connection was lost: whether it took effect is unknown', async () => {
    // Its failure caught at once: it comes while the connection is being ended.
    const write = sql`update t set id = id where pg_sleep(${0.3}) is not null and 'lost-write' <> ''`.execute(db).then(
      () => 'ran',
      (e: Error) => e.message,
    );
    await end(await runningPid('lost-write'));
    expect(await write).toMatch(/terminat/);
    expect(await ids()).toEqual([1]);
    expect(errors.length).toBeGreaterThan(0);
  });

  describe('a connection that cannot be made', () => {
    /** `pool`, refusing the next `refusals.left` connections as a server restarting would. */
    const refusing = (refusals: { left: number; tries: number }) =>
      ({
        connect: () => {
          refusals.tries++;
          if (refusals.left === 0) return pool.connect();
          refusals.left--;
          return Promise.reject(
            Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
          );
        },
        end: () => Promise.resolve(),
      }) as unknown as Pool;

    it('is tried again after each wait, for a write as for a read: nothing was sent', async () => {
      const refusals = { left: 2, tries: 0 };
      const refused = new Kysely<Db>({
        dialect: new PostgresDialect({ pool: preparedStatements(refusing(refusals), undefined, [10, 50]) }),
      });
      await refused.insertInto('t').values({ id: 7 }).execute();
      expect(refusals.tries).toBe(3);
      expect(await ids()).toEqual([1, 7]);
      await db.deleteFrom('t').where('id', '=', 7).execute();
    });

    it('fails as StoreUnreachable once the waits are spent, and a transaction does not wait again on top', async () => {
      const refusals = { left: 100, tries: 0 };
      const refused = new Kysely<Db>({
        dialect: new PostgresDialect({ pool: preparedStatements(refusing(refusals), undefined, [10, 50]) }),
      });
      await expect(refused.selectFrom('t').select('id').execute()).rejects.toBeInstanceOf(StoreUnreachable);
      expect(refusals.tries).toBe(3);
      refusals.tries = 0;
      const tx = transaction(refused, (trx) => trx.insertInto('t').values({ id: 8 }).execute(), { waits: [10, 50] });
      await expect(tx).rejects.toThrow(/the database could not be reached: connect ECONNREFUSED/);
      expect(refusals.tries).toBe(3);
    });

    it('fails a read whose connection was lost as StoreUnreachable when no other can be made', async () => {
      // It was the raw connect error, which a request answered INTERNAL (500) rather than UNAVAILABLE.
      const refusals = { left: 0, tries: 0 };
      const refused = new Kysely<Db>({
        dialect: new PostgresDialect({ pool: preparedStatements(refusing(refusals), undefined, [10, 50]) }),
      });
      // No parameters, so not a named statement (another test's store over this pool named its own birzha_1).
      const read = sql`select pg_sleep(0.3), 'lost-unreachable' as marker`.execute(refused).then(
        () => null,
        (e: unknown) => e,
      );
      const pid = await runningPid('lost-unreachable');
      refusals.left = 100;
      await end(pid);
      const failed = await read;
      expect(failed).toBeInstanceOf(StoreUnreachable);
      expect(String(failed)).toMatch(/the database could not be reached: connect ECONNREFUSED/);
      // The first connection, then one try after each wait.
      expect(refusals.tries).toBe(3);
    });
  });
});
