// Issue 28 point 1: the bus carries the change. A process holding a table at a message's `from` advances its copy by
// the batch the message carries, reading nothing from the store; a gap (a message missed) or a doubt (a batch that
// does not play there) falls back to the store. Two registries over one store stand for two processes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BusMessage } from '../src/bus/bus.ts';
import { createMemoryBus } from '../src/bus/memory-bus.ts';
import { submitMoves } from '../src/matches/move-path.ts';
import { MatchRegistry } from '../src/matches/registry.ts';
import type { Store } from '../src/store/store.ts';
import { updateFor } from '../src/ws/viewer-messages.ts';
import { counted } from './counted-store.ts';
import { storedAkcionerTable } from './stored-table.ts';
import { tempSqliteStore, type TempStore } from './temp-store.ts';

type MovesMessage = Extract<BusMessage, { kind: 'moves' }>;

let temp: TempStore;
let store: Store;

beforeEach(async () => {
  temp = await tempSqliteStore('birzha-bus-moves-');
  store = temp.store;
  await storedAkcionerTable(store, 'bus-moves', 60);
});

afterEach(async () => {
  await temp.close();
});

/** Plays whoever is to act's first legal move through `registry`, publishing on `sent`; returns the message. */
async function playOne(registry: MatchRegistry, at: number): Promise<MovesMessage> {
  const live = await registry.get('t');
  if (live === undefined) throw new Error('no table');
  const seat = live.game.toAct(live.state)[0] as number;
  const move = live.game.legalMoves(live.state, seat)[0];
  const bus = createMemoryBus();
  const sent: BusMessage[] = [];
  bus.subscribeAll((m) => sent.push(m));
  const r = await submitMoves(
    { store, registry, bus, now: () => at },
    { tableId: 't', seat, moves: [move], version: live.version, by: seat === 0 ? 'human' : 'bot' },
  );
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const message = sent.find((m): m is MovesMessage => m.kind === 'moves');
  if (message === undefined) throw new Error('no moves message');
  return message;
}

/** What a viewer's copy shows: the same in both processes when they agree. */
function copyOf(registry: MatchRegistry) {
  const live = registry.peek('t');
  if (live === undefined) throw new Error('no table');
  const { version, state, deadline, deadlines, showUntil, lastMoveAt, table } = live;
  return { version, state, deadline, deadlines, showUntil, lastMoveAt, table };
}

describe('the bus carries the change', () => {
  it('a process holding the table applies each message in memory with no store read, as the writer did', async () => {
    const writer = new MatchRegistry(store);
    const other = counted(store);
    const reader = new MatchRegistry(other.store);
    await reader.get('t');
    other.calls.clear();
    const from = copyOf(reader).version;
    for (let i = 0; i < 6; i++) await reader.sync(await playOne(writer, 10_000 + i * 1000));
    expect([...other.calls]).toEqual([]);
    expect(copyOf(reader)).toEqual(copyOf(writer));
    expect(reader.peek('t')?.recent.map((t) => [t.from, t.version])).toEqual(
      writer.peek('t')?.recent.map((t) => [t.from, t.version]),
    );
    // Its viewers get the six moves as an update, as the writer's would.
    const there = reader.peek('t');
    expect(there === undefined ? null : updateFor(there, from, 0)).toMatchObject({ from, version: from + 6 });
    // And its own move path appends where the writer left off.
    const next = await playOne(reader, 20_000);
    expect(next.from).toBe(from + 6);
  });

  it('a gap (a message missed) falls back to the store and ends in the same copy', async () => {
    const writer = new MatchRegistry(store);
    const other = counted(store);
    const reader = new MatchRegistry(other.store);
    await reader.get('t');
    await playOne(writer, 10_000);
    const second = await playOne(writer, 11_000);
    other.calls.clear();
    await reader.sync(second);
    expect(other.calls.get('loadMoves')).toBe(1);
    expect(copyOf(reader)).toEqual(copyOf(writer));
    // Messages after the gap are applied in memory again.
    other.calls.clear();
    await reader.sync(await playOne(writer, 12_000));
    expect([...other.calls]).toEqual([]);
    expect(copyOf(reader).state).toEqual(copyOf(writer).state);
  });

  it('a doubt (a batch that does not play on the copy, or ends it otherwise) reads the store instead', async () => {
    const writer = new MatchRegistry(store);
    const other = counted(store);
    const reader = new MatchRegistry(other.store);
    await reader.get('t');
    const real = await playOne(writer, 10_000);
    if (real.change === undefined) throw new Error('no change carried');
    other.calls.clear();
    await reader.sync({ ...real, change: { ...real.change, moves: [{ type: 'no such move' }] } });
    expect(other.calls.get('getTable')).toBe(1);
    expect(copyOf(reader).state).toEqual(copyOf(writer).state);
    other.calls.clear();
    const next = await playOne(writer, 11_000);
    await reader.sync({ ...next, finished: true });
    expect(other.calls.get('getTable')).toBe(1);
    expect(copyOf(reader).version).toBe(copyOf(writer).version);
    expect(copyOf(reader).table.status).toBe('playing');
  });

  it('a message without the change (an older process) still catches up from the store', async () => {
    const writer = new MatchRegistry(store);
    const reader = new MatchRegistry(store);
    await reader.get('t');
    const { change: _change, ...bare } = await playOne(writer, 10_000);
    await reader.sync(bare);
    expect(copyOf(reader).state).toEqual(copyOf(writer).state);
  });
});
