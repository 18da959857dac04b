// Checkers Exchange's phase clocks at the server (spec 6.2), on a fake clock: the auction, each ply, the session and
// the meeting each end at their deadline by the clock's `phaseTimeout`, through the one move path, once; a timeout
// overtaken by the phase's last `ready` changes nothing and is no error; two sweepers racing fire it once; a restart
// keeps the due time. Also the lobby's options for this game over HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBus } from '../src/bus/memory-bus.ts';
import { ClockSweeper } from '../src/clocks/sweeper.ts';
import { submitMoves, type MovePathDeps, type MoveRequest } from '../src/matches/move-path.ts';
import { MatchRegistry } from '../src/matches/registry.ts';
import {
  closeAll,
  eventsOf,
  latest,
  openTable,
  play,
  reach,
  viewOf,
  type CxTable,
  type Event,
} from './checkers-exchange-table.ts';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

/** Blitz (spec 6.2): ply 30 s, auction 90 s, session 90 s, meeting 45 s. */
const BLITZ = { timing: 'blitz', years: 4 } as const;
const S = 1000;

let clock = 1_900_000_000_000;
const now = () => clock;
const servers: TestServer[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function timedServer(dataDir?: string): Promise<TestServer> {
  const server = await startServer(randomChooser, { sweepMs: 1_000_000 }, dataDir, now);
  servers.push(server);
  return server;
}

/** The stored moves the clock made, as [stage, phase it met] pairs. */
async function timeouts(server: TestServer, tableId: string): Promise<unknown[]> {
  const moves = await server.store.loadMoves(tableId);
  return moves.filter((m) => m.by === 'timeout').map((m) => m.move);
}

/** Advances the fake clock and runs one sweep; waits until every client has the version it led to. */
async function after(server: TestServer, t: CxTable, ms: number): Promise<void> {
  clock += ms;
  await server.app.sweeper.tick();
  const row = await server.store.getTable(t.tableId);
  await reach(t.all, row!.version);
}

const deadlineOf = (t: CxTable): unknown => latest(t.seats[0]!)['deadline'];

describe('Checkers Exchange phase clocks', () => {
  it('ends the auction, each ply, the session and the meeting at their deadlines, each once', async () => {
    const server = await timedServer();
    const t = await openTable(server, 3, BLITZ);
    expect(deadlineOf(t)).toBe(clock + 90 * S);
    // Seat 0 bids for 5 shares of W1: at the session it may ask for a meeting (spec 7.2, eligibleToRequest).
    await play(t.seats[0]!, t.tableId, { type: 'bid', firm: 'w1', qty: 5, price: 10 });
    expect(deadlineOf(t)).toBe(clock + 90 * S);

    // The auction: not a millisecond early, then once, however often the sweeper looks.
    await after(server, t, 90 * S - 1);
    expect(await timeouts(server, t.tableId)).toEqual([]);
    await after(server, t, 1);
    await after(server, t, 0);
    expect(await timeouts(server, t.tableId)).toEqual([{ type: 'phaseTimeout', stage: 1 }]);
    expect(viewOf(t.seats[0]!).phase).toBe('board');
    expect(viewOf(t.seats[0]!).seats[0]!.holdings.w1).toBe(5);
    expect(deadlineOf(t)).toBe(clock + 30 * S);

    // The board: nobody plays; each ply is played by the fallback at its deadline (plyPlayed.auto = 'timeout').
    for (let ply = 0; ply < 8; ply++) {
      expect(viewOf(t.seats[0]!).phase).toBe('board');
      await after(server, t, 30 * S);
    }
    const plies = t.spectator.messages.flatMap((m) => eventsOf(m)).filter((e) => e.type === 'plyPlayed');
    expect(plies).toHaveLength(8);
    for (const p of plies) expect(p).toMatchObject({ auto: 'timeout' });
    expect(viewOf(t.seats[0]!).phase).toBe('session');
    expect(deadlineOf(t)).toBe(clock + 90 * S);

    // The session: seat 0 files a request; at the deadline the session closes and the meeting opens.
    await play(t.seats[0]!, t.tableId, { type: 'requestMeeting' });
    await after(server, t, 90 * S);
    expect(viewOf(t.seats[0]!).phase).toBe('meeting');
    const closed = eventsOf(latest(t.spectator)).find((e) => e.type === 'sessionClosed');
    expect(closed).toMatchObject({ requests: [0] });
    expect(deadlineOf(t)).toBe(clock + 45 * S);

    // The meeting: at its deadline the elections run and year 2 starts on the board.
    await after(server, t, 45 * S);
    const view = viewOf(t.seats[0]!);
    expect(view.phase).toBe('board');
    expect(view.year).toBe(2);
    const stages = (await timeouts(server, t.tableId)).map((m) => (m as { stage: number }).stage);
    expect(stages).toHaveLength(11);
    expect(stages).toEqual([...stages].sort((a, b) => a - b));
    expect(new Set(stages).size).toBe(11);
    // The clock closed phases for everyone: seat 0, in whose name it plays, was not handed to a bot.
    expect((await server.store.getSeats(t.tableId)).every((s) => s.userId !== null && s.bot === null)).toBe(true);
    for (const c of t.all) expect(c.viewProblems).toEqual([]);
    closeAll(t);
  });

  it('a timeout overtaken by the last ready changes nothing and is no error; two sweepers fire a deadline once', async () => {
    const server = await timedServer();
    const t = await openTable(server, 3, BLITZ);
    await play(t.seats[0]!, t.tableId, { type: 'ready' });
    await play(t.seats[1]!, t.tableId, { type: 'ready' });
    clock += 90 * S;
    // A second process's view of the same store: its clock sees the auction due, and seat 2's last ready lands
    // between its look and its submission.
    const registry = new MatchRegistry(server.store);
    const deps: MovePathDeps = { store: server.store, registry, bus: createMemoryBus(), now };
    const log = { error: vi.fn(), info: vi.fn() };
    let raced = false;
    const submit = async (req: MoveRequest) => {
      if (!raced) {
        raced = true;
        const ready = await submitMoves(deps, { ...req, seat: 2, moves: [{ type: 'ready' }], by: 'human' });
        expect(ready.ok).toBe(true);
      }
      return submitMoves(deps, req);
    };
    const other = new ClockSweeper({ ...deps, submit, everyMs: 1_000_000, timeoutsBeforeBot: 2, log });
    await other.tick();
    expect(raced).toBe(true);
    expect(log.error).not.toHaveBeenCalled();
    const moves = await server.store.loadMoves(t.tableId);
    expect(moves.map((m) => [m.seat, m.by, m.move])).toEqual([
      [0, 'human', { type: 'ready' }],
      [1, 'human', { type: 'ready' }],
      [2, 'human', { type: 'ready' }],
    ]);
    closeAll(t);

    // Two sweepers (this server's and the other process's) at one due deadline: one timeout.
    const u = await openTable(server, 3, BLITZ);
    clock += 90 * S;
    await Promise.all([server.app.sweeper.tick(), other.tick()]);
    expect(await timeouts(server, u.tableId)).toEqual([{ type: 'phaseTimeout', stage: 1 }]);
    closeAll(u);
  });

  it('keeps a ply deadline across a restart, and fires it then', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'birzha-cx-clock-'));
    dirs.push(dir);
    const first = await timedServer(dir);
    const t = await openTable(first, 3, BLITZ);
    await after(first, t, 90 * S);
    expect(viewOf(t.seats[0]!).phase).toBe('board');
    const due = clock + 30 * S;
    expect(deadlineOf(t)).toBe(due);
    closeAll(t);
    await first.close();
    servers.splice(servers.indexOf(first), 1);

    clock += 20 * S;
    const second = await timedServer(dir);
    expect((await second.store.getTable(t.tableId))?.deadlines).toEqual([{ key: expect.any(String), dueAt: due }]);
    const watcher = await TestClient.connect(second, (await guest(second, 'W')).token);
    await watcher.request({ t: 'subscribe', table: t.tableId });
    expect((await watcher.next((m) => m.t === 'snapshot'))['deadline']).toBe(due);
    clock = due - 1;
    await second.app.sweeper.tick();
    expect(await timeouts(second, t.tableId)).toHaveLength(1);
    clock = due;
    await second.app.sweeper.tick();
    expect(await timeouts(second, t.tableId)).toEqual([
      { type: 'phaseTimeout', stage: 1 },
      { type: 'phaseTimeout', stage: 2 },
    ]);
    const update = await watcher.next((m) => m.t === 'update');
    expect((update['events'] as Event[]).find((e) => e.type === 'plyPlayed')).toMatchObject({ auto: 'timeout' });
    watcher.close();
  });
});

describe('Checkers Exchange tables in the lobby', () => {
  it('creates tables with its options and 3 to 8 seats, and refuses bad ones with a clear error', async () => {
    const server = await timedServer();
    const host = await guest(server, 'Host');
    const create = (players: number, options?: unknown) =>
      api<{ table?: { options: unknown; seats: unknown[] }; error?: { code: string; detail?: unknown } }>(
        server,
        host.token,
        'POST',
        '/api/tables',
        { game: 'checkers-exchange', players, ...(options === undefined ? {} : { options }), join: false },
      );
    const classic = await create(8, { timing: 'classic', years: 10 });
    expect(classic.status).toBe(201);
    expect(classic.body.table).toMatchObject({ options: { timing: 'classic', years: 10 } });
    expect(classic.body.table!.seats).toHaveLength(8);
    // Missing options take the defaults (spec 3).
    expect((await create(3)).body.table).toMatchObject({ options: { timing: 'online', years: 6 } });
    expect((await create(5, { timing: 'untimed' })).body.table).toMatchObject({
      options: { timing: 'untimed', years: 6 },
    });
    for (const players of [2, 9]) {
      const r = await create(players);
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({ code: 'BAD_PLAYER_COUNT', detail: { min: 3, max: 8 } });
    }
    const bad: [unknown, string][] = [
      [{ timing: 'fast' }, 'timing'],
      [{ years: 3 }, 'years'],
      [{ years: 11 }, 'years'],
      [{ years: 4.5 }, 'years'],
      [{ years: '6' }, 'years'],
      [{ turnSeconds: 10 }, 'turnSeconds'],
    ];
    for (const [options, option] of bad) {
      const r = await create(4, options);
      expect(r.status, JSON.stringify(options)).toBe(400);
      expect(r.body.error).toEqual({ code: 'BAD_OPTION', detail: { option } });
    }
  });
});
