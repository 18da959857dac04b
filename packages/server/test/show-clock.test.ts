// Issue 24 point 3: the next decision's clock starts once the public show of the move before it is over (the game's
// `showSeconds`), and a restarted server keeps both the clock and the show's end. The game is a test game
// (show-game.ts): the server names none.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/main.ts';
import { MatchRegistry } from '../src/matches/registry.ts';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { SHOW_GAMES, showChooser } from './show-game.ts';

type Msg = Record<string, unknown> & { t: string };

let clock = 1_950_000_000_000;
const now = () => clock;
const servers: TestServer[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The show of each round's reveal, and the time to say ready after it, in seconds. */
const SHOW = 5;
const SECONDS = 10;

async function showServer(dataDir?: string): Promise<TestServer> {
  const config = { sweepMs: 1_000_000, rateLimit: { perSecond: 1000, burst: 1000 } };
  const server = await startServer(showChooser, config, dataDir, now, SHOW_GAMES);
  servers.push(server);
  return server;
}

/** Two people at a started table of the show game, both subscribed. */
async function twoPeople(server: TestServer): Promise<{ tableId: string; a: TestClient; b: TestClient }> {
  const alice = await guest(server, 'Alice');
  const bob = await guest(server, 'Bob');
  const created = await api<{ table: { id: string } }>(server, alice.token, 'POST', '/api/tables', {
    game: 'show',
    players: 2,
    options: { rounds: 2, seconds: SECONDS, show: SHOW },
  });
  expect(created.status).toBe(201);
  const tableId = created.body.table.id;
  expect((await api(server, bob.token, 'POST', `/api/tables/${tableId}/join`, {})).status).toBe(200);
  expect((await api(server, alice.token, 'POST', `/api/tables/${tableId}/start`)).status).toBe(200);
  const a = await TestClient.connect(server, alice.token);
  const b = await TestClient.connect(server, bob.token);
  await a.request({ t: 'subscribe', table: tableId });
  await b.request({ t: 'subscribe', table: tableId });
  return { tableId, a, b };
}

/** Both choose: the second choice reveals the round, whose show starts then. Returns Alice's update of the reveal. */
async function reveal(tableId: string, a: TestClient, b: TestClient): Promise<Msg> {
  const choose = (n: number) => ({ t: 'move', table: tableId, version: 0, move: { type: 'choose', n } });
  expect(await a.request(choose(2))).toMatchObject({ t: 'ack', version: 1 });
  expect(await b.request(choose(3))).toMatchObject({ t: 'ack', version: 2 });
  return a.next((m) => m.t === 'update' && m['version'] === 2);
}

describe('the public show of a move', () => {
  it('the clock it opens is due show + seconds after the move, and fires then, not a moment before', async () => {
    const server = await showServer();
    const { tableId, a, b } = await twoPeople(server);
    const movedAt = clock;
    const update = await reveal(tableId, a, b);
    expect((update['events'] as { type: string }[]).map((e) => e.type)).toContain('revealed');
    const due = movedAt + (SHOW + SECONDS) * 1000;
    expect(update['deadline']).toBe(due);
    expect((await server.store.getTable(tableId))?.deadlines).toEqual([{ key: 'reveal:1', dueAt: due }]);

    // When the clock would have run out had it started at the move, and a millisecond before it is due: nothing.
    for (const t of [movedAt + SECONDS * 1000, due - 1]) {
      clock = t;
      await server.app.sweeper.tick();
      expect((await server.store.getTable(tableId))?.version).toBe(2);
    }
    clock = due;
    await server.app.sweeper.tick();
    const moves = await server.store.loadMoves(tableId);
    expect(moves.slice(2).map((m) => [m.seat, m.by, m.move])).toEqual([
      [0, 'timeout', { type: 'ready' }],
      [1, 'timeout', { type: 'ready' }],
    ]);
    // The new round has no show: its clock starts at once.
    expect((await server.store.getTable(tableId))?.deadlines).toEqual([
      { key: 'choose:2', dueAt: clock + SECONDS * 1000 },
    ]);
    a.close();
    b.close();
  });

  it('a restarted server reads the show end from the stored last move, and its clock still waits for the show', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'birzha-show-'));
    dirs.push(dir);
    const first = await showServer(dir);
    const { tableId, a, b } = await twoPeople(first);
    const movedAt = clock;
    await reveal(tableId, a, b);
    a.close();
    b.close();
    servers.splice(servers.indexOf(first), 1);
    await first.close();

    clock = movedAt + 2_000;
    const second = await showServer(dir);
    // What the restarted process's copy of the match says (the bots wait for it): the show ends SHOW s after the move.
    const live = await new MatchRegistry(second.store, { games: SHOW_GAMES }).get(tableId);
    expect(live?.showUntil).toBe(movedAt + SHOW * 1000);
    expect(live?.deadlines).toEqual([{ key: 'reveal:1', dueAt: movedAt + (SHOW + SECONDS) * 1000 }]);
    clock = movedAt + (SHOW + SECONDS) * 1000 - 1;
    await second.app.sweeper.tick();
    expect((await second.store.getTable(tableId))?.version).toBe(2);
    clock += 1;
    await second.app.sweeper.tick();
    expect((await second.store.getTable(tableId))?.version).toBe(4);
  });

  it('a move made while the show plays does not cut it short, here or in a copy loaded from the store', async () => {
    const server = await showServer();
    const { tableId, a, b } = await twoPeople(server);
    const movedAt = clock;
    await reveal(tableId, a, b);
    clock = movedAt + 1_000;
    // Alice is ready at once: her move has no show of its own, but the reveal's is still on for Bob and the bots.
    expect(await a.request({ t: 'move', table: tableId, version: 2, move: { type: 'ready' } })).toMatchObject({
      t: 'ack',
      version: 3,
    });
    expect(server.app.registry.peek(tableId)?.showUntil).toBe(movedAt + SHOW * 1000);
    const loaded = await new MatchRegistry(server.store, { games: SHOW_GAMES }).get(tableId);
    expect(loaded?.showUntil).toBe(movedAt + SHOW * 1000);
    a.close();
    b.close();
  });
});

describe('BOTS_WAIT_FOR_SHOW', () => {
  it('bots wait for shows unless told not to; anything but true or false is refused', () => {
    expect(configFromEnv({}).botsWaitForShow).toBe(true);
    expect(configFromEnv({ BOTS_WAIT_FOR_SHOW: 'false' }).botsWaitForShow).toBe(false);
    expect(configFromEnv({ BOTS_WAIT_FOR_SHOW: 'true' }).botsWaitForShow).toBe(true);
    expect(() => configFromEnv({ BOTS_WAIT_FOR_SHOW: 'no' })).toThrow(
      'BOTS_WAIT_FOR_SHOW must be true or false, not no',
    );
  });
});
