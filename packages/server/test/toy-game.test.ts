// The first "Done when" point: a new game registered in one place (the `games` given to createApp, and the
// bot chooser) plays through the real server end to end: lobby, WebSocket, clocks, bots, record and history. Nothing
// in the server knows this game.
import { join } from 'node:path';
import { getBot } from '@birzha/bots';
import { replay, type MatchRecord } from '@birzha/engine';
import type { MatchHistory } from '@birzha/protocol';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../src/config.ts';
import type { BotChooser } from '../src/matches/bot-driver.ts';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { TOY_GAMES, toyGame, type ToyView } from './toy-game.ts';
import { waitFor } from '@birzha/test-support';

type Msg = Record<string, unknown> & { t: string };

let clock = 1_900_000_000_000;
const now = () => clock;
const servers: TestServer[] = [];

afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

/** The bots of the registered games, in process: each game's own bot of the level, or the generic random bot. */
const chooser: BotChooser = {
  chooseTurn(gameId, view, seat, level, seed) {
    const game = Object.hasOwn(TOY_GAMES, gameId) ? TOY_GAMES[gameId as keyof typeof TOY_GAMES] : undefined;
    if (game === undefined) return Promise.reject(new Error(`unknown game ${gameId}`));
    return Promise.resolve(getBot(gameId, level).chooseTurn(game, view, seat, seed));
  },
};

/** A real server that plays only the toy game, on a fresh SQLite file, its clock in the test's hands. */
async function toyServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const config = { sweepMs: 1_000_000, rateLimit: { perSecond: 1000, burst: 1000 }, ...overrides };
  const server = await startServer(chooser, config, undefined, now, TOY_GAMES);
  servers.push(server);
  return server;
}

/** A fresh snapshot of the table as the client's seat sees it (subscribe without `since`). */
async function snapshot(client: TestClient, tableId: string): Promise<Msg> {
  client.send({ t: 'unsubscribe', table: tableId });
  await client.request({ t: 'subscribe', table: tableId });
  return client.messages.findLast((m) => m.t === 'snapshot' && (m['table'] as { id: string }).id === tableId) as Msg;
}

describe('a toy game registered only in createApp', () => {
  it('is listed by /api/games with its meta', async () => {
    const server = await toyServer();
    const games = await api<unknown[]>(server, null, 'GET', '/api/games');
    expect(games.body).toEqual([
      {
        id: 'toy',
        title: 'Toy duel',
        minPlayers: 2,
        maxPlayers: 2,
        rulesVersion: 1,
        defaultOptions: toyGame.meta.defaultOptions,
        // No bots of its own: the generic random bot plays it, at the two lower levels (no expert).
        levels: ['beginner', 'intermediate'],
      },
    ]);
    const a = await guest(server, 'A');
    const unknown = await api(server, a.token, 'POST', '/api/tables', { game: 'akcioner', players: 2 });
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'UNKNOWN_GAME' } } });
    const three = await api(server, a.token, 'POST', '/api/tables', { game: 'toy', players: 3 });
    expect(three).toMatchObject({ status: 400, body: { error: { code: 'BAD_PLAYER_COUNT' } } });
  });

  it('plays end to end: lobby, WebSocket, version-free moves, STALE, CLOCK_ONLY, the clock, a bot, record, history', async () => {
    const server = await toyServer({ timeoutsBeforeBot: 1 });
    const alice = await guest(server, 'Alice');
    const created = await api<{ table: { id: string } }>(server, alice.token, 'POST', '/api/tables', {
      game: 'toy',
      players: 2,
      options: { rounds: 3, seconds: 10 },
      join: false,
    });
    expect(created.status).toBe(201);
    const tableId = created.body.table.id;
    expect((await api(server, alice.token, 'POST', `/api/tables/${tableId}/join`, { seat: 0 })).status).toBe(200);
    expect(
      (await api(server, alice.token, 'POST', `/api/tables/${tableId}/bots`, { seat: 1, level: 'beginner' })).status,
    ).toBe(200);
    const a = await TestClient.connect(server, alice.token);
    await a.request({ t: 'subscribe', table: tableId });
    const startedAt = clock;
    expect((await api(server, alice.token, 'POST', `/api/tables/${tableId}/start`)).status).toBe(200);

    // The bot chooses at once (version 1); its number stays hidden from Alice until she chooses too.
    await waitFor('the bot chose', async () => (await server.store.getTable(tableId))?.version === 1);
    let snap = await snapshot(a, tableId);
    expect(snap['toAct']).toEqual([0]);
    expect(snap['deadline']).toBe(startedAt + 10_000);
    expect((snap['view'] as ToyView).choices).toEqual([null, 'hidden']);

    // A version-free move sent at the old version applies to the current state; a version-dependent one is STALE.
    expect(await a.request({ t: 'move', table: tableId, version: 0, move: { type: 'ready' } })).toMatchObject({
      t: 'ack',
      version: 2,
    });
    expect(await a.request({ t: 'move', table: tableId, version: 0, move: { type: 'resign' } })).toMatchObject({
      t: 'error',
      code: 'STALE',
      version: 2,
    });
    // Only the clock may time a seat out.
    expect(await a.request({ t: 'move', table: tableId, version: 2, move: { type: 'timeout' } })).toMatchObject({
      t: 'error',
      code: 'CLOCK_ONLY',
    });
    expect((await server.store.loadMoves(tableId)).map((m) => [m.seat, m.by])).toEqual([
      [1, 'bot'],
      [0, 'human'],
    ]);

    // Alice does not choose: at the phase's deadline (kept while its key stays) the clock does it for her.
    clock += 9_999;
    await server.app.sweeper.tick();
    expect((await server.store.getTable(tableId))?.version).toBe(2);
    clock += 1;
    await server.app.sweeper.tick();
    const timedOut = (await server.store.loadMoves(tableId))[2];
    expect(timedOut).toMatchObject({ seat: 0, by: 'timeout', move: { type: 'timeout' } });
    // The reveal phase: the bot says ready by itself; Alice's ready comes from the clock, a new period from now.
    await waitFor('the bot is ready', async () => (await server.store.loadMoves(tableId)).some((m) => m.seq === 3));
    snap = await snapshot(a, tableId);
    expect(snap['deadline']).toBe(clock + 10_000);
    expect((snap['view'] as ToyView).phase).toBe('reveal');
    clock += 10_000;
    await server.app.sweeper.tick();
    // A timeout of her own (the choice's was the clock closing the phase for everyone): a bot takes Alice's seat,
    // and the bots play the match to its end.
    await waitFor('the match finished', async () => (await server.store.getTable(tableId))?.status === 'finished');
    const seats = await server.store.getSeats(tableId);
    expect(seats[0]).toMatchObject({ userId: null, bot: 'intermediate' });

    const table = await server.store.getTable(tableId);
    const record = await api<MatchRecord>(server, alice.token, 'GET', `/api/tables/${tableId}/record`);
    expect(record.status).toBe(200);
    const replayed = replay(toyGame, record.body);
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    expect(toyGame.outcome(replayed.value.state)).toEqual(table?.outcome);
    expect(toyGame.invariants?.state(replayed.value.state)).toEqual([]);

    const history = await api<MatchHistory>(server, alice.token, 'GET', `/api/tables/${tableId}/history`);
    expect(history.status).toBe(200);
    expect(history.body.version).toBe(table?.version);
    expect(history.body.entries.map((e) => e.version)).toEqual(
      Array.from({ length: (table?.version ?? 0) + 1 }, (_, i) => i),
    );
    expect((history.body.entries[0]?.events as { type: string }[]).map((e) => e.type)).toEqual([
      'started',
      'roundStarted',
    ]);
    expect(history.body.entries.flatMap((e) => e.events as { type: string }[]).at(-1)).toMatchObject({
      type: 'ended',
    });
    a.close();
  });

  it('two bots acting at the same version never hang the match: it plays to its end', async () => {
    const server = await toyServer();
    const host = await guest(server, 'H');
    const created = await api<{ table: { id: string } }>(server, host.token, 'POST', '/api/tables', {
      game: 'toy',
      players: 2,
      options: { rounds: 5, seconds: 0 },
      join: false,
      bots: [
        { seat: 0, level: 'beginner' },
        { seat: 1, level: 'beginner' },
      ],
    });
    const tableId = created.body.table.id;
    expect((await api(server, host.token, 'POST', `/api/tables/${tableId}/start`)).status).toBe(200);
    await waitFor('the match finished', async () => (await server.store.getTable(tableId))?.status === 'finished');
    const moves = await server.store.loadMoves(tableId);
    expect(moves.every((m) => m.by === 'bot')).toBe(true);
    expect(moves.filter((m) => (m.move as { type: string }).type === 'choose')).toHaveLength(10);
  });

  it('the clock times out each missing seat of a phase deadline, one at a time, at its own version', async () => {
    const server = await toyServer({ timeoutsBeforeBot: 100 });
    const [a, b] = [await guest(server, 'A'), await guest(server, 'B')];
    const created = await api<{ table: { id: string } }>(server, a.token, 'POST', '/api/tables', {
      game: 'toy',
      players: 2,
      options: { rounds: 1, seconds: 5 },
    });
    const tableId = created.body.table.id;
    await api(server, b.token, 'POST', `/api/tables/${tableId}/join`, {});
    const startedAt = clock;
    expect((await api(server, a.token, 'POST', `/api/tables/${tableId}/start`)).status).toBe(200);
    // A note does not end the period: the deadline keeps its due time while its key stays.
    clock += 3_000;
    const ca = await TestClient.connect(server, a.token);
    await ca.request({ t: 'subscribe', table: tableId });
    expect(await ca.request({ t: 'move', table: tableId, version: 0, move: { type: 'ready' } })).toMatchObject({
      t: 'ack',
    });
    expect((await snapshot(ca, tableId))['deadline']).toBe(startedAt + 5_000);
    clock += 2_000;
    await server.app.sweeper.tick();
    const moves = await server.store.loadMoves(tableId);
    expect(moves.map((m) => [m.seq, m.seat, m.by, m.move])).toEqual([
      [0, 0, 'human', { type: 'ready' }],
      [1, 0, 'timeout', { type: 'timeout' }],
      [2, 1, 'timeout', { type: 'timeout' }],
    ]);
    // The reveal phase is a new period: due a full period after it began.
    expect((await server.store.getTable(tableId))?.deadlines).toEqual([{ key: 'reveal:1', dueAt: clock + 5_000 }]);
    clock += 5_000;
    await server.app.sweeper.tick();
    expect((await server.store.getTable(tableId))?.status).toBe('finished');
    ca.close();
  });

  it('serves history from the stored events (a broken record does not matter), and replays only rows without them', async () => {
    const server = await toyServer();
    const host = await guest(server, 'H');
    const created = await api<{ table: { id: string } }>(server, host.token, 'POST', '/api/tables', {
      game: 'toy',
      players: 2,
      options: { rounds: 2 },
      join: false,
      bots: [
        { seat: 0, level: 'beginner' },
        { seat: 1, level: 'beginner' },
      ],
    });
    const tableId = created.body.table.id;
    await api(server, host.token, 'POST', `/api/tables/${tableId}/start`);
    await waitFor('the match finished', async () => (await server.store.getTable(tableId))?.status === 'finished');
    const path = `/api/tables/${tableId}/history`;
    const stored = await api<MatchHistory>(server, host.token, 'GET', path);
    expect(stored.status).toBe(200);
    const moves = await server.store.loadMoves(tableId);
    const db = new SqliteDatabase(join(server.dataDir, 'birzha.sqlite'));
    try {
      // Events without the moves that made them: only a history that does not replay can still be served.
      db.prepare(`update moves set move = '{"type":"nonsense"}' where table_id = ?`).run(tableId);
      expect(await api(server, host.token, 'GET', path)).toEqual(stored);
      // Without events either, it would have to replay, and the broken record cannot.
      db.prepare(`update moves set events = null where table_id = ?`).run(tableId);
      expect((await api(server, host.token, 'GET', path)).status).toBe(500);
      // Rows from before events were stored (their real moves back): the history is replayed, and the same.
      const restore = db.prepare('update moves set move = ? where table_id = ? and seq = ?');
      for (const m of moves) restore.run(JSON.stringify(m.move), tableId, m.seq);
      expect(await api(server, host.token, 'GET', path)).toEqual(stored);
    } finally {
      db.close();
    }
  });
});
