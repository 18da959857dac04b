// What a turn-based table keeps in the store (issue 25), on every implementation (SQLite; PostgreSQL when
// TEST_DATABASE_URL is set): its pace, its banks from the start and after each append (unchanged when an append says
// none), and its deadlines with the start and spender of each period; a live table reads back as it always did.
import { LIVE, PACE_PRESETS } from '@birzha/protocol';
import { expect, it } from 'vitest';
import type { Append, NewTable, StoredDeadline } from '../src/store/store.ts';
import { describeStores, newTable } from './store-harness.ts';

const table = (id: string, over: Partial<NewTable> = {}): NewTable => newTable(id, { game: 'some-game', ...over });

const seats = (tableId: string) => [
  { tableId, seat: 0, userId: 'u1', bot: null },
  { tableId, seat: 1, userId: 'u2', bot: null },
];

const append = (tableId: string, from: number, over: Partial<Append> = {}): Append => ({
  tableId,
  fromSeq: from,
  moves: [{ seq: from, seat: 0, move: { type: 'm' }, at: 5000 + from, by: 'human', events: [] }],
  deadlines: [],
  finished: null,
  ...over,
});

describeStores('turn-based clocks', (get) => {
  it('keeps the pace, the banks and the periods as written', async () => {
    const { store } = get();
    const pace = PACE_PRESETS.threeDays;
    await store.createTable(table('t1', { pace }), seats('t1'));
    expect((await store.getTable('t1'))?.pace).toEqual(pace);
    expect((await store.getTable('t1'))?.banks).toBeNull();

    const first: StoredDeadline[] = [{ key: 'turn:1:0', dueAt: 2000 + 259_200_000, since: 2000, spends: 0 }];
    expect(await store.startTable('t1', 2000, first, false, { banks: [259_200_000, 259_200_000] })).toBe(true);
    let row = await store.getTable('t1');
    expect(row?.banks).toEqual([259_200_000, 259_200_000]);
    expect(row?.deadlines).toEqual(first);
    expect(row?.deadlineAt).toBe(first[0]!.dueAt);

    // A move ends the turn: new banks and the next period (a phase: no spender).
    const next: StoredDeadline[] = [{ key: 'phase:2', dueAt: 9000, since: 5000 }];
    expect(await store.appendMoves(append('t1', 0, { deadlines: next, banks: [300_000_000, 259_200_000] }))).toBe(true);
    row = await store.getTable('t1');
    expect(row?.banks).toEqual([300_000_000, 259_200_000]);
    expect(row?.deadlines).toEqual(next);
    // An append that says no banks leaves them as they were.
    expect(await store.appendMoves(append('t1', 1, { deadlines: next }))).toBe(true);
    expect((await store.getTable('t1'))?.banks).toEqual([300_000_000, 259_200_000]);
    // A bank is whole milliseconds, never below 0: anything else is a bug, refused before anything is written.
    await expect(store.appendMoves(append('t1', 2, { banks: [-1, 0] }))).rejects.toThrow();
    expect((await store.getTable('t1'))?.version).toBe(2);
  });

  it('reads a live table back as live, with no banks', async () => {
    const { store } = get();
    await store.createTable(table('t2'), seats('t2'));
    await store.createTable(table('t3', { pace: LIVE }), seats('t3'));
    for (const id of ['t2', 't3']) {
      expect(await store.startTable(id, 2000, [{ key: 'turn', dueAt: 3000 }])).toBe(true);
      const row = await store.getTable(id);
      expect(row?.pace).toEqual(LIVE);
      expect(row?.banks).toBeNull();
      expect(row?.deadlines).toEqual([{ key: 'turn', dueAt: 3000 }]);
    }
  });
});
