// Issue 24 point 3: where a person sits, a bot does not act before the public show of the last move is over (the
// game's `showSeconds`, here a test game's), also on another process that caught up with the move; an all-bot table,
// and a server told not to wait, keep their pace. Real time: the shows are short.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Bus } from '../src/bus/bus.ts';
import { createMemoryBus } from '../src/bus/memory-bus.ts';
import { BotDriver } from '../src/matches/bot-driver.ts';
import { submitMoves } from '../src/matches/move-path.ts';
import { MatchRegistry } from '../src/matches/registry.ts';
import type { MoveRow, Store } from '../src/store/store.ts';
import { SHOW_GAMES, showChooser } from './show-game.ts';
import { sleep } from '@birzha/test-support';
import { tempSqliteStore, type TempStore } from './temp-store.ts';

let temp: TempStore;
let store: Store;
const drivers: BotDriver[] = [];
const problems: string[] = [];

beforeEach(async () => {
  temp = await tempSqliteStore('birzha-show-bots-');
  store = temp.store;
  await store.createUser({ id: 'u', name: 'U', createdAt: 1 });
});

afterEach(async () => {
  for (const d of drivers.splice(0)) {
    d.stop();
    await d.drained();
  }
  await temp.close();
  expect(problems.splice(0)).toEqual([]);
});

/** A started table of the show game (no clock), a person ('u') or a random bot in each seat. */
async function table(id: string, seats: readonly ('person' | 'bot')[], show: number): Promise<void> {
  await store.createTable(
    {
      id,
      game: 'show',
      rulesVersion: 1,
      options: { rounds: 2, seconds: 0, show },
      players: seats.length,
      seed: id,
      position: null,
      private: false,
      inviteCode: null,
      hostId: 'u',
      createdAt: 1,
    },
    seats.map((s, seat) => ({
      tableId: id,
      seat,
      userId: s === 'person' ? 'u' : null,
      bot: s === 'bot' ? 'beginner' : null,
    })),
  );
  await store.startTable(id, Date.now(), []);
}

/** One process: its registry, bus and bot driver over the shared store. */
async function serverProcess(name: string, waitForShow: boolean): Promise<{ registry: MatchRegistry; bus: Bus }> {
  const registry = new MatchRegistry(store, { games: SHOW_GAMES });
  const bus = createMemoryBus(name);
  const driver = new BotDriver({
    store,
    registry,
    bus,
    submit: (req) => submitMoves({ store, registry, bus, now: Date.now }, req),
    chooser: showChooser,
    delayMs: 0,
    peers: () => bus.peers(),
    processId: bus.processId,
    stallMs: 60_000,
    log: { error: (o, msg) => problems.push(`${msg} ${JSON.stringify(o)}`), warn: () => undefined },
    waitForShow,
    now: Date.now,
  });
  drivers.push(driver);
  await driver.start();
  return { registry, bus };
}

/** The person's choice, through the process's move path. */
async function personChooses(p: { registry: MatchRegistry; bus: Bus }, id: string): Promise<void> {
  const version = (await p.registry.get(id))?.version ?? 0;
  const r = await submitMoves(
    { store, registry: p.registry, bus: p.bus, now: Date.now },
    { tableId: id, seat: 0, moves: [{ type: 'choose', n: 2 }], version, by: 'human' },
  );
  if (!r.ok) throw new Error(JSON.stringify(r.error));
}

/** The table's stored moves once `check` holds for them (bots act on timers of their own). */
async function movesWhen(id: string, check: (moves: MoveRow[]) => boolean, what: string): Promise<MoveRow[]> {
  for (let i = 0; i < 1000; i++) {
    const moves = await store.loadMoves(id);
    if (check(moves)) return moves;
    await sleep(10);
  }
  throw new Error(`timed out waiting until ${what}`);
}

const revealed = (m: MoveRow) => (m.events ?? []).some((e) => (e as { type: string }).type === 'revealed');

describe('bots and the public show', () => {
  it('with a person seated, the bot says ready only once the show of the reveal is over', async () => {
    await table('t', ['person', 'bot'], 0.4);
    const p = await serverProcess('p', true);
    await movesWhen('t', (m) => m.length === 1, 'the bot chose');
    await personChooses(p, 't');
    const moves = await movesWhen('t', (m) => m.length === 3, 'the bot said ready');
    const [, reveal, ready] = moves as [MoveRow, MoveRow, MoveRow];
    expect(revealed(reveal)).toBe(true);
    expect(ready).toMatchObject({ seat: 1, by: 'bot', move: { type: 'ready' } });
    expect(ready.at).toBeGreaterThanOrEqual(reveal.at + 400);
  });

  it('at an all-bot table nobody waits: the whole match is played before one show would be over', async () => {
    await table('t', ['bot', 'bot'], 30);
    await serverProcess('p', true);
    // Two rounds: two choices, the reveal (a 30 s show), two readies, each.
    const moves = await movesWhen('t', (m) => m.length === 8, 'the match was played');
    expect((await store.getTable('t'))?.status).toBe('finished');
    expect(moves.filter(revealed)).toHaveLength(2);
    expect((moves[7] as MoveRow).at - (moves[0] as MoveRow).at).toBeLessThan(30_000);
  });

  it('a server told not to wait (BOTS_WAIT_FOR_SHOW=false): the bot answers a person during the show', async () => {
    await table('t', ['person', 'bot'], 30);
    const p = await serverProcess('p', false);
    await movesWhen('t', (m) => m.length === 1, 'the bot chose');
    await personChooses(p, 't');
    const [, reveal, ready] = (await movesWhen('t', (m) => m.length === 3, 'the bot said ready')) as MoveRow[];
    expect(ready?.by).toBe('bot');
    expect((ready as MoveRow).at - (reveal as MoveRow).at).toBeLessThan(30_000);
  });

  it('another process that catches up with the reveal keeps the same show end, and its bot waits for it', async () => {
    await table('t', ['person', 'bot'], 0.5);
    // Process B holds the table (and drives its bot); the person's move is made on process A.
    const b = await serverProcess('b', true);
    await movesWhen('t', (m) => m.length === 1, 'the bot chose');
    await b.registry.get('t');
    const a = { registry: new MatchRegistry(store, { games: SHOW_GAMES }), bus: createMemoryBus('a') };
    await personChooses(a, 't');
    const reveal = (await store.loadMoves('t'))[1] as MoveRow;
    expect(a.registry.peek('t')?.showUntil).toBe(reveal.at + 500);
    // A's bus message reaches B: B catches up (registry.sync), then its driver is woken as by a change of its own.
    await b.registry.sync({ kind: 'moves', tableId: 't', from: 1, version: 2, finished: false });
    expect(b.registry.peek('t')?.showUntil).toBe(reveal.at + 500);
    b.bus.publish({ kind: 'moves', tableId: 't', from: 1, version: 2, finished: false });
    const ready = (await movesWhen('t', (m) => m.length === 3, 'the bot said ready'))[2] as MoveRow;
    expect(ready).toMatchObject({ seat: 1, by: 'bot' });
    expect(ready.at).toBeGreaterThanOrEqual(reveal.at + 500);
  });
});
