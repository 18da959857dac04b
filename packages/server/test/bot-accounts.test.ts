// Bots' rated accounts over the real server (issue 27): made at the start for every bot level with their ladder
// ratings; a rated table with people and bots of its own is rated, and the bots' seats move their level's account;
// a bot standing in for a person moves nobody's but that person's, rated last; the leaderboard lists people, bots
// or both, bots marked; a bot's account has a profile and signs no one in.
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { BOT_LEVELS, ratingPoints, type LeaderboardEntry, type Profile } from '@birzha/protocol';
import { waitFor } from '@birzha/test-support';
import { afterEach, describe, expect, it } from 'vitest';
import { signToken } from '../src/identity/tokens.ts';
import { botAccountId, botAccountName, BOT_RATINGS } from '../src/ratings/bot-accounts.ts';
import { startingRatings } from '../src/ratings/bot-ratings.ts';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { TOY_GAMES } from './toy-game.ts';

/** The weakest level: every game (the toy one too) offers it. */
const LEVEL = BOT_LEVELS[0];
const BOT = botAccountId(LEVEL);
const SECRET = 'test-secret-test-secret-test-secret';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

async function server(toy = true): Promise<TestServer> {
  const s = await startServer(randomChooser, {}, undefined, undefined, toy ? TOY_GAMES : undefined);
  servers.push(s);
  return s;
}

async function account(s: TestServer, name: string): Promise<{ id: string; token: string }> {
  const g = await guest(s, name);
  expect(await s.store.accounts.setCredentials(g.id, name.toLowerCase(), 'not-a-real-hash')).toBe(true);
  return g;
}

/** Makes `token`'s seat resign at whatever version the match is at (a bot may have moved first). */
/** A rated 2-seat toy table `token`'s account creates (seated unless `join: false`), with `extra` in the body. */
async function ratedToyTable(s: TestServer, token: string, extra: Record<string, unknown> = {}): Promise<string> {
  const created = await api<{ table: { id: string } }>(s, token, 'POST', '/api/tables', {
    game: 'toy',
    players: 2,
    options: { rounds: 1, seconds: 0 },
    rated: true,
    ...extra,
  });
  expect(created.status).toBe(201);
  return created.body.table.id;
}

async function resign(s: TestServer, client: TestClient, tableId: string): Promise<void> {
  for (let tries = 0; tries < 20; tries++) {
    const version = (await s.store.getTable(tableId))?.version ?? 0;
    const answer = await client.request({ t: 'move', table: tableId, version, move: { type: 'resign' } });
    if (answer.t === 'ack') return;
    expect(answer['code']).toBe('STALE');
  }
  throw new Error('could not resign');
}

/** The notifications written for a user, sent or not (read from the server's SQLite file). */
function outbox(s: TestServer, userId: string): unknown[] {
  const db = new SqliteDatabase(join(s.dataDir, 'birzha.sqlite'), { readonly: true });
  try {
    return db.prepare('select kind, table_id from outbox where user_id = ? order by id').all(userId);
  } finally {
    db.close();
  }
}

const recorded = (s: TestServer, tableId: string) =>
  waitFor('the results', async () => (await s.store.results.ofTable(tableId)).length > 0);

describe("bots' rated accounts", () => {
  it('are made at the start, one per level, with their ladder ratings; a profile each; nobody signs in as one', async () => {
    const s = await server(false);
    for (const level of BOT_LEVELS) {
      const id = botAccountId(level);
      const res = await api<Profile>(s, null, 'GET', `/api/users/${id}`);
      expect(res.status).toBe(200);
      expect(res.body.user).toEqual({ id, name: botAccountName(level), kind: 'account' });
      expect(res.body.botLevel).toBe(level);
      // A starting rating in each game whose ladder has the level's bot, no rated match yet.
      const seeds = startingRatings(BOT_RATINGS, level);
      for (const g of res.body.games) {
        const seed = seeds.find((x) => x.game === g.game)?.rating;
        expect(g).toMatchObject({
          rating: seed === undefined ? null : ratingPoints(seed.mu, seed.sigma),
          mu: seed?.mu ?? null,
          ratedGames: 0,
          games: 0,
        });
      }
      // An old signed guest token of the bot's id (were the secret to leak) is nobody.
      const me = await api(s, signToken(id, SECRET), 'GET', '/api/me/matches');
      expect(me.status).toBe(401);
    }
    // A second start (another process, a restart) makes none twice and keeps them as they are.
    const again = await startServer(randomChooser, {}, s.dataDir);
    servers.push(again);
    expect(await again.store.getUser(BOT)).toEqual(await s.store.getUser(BOT));
  });

  it('a rated table with a bot of its own is rated: the bot seat moves its level account, which no one is told of', async () => {
    const s = await server();
    const alice = await account(s, 'Alice');
    const tableId = await ratedToyTable(s, alice.token, { bots: [{ seat: 1, level: LEVEL }] });
    expect((await api(s, alice.token, 'POST', `/api/tables/${tableId}/start`)).status).toBe(200);
    expect((await s.store.getTable(tableId))?.rated).toBe(true);
    const a = await TestClient.connect(s, alice.token);
    await a.request({ t: 'subscribe', table: tableId });
    await resign(s, a, tableId);
    await recorded(s, tableId);
    const rows = await s.store.results.ofTable(tableId);
    expect(rows.map((r) => [r.seat, r.userId, r.place, r.rated, r.standIn])).toEqual([
      [0, alice.id, 2, true, false],
      [1, BOT, 1, true, false],
    ]);
    const [aliceRow, botRow] = rows;
    expect(aliceRow?.after?.mu).toBeLessThan(aliceRow?.before?.mu ?? 0);
    expect(botRow?.after?.mu).toBeGreaterThan(botRow?.before?.mu ?? Infinity);
    const toy = (await s.store.results.ratings(BOT)).filter((r) => r.game === 'toy');
    expect(toy).toMatchObject([{ games: 1, mu: botRow?.after?.mu }]);
    // Alice is told her result; the bot's account has nobody to tell.
    expect(outbox(s, alice.id)).toContainEqual({ kind: 'finished', table_id: tableId });
    expect(outbox(s, BOT)).toEqual([]);
    // The bot's profile has the match.
    const profile = await api<Profile>(s, null, 'GET', `/api/users/${BOT}`);
    expect(profile.body.games).toMatchObject([{ game: 'toy', ratedGames: 1, games: 1, wins: 1 }]);
    expect(profile.body.recent.map((r) => [r.tableId, r.place, r.rated])).toEqual([[tableId, 1, true]]);
    a.close();
  });

  it('a table of a guest and a bot, or of bots alone, is not rated', async () => {
    const s = await server();
    const g = await guest(s, 'Gus');
    const alice = await account(s, 'Alice');
    const withGuest = await api<{ table: { id: string } }>(s, g.token, 'POST', '/api/tables', {
      game: 'toy',
      players: 2,
      options: { rounds: 1, seconds: 0 },
      rated: true,
      bots: [{ seat: 1, level: LEVEL }],
    });
    expect((await api(s, g.token, 'POST', `/api/tables/${withGuest.body.table.id}/start`)).status).toBe(200);
    expect((await s.store.getTable(withGuest.body.table.id))?.rated).toBe(false);
    const botsOnly = await ratedToyTable(s, alice.token, {
      join: false,
      bots: [
        { seat: 0, level: LEVEL },
        { seat: 1, level: LEVEL },
      ],
    });
    expect((await api(s, alice.token, 'POST', `/api/tables/${botsOnly}/start`)).status).toBe(200);
    expect((await s.store.getTable(botsOnly))?.rated).toBe(false);
  });

  it("a bot standing in for a person is theirs: rated last, and no bot account's rating moves", async () => {
    const s = await server();
    const alice = await account(s, 'Alice');
    const bob = await account(s, 'Bob');
    const tableId = await ratedToyTable(s, alice.token);
    expect((await api(s, bob.token, 'POST', `/api/tables/${tableId}/join`, {})).status).toBe(200);
    expect((await api(s, alice.token, 'POST', `/api/tables/${tableId}/start`)).status).toBe(200);
    expect((await api(s, alice.token, 'POST', `/api/tables/${tableId}/leave`)).status).toBe(200);
    const b = await TestClient.connect(s, bob.token);
    await b.request({ t: 'subscribe', table: tableId });
    await waitFor('a bot to play a seat', async () => (await s.store.seatsPlayedByBots(tableId)).length > 0);
    await resign(s, b, tableId);
    await recorded(s, tableId);
    const rows = await s.store.results.ofTable(tableId);
    // Alice's seat came first, played by a bot for her: hers, rated below Bob.
    expect(rows.map((r) => [r.userId, r.place, r.standIn, r.rated])).toEqual([
      [alice.id, 1, true, true],
      [bob.id, 2, false, true],
    ]);
    expect(rows[0]?.after?.mu).toBeLessThan(rows[0]?.before?.mu ?? 0);
    expect(rows[1]?.after?.mu).toBeGreaterThan(rows[1]?.before?.mu ?? Infinity);
    for (const level of BOT_LEVELS) {
      const ratings = await s.store.results.ratings(botAccountId(level));
      expect(ratings.filter((r) => r.game === 'toy' || r.games > 0)).toEqual([]);
    }
    b.close();
  });
});

describe('GET /api/leaderboard/:game?who=', () => {
  it("lists people, bots or both (the default), bots marked with their level; refuses another 'who'", async () => {
    const s = await server(false);
    const game = 'stockpile';
    const seeded = BOT_LEVELS.flatMap((level) =>
      startingRatings(BOT_RATINGS, level)
        .filter((x) => x.game === game)
        .map((x) => ({ level, points: ratingPoints(x.rating.mu, x.rating.sigma) })),
    ).sort((x, y) => y.points - x.points);
    expect(seeded.length).toBeGreaterThan(0);
    const board = async (query: string) => {
      const res = await api<LeaderboardEntry[]>(s, null, 'GET', `/api/leaderboard/${game}${query}`);
      expect(res.status).toBe(200);
      return res.body;
    };
    const bots = seeded.map((x, i) => ({
      rank: i + 1,
      user: { id: botAccountId(x.level), name: botAccountName(x.level), kind: 'account' },
      rating: x.points,
      games: 0,
      bot: true,
      botLevel: x.level,
    }));
    expect(await board('')).toEqual(bots);
    expect(await board('?who=all')).toEqual(bots);
    expect(await board('?who=bots')).toEqual(bots);
    expect(await board('?who=people')).toEqual([]);
    expect(await board('?who=bots&limit=1&offset=1')).toEqual(bots.slice(1, 2).map((b) => ({ ...b, rank: 2 })));
    expect(await api(s, null, 'GET', `/api/leaderboard/${game}?who=robots`)).toMatchObject({
      status: 400,
      body: { error: { code: 'BAD_REQUEST' } },
    });
  });

  it('people and bots together, ranked by rating; a person marked not a bot', async () => {
    const s = await server();
    const alice = await account(s, 'Alice');
    const tableId = await ratedToyTable(s, alice.token, { bots: [{ seat: 1, level: LEVEL }] });
    await api(s, alice.token, 'POST', `/api/tables/${tableId}/start`);
    const a = await TestClient.connect(s, alice.token);
    await a.request({ t: 'subscribe', table: tableId });
    await resign(s, a, tableId);
    await recorded(s, tableId);
    a.close();
    const all = (await api<LeaderboardEntry[]>(s, null, 'GET', '/api/leaderboard/toy')).body;
    expect(all.map((e) => [e.rank, e.user.id, e.bot, e.botLevel])).toEqual([
      [1, BOT, true, LEVEL],
      [2, alice.id, false, undefined],
    ]);
    const people = (await api<LeaderboardEntry[]>(s, null, 'GET', '/api/leaderboard/toy?who=people')).body;
    expect(people).toEqual([{ ...all[1], rank: 1 }]);
  });
});
