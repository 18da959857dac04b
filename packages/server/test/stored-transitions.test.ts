// Issue 28 point 4: the transitions rebuilt from the store for a viewer resuming from a version this process does
// not remember are the batches as they were applied (one seat's moves at one time), not one per move: events are
// redacted by the state a transition led to, so a batch split in two could show a viewer what the live update hid.
import { playAll } from '@birzha/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryBus } from '../src/bus/memory-bus.ts';
import { submitMoves } from '../src/matches/move-path.ts';
import { MatchRegistry } from '../src/matches/registry.ts';
import { storedTransitions } from '../src/matches/stored-transitions.ts';
import type { Store } from '../src/store/store.ts';
import { storedAkcionerTable } from './stored-table.ts';
import { tempSqliteStore, type TempStore } from './temp-store.ts';

let temp: TempStore;
let store: Store;
beforeEach(async () => {
  temp = await tempSqliteStore('birzha-stored-transitions-');
  store = temp.store;
  await storedAkcionerTable(store, 'stored-transitions', 0);
});
afterEach(async () => {
  await temp.close();
});

/** Whoever is to act plays `count` legal moves as one batch at time `at`; returns the version before. */
async function batch(registry: MatchRegistry, count: number, at: number): Promise<number> {
  const live = await registry.get('t');
  if (live === undefined) throw new Error('no table');
  const seat = live.game.toAct(live.state)[0] as number;
  const moves: unknown[] = [];
  let state = live.state;
  for (let i = 0; i < count; i++) {
    const move = live.game.legalMoves(state, seat)[0];
    moves.push(move);
    const r = playAll(live.game, state, seat, [move]);
    if (!r.ok) throw new Error('illegal');
    state = r.value.state;
    if (!live.game.toAct(state).includes(seat)) break;
  }
  const from = live.version;
  const r = await submitMoves(
    { store, registry, bus: createMemoryBus(), now: () => at },
    { tableId: 't', seat, moves, version: from, by: seat === 0 ? 'human' : 'bot' },
  );
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return from;
}

describe('transitions rebuilt from the store', () => {
  it('are the batches as applied, with the same events and states as the live ones', async () => {
    const writer = new MatchRegistry(store);
    const since = await batch(writer, 2, 10_000);
    await batch(writer, 1, 11_000);
    await batch(writer, 2, 12_000);
    const live = writer.peek('t');
    if (live === undefined) throw new Error('no table');
    const fresh = await new MatchRegistry(store).get('t');
    if (fresh === undefined) throw new Error('no table');
    const rebuilt = await storedTransitions(store, fresh, since);
    const shape = (ts: readonly { from: number; version: number; seat: number; moves: readonly unknown[] }[]) =>
      ts.map((t) => ({ from: t.from, version: t.version, seat: t.seat, moves: t.moves }));
    const remembered = live.recent.filter((t) => t.from >= since);
    expect(remembered.some((t) => t.moves.length > 1)).toBe(true);
    expect(shape(rebuilt ?? [])).toEqual(shape(remembered));
    expect(rebuilt?.map((t) => t.events)).toEqual(remembered.map((t) => t.events));
    expect(rebuilt?.at(-1)?.state).toEqual(live.state);
  });
});
