// Appends of several tables in one PostgreSQL statement (store/pg-group-append.ts), on TEST_DATABASE_URL's server.
// The store contract (store.contract.test.ts) covers every append's answer on both stores; this checks what grouping
// adds: appends made while one is in flight share one statement, each table's claim on its own.
import { Client } from 'pg';
import { beforeEach, expect, it } from 'vitest';
import type { Append, Store } from '../src/store/store.ts';
import { describeStores, playingTables, type Harness } from './store-harness.ts';

describeStores(
  'appends grouped into one statement',
  (get) => {
    // The test's own store and database (fresh for each).
    let store: Store;
    let harness: Harness;
    beforeEach(() => {
      ({ store, harness } = get());
    });

    const playing = (...ids: string[]) => playingTables(store, ...ids);

    function append(tableId: string, fromSeq: number, n = 1, by: 'human' | 'timeout' = 'human'): Append {
      return {
        tableId,
        fromSeq,
        moves: Array.from({ length: n }, (_, i) => ({
          seq: fromSeq + i,
          seat: 0,
          move: { t: 'pass', table: tableId, seq: fromSeq + i },
          at: 3000 + fromSeq + i,
          by,
          events: [{ type: 'passed', seq: fromSeq + i }],
        })),
        deadlines: [{ key: 'turn', dueAt: 9000 + fromSeq }],
        finished: null,
      };
    }

    /** Runs the appends as the move path does, all at once; the answers and the write statements they took. */
    async function together(appends: readonly Append[]): Promise<{ appended: boolean[]; writes: number }> {
      const writes = (): number => store.statements?.().writes ?? Number.NaN;
      const before = writes();
      const appended = await Promise.all(appends.map((a) => store.appendMoves(a)));
      return { appended, writes: writes() - before };
    }

    it('appends the tables that wait for the statement in flight in one statement, each as it would alone', async () => {
      await playing('t0', 't1', 't2', 't3', 't4');
      // t0 goes at once, alone; the other four wait for it and go together.
      const { appended, writes } = await together([
        append('t0', 0),
        append('t1', 0, 3),
        append('t2', 0),
        append('t3', 0, 2),
        append('t4', 0),
      ]);
      expect(appended).toEqual([true, true, true, true, true]);
      expect(writes).toBe(2);
      for (const [id, n] of [
        ['t0', 1],
        ['t1', 3],
        ['t2', 1],
        ['t3', 2],
        ['t4', 1],
      ] as const) {
        expect((await store.loadMoves(id)).map((m) => [m.seq, m.move, m.events])).toEqual(
          append(id, 0, n).moves.map((m) => [m.seq, m.move, m.events]),
        );
        expect(await store.getTable(id)).toMatchObject({ version: n, deadlineAt: 9000, status: 'playing' });
      }
    });

    it('answers false for a table whose claim lost and appends the others of its statement', async () => {
      await playing('t0', 't1', 't2', 't3');
      expect(await store.appendMoves(append('t2', 0))).toBe(true);
      // t2 is at version 1: its append from 0 lost to the one above.
      const { appended, writes } = await together([append('t0', 0), append('t1', 0), append('t2', 0), append('t3', 0)]);
      expect(appended).toEqual([true, true, false, true]);
      expect(writes).toBe(2);
      expect((await store.loadMoves('t2')).map((m) => m.move)).toEqual([append('t2', 0).moves[0]?.move]);
      expect((await store.getTable('t2'))?.version).toBe(1);
      expect((await store.getTable('t3'))?.version).toBe(1);
    });

    it("puts a table's second append in the statement after its first", async () => {
      await playing('t0', 't1', 't2');
      const { appended, writes } = await together([append('t0', 0), append('t1', 0), append('t1', 1), append('t2', 0)]);
      expect(appended).toEqual([true, true, true, true]);
      // t0 alone, then t1 and t2, then t1's second.
      expect(writes).toBe(3);
      expect((await store.loadMoves('t1')).map((m) => m.seq)).toEqual([0, 1]);
    });

    it('clears the timeouts of the seats that moved themselves, at the tables whose flag is set, and no others', async () => {
      await playing('t0', 't1', 't2', 't3');
      for (const id of ['t1', 't2']) {
        expect(await store.appendMoves(append(id, 0, 1, 'timeout'))).toBe(true);
        expect(await store.countTimeout(id, 0, 1)).toBe(1);
      }
      // t1's person moves (cleared); t2's clock moves for them again (kept); t3 has no count.
      const { appended, writes } = await together([
        append('t0', 0),
        append('t1', 1),
        append('t2', 1, 1, 'timeout'),
        append('t3', 0),
      ]);
      expect(appended).toEqual([true, true, true, true]);
      expect(writes).toBe(2);
      expect((await store.getSeats('t1'))[0]).toMatchObject({ timeouts: 0, timeoutsAt: null });
      expect((await store.getSeats('t2'))[0]).toMatchObject({ timeouts: 1, timeoutsAt: 1 });
      expect((await store.getSeats('t3'))[0]).toMatchObject({ timeouts: 0 });
    });

    it('tries each append of a statement that failed alone, and answers each on its own', async () => {
      await playing('t0', 't1', 't2', 't3');
      // A move row that should not exist at t2's next seq: the grouped insert fails as a whole.
      await harness.sql(`insert into moves (table_id, seq, seat, move, at, by) values ('t2', 0, 0, '{}', 1, 'human')`);
      const { appended, writes } = await together([append('t0', 0), append('t1', 0), append('t2', 0), append('t3', 0)]);
      expect(appended).toEqual([true, true, false, true]);
      // t0 alone; the group of three failed; each of its three alone.
      expect(writes).toBe(5);
      expect((await store.getTable('t2'))?.version).toBe(0);
      expect((await store.getTable('t1'))?.version).toBe(1);
      expect((await store.getTable('t3'))?.version).toBe(1);
    });

    it("does not hold the other tables' moves back behind a statement that waits on a lock", async () => {
      await playing('t1', 't2');
      // Another process's transaction holds t1's row.
      const [url, { schema }] = harness.child.args as [string, { schema: string }];
      const other = new Client({ connectionString: url, options: `-c search_path=${schema}` });
      await other.connect();
      try {
        await other.query('begin');
        await other.query(`select id from tables where id = 't1' for update`);
        let first: boolean | undefined;
        const waiting = store.appendMoves(append('t1', 0)).then((a) => (first = a));
        // t2's append goes once t1's has waited STALL_MS (20 ms), and is answered while t1's still waits.
        expect(await store.appendMoves(append('t2', 0))).toBe(true);
        expect(first).toBeUndefined();
        await other.query('commit');
        expect(await waiting).toBe(true);
      } finally {
        await other.end();
      }
    });
  },
  'postgres',
);
