import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startedTables, tempSqliteStore, type TempStore } from '../../test/temp-store.ts';
import { SqliteGroupCommit } from './sqlite-group-commit.ts';
import type { Append } from './store.ts';

// The group commit over a second connection to a migrated store's file: `hold` counts the commits it is asked for.
let temp: TempStore;
let sqlite: SqliteDatabase.Database;
let commits: number;
let group: SqliteGroupCommit;
let options: ConstructorParameters<typeof SqliteGroupCommit>[0];

const TABLES = 40;

beforeEach(async () => {
  temp = await tempSqliteStore('birzha-group-commit-');
  await startedTables(temp.store, TABLES);
  sqlite = new SqliteDatabase(join(temp.dir, 'birzha.sqlite'));
  commits = 0;
  options = {
    sqlite,
    hold: (work) => {
      commits++;
      return Promise.resolve(work());
    },
    counted: () => {},
    isUniqueViolation: (error) =>
      error instanceof SqliteDatabase.SqliteError && error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY',
  };
  group = new SqliteGroupCommit(options);
});

afterEach(async () => {
  sqlite.close();
  await temp.close();
});

function append(table: number, fromSeq: number, move: unknown = { t: 'pass' }): Append {
  return {
    tableId: `t${table}`,
    fromSeq,
    moves: [{ seq: fromSeq, seat: 0, move, at: 5, by: 'human', events: [{ t: 'e' }] }],
    deadlines: [{ key: 'turn', dueAt: 99 }],
    finished: null,
  };
}

describe('SQLite group commit', () => {
  it('sets the indexed deadline_at only when it changes (a statement of its own), and stores it right each time', async () => {
    let statements = 0;
    const counting = new SqliteGroupCommit({
      ...options,
      counted: (writes, reads = 0) => (statements += writes + reads),
    });
    const row = () =>
      sqlite.prepare("select deadline_at, deadlines from tables where id = 't0'").get() as {
        deadline_at: number | null;
        deadlines: string;
      };
    const at = (fromSeq: number, deadlines: Append['deadlines']) => ({ ...append(0, fromSeq), deadlines });
    const steps: [Append['deadlines'], number][] = [
      [[{ key: 'turn', dueAt: 99 }], 4], // none ran before: the claim, its row read, deadline_at, the move
      [[{ key: 'turn', dueAt: 99 }], 3], // the same earliest due: deadline_at left alone
      [
        [
          { key: 'phase', dueAt: 120 },
          { key: 'turn', dueAt: 99 },
        ],
        3,
      ],
      [[{ key: 'turn', dueAt: 150 }], 4],
      [[], 4],
      [[], 3],
    ];
    for (const [i, [deadlines, expected]] of steps.entries()) {
      statements = 0;
      expect(await counting.append(at(i, deadlines))).toBe(true);
      expect(statements).toBe(expected);
      const due = deadlines.length === 0 ? null : Math.min(...deadlines.map((d) => d.dueAt));
      expect(row()).toEqual({ deadline_at: due, deadlines: JSON.stringify(deadlines) });
    }
  });

  it('commits the appends of one turn together, at most 32 to a commit', async () => {
    const claimed = await Promise.all(Array.from({ length: TABLES }, (_, i) => group.append(append(i, 0))));
    expect(claimed).toEqual(Array.from({ length: TABLES }, () => true));
    expect(commits).toBe(2);
    for (const i of [0, 31, 32, 39]) {
      expect(await temp.store.loadMoves(`t${i}`)).toEqual([
        { tableId: `t${i}`, seq: 0, seat: 0, move: { t: 'pass' }, at: 5, by: 'human', events: [{ t: 'e' }] },
      ]);
      const table = await temp.store.getTable(`t${i}`);
      expect(table?.version).toBe(1);
    }
  });

  it('answers each append for itself: one that lost its claim gets false, the others commit', async () => {
    const claimed = await Promise.all([
      group.append(append(0, 0)),
      group.append(append(1, 3)),
      group.append(append(2, 0)),
    ]);
    expect(claimed).toEqual([true, false, true]);
    expect(commits).toBe(1);
    expect(await temp.store.loadMoves('t1')).toEqual([]);
    expect((await temp.store.getTable('t1'))?.version).toBe(0);
    expect((await temp.store.getTable('t2'))?.version).toBe(1);
  });

  it('fails only the append at fault: the rest of its group still commits', async () => {
    const results = await Promise.allSettled([
      group.append(append(0, 0)),
      // A function has no JSON text: a bug in the caller, thrown inside the transaction.
      group.append(append(1, 0, () => 0)),
      group.append(append(2, 0)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await temp.store.getTable('t0'))?.version).toBe(1);
    expect((await temp.store.getTable('t1'))?.version).toBe(0);
    expect(await temp.store.loadMoves('t1')).toEqual([]);
    expect((await temp.store.getTable('t2'))?.version).toBe(1);
  });

  it('an append at seqs already stored gets false, not an error', async () => {
    sqlite
      .prepare('insert into "moves" ("table_id", "seq", "seat", "move", "at", "by") values (?, 0, 0, ?, 1, ?)')
      .run('t0', '{}', 'human');
    expect(await group.append(append(0, 0))).toBe(false);
    expect((await temp.store.getTable('t0'))?.version).toBe(0);
  });

  it('a busy store waits out its window: appends of later turns share the next commit', async () => {
    const windowed = new SqliteGroupCommit({ ...options, windowMs: 40 });
    expect(await Promise.all([windowed.append(append(0, 0)), windowed.append(append(1, 0))])).toEqual([true, true]);
    expect(commits).toBe(1);
    // Three turns in a row, each with an append, all within 40 ms of that shared commit: one commit for the three.
    const later: Promise<boolean>[] = [];
    for (let i = 2; i <= 4; i++) {
      later.push(windowed.append(append(i, 0)));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(commits).toBe(1);
    expect(await Promise.all(later)).toEqual([true, true, true]);
    expect(commits).toBe(2);
    for (const i of [2, 3, 4]) expect((await temp.store.getTable(`t${i}`))?.version).toBe(1);
  });

  it('one append at a time, no window, or a window over: each turn commits at its end', async () => {
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    // One table's moves one after another (a bots' match) never wait, however close together.
    const windowed = new SqliteGroupCommit({ ...options, windowMs: 1_000 });
    for (let seq = 0; seq < 3; seq++) {
      const claimed = windowed.append(append(0, seq));
      await turn();
      expect(commits).toBe(seq + 1);
      expect(await claimed).toBe(true);
    }
    const unwindowed = new SqliteGroupCommit({ ...options, windowMs: 0 });
    expect(await Promise.all([unwindowed.append(append(1, 0)), unwindowed.append(append(2, 0))])).toEqual([true, true]);
    const next = unwindowed.append(append(3, 0));
    await turn();
    expect(commits).toBe(5);
    expect(await next).toBe(true);
    const short = new SqliteGroupCommit({ ...options, windowMs: 20 });
    expect(await Promise.all([short.append(append(4, 0)), short.append(append(5, 0))])).toEqual([true, true]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const quiet = short.append(append(6, 0));
    await turn();
    expect(commits).toBe(7);
    expect(await quiet).toBe(true);
  });
});
