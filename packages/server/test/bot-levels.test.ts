// Issue 27, "levels people understand": beginner, intermediate and expert; each game offers the levels it has bots
// for (GET /api/games says which), the server refuses any other with BAD_BOT_LEVEL, rows stored under the old names
// read as the new levels, and quick play without a level seats beginners.
import { offeredLevels } from '@birzha/bots';
import { BOT_LEVELS, type TableSummary } from '@birzha/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { api, guest, startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { TOY_GAMES } from './toy-game.ts';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

async function server(games?: typeof TOY_GAMES): Promise<TestServer> {
  const s = await startServer(
    randomChooser,
    { rateLimit: { perSecond: 1000, burst: 1000 } },
    undefined,
    undefined,
    games,
  );
  servers.push(s);
  return s;
}

interface GameListing {
  id: string;
  levels: string[];
}

describe('bot levels', () => {
  it('GET /api/games names the levels each game offers, weakest first, as the bots registry has them', async () => {
    const s = await server();
    const games = (await api<GameListing[]>(s, null, 'GET', '/api/games')).body;
    expect(games.length).toBeGreaterThanOrEqual(3);
    for (const g of games) {
      expect(g.levels).toEqual(offeredLevels(g.id));
      expect(g.levels.slice(0, 2)).toEqual(['beginner', 'intermediate']);
      expect(BOT_LEVELS.filter((l) => g.levels.includes(l))).toEqual(g.levels);
    }
    expect(games.find((g) => g.id === 'stockpile')?.levels).toEqual(['beginner', 'intermediate', 'expert']);
  });

  it('creates a table with a bot of each level the game offers, and adds one of each to a seat', async () => {
    const s = await server();
    const host = await guest(s, 'Host');
    const bots = BOT_LEVELS.map((level, i) => ({ seat: i + 1, level }));
    const created = await api<{ table: TableSummary }>(s, host.token, 'POST', '/api/tables', {
      game: 'stockpile',
      players: 4,
      bots,
    });
    expect(created.status).toBe(201);
    expect(created.body.table.seats.map((x) => x.bot)).toEqual([null, 'beginner', 'intermediate', 'expert']);
    const open = await api<{ table: TableSummary }>(s, host.token, 'POST', '/api/tables', {
      game: 'stockpile',
      players: 4,
    });
    const id = open.body.table.id;
    for (const [i, level] of BOT_LEVELS.entries()) {
      const added = await api<TableSummary>(s, host.token, 'POST', `/api/tables/${id}/bots`, { seat: i + 1, level });
      expect(added.status).toBe(200);
      expect(added.body.seats[i + 1]?.bot).toBe(level);
    }
  });

  it('refuses an unknown level (the old names too) and a level the game does not offer, with a clear code', async () => {
    const s = await server(TOY_GAMES);
    const host = await guest(s, 'Host');
    for (const level of ['heuristic', 'random', 'grandmaster']) {
      const r = await api(s, host.token, 'POST', '/api/tables', {
        game: 'toy',
        players: 2,
        bots: [{ seat: 1, level }],
      });
      expect(r).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST' } } });
    }
    // The toy game has no bots of its own: the generic random bot plays beginner and intermediate, no expert.
    expect((await api<GameListing[]>(s, null, 'GET', '/api/games')).body[0]?.levels).toEqual([
      'beginner',
      'intermediate',
    ]);
    const expert = await api(s, host.token, 'POST', '/api/tables', {
      game: 'toy',
      players: 2,
      bots: [{ seat: 1, level: 'expert' }],
    });
    expect(expert).toMatchObject({
      status: 400,
      body: { error: { code: 'BAD_BOT_LEVEL', detail: { level: 'expert', offered: 'beginner, intermediate' } } },
    });
    const open = await api<{ table: TableSummary }>(s, host.token, 'POST', '/api/tables', { game: 'toy', players: 2 });
    const add = await api(s, host.token, 'POST', `/api/tables/${open.body.table.id}/bots`, {
      seat: 1,
      level: 'expert',
    });
    expect(add).toMatchObject({ status: 400, body: { error: { code: 'BAD_BOT_LEVEL' } } });
    const quick = await api(s, host.token, 'POST', '/api/quick-play', {
      game: 'toy',
      waitSeconds: 60,
      level: 'expert',
    });
    expect(quick).toMatchObject({ status: 400, body: { error: { code: 'BAD_BOT_LEVEL' } } });
  });

  it('quick play without a level waits to seat beginners (a newcomer’s level)', async () => {
    const s = await server(TOY_GAMES);
    const a = await guest(s, 'A');
    const r = await api<{ table: TableSummary }>(s, a.token, 'POST', '/api/quick-play', {
      game: 'toy',
      waitSeconds: 60,
    });
    expect(r.status).toBe(201);
    expect(r.body.table.quick?.level).toBe('beginner');
    expect((await s.store.getTable(r.body.table.id))?.quick?.level).toBe('beginner');
  });

  it('shows seats and quick tables stored under the old names as the levels they became', async () => {
    const s = await server(TOY_GAMES);
    const host = await guest(s, 'Host');
    await s.store.createTable(
      {
        id: 'old1',
        game: 'toy',
        rulesVersion: 1,
        options: { rounds: 3, seconds: 0 },
        players: 2,
        seed: 'old',
        position: null,
        private: false,
        inviteCode: null,
        hostId: host.id,
        createdAt: Date.now(),
        quick: { fillAt: Date.now() + 3_600_000, level: 'heuristic' },
      },
      [
        { tableId: 'old1', seat: 0, userId: host.id, bot: null },
        { tableId: 'old1', seat: 1, userId: null, bot: 'random', botName: 'anna' },
      ],
    );
    const t = (await api<{ table: TableSummary }>(s, null, 'GET', '/api/tables/old1')).body.table;
    expect(t.seats.map((x) => x.bot)).toEqual([null, 'beginner']);
    expect(t.quick?.level).toBe('intermediate');
    // The host may still take the old bot away: the seat's compare-and-set matches the old name.
    expect((await api(s, host.token, 'DELETE', '/api/tables/old1/bots/1')).status).toBe(200);
  });
});
