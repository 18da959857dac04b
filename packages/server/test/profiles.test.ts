// Profiles, match history and leaderboards over the real server (GET /api/users/:id, /api/users/:id/matches,
// /api/me/matches, /api/leaderboard/:game): figures from recorded results, filters and paging, private tables only
// in one's own list, bots and taken-over seats named, refusals.
import { ratingPoints, type HistoryItem, type LeaderboardEntry, type Profile } from '@birzha/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBus } from '../src/bus/memory-bus.ts';
import { MatchRegistry } from '../src/matches/registry.ts';
import { ResultRecorder } from '../src/matches/results.ts';
import { api, guest, startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { finishedToy, type ToyMatch } from './results-fixtures.ts';
import { TOY_GAMES } from './toy-game.ts';

let server: TestServer;
type User = { id: string; token: string };
let alice: User, bob: User, carol: User, dave: User;
let recorder: ResultRecorder;

beforeAll(async () => {
  server = await startServer(randomChooser, {}, undefined, undefined, TOY_GAMES);
  const store = server.store;
  alice = await guest(server, 'Alice');
  bob = await guest(server, 'Bob');
  carol = await guest(server, 'Carol');
  dave = await guest(server, 'Dave');
  for (const [u, name] of [
    [alice, 'alice'],
    [bob, 'bob'],
    [dave, 'dave'],
  ] as const)
    expect(await store.accounts.setCredentials(u.id, name, 'not-a-real-hash')).toBe(true);
  const matches: [string, ToyMatch][] = [
    ['t1', { seats: [alice.id, bob.id], rated: true, end: 'resign1', at: 1000 }],
    ['t2', { seats: [alice.id, bob.id], rated: true, end: 'tie', at: 2000 }],
    ['t3', { seats: [alice.id, carol.id], private: true, end: 'resign1', at: 3000 }],
    ['t4', { seats: [alice.id, null], end: 'resign0', at: 4000 }],
    ['t5', { seats: [bob.id, dave.id], rated: true, end: 'resign0', at: 5000 }],
    ['t6', { seats: [bob.id, alice.id], left: { seat: 0, userId: bob.id }, end: 'resign1', at: 6000 }],
  ];
  recorder = new ResultRecorder({
    store,
    registry: new MatchRegistry(store, { games: TOY_GAMES }),
    bus: createMemoryBus(),
    log: {
      error: (obj) => expect(obj).toBeUndefined(),
      warn: (obj) => expect(obj).toBeUndefined(),
      info: () => undefined,
    },
  });
  for (const [id, m] of matches) {
    await finishedToy(store, id, m);
    await recorder.record(id);
  }
  await store.accounts.deleteAccount(dave.id, 7000, 'Deleted player');
});
afterAll(async () => {
  await server.close();
});

const ids = (items: readonly HistoryItem[]) => items.map((i) => i.tableId);

describe('GET /api/users/:id', () => {
  it("a player's profile: rating, rated games, games, wins, average place, the chart and public recent matches", async () => {
    const res = await api<Profile>(server, bob.token, 'GET', `/api/users/${alice.id}`);
    expect(res.status).toBe(200);
    const rating = (await server.store.results.ratings(alice.id))[0];
    if (rating === undefined) throw new Error('alice has no rating');
    const chart = (await server.store.results.ofTable('t2')).find((r) => r.userId === alice.id)?.after;
    const first = (await server.store.results.ofTable('t1')).find((r) => r.userId === alice.id)?.after;
    expect(res.body).toEqual({
      user: { id: alice.id, name: 'Alice', kind: 'account' },
      createdAt: expect.any(Number) as number,
      games: [
        {
          game: 'toy',
          rating: ratingPoints(rating.mu, rating.sigma),
          mu: rating.mu,
          sigma: rating.sigma,
          ratedGames: 2,
          // t1 won, t2 tied first, t3 won, t4 and t6 lost.
          games: 5,
          wins: 3,
          averagePlace: 1.4,
          history: [
            { at: 1000, points: ratingPoints(first?.mu ?? NaN, first?.sigma ?? NaN), tableId: 't1' },
            { at: 2000, points: ratingPoints(chart?.mu ?? NaN, chart?.sigma ?? NaN), tableId: 't2' },
          ],
        },
      ],
      recent: expect.any(Array) as unknown[],
      moreRecent: false,
    });
    // Bob does not see Alice's private table; Alice does.
    expect(ids(res.body.recent)).toEqual(['t6', 't4', 't2', 't1']);
    const own = await api<Profile>(server, alice.token, 'GET', `/api/users/${alice.id}`);
    expect(ids(own.body.recent)).toEqual(['t6', 't4', 't3', 't2', 't1']);
  });

  it('a guest never rated has a profile with no rating; a deleted account shows under its neutral name', async () => {
    const c = await api<Profile>(server, null, 'GET', `/api/users/${carol.id}`);
    expect(c.body.user).toEqual({ id: carol.id, name: 'Carol', kind: 'guest' });
    expect(c.body.games).toEqual([
      {
        game: 'toy',
        rating: null,
        mu: null,
        sigma: null,
        ratedGames: 0,
        games: 1,
        wins: 0,
        averagePlace: 2,
        history: [],
      },
    ]);
    // Carol's only match is private: others see none of it.
    expect(c.body.recent).toEqual([]);
    const d = await api<Profile>(server, null, 'GET', `/api/users/${dave.id}`);
    expect(d.body.user).toEqual({ id: dave.id, name: 'Deleted player', kind: 'deleted' });
    expect(d.body.games[0]).toMatchObject({ ratedGames: 1, games: 1, wins: 1 });
  });

  it('says whether there are older matches than the recent ones it shows', async () => {
    const erin = await guest(server, 'Erin');
    const frank = await guest(server, 'Frank');
    for (let i = 0; i < 11; i++) {
      await finishedToy(server.store, `older-${i}`, { seats: [erin.id, frank.id], end: 'resign1', at: 10_000 + i });
      await recorder.record(`older-${i}`);
    }
    const e = await api<Profile>(server, null, 'GET', `/api/users/${erin.id}`);
    expect(e.body.recent.map((m) => m.tableId)).toEqual(Array.from({ length: 10 }, (_, i) => `older-${10 - i}`));
    expect(e.body.moreRecent).toBe(true);
    const c = await api<Profile>(server, null, 'GET', `/api/users/${carol.id}`);
    expect(c.body.moreRecent).toBe(false);
  });

  it('an unknown user is NOT_FOUND', async () => {
    expect(await api(server, null, 'GET', '/api/users/nobody')).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND' } },
    });
  });
});

describe('GET /api/users/:id/matches and /api/me/matches', () => {
  it('lists everyone at each table with places, bots by name and level, rating points, newest first', async () => {
    const res = await api<HistoryItem[]>(server, null, 'GET', `/api/users/${alice.id}/matches`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(['t6', 't4', 't2', 't1']);
    const [t6, t4, t2, t1] = res.body;
    expect(t4).toEqual({
      tableId: 't4',
      game: 'toy',
      finishedAt: 4000,
      seat: 0,
      place: 2,
      tied: false,
      players: [
        {
          seat: 0,
          name: 'Alice',
          user: { id: alice.id, name: 'Alice', kind: 'account' },
          bot: null,
          botName: null,
          place: 2,
        },
        { seat: 1, name: 'bot1', user: null, bot: 'beginner', botName: 'bot1', place: 1 },
      ],
      rated: false,
      before: null,
      after: null,
      replaced: false,
    });
    // Bob left t6 and a bot finished it: the seat stays Bob's, with the bot that played it.
    expect(t6?.players[0]).toEqual({
      seat: 0,
      name: 'Bob',
      user: { id: bob.id, name: 'Bob', kind: 'account' },
      bot: 'intermediate',
      botName: 'anna',
      place: 1,
    });
    expect(t2).toMatchObject({ place: 1, tied: true, rated: true });
    expect(t2?.players.map((p) => p.place)).toEqual([1, 1]);
    expect(t1).toMatchObject({ place: 1, tied: false, rated: true, before: 1000 });
    expect(t1?.after).toBeGreaterThan(1000);
    expect(t2?.before).toBe(t1?.after);
    const bobs = await api<HistoryItem[]>(server, null, 'GET', `/api/users/${bob.id}/matches?result=win`);
    expect(bobs.body.map((i) => [i.tableId, i.replaced])).toEqual([
      ['t6', true],
      ['t2', false],
    ]);
    // Dave won t5 and deleted his account since: his seat keeps its neutral name.
    const lost = await api<HistoryItem[]>(server, null, 'GET', `/api/users/${bob.id}/matches?result=loss`);
    expect(ids(lost.body)).toEqual(['t5', 't1']);
    expect(lost.body[0]?.players[1]).toMatchObject({
      name: 'Deleted player',
      user: { id: dave.id, name: 'Deleted player', kind: 'deleted' },
      place: 1,
    });
  });

  it('names two people of one name at a table apart, as its summary does', async () => {
    const first = await guest(server, 'Zed');
    const second = await guest(server, 'Zed');
    await finishedToy(server.store, 't8', { seats: [first.id, second.id], end: 'tie', at: 8000 });
    await recorder.record('t8');
    const res = await api<HistoryItem[]>(server, second.token, 'GET', '/api/me/matches');
    expect(res.body.map((i) => i.players.map((p) => [p.name, p.user?.id]))).toEqual([
      [
        ['Zed', first.id],
        ['Zed (2)', second.id],
      ],
    ]);
  });

  it('filters by game and result, pages with before and limit', async () => {
    const list = async (query: string, token: string | null = null) => {
      const res = await api<HistoryItem[]>(server, token, 'GET', `/api/users/${alice.id}/matches${query}`);
      expect(res.status).toBe(200);
      return ids(res.body);
    };
    expect(await list('?game=toy&result=win')).toEqual(['t2', 't1']);
    expect(await list('?result=loss')).toEqual(['t6', 't4']);
    expect(await list('?limit=2')).toEqual(['t6', 't4']);
    expect(await list('?limit=2&before=4000')).toEqual(['t2', 't1']);
    expect(await list('?result=win', alice.token)).toEqual(['t3', 't2', 't1']);
  });

  it("one's own list has private tables too; it needs a session", async () => {
    const mine = await api<HistoryItem[]>(server, alice.token, 'GET', '/api/me/matches');
    expect(ids(mine.body)).toEqual(['t6', 't4', 't3', 't2', 't1']);
    const carols = await api<HistoryItem[]>(server, carol.token, 'GET', '/api/me/matches?result=loss');
    expect(ids(carols.body)).toEqual(['t3']);
    expect(await api(server, null, 'GET', '/api/me/matches')).toMatchObject({
      status: 401,
      body: { error: { code: 'UNAUTHORIZED' } },
    });
  });

  it('refuses an unknown user, a game the server does not play and bad queries', async () => {
    expect(await api(server, null, 'GET', '/api/users/nobody/matches')).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND' } },
    });
    expect(await api(server, null, 'GET', `/api/users/${alice.id}/matches?game=nope`)).toMatchObject({
      status: 404,
      body: { error: { code: 'UNKNOWN_GAME' } },
    });
    for (const query of ['?limit=0', '?limit=101', '?result=draw', '?before=-1', '?colour=red'])
      expect(await api(server, alice.token, 'GET', `/api/me/matches${query}`)).toMatchObject({
        status: 400,
        body: { error: { code: 'BAD_REQUEST' } },
      });
  });
});

describe('GET /api/leaderboard/:game', () => {
  it('ranks accounts by rating, best first; deleted accounts left out; paged', async () => {
    const res = await api<LeaderboardEntry[]>(server, null, 'GET', '/api/leaderboard/toy');
    expect(res.status).toBe(200);
    const ratings = await Promise.all([alice, bob].map((u) => server.store.results.ratings(u.id)));
    const entries = [alice, bob]
      .map((u, i) => {
        const r = ratings[i]?.[0];
        if (r === undefined) throw new Error('no rating');
        return { u, r, ordinal: r.mu - 3 * r.sigma };
      })
      .sort((x, y) => y.ordinal - x.ordinal);
    expect(res.body).toEqual(
      entries.map(({ u, r }, i) => ({
        rank: i + 1,
        user: { id: u.id, name: u === alice ? 'Alice' : 'Bob', kind: 'account' },
        rating: ratingPoints(r.mu, r.sigma),
        games: r.games,
        bot: false,
      })),
    );
    const second = await api<LeaderboardEntry[]>(server, null, 'GET', '/api/leaderboard/toy?limit=1&offset=1');
    expect(second.body).toEqual([res.body[1]]);
    expect((await api<LeaderboardEntry[]>(server, null, 'GET', '/api/leaderboard/toy?offset=2')).body).toEqual([]);
  });

  it('refuses a game the server does not play and bad paging', async () => {
    expect(await api(server, null, 'GET', '/api/leaderboard/nope')).toMatchObject({
      status: 404,
      body: { error: { code: 'UNKNOWN_GAME' } },
    });
    for (const query of ['?limit=0', '?offset=-1', '?page=2'])
      expect(await api(server, null, 'GET', `/api/leaderboard/toy${query}`)).toMatchObject({
        status: 400,
        body: { error: { code: 'BAD_REQUEST' } },
      });
  });
});
