// Issue 28 point 1, for a finished table: its results recorded and its rematch made are told with the change itself,
// and another process holding the table takes it in memory (the results in one read, the rematch in none) instead of
// loading the table again, which replays the whole match. A copy that is not finished there loads it again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BusMessage } from '../src/bus/bus.ts';
import { createMemoryBus } from '../src/bus/memory-bus.ts';
import { submitMoves } from '../src/matches/move-path.ts';
import { MatchRegistry } from '../src/matches/registry.ts';
import type { Store } from '../src/store/store.ts';
import { counted } from './counted-store.ts';
import { storedAkcionerTable } from './stored-table.ts';
import { tempSqliteStore, type TempStore } from './temp-store.ts';

let temp: TempStore;
let store: Store;

beforeEach(async () => {
  temp = await tempSqliteStore('birzha-table-change-');
  store = temp.store;
  await storedAkcionerTable(store, 'table-change', 0);
});

afterEach(async () => {
  await temp.close();
});

/** Plays first legal moves through `registry` until the match is over. */
async function playToEnd(registry: MatchRegistry): Promise<void> {
  const bus = createMemoryBus();
  for (let i = 0; i < 1000; i++) {
    const live = await registry.get('t');
    if (live === undefined) throw new Error('no table');
    if (live.table.status === 'finished') return;
    const seat = live.game.toAct(live.state)[0] as number;
    const move = live.game.legalMoves(live.state, seat)[0];
    const r = await submitMoves(
      { store, registry, bus, now: () => 10 + i },
      { tableId: 't', seat, moves: [move], version: live.version, by: seat === 0 ? 'human' : 'bot' },
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
  }
  throw new Error('the match did not end in 1,000 moves');
}

const change = (c: Extract<BusMessage, { kind: 'table' }>['change']): BusMessage => ({
  kind: 'table',
  tableId: 't',
  ...(c === undefined ? {} : { change: c }),
});

describe("a finished table's change told on the bus", () => {
  it('a rematch is taken with no store read, and the results with one', async () => {
    await playToEnd(new MatchRegistry(store));
    const other = counted(store);
    const reader = new MatchRegistry(other.store);
    expect((await reader.get('t'))?.table.status).toBe('finished');
    other.calls.clear();

    await reader.sync(change({ next: { id: 't2', invite: 'abc' } }));
    expect([...other.calls.keys()]).toEqual([]);
    expect(reader.peek('t')?.table.next).toEqual({ id: 't2', invite: 'abc' });

    await reader.sync(change({ results: true }));
    expect(Object.fromEntries(other.calls)).toEqual({ 'results.ofTable': 1 });
  });

  it('a table message without a change, or a change for a copy not finished there, loads the table again', async () => {
    const other = counted(store);
    const reader = new MatchRegistry(other.store);
    await reader.get('t');
    await playToEnd(new MatchRegistry(store));
    other.calls.clear();
    // This copy is still at the start (it missed the moves): the change is a doubt, and the store says more.
    await reader.sync(change({ results: true }));
    expect(other.calls.get('getTable')).toBe(1);
    expect(reader.peek('t')?.table.status).toBe('finished');

    other.calls.clear();
    await reader.sync(change(undefined));
    expect(other.calls.get('getTable')).toBe(1);
    expect(other.calls.get('loadMoves')).toBe(1);
  });
});
