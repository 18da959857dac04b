// The live-match cache of one process catching up with moves another process stored (architecture page, section 5).
// Two registries over one store stand for two processes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryBus } from '../src/bus/memory-bus.ts';
import { submitMoves } from '../src/matches/move-path.ts';
import { MatchRegistry } from '../src/matches/registry.ts';
import type { Store } from '../src/store/store.ts';
import { updateFor } from '../src/ws/viewer-messages.ts';
import { storedAkcionerTable } from './stored-table.ts';
import { tempSqliteStore, type TempStore } from './temp-store.ts';

let temp: TempStore;
let store: Store;

beforeEach(async () => {
  temp = await tempSqliteStore('birzha-catch-up-');
  store = temp.store;
  await storedAkcionerTable(store, 'catch-up', 0);
});

afterEach(async () => {
  await temp.close();
});

/** When the next move is applied: each request at a time of its own (moves of one request share theirs). */
let clock = 1000;

/** Plays the first legal move of whoever is to act, through `registry` (one process's move path). */
async function playOne(registry: MatchRegistry): Promise<number> {
  const live = await registry.get('t');
  if (live === undefined) throw new Error('no table');
  const seat = live.game.toAct(live.state)[0] as number;
  const move = live.game.legalMoves(live.state, seat)[0];
  const r = await submitMoves(
    { store, registry, bus: createMemoryBus(), now: () => ++clock },
    { tableId: 't', seat, moves: [move], version: live.version, by: seat === 0 ? 'human' : 'bot' },
  );
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe('catching up with another process', () => {
  it('a move sent with a version this copy has not caught up with catches up and applies', async () => {
    const a = new MatchRegistry(store);
    const b = new MatchRegistry(store);
    await b.get('t');
    await playOne(a);
    // The player saw version 1 on the other process, then reached this one before its bus message did.
    const there = a.peek('t');
    if (there === undefined) throw new Error('no table');
    const seat = there.game.toAct(there.state)[0] as number;
    const r = await submitMoves(
      { store, registry: b, bus: createMemoryBus(), now: () => 1000 },
      {
        tableId: 't',
        seat,
        moves: [there.game.legalMoves(there.state, seat)[0]],
        version: 1,
        by: seat === 0 ? 'human' : 'bot',
      },
    );
    expect(r).toEqual({ ok: true, value: 2 });
    expect(await store.loadMoves('t')).toHaveLength(2);
  });

  it('replays the moves made elsewhere, each a transition a viewer can be sent as a patch', async () => {
    const a = new MatchRegistry(store);
    const b = new MatchRegistry(store);
    await playOne(a);
    const before = (await b.get('t'))?.version as number;
    for (let i = 0; i < 5; i++) await playOne(a);
    await b.sync({ kind: 'moves', tableId: 't', from: before, version: before + 5, finished: false });
    const there = b.peek('t');
    const here = a.peek('t');
    expect(there?.version).toBe(here?.version);
    expect(there?.state).toEqual(here?.state);
    // One transition per request, as the writer had them (requests at distinct times).
    expect(there?.recent.map((t) => [t.from, t.version])).toEqual([1, 2, 3, 4, 5].map((v) => [v, v + 1]));
    // A viewer of b at the old version gets an update of the five moves (not a snapshot).
    const update = there === undefined ? null : updateFor(there, before, 0);
    expect(update).toMatchObject({ from: before, version: before + 5 });
    // B's move path then appends where a left off.
    expect(await playOne(b)).toBe(before + 6);
  });

  it('a load racing another process append keeps its state at the version it read (bug: state ahead of version)', async () => {
    const a = new MatchRegistry(store);
    for (let i = 0; i < 3; i++) await playOne(a);
    const atThree = a.peek('t')?.state;
    // The other process appends between this process reading the table row and reading its moves.
    let raced = false;
    const loadMoves: Store['loadMoves'] = async (tableId, fromSeq) => {
      if (!raced) {
        raced = true;
        await playOne(a);
      }
      return store.loadMoves(tableId, fromSeq);
    };
    const racing = new Proxy(store, {
      get(target, prop) {
        if (prop === 'loadMoves') return loadMoves;
        const value: unknown = Reflect.get(target, prop, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const b = new MatchRegistry(racing);
    const loaded = await b.get('t');
    expect(raced).toBe(true);
    expect(loaded?.version).toBe(3);
    expect(loaded?.state).toEqual(atThree);
    // Caught up, it equals the other process's copy; the move it missed was taken once, not twice.
    await b.sync({ kind: 'moves', tableId: 't', from: 3, version: 4, finished: false });
    expect(b.peek('t')?.version).toBe(4);
    expect(b.peek('t')?.state).toEqual(a.peek('t')?.state);
    expect(await playOne(b)).toBe(5);
  });

  it('a move sent to a process whose copy is behind is refused STALE and the copy catches up', async () => {
    const a = new MatchRegistry(store);
    const b = new MatchRegistry(store);
    await b.get('t');
    await playOne(a);
    const stale = b.peek('t');
    if (stale === undefined) throw new Error('no table');
    const seat = stale.game.toAct(stale.state)[0] as number;
    const r = await submitMoves(
      { store, registry: b, bus: createMemoryBus(), now: () => 1000 },
      {
        tableId: 't',
        seat,
        moves: [stale.game.legalMoves(stale.state, seat)[0]],
        version: 0,
        by: seat === 0 ? 'human' : 'bot',
      },
    );
    expect(r).toMatchObject({ ok: false, error: { code: 'STALE', version: 1 } });
    expect(b.peek('t')?.state).toEqual(a.peek('t')?.state);
    expect(await store.loadMoves('t')).toHaveLength(1);
  });
});
