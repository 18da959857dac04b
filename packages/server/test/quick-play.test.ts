// Quick play (issue 13, point 5): a seat at the oldest open quick-play table of a game, or a new one whose empty
// seats get bots after the wait the player chose (the due time is in the store: a restart keeps it), then the start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TableSummary } from '@birzha/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { sleep, waitFor } from '@birzha/test-support';

let clock = Date.now();
const now = () => clock;
const servers: TestServer[] = [];
/** A game of the registry that seats three (so a quick table can wait with one seat still free). */
let game = '';

/** A server whose clock the test moves; the quick-play sweep runs every 4 x 10 ms of real time. */
async function server(dataDir?: string): Promise<TestServer> {
  const s = await startServer(
    randomChooser,
    { sweepMs: 10, rateLimit: { perSecond: 1000, burst: 1000 } },
    dataDir,
    now,
  );
  servers.push(s);
  return s;
}

interface Answer {
  table: TableSummary;
}

const quick = (s: TestServer, token: string | null, body: unknown) =>
  api<Answer>(s, token, 'POST', '/api/quick-play', body);

const tableOf = async (s: TestServer, id: string) =>
  (await api<{ table: TableSummary }>(s, null, 'GET', `/api/tables/${id}`)).body.table;

beforeAll(async () => {
  const s = await server();
  const games = await api<{ id: string; minPlayers: number; maxPlayers: number }[]>(s, null, 'GET', '/api/games');
  game = games.body.find((g) => g.minPlayers <= 3 && g.maxPlayers >= 3)?.id ?? '';
  expect(game).not.toBe('');
});
afterEach(async () => {
  // Every quick table a test left waiting is due now; the next test starts once the sweep filled them all, so that
  // each test meets only the tables it opens.
  clock += 3_600_000;
  const s = servers[0] as TestServer;
  await waitFor('the quick tables of the last test were filled', async () => {
    const open = await s.store.listTables({ status: 'open', game, limit: 200 });
    for (const t of open) {
      if (t.quick?.fillAt === null || t.quick === null) continue;
      if ((await s.store.getSeats(t.id)).some((x) => x.userId !== null)) return false;
    }
    return true;
  });
});
afterAll(async () => {
  for (const s of servers.splice(0)) await s.close();
});

describe('POST /api/quick-play', () => {
  it('opens a table when none waits; the next quick players of the game join it, and it starts once full', async () => {
    const s = servers[0] as TestServer;
    const [a, b, c] = [await guest(s, 'A'), await guest(s, 'B'), await guest(s, 'C')];
    const first = await quick(s, a.token, { game, players: 3, waitSeconds: 120, level: 'beginner' });
    expect(first.status).toBe(201);
    const id = first.body.table.id;
    expect(first.body.table).toMatchObject({ status: 'open', private: false, quick: { fillAt: clock + 120_000 } });
    expect(first.body.table.seats.map((x) => x.user?.id ?? null)).toEqual([a.id, null, null]);

    const second = await quick(s, b.token, { game, waitSeconds: 30 });
    expect(second.status).toBe(200);
    expect(second.body.table.id).toBe(id);
    expect(second.body.table.seats.map((x) => x.user?.id ?? null)).toEqual([a.id, b.id, null]);
    // Pressing again at the table one already sits at just returns it.
    const again = await quick(s, a.token, { game, waitSeconds: 0 });
    expect(again.status).toBe(200);
    expect(again.body.table.id).toBe(id);
    expect((await tableOf(s, id)).status).toBe('open');

    // The third person fills the last seat: the table starts without the host.
    const third = await quick(s, c.token, { game, players: 3, waitSeconds: 600 });
    expect(third.status).toBe(200);
    expect(third.body.table.id).toBe(id);
    const started = await tableOf(s, id);
    expect(started.status).toBe('playing');
    expect(started.seats.map((x) => x.user?.id ?? null)).toEqual([a.id, b.id, c.id]);
    expect(started.seats.every((x) => x.bot === null)).toBe(true);
    expect(started.quick?.fillAt).toBeNull();
  });

  it('two players of a two-seat quick table meet at it and it starts at once', async () => {
    const s = servers[0] as TestServer;
    const [a, b] = [await guest(s, 'A'), await guest(s, 'B')];
    const first = await quick(s, a.token, { game, players: 2, waitSeconds: 60 });
    expect(first.status).toBe(201);
    // A three-seat request does not join a two-seat table: it opens its own.
    const other = await guest(s, 'O');
    const three = await quick(s, other.token, { game, players: 3, waitSeconds: 60 });
    expect(three.status).toBe(201);
    expect(three.body.table.id).not.toBe(first.body.table.id);
    const second = await quick(s, b.token, { game, players: 2, waitSeconds: 60 });
    expect(second.status).toBe(200);
    expect(second.body.table).toMatchObject({ id: first.body.table.id, status: 'playing' });
  });

  it('after the wait, bots of the chosen level with names of their own fill the empty seats and the match starts', async () => {
    const s = servers[0] as TestServer;
    const a = await guest(s, 'A');
    const created = await quick(s, a.token, { game, players: 3, waitSeconds: 30, level: 'beginner' });
    expect(created.status).toBe(201);
    const id = created.body.table.id;
    // Sweeps before the time leave it alone.
    await sleep(150);
    expect((await tableOf(s, id)).status).toBe('open');
    clock += 30_000;
    await waitFor('the table started', async () => (await tableOf(s, id)).status !== 'open');
    const t = await tableOf(s, id);
    expect(t.status).toBe('playing');
    expect(t.seats[0]?.user?.id).toBe(a.id);
    expect(t.seats.slice(1).map((x) => x.bot)).toEqual(['beginner', 'beginner']);
    const seats = await s.store.getSeats(id);
    const names = seats.slice(1).map((x) => x.botName);
    expect(names.every((n) => typeof n === 'string' && n !== '')).toBe(true);
    expect(new Set(names).size).toBe(2);
    expect((await s.store.getTable(id))?.quick).toEqual({ fillAt: null, level: 'beginner' });
  });

  it('a rated request meets only rated quick tables, a casual one only casual ones', async () => {
    const s = servers[0] as TestServer;
    const [a, b, c] = [await guest(s, 'A'), await guest(s, 'B'), await guest(s, 'C')];
    const rated = await quick(s, a.token, { game, players: 3, waitSeconds: 60, rated: true });
    expect(rated.status).toBe(201);
    expect(rated.body.table.rated).toBe(true);
    const casual = await quick(s, b.token, { game, players: 3, waitSeconds: 60 });
    expect(casual.status).toBe(201);
    expect(casual.body.table.rated).toBe(false);
    const another = await quick(s, c.token, { game, players: 3, waitSeconds: 60, rated: true });
    expect([another.status, another.body.table.id]).toEqual([200, rated.body.table.id]);
  });

  it('lobby watchers hear of a quick table when it opens and when bots fill and start it', async () => {
    const s = servers[0] as TestServer;
    const a = await guest(s, 'A');
    const watcher = await TestClient.connect(s, a.token);
    expect((await watcher.request({ t: 'lobby' })).t).toBe('ack');
    const id = (await quick(s, a.token, { game, players: 3, waitSeconds: 5 })).body.table.id;
    await watcher.next((m) => m.t === 'lobbyChanged');
    expect((await watcher.request({ t: 'subscribe', table: id })).t).toBe('ack');
    clock += 5_000;
    await watcher.next((m) => m.t === 'lobbyChanged');
    const started = await watcher.next((m) => m.t === 'snapshot' && (m['table'] as TableSummary).status === 'playing');
    expect((started['table'] as TableSummary).seats.filter((x) => x.bot !== null)).toHaveLength(2);
    watcher.close();
  });

  it('a wait of 0 fills and starts at once', async () => {
    const s = servers[0] as TestServer;
    const a = await guest(s, 'A');
    const r = await quick(s, a.token, { game, players: 3, waitSeconds: 0 });
    expect(r.status).toBe(201);
    expect(r.body.table.status).toBe('playing');
    expect(r.body.table.seats.filter((x) => x.bot !== null)).toHaveLength(2);
  });

  it('a table everyone left before its start is not started', async () => {
    const s = servers[0] as TestServer;
    const a = await guest(s, 'A');
    const r = await quick(s, a.token, { game, players: 3, waitSeconds: 5 });
    const id = r.body.table.id;
    expect((await api(s, a.token, 'POST', `/api/tables/${id}/leave`)).status).toBe(200);
    clock += 5_000;
    await sleep(200);
    const t = await tableOf(s, id);
    expect(t.status).toBe('open');
    expect(t.seats.every((x) => x.user === null && x.bot === null)).toBe(true);
    // Nor does the next quick player sit down at it: they open a table of their own.
    const b = await guest(s, 'B');
    const next = await quick(s, b.token, { game, players: 3, waitSeconds: 60 });
    expect(next.status).toBe(201);
    expect(next.body.table.id).not.toBe(id);
  });

  it('refuses a bad body, an unknown game and a request without a session, changing nothing', async () => {
    const s = servers[0] as TestServer;
    const a = await guest(s, 'A');
    for (const body of [
      {},
      { game },
      { game, waitSeconds: 601 },
      { game, waitSeconds: -1 },
      { game, waitSeconds: 1.5 },
      { game, waitSeconds: 10, level: 'godlike' },
      { game, waitSeconds: 10, players: 0 },
      { game, waitSeconds: 10, extra: true },
    ]) {
      const r = await api<{ error: { code: string } }>(s, a.token, 'POST', '/api/quick-play', body);
      expect({ body, status: r.status, code: r.body.error.code }).toEqual({ body, status: 400, code: 'BAD_REQUEST' });
    }
    const unknown = await api<{ error: { code: string } }>(s, a.token, 'POST', '/api/quick-play', {
      game: 'no-such-game',
      waitSeconds: 10,
    });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'UNKNOWN_GAME']);
    const tooMany = await api<{ error: { code: string } }>(s, a.token, 'POST', '/api/quick-play', {
      game,
      waitSeconds: 10,
      players: 16,
    });
    expect([tooMany.status, tooMany.body.error.code]).toEqual([400, 'BAD_PLAYER_COUNT']);
    const anonymous = await api<{ error: { code: string } }>(s, null, 'POST', '/api/quick-play', {
      game,
      waitSeconds: 1,
    });
    expect([anonymous.status, anonymous.body.error.code]).toEqual([401, 'UNAUTHORIZED']);
    expect(await s.store.listTablesOfUser(a.id, 'open', 10)).toEqual([]);
  });
});

describe('quick-play fill across restarts and processes', () => {
  it('a restarted server fills a table whose wait ended while it was down', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'birzha-quick-'));
    try {
      const one = await server(dir);
      const a = await guest(one, 'A');
      const id = (await quick(one, a.token, { game, players: 3, waitSeconds: 20 })).body.table.id;
      await one.close();
      servers.splice(servers.indexOf(one), 1);
      clock += 20_000;
      const two = await server(dir);
      await waitFor('the restarted server started it', async () => (await tableOf(two, id)).status === 'playing');
      expect((await tableOf(two, id)).seats.filter((x) => x.bot !== null)).toHaveLength(2);
    } finally {
      for (const s of servers.splice(1)) await s.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('two servers sweeping one store fill each seat once and start the match once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'birzha-quick-'));
    try {
      const one = await server(dir);
      const two = await server(dir);
      const [p0, p1, p2] = [await guest(one, 'P0'), await guest(one, 'P1'), await guest(one, 'P2')];
      // A three-seat table with two people (one seat to fill), and a two-seat one with one (one seat to fill).
      const t1 = await quick(one, p0.token, { game, players: 3, waitSeconds: 10 });
      expect((await quick(two, p1.token, { game, players: 3, waitSeconds: 10 })).body.table.id).toBe(t1.body.table.id);
      const t2 = await quick(two, p2.token, { game, players: 2, waitSeconds: 10 });
      const ids = [t1.body.table.id, t2.body.table.id];
      clock += 10_000;
      for (const id of ids) {
        await waitFor('the table started', async () => (await one.store.getTable(id))?.status === 'playing');
        const seats = await one.store.getSeats(id);
        expect(seats.every((x) => (x.userId === null) !== (x.bot === null))).toBe(true);
        expect(new Set(seats.flatMap((x) => (x.botName === null ? [] : [x.botName]))).size).toBe(
          seats.filter((x) => x.bot !== null).length,
        );
        const moves = await one.store.loadMoves(id);
        // One start: the match's moves count up from 0 with no gap or double (a second start would fail STALE).
        expect(moves.map((m) => m.seq)).toEqual(moves.map((_, i) => i));
      }
    } finally {
      for (const s of servers.splice(1)) await s.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
