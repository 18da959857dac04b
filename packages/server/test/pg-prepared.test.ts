// Named prepared statements on PostgreSQL (store/pg-prepared.ts), against the real server of TEST_DATABASE_URL.
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatements } from '../src/store/pg-prepared.ts';

const url = process.env['TEST_DATABASE_URL'];
const quick = process.env['BIRZHA_QUICK'] === '1';
const schema = `birzha_prepared_${process.pid}_${Date.now().toString(36)}`;

describe.skipIf(url === undefined || url === '' || quick)('named prepared statements on PostgreSQL', () => {
  // One connection, so every query below sees the statements the ones before it prepared.
  let pool: Pool;
  let db: Kysely<Record<string, never>>;
  /** The other process of a deploy: changes the schema under the prepared statements. */
  let other: Pool;

  beforeAll(async () => {
    pool = new Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` });
    other = new Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` });
    await other.query(`create schema ${schema}`);
    await other.query('create table t (a integer not null)');
    await other.query('insert into t values (1), (2)');
    db = new Kysely({ dialect: new PostgresDialect({ pool: preparedStatements(pool, 3) }) });
  });

  afterAll(async () => {
    await db.destroy();
    await other.query(`drop schema if exists ${schema} cascade`);
    await other.end();
  });

  const prepared = async () =>
    (
      await sql<{ statement: string }>`select statement from pg_prepared_statements order by prepare_time`.execute(db)
    ).rows.map((r) => r.statement);

  it('prepares each text once on a connection and runs it again by its name', async () => {
    const sum = () => sql<{ s: number }>`select sum(a)::integer as s from t where a >= ${1}`.execute(db);
    expect((await sum()).rows).toEqual([{ s: 3 }]);
    expect((await sum()).rows).toEqual([{ s: 3 }]);
    const statements = await prepared();
    expect(statements.filter((s) => s.includes('sum(a)'))).toHaveLength(1);
  });

  it('names only statements with parameters, and no more texts than its limit', async () => {
    await db.transaction().execute(async (tx) => {
      await sql`select ${2}::integer as two`.execute(tx);
    });
    await sql`select 3 as three`.execute(db);
    // The limit is 3: sum(a) above, two and four; five runs unnamed.
    await sql`select ${4}::integer as four`.execute(db);
    await sql`select ${5}::integer as five`.execute(db);
    const statements = await prepared();
    const unnamed = (s: string) => /^\s*(begin|commit)/i.test(s) || s.includes('three') || s.includes('pg_prepared');
    expect(statements.some(unnamed)).toBe(false);
    expect(statements.some((s) => s.includes('as two'))).toBe(true);
    expect(statements.some((s) => s.includes('as four'))).toBe(true);
    expect(statements.some((s) => s.includes('as five'))).toBe(false);
    expect((await sql<{ five: number }>`select ${5}::integer as five`.execute(db)).rows).toEqual([{ five: 5 }]);
  });

  it('runs a statement again after another process changed its result type, outside a transaction', async () => {
    const sum = () => sql<{ s: number }>`select sum(a)::integer as s from t where a >= ${1}`.execute(db);
    const rows = () => sql<{ a: number | string }>`select a from t where a >= ${1} order by a`.execute(db);
    // Not named (over the limit): prepare a named one through a fresh limit instead.
    const named = new Kysely<Record<string, never>>({
      dialect: new PostgresDialect({
        pool: preparedStatements(new Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` })),
      }),
    });
    try {
      const select = () => sql<{ a: number | string }>`select a from t where a >= ${1} order by a`.execute(named);
      expect((await select()).rows).toEqual([{ a: 1 }, { a: 2 }]);
      await other.query('alter table t alter column a type bigint');
      // "cached plan must not change result type": renamed, prepared again and run.
      expect((await select()).rows).toEqual([{ a: '1' }, { a: '2' }]);
      // Inside a transaction the refusal ends it; the next run prepares afresh.
      await other.query('alter table t alter column a type integer');
      await expect(
        named.transaction().execute(async (tx) => {
          await sql`select a from t where a >= ${1} order by a`.execute(tx);
        }),
      ).rejects.toMatchObject({ code: '0A000' });
      expect((await select()).rows).toEqual([{ a: 1 }, { a: 2 }]);
    } finally {
      await named.destroy();
    }
    expect((await sum()).rows).toEqual([{ s: 3 }]);
    expect((await rows()).rows).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('gives Kysely the same client object each time the pool lends the same connection', async () => {
    // Kysely keeps its connection object per client (a WeakMap): a new wrapper each time would make it a new one.
    const lender = new Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` });
    const prepared = preparedStatements(lender);
    try {
      const first = await prepared.connect();
      first.release();
      const second = await prepared.connect();
      second.release();
      expect(second).toBe(first);
    } finally {
      await prepared.end();
    }
  });
});
