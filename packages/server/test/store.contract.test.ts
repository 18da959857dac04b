// The Store contract, one suite run over every implementation (store-harness.ts): SQLite always, PostgreSQL when
// TEST_DATABASE_URL is set. Each test gets a fresh database. The players' parts of the store have suites of their own
// (store-*.contract.test.ts).
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KyselyStore } from '../src/store/kysely-store.ts';
import type { Append, MoveRow, NewTable, SeatHolder, Store, StoredDeadline, TableRow } from '../src/store/store.ts';
import { forEachStore, inChild, newSeats, newTable, type Harness } from './store-harness.ts';

/** One running deadline due at `dueAt`. */
const due = (dueAt: number): StoredDeadline[] => [{ key: 'turn', dueAt }];

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

forEachStore(storeContract);

function storeContract(name: string, makeHarness: () => Promise<Harness>): void {
  describe(name, () => {
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

    function table(id: string, over: Partial<NewTable> = {}): NewTable {
      return newTable(id, { options: { turns: 10 }, position: { board: [1, 2, 3] }, ...over });
    }

    const seats = newSeats;

    const empty: SeatHolder = { userId: null, bot: null };
    const user = (id: string): SeatHolder => ({ userId: id, bot: null });
    const bot = (level: string): SeatHolder => ({ userId: null, bot: level });

    /** A table that is playing, at version 0. */
    async function playing(
      id: string,
      over: Partial<NewTable> = {},
      deadlines: readonly StoredDeadline[] = [],
    ): Promise<void> {
      await store.createTable(table(id, over), seats(id, [user('u1'), bot('easy')]));
      expect(await store.startTable(id, 2000, deadlines)).toBe(true);
    }

    function append(tableId: string, fromSeq: number, n: number, over: Partial<Append> = {}): Append {
      return {
        tableId,
        fromSeq,
        moves: Array.from({ length: n }, (_, i) => ({
          seq: fromSeq + i,
          seat: i % 2,
          move: { t: 'pass', i: fromSeq + i },
          at: 3000 + fromSeq + i,
          by: 'human' as const,
          events: [{ type: 'passed', i: fromSeq + i }],
        })),
        deadlines: [],
        finished: null,
        ...over,
      };
    }

    describe('migrate', () => {
      it('is harmless when run again, and keeps the data', async () => {
        await store.createUser({ id: 'u1', name: 'Ann', createdAt: 1 });
        await store.migrate();
        await store.migrate();
        expect(await store.getUser('u1')).toEqual({
          id: 'u1',
          name: 'Ann',
          createdAt: 1,
          username: null,
          email: null,
          deletedAt: null,
        });
      });

      it('is safe when several processes start at once on a fresh database', async () => {
        const fresh = await makeHarness();
        try {
          await Promise.all([1, 2, 3].map(() => inChild(fresh.child, 'await store.migrate();')));
          const s = await fresh.open();
          try {
            await s.migrate();
            await s.createUser({ id: 'u1', name: 'Ann', createdAt: 1 });
            expect(await s.getUser('u1')).toEqual({
              id: 'u1',
              name: 'Ann',
              createdAt: 1,
              username: null,
              email: null,
              deletedAt: null,
            });
          } finally {
            await s.close();
          }
        } finally {
          await fresh.destroy();
        }
      });
    });

    describe('migration 0002 (deadlines by key, events per move)', () => {
      it('keeps a match stored before it: its rows read back with null deadlines and events, and play on', async () => {
        const old = await makeHarness();
        const oldStore = await old.open();
        try {
          await (oldStore as KyselyStore).migrateTo('0001_initial');
          await old.sql(`
            insert into tables (id, game, rules_version, options, players, seed, position, private, invite_code,
              host_id, created_at, status, version, started_at, finished_at, outcome, deadline_at)
            values ('t1', 'akcioner', 1, '{"turns":10}', 2, 'seed-t1', 'null', 0, null, 'u1', 1000, 'playing', 1,
              2000, null, null, 5000);
            insert into seats (table_id, seat, user_id, bot) values ('t1', 0, 'u1', null), ('t1', 1, null, 'easy');
            insert into moves (table_id, seq, seat, move, at, by) values ('t1', 0, 0, '{"t":"pass"}', 3000, 'human');
          `);
          await oldStore.migrate();
          const t = await oldStore.getTable('t1');
          expect(t).toMatchObject({ status: 'playing', version: 1, deadlineAt: 5000, deadlines: null });
          expect(await oldStore.loadMoves('t1')).toEqual([
            { tableId: 't1', seq: 0, seat: 0, move: { t: 'pass' }, at: 3000, by: 'human', events: null },
          ]);
          expect(await oldStore.dueDeadlines(5000, 10)).toEqual([{ tableId: 't1', version: 1, dueAt: 5000 }]);
          expect(await oldStore.appendMoves(append('t1', 1, 1, { deadlines: due(8000) }))).toBe(true);
          expect(await oldStore.getTable('t1')).toMatchObject({ deadlineAt: 8000, deadlines: due(8000) });
          expect((await oldStore.loadMoves('t1')).map((m) => m.events)).toEqual([null, [{ type: 'passed', i: 1 }]]);
        } finally {
          await oldStore.close();
          await old.destroy();
        }
      });
    });

    describe('users', () => {
      it('creates, reads and renames; an unknown id is undefined', async () => {
        await store.createUser({ id: 'u1', name: 'Ann', createdAt: 1_700_000_000_000 });
        expect(await store.getUser('u1')).toEqual({
          id: 'u1',
          name: 'Ann',
          createdAt: 1_700_000_000_000,
          username: null,
          email: null,
          deletedAt: null,
        });
        await store.renameUser('u1', 'Анна 🐻');
        expect(await store.getUser('u1')).toEqual({
          id: 'u1',
          name: 'Анна 🐻',
          createdAt: 1_700_000_000_000,
          username: null,
          email: null,
          deletedAt: null,
        });
        expect(await store.getUser('nobody')).toBeUndefined();
        await store.renameUser('nobody', 'x');
        expect(await store.getUser('nobody')).toBeUndefined();
      });

      it('reads several users in one statement, each once, and leaves out unknown ids', async () => {
        for (const [id, name] of [
          ['u1', 'Ann'],
          ['u2', 'Bob'],
          ['u3', 'Cy'],
        ] as const)
          await store.createUser({ id, name, createdAt: 1_700_000_000_000 });
        const before = store.statements?.();
        const users = await store.getUsers(['u3', 'u1', 'nobody', 'u1']);
        const after = store.statements?.();
        expect(users.map((u) => u.name).sort()).toEqual(['Ann', 'Cy']);
        expect(users.find((u) => u.id === 'u1')).toEqual(await store.getUser('u1'));
        if (before !== undefined && after !== undefined) expect(after.reads - before.reads).toBe(1);
        expect(await store.getUsers([])).toEqual([]);
      });

      it('refuses a second user with the same id', async () => {
        await store.createUser({ id: 'u1', name: 'Ann', createdAt: 1 });
        await expect(store.createUser({ id: 'u1', name: 'Bob', createdAt: 2 })).rejects.toThrow();
        expect((await store.getUser('u1'))?.name).toBe('Ann');
      });
    });

    describe('tables and seats', () => {
      it('creates a table with its seats and reads them back', async () => {
        const t = table('t1', { private: true, inviteCode: 'ABC123', players: 3 });
        await store.createTable(t, seats('t1', [user('u1'), empty, bot('hard')]));
        expect(await store.getTable('t1')).toEqual<TableRow>({
          ...t,
          rated: false,
          quick: null,
          status: 'open',
          version: 0,
          startedAt: null,
          finishedAt: null,
          outcome: null,
          deadlineAt: null,
          deadlines: null,
          next: null,
          pace: { mode: 'live' },
          banks: null,
        });
        expect(await store.getSeats('t1')).toEqual(seats('t1', [user('u1'), empty, bot('hard')]));
        expect(await store.getTable('nope')).toBeUndefined();
        expect(await store.getSeats('nope')).toEqual([]);
      });

      it('creates nothing when the table id is taken', async () => {
        await store.createTable(table('t1'), seats('t1', [user('u1'), empty]));
        await expect(
          store.createTable(table('t1', { game: 'other' }), seats('t1', [user('u2'), empty])),
        ).rejects.toThrow();
        expect((await store.getTable('t1'))?.game).toBe('akcioner');
        expect((await store.getSeats('t1')).map((s) => s.userId)).toEqual(['u1', null]);
      });

      it('updateSeat is a compare-and-set on the holder', async () => {
        await store.createTable(table('t1'), seats('t1', [user('u1'), empty]));
        expect(await store.updateSeat('t1', 1, user('u9'), user('u2'))).toBe(false);
        expect(await store.updateSeat('t1', 1, empty, user('u2'))).toBe(true);
        expect(await store.updateSeat('t1', 1, empty, user('u3'))).toBe(false);
        expect(await store.updateSeat('t1', 1, user('u2'), bot('easy'))).toBe(true);
        expect(await store.updateSeat('t1', 1, user('u2'), empty)).toBe(false);
        expect(await store.updateSeat('t1', 1, bot('hard'), empty)).toBe(false);
        expect(await store.updateSeat('t1', 1, bot('easy'), empty)).toBe(true);
        expect(await store.updateSeat('t1', 0, user('u1'), empty)).toBe(true);
        // Each seat counts the changes of its holder: seat 0 one, seat 1 three (the refused ones none).
        expect(await store.getSeats('t1')).toEqual(
          seats('t1', [empty, empty]).map((s, i) => ({ ...s, revision: [1, 3][i] })),
        );
        expect(await store.updateSeat('t1', 7, empty, user('u2'))).toBe(false);
        expect(await store.updateSeat('nope', 0, empty, user('u2'))).toBe(false);
      });

      it('of concurrent updateSeat for the same empty seat exactly one wins', async () => {
        for (let round = 0; round < 5; round++) {
          const id = `t${round}`;
          await store.createTable(table(id), seats(id, [user('u1'), empty]));
          const contenders = Array.from({ length: 10 }, (_, i) => `c${i}`);
          const results = await Promise.all(contenders.map((c) => store.updateSeat(id, 1, empty, user(c))));
          expect(results.filter(Boolean)).toHaveLength(1);
          const winner = contenders[results.indexOf(true)]!;
          expect((await store.getSeats(id))[1]).toEqual({ ...seats(id, [empty, user(winner)])[1], revision: 1 });
        }
      });

      it('updateSeat works only while the table is open', async () => {
        await playing('t1');
        expect(await store.updateSeat('t1', 1, bot('easy'), user('u2'))).toBe(false);
        expect((await store.getSeats('t1'))[1]).toMatchObject(bot('easy'));
      });

      it('replaceSeatInPlay swaps a holder during play', async () => {
        await playing('t1');
        await store.replaceSeatInPlay('t1', 0, { ...bot('intermediate'), botName: 'anna', leftUserId: 'u1' });
        expect(await store.getSeats('t1')).toEqual([
          { ...seats('t1', [bot('intermediate')])[0], botName: 'anna', leftUserId: 'u1', revision: 1 },
          ...seats('t1', [bot('intermediate'), bot('easy')]).slice(1),
        ]);
      });

      it('rejects a seat held by a user and a bot at once', async () => {
        await store.createTable(table('t1'), seats('t1', [user('u1'), empty]));
        await expect(store.updateSeat('t1', 1, empty, { userId: 'u2', bot: 'easy' })).rejects.toThrow();
        expect((await store.getSeats('t1'))[1]).toMatchObject(empty);
      });
    });

    describe('startTable', () => {
      it('starts only an open table whose seats are all held', async () => {
        await store.createTable(table('t1'), seats('t1', [user('u1'), empty]));
        expect(await store.startTable('t1', 2000, [])).toBe(false);
        expect((await store.getTable('t1'))?.status).toBe('open');
        expect(await store.updateSeat('t1', 1, empty, bot('easy'))).toBe(true);
        expect(await store.startTable('t1', 2000, due(5000))).toBe(true);
        expect(await store.getTable('t1')).toMatchObject({
          status: 'playing',
          version: 0,
          startedAt: 2000,
          finishedAt: null,
          outcome: null,
        });
        expect(await store.dueDeadlines(5000, 10)).toEqual([{ tableId: 't1', version: 0, dueAt: 5000 }]);
        expect(await store.startTable('t1', 2500, [])).toBe(false);
        expect((await store.getTable('t1'))?.startedAt).toBe(2000);
        expect(await store.startTable('nope', 2000, [])).toBe(false);
      });

      it('claims a due deadline for exactly one sweeper, keeping the running deadlines', async () => {
        await store.createTable(table('t1'), seats('t1', [user('u1'), bot('easy')]));
        expect(await store.startTable('t1', 2000, due(5000))).toBe(true);
        const claims = await Promise.all([0, 1, 2, 3].map(() => store.claimDeadline('t1', 0, 5000, 20_000)));
        expect(claims.filter(Boolean)).toHaveLength(1);
        // Claimed: not due again until the lease ends, and the rules' deadlines are untouched.
        expect(await store.dueDeadlines(19_999, 10)).toEqual([]);
        expect(await store.dueDeadlines(20_000, 10)).toEqual([{ tableId: 't1', version: 0, dueAt: 20_000 }]);
        expect((await store.getTable('t1'))?.deadlines).toEqual(due(5000));
        // A stale version or due time claims nothing.
        expect(await store.claimDeadline('t1', 1, 20_000, 30_000)).toBe(false);
        expect(await store.claimDeadline('t1', 0, 5000, 30_000)).toBe(false);
        expect(await store.claimDeadline('nope', 0, 5000, 30_000)).toBe(false);
        // The claimer died: the lease ends and another claims it.
        expect(await store.claimDeadline('t1', 0, 20_000, 40_000)).toBe(true);
      });

      it('never starts a table beside a concurrent leave', async () => {
        for (let round = 0; round < 10; round++) {
          const id = `t${round}`;
          await store.createTable(table(id), seats(id, [user('u1'), user('u2')]));
          const [left, started] = await Promise.all([
            store.updateSeat(id, 1, user('u2'), empty),
            store.startTable(id, 2000, []),
          ]);
          expect(left && started).toBe(false);
          expect(left || started).toBe(true);
          const t = await store.getTable(id);
          const held = (await store.getSeats(id)).filter((s) => s.userId !== null || s.bot !== null).length;
          expect(t?.status === 'playing' ? held === 2 : t?.status === 'open').toBe(true);
        }
      });
    });

    describe('appendMoves', () => {
      it('appends at the current version and moves the version on', async () => {
        await playing('t1');
        expect(await store.appendMoves(append('t1', 0, 1))).toBe(true);
        expect(await store.appendMoves(append('t1', 1, 3))).toBe(true);
        expect((await store.getTable('t1'))?.version).toBe(4);
        const moves = await store.loadMoves('t1');
        expect(moves.map((m) => m.seq)).toEqual([0, 1, 2, 3]);
        expect(moves[2]).toEqual({
          tableId: 't1',
          seq: 2,
          seat: 1,
          move: { t: 'pass', i: 2 },
          at: 3002,
          by: 'human',
          events: [{ type: 'passed', i: 2 }],
        });
        expect((await store.loadMoves('t1', 2)).map((m) => m.seq)).toEqual([2, 3]);
        expect(await store.loadMoves('t1', 4)).toEqual([]);
        expect(await store.loadMoves('nope')).toEqual([]);
      });

      it('keeps who submitted each move', async () => {
        await playing('t1');
        const by = ['human', 'bot', 'timeout', 'server'] as const;
        const a = append('t1', 0, 4);
        expect(await store.appendMoves({ ...a, moves: a.moves.map((m, i) => ({ ...m, by: by[i]! })) })).toBe(true);
        expect((await store.loadMoves('t1')).map((m) => m.by)).toEqual(by);
      });

      it('a stale fromSeq returns false and changes nothing', async () => {
        await playing('t1', {}, due(9000));
        expect(await store.appendMoves(append('t1', 0, 2, { deadlines: due(9500) }))).toBe(true);
        const before = { table: await store.getTable('t1'), moves: await store.loadMoves('t1') };
        expect(await store.appendMoves(append('t1', 0, 1, { deadlines: [] }))).toBe(false);
        expect(await store.appendMoves(append('t1', 1, 3, { deadlines: due(1) }))).toBe(false);
        expect(await store.appendMoves(append('t1', 3, 1))).toBe(false);
        expect(
          await store.appendMoves(
            append('t1', 0, 1, { finished: { at: 4000, outcome: { ranking: [[0], [1]], scores: [1, 0] } } }),
          ),
        ).toBe(false);
        expect({ table: await store.getTable('t1'), moves: await store.loadMoves('t1') }).toEqual(before);
        expect(await store.dueDeadlines(MAX_SAFE, 10)).toEqual([{ tableId: 't1', version: 2, dueAt: 9500 }]);
      });

      it('returns false for a table that is not playing', async () => {
        await store.createTable(table('t1'), seats('t1', [user('u1'), empty]));
        expect(await store.appendMoves(append('t1', 0, 1))).toBe(false);
        expect(await store.appendMoves(append('nope', 0, 1))).toBe(false);
        expect(await store.loadMoves('t1')).toEqual([]);
        expect((await store.getTable('t1'))?.version).toBe(0);
      });

      it('is all or none: a batch that fails part way leaves nothing behind', async () => {
        await playing('t1', {}, due(9000));
        const a = append('t1', 0, 3, { deadlines: due(9999) });
        const bad = { ...a, moves: a.moves.map((m, i) => (i === 2 ? { ...m, move: 10n } : m)) };
        await expect(store.appendMoves(bad)).rejects.toThrow();
        expect((await store.getTable('t1'))?.version).toBe(0);
        expect(await store.loadMoves('t1')).toEqual([]);
        expect(await store.dueDeadlines(MAX_SAFE, 10)).toEqual([{ tableId: 't1', version: 0, dueAt: 9000 }]);
        expect(await store.appendMoves(a)).toBe(true);
      });

      it('refuses moves whose seqs do not run on from fromSeq', async () => {
        await playing('t1');
        const a = append('t1', 0, 2);
        await expect(store.appendMoves({ ...a, moves: [a.moves[1]!, a.moves[0]!] })).rejects.toThrow(/seq/);
        expect((await store.getTable('t1'))?.version).toBe(0);
      });

      it('of 20 concurrent appends at the same fromSeq exactly one wins, and each seq has one row', async () => {
        await playing('t1');
        expect(await store.appendMoves(append('t1', 0, 2))).toBe(true);
        const contenders = Array.from({ length: 20 }, (_, c) => {
          const a = append('t1', 2, 3);
          return { ...a, moves: a.moves.map((m) => ({ ...m, move: { by: c, seq: m.seq } })) };
        });
        const results = await Promise.all(contenders.map((a) => store.appendMoves(a)));
        expect(results.filter(Boolean)).toHaveLength(1);
        const winner = results.indexOf(true);
        const moves = await store.loadMoves('t1');
        expect(moves.map((m) => m.seq)).toEqual([0, 1, 2, 3, 4]);
        expect(moves.slice(2).map((m) => m.move)).toEqual([2, 3, 4].map((seq) => ({ by: winner, seq })));
        expect((await store.getTable('t1'))?.version).toBe(5);
      });

      it('of concurrent appends from several processes exactly one wins each seq', async () => {
        await playing('t1');
        const seqs = 100;
        // Each process appends at whatever version it last read, as the move path does, until the match is long
        // enough. A chat line per process is the barrier that makes them start together, so they collide.
        const body = (child: number) => `
          await store.addChat({ tableId: 't1', userId: 'child${child}', name: 'child', text: 'ready', at: 0 });
          while ((await store.listChat('t1', 10)).length < 3) await new Promise((r) => setTimeout(r, 1));
          let wins = 0, losses = 0;
          for (;;) {
            const seq = (await store.getTable('t1')).version;
            if (seq >= ${seqs}) break;
            const move = { seq, seat: 0, move: { child: ${child}, seq }, at: seq, by: 'human', events: null };
            if (await store.appendMoves({ tableId: 't1', fromSeq: seq, moves: [move], deadlines: [], finished: null })) wins++;
            else losses++;
          }
          return { wins, losses };`;
        const results = (await Promise.all([0, 1, 2].map((c) => inChild(harness.child, body(c))))) as {
          wins: number;
          losses: number;
        }[];
        expect(results.reduce((a, r) => a + r.wins, 0)).toBe(seqs);
        const moves = await store.loadMoves('t1');
        expect(moves.map((m) => m.seq)).toEqual(Array.from({ length: seqs }, (_, i) => i));
        expect(moves.every((m) => (m.move as { seq: number }).seq === m.seq)).toBe(true);
        expect((await store.getTable('t1'))?.version).toBe(seqs);
      });

      it('finishing marks the table finished with its outcome and ends appends', async () => {
        await playing('t1', {}, due(9000));
        const outcome = { ranking: [[1], [0]], scores: [-5, 12.5] };
        expect(
          await store.appendMoves(append('t1', 0, 2, { deadlines: due(9999), finished: { at: 7000, outcome } })),
        ).toBe(true);
        expect(await store.getTable('t1')).toMatchObject({
          status: 'finished',
          version: 2,
          startedAt: 2000,
          finishedAt: 7000,
          outcome,
        });
        expect(await store.appendMoves(append('t1', 2, 1))).toBe(false);
        expect(await store.dueDeadlines(MAX_SAFE, 10)).toEqual([]);
        expect(await store.listPlaying()).toEqual([]);
        expect((await store.loadMoves('t1')).length).toBe(2);
      });

      it('keeps a shared rank in the outcome', async () => {
        await playing('t1');
        const outcome = { ranking: [[0, 1]], scores: [3, 3] };
        expect(await store.appendMoves(append('t1', 0, 1, { finished: { at: 7000, outcome } }))).toBe(true);
        expect((await store.getTable('t1'))?.outcome).toEqual(outcome);
      });
    });

    describe('deadlines', () => {
      it('are set by startTable and appendMoves, cleared by null, and due at or before now', async () => {
        await playing('t1', {}, due(5000));
        expect(await store.dueDeadlines(4999, 10)).toEqual([]);
        expect(await store.dueDeadlines(5000, 10)).toEqual([{ tableId: 't1', version: 0, dueAt: 5000 }]);
        expect((await store.getTable('t1'))?.deadlineAt).toBe(5000);
        expect(await store.appendMoves(append('t1', 0, 1, { deadlines: due(8000) }))).toBe(true);
        expect((await store.getTable('t1'))?.deadlineAt).toBe(8000);
        expect(await store.dueDeadlines(7999, 10)).toEqual([]);
        expect(await store.dueDeadlines(9000, 10)).toEqual([{ tableId: 't1', version: 1, dueAt: 8000 }]);
        expect(await store.appendMoves(append('t1', 1, 1, { deadlines: [] }))).toBe(true);
        expect(await store.dueDeadlines(MAX_SAFE, 10)).toEqual([]);
        expect((await store.getTable('t1'))?.deadlineAt).toBeNull();
      });

      it('keep every key with its due time; deadlineAt is the earliest; finishing clears them', async () => {
        const two = [
          { key: 'phase:1', dueAt: 9000 },
          { key: 'seat:0', dueAt: 7000 },
        ];
        await playing('t1', {}, two);
        expect(await store.getTable('t1')).toMatchObject({ deadlines: two, deadlineAt: 7000 });
        expect(await store.dueDeadlines(7000, 10)).toEqual([{ tableId: 't1', version: 0, dueAt: 7000 }]);
        expect(await store.appendMoves(append('t1', 0, 1, { deadlines: [two[0]!] }))).toBe(true);
        expect(await store.getTable('t1')).toMatchObject({ deadlines: [two[0]], deadlineAt: 9000 });
        expect(await store.dueDeadlines(8999, 10)).toEqual([]);
        const outcome = { ranking: [[0], [1]], scores: [1, 0] };
        expect(await store.appendMoves(append('t1', 1, 1, { deadlines: two, finished: { at: 9500, outcome } }))).toBe(
          true,
        );
        expect(await store.getTable('t1')).toMatchObject({ deadlines: [], deadlineAt: null });
      });

      it('come earliest first, only from playing tables, at most limit', async () => {
        await playing('a', {}, due(3000));
        await playing('b', {}, due(1000));
        await playing('c', {}, due(2000));
        await playing('d', {}, []);
        await playing('e', {}, due(500));
        expect(
          await store.appendMoves(
            append('e', 0, 1, {
              deadlines: due(600),
              finished: { at: 550, outcome: { ranking: [[0], [1]], scores: [1, 0] } },
            }),
          ),
        ).toBe(true);
        await store.createTable(table('open'), seats('open', [user('u1'), empty]));
        expect(await store.dueDeadlines(10_000, 10)).toEqual([
          { tableId: 'b', version: 0, dueAt: 1000 },
          { tableId: 'c', version: 0, dueAt: 2000 },
          { tableId: 'a', version: 0, dueAt: 3000 },
        ]);
        expect((await store.dueDeadlines(10_000, 2)).map((d) => d.tableId)).toEqual(['b', 'c']);
        expect((await store.dueDeadlines(2000, 10)).map((d) => d.tableId)).toEqual(['b', 'c']);
      });
    });

    describe('players: rated, quick play, taken-over seats, chat audiences', () => {
      it('keeps rated as decided at the start, and a quick table until its wait ends', async () => {
        await store.createTable(table('t1', { rated: true, quick: { fillAt: 5000, level: 'intermediate' } }), [
          ...seats('t1', [user('u1'), empty]),
        ]);
        expect(await store.getTable('t1')).toMatchObject({
          rated: true,
          quick: { fillAt: 5000, level: 'intermediate' },
        });
        expect(await store.dueFills(4999, 10)).toEqual([]);
        expect((await store.dueFills(5000, 10)).map((t) => t.id)).toEqual(['t1']);
        await store.updateSeat('t1', 1, empty, { ...bot('intermediate'), botName: 'anna' });
        expect((await store.getSeats('t1'))[1]).toMatchObject({ bot: 'intermediate', botName: 'anna' });
        expect(await store.startTable('t1', 6000, [], false)).toBe(true);
        expect(await store.getTable('t1')).toMatchObject({ rated: false, quick: { fillAt: null } });
        expect(await store.dueFills(9999, 10)).toEqual([]);
      });

      it('reads bot levels stored under their old names as the levels they became (issue 27)', async () => {
        // Rows written before the people levels: 'random' and 'heuristic' on seats and as a quick table's level.
        await store.createTable(table('t1', { quick: { fillAt: 5000, level: 'random' } }), [
          ...seats('t1', [user('u1'), bot('heuristic'), bot('random'), bot('easy')]),
        ]);
        expect((await store.getTable('t1'))?.quick).toEqual({ fillAt: 5000, level: 'beginner' });
        expect((await store.getSeats('t1')).map((x) => x.bot)).toEqual([null, 'intermediate', 'beginner', 'easy']);
        // A compare-and-set expecting the level as read matches the row under its old name.
        expect(await store.updateSeat('t1', 1, bot('intermediate'), bot('expert'))).toBe(true);
        expect(await store.updateSeat('t1', 2, bot('beginner'), empty)).toBe(true);
        expect(await store.updateSeat('t1', 3, bot('beginner'), empty)).toBe(false);
        expect((await store.getSeats('t1')).map((x) => x.bot)).toEqual([null, 'expert', null, 'easy']);
      });

      it('endWait takes an open table off the due list; a started one is untouched', async () => {
        await store.createTable(table('t1', { quick: { fillAt: 100, level: 'beginner' } }), seats('t1', [empty]));
        await store.createTable(table('t2', { quick: { fillAt: 200, level: 'beginner' } }), seats('t2', [empty]));
        await store.endWait('t1');
        expect((await store.dueFills(1000, 10)).map((t) => t.id)).toEqual(['t2']);
        expect((await store.getTable('t1'))?.quick).toEqual({ fillAt: null, level: 'beginner' });
      });

      it('a seat a bot took over still lists the table among the person’s', async () => {
        await playing('t1');
        await store.replaceSeatInPlay('t1', 0, { ...bot('intermediate'), botName: 'boris', leftUserId: 'u1' });
        expect((await store.listTablesOfUser('u1', 'playing', 10)).map((t) => t.id)).toEqual(['t1']);
        await store.replaceSeatInPlay('t1', 0, { ...user('u1'), botName: null, leftUserId: null });
        expect((await store.getSeats('t1'))[0]).toMatchObject({
          userId: 'u1',
          bot: null,
          botName: null,
          leftUserId: null,
        });
      });

      it('lists chat by audience: the players’ lines by default, both when asked', async () => {
        await store.createTable(table('t1'), seats('t1', [user('u1'), empty]));
        await store.addChat({ tableId: 't1', userId: 'u1', name: 'Ann', text: 'to all', at: 1 });
        await store.addChat({ tableId: 't1', userId: 'u9', name: 'Eve', text: 'psst', at: 2, audience: 'spectators' });
        expect((await store.listChat('t1', 10)).map((c) => c.text)).toEqual(['to all']);
        expect((await store.listChat('t1', 10, ['spectators', 'players'])).map((c) => [c.text, c.audience])).toEqual([
          ['to all', 'players'],
          ['psst', 'spectators'],
        ]);
        expect(await store.listChat('t1', 10, [])).toEqual([]);
      });
    });

    describe('who played each seat (issue 24)', () => {
      const takeover = { kind: 'takeover', reason: 'left', userId: 'u1', round: 2, at: 5000 } as const;
      const back = { kind: 'return', reason: null, userId: 'u1', round: 3, at: 6000 } as const;
      const onBot = { ...bot('intermediate'), botName: 'anna', leftUserId: 'u1' };
      const onPerson = { ...user('u1'), botName: null, leftUserId: null };

      it('records a takeover and a return at the table’s version, in order, with the seat', async () => {
        await playing('t1');
        expect(await store.appendMoves(append('t1', 0, 3))).toBe(true);
        await store.replaceSeatInPlay('t1', 0, onBot, takeover);
        expect(await store.appendMoves(append('t1', 3, 2))).toBe(true);
        await store.replaceSeatInPlay('t1', 0, onPerson, back);
        // A change without a record (a caller of before) changes the holder only.
        await store.replaceSeatInPlay('t1', 1, { ...bot('easy'), botName: null, leftUserId: null });
        const [seat0, seat1] = await store.getSeats('t1');
        expect(seat0?.changes).toEqual([
          { seat: 0, version: 3, ...takeover },
          { seat: 0, version: 5, ...back },
        ]);
        expect(seat0).toMatchObject({ userId: 'u1', bot: null, leftUserId: null });
        expect(seat1?.changes).toEqual([]);
        // Another table's seats have none of them.
        await playing('t2');
        expect((await store.getSeats('t2')).flatMap((x) => x.changes ?? [])).toEqual([]);
      });

      /** A move of `seat` by `by` appended at the table's version. */
      async function moveOf(id: string, seat: number, by: MoveRow['by']): Promise<number> {
        const version = (await store.getTable(id))!.version;
        const a = append(id, version, 1);
        const [m] = a.moves;
        expect(await store.appendMoves({ ...a, moves: [{ ...m!, seat, by }] })).toBe(true);
        return version + 1;
      }

      it('counts a person’s timeouts in a row; a move of theirs, or a change of holder, starts them again', async () => {
        await playing('t1');
        const seat0 = async () => (await store.getSeats('t1'))[0];
        let v = await moveOf('t1', 0, 'timeout');
        expect(await store.countTimeout('t1', 0, v)).toBe(1);
        // Counted once per version (a sweep that runs twice).
        expect(await store.countTimeout('t1', 0, v)).toBe(1);
        // The other seat's moves and the clock's moves of the seat (a phase closed by its timer) leave it.
        await moveOf('t1', 1, 'bot');
        await moveOf('t1', 0, 'timeout');
        expect(await seat0()).toMatchObject({ timeouts: 1, timeoutsAt: v });
        v = await moveOf('t1', 0, 'timeout');
        expect(await store.countTimeout('t1', 0, v)).toBe(2);
        expect(await seat0()).toMatchObject({ timeouts: 2, timeoutsAt: v });
        // The person moves: none again.
        await moveOf('t1', 0, 'human');
        expect(await seat0()).toMatchObject({ timeouts: 0, timeoutsAt: null });
        v = await moveOf('t1', 0, 'timeout');
        expect(await store.countTimeout('t1', 0, v)).toBe(1);
        await store.replaceSeatInPlay('t1', 0, onBot, { ...takeover, reason: 'timeouts' });
        expect(await seat0()).toMatchObject({ timeouts: 0, timeoutsAt: null });
        // A bot's seat has no person to count.
        expect(await store.countTimeout('t1', 1, await moveOf('t1', 1, 'timeout'))).toBe(0);
        expect(await store.countTimeout('nope', 0, 1)).toBe(0);
      });

      it('does not count a timeout after which the seat has already moved otherwise', async () => {
        await playing('t1');
        const v = await moveOf('t1', 0, 'timeout');
        await moveOf('t1', 0, 'human');
        expect(await store.countTimeout('t1', 0, v)).toBe(0);
        expect((await store.getSeats('t1'))[0]).toMatchObject({ timeouts: 0 });
      });

      it('counts every timeout of racing counts and appends once, and never after the person moved', async () => {
        for (let round = 0; round < 5; round++) {
          const id = `r${round}`;
          await playing(id);
          const v = await moveOf(id, 0, 'timeout');
          const version = (await store.getTable(id))!.version;
          const a = append(id, version, 1);
          const [counted, appended] = await Promise.all([
            store.countTimeout(id, 0, v),
            store.appendMoves({ ...a, moves: [{ ...a.moves[0]!, seat: 0, by: 'human' }] }),
          ]);
          expect(appended).toBe(true);
          expect([0, 1]).toContain(counted);
          // Whichever came first, the person's move leaves no count behind.
          expect((await store.getSeats(id))[0]?.timeouts).toBe(0);
        }
      });

      it('names the seats a bot played a move of', async () => {
        await playing('t1');
        await moveOf('t1', 1, 'bot');
        await moveOf('t1', 0, 'timeout');
        expect(await store.seatsPlayedByBots('t1')).toEqual([1]);
        await moveOf('t1', 0, 'server');
        await moveOf('t1', 1, 'bot');
        expect(await store.seatsPlayedByBots('t1')).toEqual([0, 1]);
        expect(await store.seatsPlayedByBots('nope')).toEqual([]);
      });

      it('makes a finished table’s rematch once, whoever asks and however many at once', async () => {
        await playing('t1');
        const rematch = (id: string) =>
          store.createRematch(
            't1',
            table(id, { private: true, inviteCode: `inv-${id}` }),
            seats(id, [user('u1'), empty]),
          );
        expect(await rematch('early')).toBeNull();
        expect(await store.getTable('early')).toBeUndefined();
        expect(
          await store.appendMoves(
            append('t1', 0, 1, { finished: { at: 9000, outcome: { ranking: [[0], [1]], scores: [1, 0] } } }),
          ),
        ).toBe(true);
        const results = await Promise.all(['n1', 'n2', 'n3', 'n4'].map(rematch));
        const made = results.filter((r) => r?.created === true);
        expect(made).toHaveLength(1);
        const { id, invite } = made[0]!;
        for (const r of results) expect(r).toMatchObject({ id, invite });
        expect(invite).toBe(`inv-${id}`);
        expect((await store.getTable('t1'))?.next).toEqual({ id, invite });
        expect(await store.getTable(id)).toMatchObject({ status: 'open', private: true, inviteCode: invite });
        expect((await store.getSeats(id)).map((x) => x.userId)).toEqual(['u1', null]);
        // The others were never made.
        for (const other of ['n1', 'n2', 'n3', 'n4'].filter((x) => x !== id))
          expect(await store.getTable(other)).toBeUndefined();
        expect(await store.createRematch('nope', table('n5'), [])).toBeNull();
      });
    });

    describe('chat', () => {
      it('lists the last lines of a table, oldest first', async () => {
        await store.createTable(table('t1'), seats('t1', [user('u1'), empty]));
        await store.createTable(table('t2'), seats('t2', [user('u1'), empty]));
        for (let i = 0; i < 5; i++)
          await store.addChat({ tableId: 't1', userId: 'u1', name: 'Ann', text: `line ${i}`, at: 100 + i });
        await store.addChat({ tableId: 't2', userId: 'u2', name: 'Bob', text: 'elsewhere', at: 101 });
        await store.addChat({
          tableId: 't1',
          userId: 'u2',
          name: 'Боб',
          text: 'привет 👋 "quotes" \\ back\nslash',
          at: 200,
        });
        expect(await store.listChat('t1', 3)).toEqual([
          { tableId: 't1', userId: 'u1', name: 'Ann', text: 'line 3', at: 103, audience: 'players' },
          { tableId: 't1', userId: 'u1', name: 'Ann', text: 'line 4', at: 104, audience: 'players' },
          {
            tableId: 't1',
            userId: 'u2',
            name: 'Боб',
            text: 'привет 👋 "quotes" \\ back\nslash',
            at: 200,
            audience: 'players',
          },
        ]);
        expect((await store.listChat('t1', 100)).map((c) => c.text)).toEqual([
          'line 0',
          'line 1',
          'line 2',
          'line 3',
          'line 4',
          'привет 👋 "quotes" \\ back\nslash',
        ]);
        expect((await store.listChat('t2', 100)).map((c) => c.text)).toEqual(['elsewhere']);
        expect(await store.listChat('nope', 10)).toEqual([]);
      });
    });

    describe('listing', () => {
      async function lobby(): Promise<void> {
        const full = (id: string) => seats(id, [user('u1'), bot('easy')]);
        await store.createTable(table('open-old', { createdAt: 100 }), seats('open-old', [user('u1'), empty]));
        await store.createTable(table('open-new', { createdAt: 300 }), seats('open-new', [user('u2'), empty]));
        await store.createTable(
          table('open-other', { createdAt: 200, game: 'other' }),
          seats('open-other', [user('u2'), empty]),
        );
        await store.createTable(
          table('open-private', { createdAt: 400, private: true, inviteCode: 'X' }),
          seats('open-private', [user('u1'), empty]),
        );
        await store.createTable(table('play-1', { createdAt: 150 }), full('play-1'));
        await store.createTable(table('play-2', { createdAt: 250, private: true, inviteCode: 'Y' }), full('play-2'));
        await store.createTable(table('done', { createdAt: 50 }), full('done'));
        expect(await store.startTable('play-1', 1000, [])).toBe(true);
        expect(await store.startTable('play-2', 1000, [])).toBe(true);
        expect(await store.startTable('done', 1000, [])).toBe(true);
        expect(
          await store.appendMoves(
            append('done', 0, 1, { finished: { at: 2000, outcome: { ranking: [[0], [1]], scores: [1, 0] } } }),
          ),
        ).toBe(true);
      }

      it('listTables: public tables by status and game, newest first, at most limit', async () => {
        await lobby();
        const ids = (rows: TableRow[]) => rows.map((t) => t.id);
        expect(ids(await store.listTables({ status: 'open', limit: 10 }))).toEqual([
          'open-new',
          'open-other',
          'open-old',
        ]);
        expect(ids(await store.listTables({ status: 'open', game: 'akcioner', limit: 10 }))).toEqual([
          'open-new',
          'open-old',
        ]);
        expect(ids(await store.listTables({ status: 'open', game: 'none', limit: 10 }))).toEqual([]);
        expect(ids(await store.listTables({ status: 'open', limit: 2 }))).toEqual(['open-new', 'open-other']);
        expect(ids(await store.listTables({ status: 'playing', limit: 10 }))).toEqual(['play-1']);
        expect(ids(await store.listTables({ status: 'finished', limit: 10 }))).toEqual(['done']);
      });

      it('listTablesOfUser: tables where the user sits, private ones too, by status, newest first', async () => {
        await lobby();
        const ids = (rows: TableRow[]) => rows.map((t) => t.id);
        expect(ids(await store.listTablesOfUser('u1', 'open', 10))).toEqual(['open-private', 'open-old']);
        expect(ids(await store.listTablesOfUser('u1', 'open', 1))).toEqual(['open-private']);
        expect(ids(await store.listTablesOfUser('u2', 'open', 10))).toEqual(['open-new', 'open-other']);
        expect(ids(await store.listTablesOfUser('u1', 'playing', 10))).toEqual(['play-2', 'play-1']);
        expect(ids(await store.listTablesOfUser('u1', 'finished', 10))).toEqual(['done']);
        expect(ids(await store.listTablesOfUser('u3', 'open', 10))).toEqual([]);
      });

      it('listPlaying: every playing table, private ones too', async () => {
        await lobby();
        expect((await store.listPlaying()).map((t) => t.id).sort()).toEqual(['play-1', 'play-2']);
      });
    });

    describe('values', () => {
      const odd: unknown[] = [
        null,
        0,
        -1,
        MAX_SAFE,
        -MAX_SAFE,
        0.1,
        1e-7,
        1.5e300,
        true,
        false,
        '',
        'Биржа — 株式 — 🐻📈 — e\u0301 — \u2028\u2029 — "\\ \n\t — \u0000 nul',
        [],
        {},
        [null, [null, [[]]], { a: { b: { c: { d: [1, { e: 'deep' }] } } } }],
        { z: 1, a: 2, m: { y: [3, 2, 1], b: null }, '': 'empty key', ключ: 'значение', '🔑': MAX_SAFE },
      ];

      it('round-trips odd JSON values in options, position, moves and outcome, keys in order', async () => {
        const options = { odd, nested: { list: odd } };
        const position = odd;
        await store.createTable(table('t1', { options, position }), seats('t1', [user('u1'), bot('easy')]));
        expect(await store.startTable('t1', 2000, [])).toBe(true);
        const moves = odd.map((move, seq) => ({
          seq,
          seat: 0,
          move,
          at: 3000 + seq,
          by: 'human' as const,
          events: [odd],
        }));
        const outcome = { ranking: [[1], [0]], scores: [MAX_SAFE, -0.5] };
        expect(
          await store.appendMoves({
            tableId: 't1',
            fromSeq: 0,
            moves,
            deadlines: [],
            finished: { at: 9000, outcome },
          }),
        ).toBe(true);
        const t = await store.getTable('t1');
        expect(t?.options).toEqual(options);
        expect(JSON.stringify(t?.options)).toBe(JSON.stringify(options));
        expect(JSON.stringify(t?.position)).toBe(JSON.stringify(position));
        expect(t?.outcome).toEqual(outcome);
        const loaded = await store.loadMoves('t1');
        expect(loaded.map((m) => JSON.stringify(m.move))).toEqual(odd.map((v) => JSON.stringify(v)));
        expect(loaded.map((m) => m.move)).toEqual(odd);
        expect(loaded.map((m) => JSON.stringify(m.events))).toEqual(odd.map(() => JSON.stringify([odd])));
      });

      it('round-trips generated JSON values', async () => {
        await playing('t1');
        const values = fc.sample(fc.jsonValue(), { numRuns: 200, seed: 42 });
        const moves = values.map((move, seq) => ({
          seq,
          seat: 0,
          move,
          at: 3000 + seq,
          by: 'bot' as const,
          events: seq % 2 === 0 ? null : [move],
        }));
        expect(await store.appendMoves({ tableId: 't1', fromSeq: 0, moves, deadlines: [], finished: null })).toBe(true);
        const loaded = await store.loadMoves('t1');
        expect(loaded.map((m) => m.move)).toEqual(values.map((v) => JSON.parse(JSON.stringify(v)) as unknown));
        expect(loaded.map((m) => m.events)).toEqual(
          values.map((v, seq) => (seq % 2 === 0 ? null : [JSON.parse(JSON.stringify(v)) as unknown])),
        );
      });

      it('times come back as exact numbers up to 2^53-1', async () => {
        await store.createUser({ id: 'u1', name: 'Ann', createdAt: MAX_SAFE });
        expect((await store.getUser('u1'))?.createdAt).toBe(MAX_SAFE);
        await store.createTable(table('t1', { createdAt: MAX_SAFE - 1 }), seats('t1', [user('u1'), bot('easy')]));
        expect(await store.startTable('t1', MAX_SAFE - 2, due(MAX_SAFE - 3))).toBe(true);
        expect(await store.dueDeadlines(MAX_SAFE, 1)).toEqual([{ tableId: 't1', version: 0, dueAt: MAX_SAFE - 3 }]);
        const t = await store.getTable('t1');
        expect([t?.createdAt, t?.startedAt]).toEqual([MAX_SAFE - 1, MAX_SAFE - 2]);
        expect(
          await store.appendMoves(
            append('t1', 0, 1, { finished: { at: MAX_SAFE, outcome: { ranking: [[0], [1]], scores: [0, 0] } } }),
          ),
        ).toBe(true);
        expect((await store.getTable('t1'))?.finishedAt).toBe(MAX_SAFE);
        await store.addChat({ tableId: 't1', userId: 'u1', name: 'Ann', text: 'hi', at: MAX_SAFE });
        expect((await store.listChat('t1', 1))[0]?.at).toBe(MAX_SAFE);
      });

      it('rejects a value that is not JSON, storing nothing', async () => {
        await expect(
          store.createTable(table('t1', { options: undefined }), seats('t1', [user('u1'), empty])),
        ).rejects.toThrow(/JSON/);
        expect(await store.getTable('t1')).toBeUndefined();
      });
    });

    describe('durability', () => {
      it('keeps what a killed process had committed', async () => {
        await playing('t1');
        await store.close();
        const body = `
          for (let seq = 0; seq < 5; seq++) {
            const move = { seq, seat: 0, move: { seq }, at: seq, by: 'human', events: [] };
            if (!(await store.appendMoves({ tableId: 't1', fromSeq: seq, moves: [move], deadlines: [{ key: 'turn', dueAt: 100 + seq }], finished: null }))) throw new Error('lost');
          }
          process.kill(process.pid, 'SIGKILL');`;
        await expect(inChild(harness.child, body)).rejects.toMatchObject({ signal: 'SIGKILL' });
        store = await harness.open();
        await store.migrate();
        expect((await store.loadMoves('t1')).map((m) => m.seq)).toEqual([0, 1, 2, 3, 4]);
        expect(await store.dueDeadlines(MAX_SAFE, 10)).toEqual([{ tableId: 't1', version: 5, dueAt: 104 }]);
      });

      it('keeps everything across close and reopen', async () => {
        await store.createUser({ id: 'u1', name: 'Ann', createdAt: 1 });
        await playing('t1', {}, due(5000));
        expect(await store.appendMoves(append('t1', 0, 3, { deadlines: due(6000) }))).toBe(true);
        await store.addChat({ tableId: 't1', userId: 'u1', name: 'Ann', text: 'gg', at: 4000 });
        const before = {
          user: await store.getUser('u1'),
          table: await store.getTable('t1'),
          seats: await store.getSeats('t1'),
          moves: await store.loadMoves('t1'),
          chat: await store.listChat('t1', 10),
        };
        await store.close();
        store = await harness.open();
        await store.migrate();
        expect({
          user: await store.getUser('u1'),
          table: await store.getTable('t1'),
          seats: await store.getSeats('t1'),
          moves: await store.loadMoves('t1'),
          chat: await store.listChat('t1', 10),
        }).toEqual(before);
        expect(await store.dueDeadlines(6000, 10)).toEqual([{ tableId: 't1', version: 3, dueAt: 6000 }]);
        expect(await store.appendMoves(append('t1', 3, 1))).toBe(true);
      });
    });
  });
}
