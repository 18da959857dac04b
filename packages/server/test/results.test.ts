// Results over the real server: a rated match between accounts played to its end over the WebSocket records each
// person's place and rating change once and shows them in the table's summary; a casual one moves no rating; a match
// whose process died before recording is recorded when the server starts again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getBot } from '@birzha/bots';
import { ratingPoints, type HistoryItem, type TableSummary } from '@birzha/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import type { BotChooser } from '../src/matches/bot-driver.ts';
import { rateByPlace } from '../src/ratings/model.ts';
import { openSqliteStore } from '../src/store/sqlite.ts';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { TOY_GAMES } from './toy-game.ts';
import { waitFor } from '@birzha/test-support';

type Msg = Record<string, unknown> & { t: string };

const chooser: BotChooser = {
  chooseTurn(gameId, view, seat, level, seed) {
    if (gameId !== 'toy') return Promise.reject(new Error(`unknown game ${gameId}`));
    return Promise.resolve(getBot(gameId, level).chooseTurn(TOY_GAMES.toy, view, seat, seed));
  },
};

const servers: TestServer[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function toyServer(dataDir?: string): Promise<TestServer> {
  const config = { sweepMs: 1_000_000, rateLimit: { perSecond: 1000, burst: 1000 } };
  const server = await startServer(chooser, config, dataDir, undefined, TOY_GAMES);
  servers.push(server);
  return server;
}

/** A guest made an account (a user name: what a rated table asks of every seat). */
async function account(server: TestServer, name: string): Promise<{ id: string; token: string }> {
  const g = await guest(server, name);
  expect(await server.store.accounts.setCredentials(g.id, name.toLowerCase(), 'not-a-real-hash')).toBe(true);
  return g;
}

/** Alice (seat 0) and Bob (seat 1) at a started one-round toy table. */
async function startedTable(
  server: TestServer,
  rated: boolean,
  users: { alice: { token: string }; bob: { token: string } },
): Promise<string> {
  const created = await api<{ table: { id: string } }>(server, users.alice.token, 'POST', '/api/tables', {
    game: 'toy',
    players: 2,
    options: { rounds: 1, seconds: 0 },
    rated,
  });
  expect(created.status).toBe(201);
  const tableId = created.body.table.id;
  expect((await api(server, users.bob.token, 'POST', `/api/tables/${tableId}/join`, {})).status).toBe(200);
  expect((await api(server, users.alice.token, 'POST', `/api/tables/${tableId}/start`)).status).toBe(200);
  return tableId;
}

/** The summary of the first snapshot of a finished table with results that a client gets. */
async function resultsOf(client: TestClient, tableId: string): Promise<TableSummary> {
  const m = await client.next((x: Msg) => {
    if (x.t !== 'snapshot') return false;
    const t = x['table'] as TableSummary;
    return t.id === tableId && t.status === 'finished' && t.results !== undefined;
  });
  return m['table'] as TableSummary;
}

describe('results over the real server', () => {
  it('a rated match between accounts: places and rating changes in the summary, ratings moved once', async () => {
    const server = await toyServer();
    const alice = await account(server, 'Alice');
    const bob = await account(server, 'Bob');
    const tableId = await startedTable(server, true, { alice, bob });
    const a = await TestClient.connect(server, alice.token);
    const b = await TestClient.connect(server, bob.token);
    await a.request({ t: 'subscribe', table: tableId });
    await b.request({ t: 'subscribe', table: tableId });
    expect(await a.request({ t: 'move', table: tableId, version: 0, move: { type: 'resign' } })).toMatchObject({
      t: 'ack',
    });
    const summary = await resultsOf(b, tableId);
    const after = rateByPlace(
      [
        { userId: bob.id, place: 1 },
        { userId: alice.id, place: 2 },
      ],
      new Map(),
    );
    const pointsOf = (id: string) => {
      const r = after.get(id);
      return r === undefined ? null : ratingPoints(r.mu, r.sigma);
    };
    expect(summary.rated).toBe(true);
    expect(summary.results).toEqual([
      { seat: 0, userId: alice.id, place: 2, tied: false, before: 1000, after: pointsOf(alice.id) },
      { seat: 1, userId: bob.id, place: 1, tied: false, before: 1000, after: pointsOf(bob.id) },
    ]);
    expect(pointsOf(bob.id)).toBeGreaterThan(1000);
    expect((await resultsOf(a, tableId)).results).toEqual(summary.results);
    expect(await server.store.results.ratings(bob.id)).toMatchObject([{ game: 'toy', games: 1 }]);
    // A later look at the table (a new subscription) has them too.
    a.send({ t: 'unsubscribe', table: tableId });
    await a.request({ t: 'subscribe', table: tableId });
    expect((await resultsOf(a, tableId)).results).toEqual(summary.results);
    a.close();
    b.close();
  });

  it('a casual match records places but moves no rating', async () => {
    const server = await toyServer();
    const alice = await account(server, 'Alice');
    const bob = await account(server, 'Bob');
    const tableId = await startedTable(server, false, { alice, bob });
    const b = await TestClient.connect(server, bob.token);
    await b.request({ t: 'subscribe', table: tableId });
    expect(await b.request({ t: 'move', table: tableId, version: 0, move: { type: 'resign' } })).toMatchObject({
      t: 'ack',
    });
    const summary = await resultsOf(b, tableId);
    expect(summary.rated).toBe(false);
    expect(summary.results).toEqual([
      { seat: 0, userId: alice.id, place: 1, tied: false, before: null, after: null },
      { seat: 1, userId: bob.id, place: 2, tied: false, before: null, after: null },
    ]);
    expect(await server.store.results.ratings(alice.id)).toEqual([]);
    b.close();
  });

  it('a seat a bot took over counts for the person who left it, in the results and their history', async () => {
    const server = await toyServer();
    const alice = await account(server, 'Alice');
    const bob = await account(server, 'Bob');
    const tableId = await startedTable(server, false, { alice, bob });
    expect((await api(server, alice.token, 'POST', `/api/tables/${tableId}/leave`)).status).toBe(200);
    const b = await TestClient.connect(server, bob.token);
    await b.request({ t: 'subscribe', table: tableId });
    // The bot now playing Alice's seat chooses for her.
    await waitFor('a bot to play a seat', async () => (await server.store.seatsPlayedByBots(tableId)).length > 0);
    expect(await server.store.seatsPlayedByBots(tableId)).toEqual([0]);
    // Bob resigns at whatever version the bot left the match at.
    for (let tries = 0; tries < 20; tries++) {
      const version = (await server.store.getTable(tableId))?.version ?? 0;
      const answer = await b.request({ t: 'move', table: tableId, version, move: { type: 'resign' } });
      if (answer.t === 'ack') break;
      expect(answer['code']).toBe('STALE');
    }
    const summary = await resultsOf(b, tableId);
    // Hers, marked: a bot played for her (issue 24; the rating rule would rate her last, were it rated).
    expect(summary.results).toEqual([
      { seat: 0, userId: alice.id, place: 1, tied: false, before: null, after: null, standIn: true },
      { seat: 1, userId: bob.id, place: 2, tied: false, before: null, after: null },
    ]);
    const mine = await api<HistoryItem[]>(server, alice.token, 'GET', '/api/me/matches');
    expect(mine.body).toMatchObject([{ tableId, seat: 0, place: 1, replaced: true }]);
    expect(mine.body[0]?.players[0]).toMatchObject({ user: { id: alice.id }, bot: 'intermediate' });
    b.close();
  });

  it('a match whose process died before recording is recorded when the server starts again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'birzha-results-'));
    dirs.push(dir);
    const first = await toyServer(dir);
    const alice = await account(first, 'Alice');
    const bob = await account(first, 'Bob');
    const tableId = await startedTable(first, true, { alice, bob });
    await first.close();
    servers.splice(servers.indexOf(first), 1);
    // The last move as the dying process stored it: the match is over, its results never written.
    const store = await openSqliteStore(join(dir, 'birzha.sqlite'));
    expect(
      await store.appendMoves({
        tableId,
        fromSeq: 0,
        moves: [{ seq: 0, seat: 1, move: { type: 'resign' }, at: Date.now(), by: 'human', events: null }],
        deadlines: [],
        finished: { at: Date.now(), outcome: { ranking: [[0], [1]], scores: [0, 0] } },
      }),
    ).toBe(true);
    expect(await store.results.ofTable(tableId)).toEqual([]);
    await store.close();

    const second = await toyServer(dir);
    const mine = await api<HistoryItem[]>(second, alice.token, 'GET', '/api/me/matches');
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject([{ tableId, place: 1, rated: true, before: 1000 }]);
    expect(mine.body[0]?.after).toBeGreaterThan(1000);
    expect(await second.store.results.ratings(bob.id)).toMatchObject([{ games: 1 }]);
  });
});
