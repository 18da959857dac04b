// Who is at the table, told as a `presence` message (issue 24: a seated person connecting or leaving sent every viewer
// a whole snapshot of the same version; the other players did not see that someone left): each viewer gets the
// seats' connected marks when they change, never a snapshot for it, and nothing when a spectator comes or goes.
// The same across two servers on one bus and one database, as two processes are.
import type { TableSummary } from '@birzha/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBus } from '../src/bus/redis-bus.ts';
import type { Store } from '../src/store/store.ts';
import { api, guest, TestClient } from './harness.ts';
import { hasRedis, startRedisServer, type RedisServer } from './redis-server.ts';
import { pgSchema, pgUrl, sqliteStore, startApp, type WsApp } from './ws-apps.ts';
import { sleep } from '@birzha/test-support';

type Msg = Record<string, unknown> & { t: string };
type User = { id: string; name: string; token: string };

/** A toy table for two people, Anna at seat 0 and Boris at seat 1 (joined through `joinVia`), started. */
async function startedTable(host: WsApp, joinVia: WsApp, anna: User, boris: User): Promise<string> {
  const created = await api<{ table: TableSummary }>(host, anna.token, 'POST', '/api/tables', {
    game: 'toy',
    players: 2,
    options: { rounds: 20 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.table.id;
  expect((await api(joinVia, boris.token, 'POST', `/api/tables/${id}/join`, {})).status).toBe(200);
  expect((await api(host, anna.token, 'POST', `/api/tables/${id}/start`)).status).toBe(200);
  return id;
}

/** A connection subscribed to the table (its snapshot received). */
async function viewer(server: WsApp, user: User, table: string): Promise<TestClient> {
  const client = await TestClient.connect(server, user.token);
  expect(await client.request({ t: 'subscribe', table })).toMatchObject({ t: 'ack' });
  return client;
}

/** What a viewer got about presence: each `presence` message's marks, and how many snapshots (the first included). */
function seen(client: TestClient): { presence: boolean[][]; snapshots: number } {
  return {
    presence: client.messages.filter((m: Msg) => m.t === 'presence').map((m) => m['connected'] as boolean[]),
    snapshots: client.messages.filter((m: Msg) => m.t === 'snapshot').length,
  };
}

/** Everything the server sent this client before now has arrived (a ping's answer comes after it on the socket). */
async function settled(client: TestClient): Promise<void> {
  expect(await client.request({ t: 'ping' })).toMatchObject({ t: 'pong' });
}

describe('presence on one server', () => {
  let db: Awaited<ReturnType<typeof sqliteStore>>;
  let server: WsApp;
  beforeAll(async () => {
    db = await sqliteStore();
    server = await startApp(db.store);
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  it('a seated person coming and going gives the viewers presence messages, never a snapshot; a spectator nothing', async () => {
    const [anna, boris, sam, tess] = await Promise.all(['Anna', 'Boris', 'Sam', 'Tess'].map((n) => guest(server, n)));
    const table = await startedTable(server, server, anna as User, boris as User);
    const s = await viewer(server, sam as User, table);
    const snapshot = s.messages.find((m) => m.t === 'snapshot');
    expect((snapshot?.['table'] as TableSummary).seats.map((x) => x.connected)).toEqual([false, false]);

    // Anna comes: Sam is told, in a presence message.
    const a = await viewer(server, anna as User, table);
    await settled(s);
    expect(seen(s)).toEqual({ presence: [[true, false]], snapshots: 1 });
    // Her own snapshot already had her mark.
    expect(seen(a)).toEqual({ presence: [], snapshots: 1 });

    // Boris comes: both are told.
    const b = await viewer(server, boris as User, table);
    await Promise.all([settled(s), settled(a)]);
    expect(seen(s).presence.at(-1)).toEqual([true, true]);
    expect(seen(a).presence).toEqual([[true, true]]);

    // A second tab of Boris's, and another spectator: no mark changes, nobody is told anything.
    const b2 = await viewer(server, boris as User, table);
    const t = await viewer(server, tess as User, table);
    t.close();
    b2.close();
    await sleep(200);
    await Promise.all([settled(s), settled(a)]);
    expect(seen(s)).toEqual({
      presence: [
        [true, false],
        [true, true],
      ],
      snapshots: 1,
    });
    expect(seen(a)).toEqual({ presence: [[true, true]], snapshots: 1 });

    // Boris leaves (closes his last tab): both are told, still without a snapshot.
    b.close();
    await expect.poll(() => seen(s).presence.length).toBe(3);
    await expect.poll(() => seen(a).presence.length).toBe(2);
    expect(seen(s)).toEqual({
      presence: [
        [true, false],
        [true, true],
        [true, false],
      ],
      snapshots: 1,
    });
    expect(seen(a)).toEqual({
      presence: [
        [true, true],
        [true, false],
      ],
      snapshots: 1,
    });
    // The summary says the same.
    const summary = await api<{ table: TableSummary }>(server, null, 'GET', `/api/tables/${table}`);
    expect(summary.body.table.seats.map((x) => x.connected)).toEqual([true, false]);

    // Boris comes back with `since` (a reconnection): his catch-up carries the marks as they are now.
    const back = await TestClient.connect(server, (boris as User).token);
    const version = (snapshot?.['table'] as TableSummary).version;
    const moved = await a.request({ t: 'move', table, version, move: { type: 'choose', n: 2 } });
    expect(moved).toMatchObject({ t: 'ack' });
    expect(await back.request({ t: 'subscribe', table, since: version })).toMatchObject({ t: 'ack' });
    expect(back.messages.filter((m) => m.t !== 'hello').map((m) => m.t)).toEqual(['update', 'presence', 'ack']);
    expect(seen(back).presence).toEqual([[true, true]]);
    for (const c of [s, a, back]) c.close();
  });
});

describe.skipIf(pgUrl === undefined || !hasRedis)('presence across two servers on one bus', () => {
  let redis: RedisServer;
  let schema: Awaited<ReturnType<typeof pgSchema>>;
  const stores: Store[] = [];
  const servers: WsApp[] = [];
  const log = { warn: () => undefined, error: () => undefined, info: () => undefined };

  beforeAll(async () => {
    redis = await startRedisServer();
    schema = await pgSchema(pgUrl as string);
    const prefix = `ws-presence-${process.pid}`;
    for (const processId of ['p1', 'p2']) {
      const store = await schema.open();
      stores.push(store);
      const bus = await createRedisBus({ url: redis.url, processId, prefix, heartbeatMs: 100, log });
      servers.push(await startApp(store, { bus }));
    }
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    for (const s of stores) await s.close();
    await schema?.drop();
    await redis?.stop();
  });

  it("a person connecting or leaving through the other server reaches this server's viewers as presence", async () => {
    const [one, two] = servers as [WsApp, WsApp];
    const [anna, boris, sam] = await Promise.all(['Anna', 'Boris', 'Sam'].map((n) => guest(one, n)));
    const table = await startedTable(one, two, anna as User, boris as User);
    const s = await viewer(one, sam as User, table);
    const a = await viewer(one, anna as User, table);
    await settled(s);
    expect(seen(s).presence).toEqual([[true, false]]);

    // Anna's mark reaches the other server within PRESENCE_COALESCE_MS (50 ms: her changes here go as one message).
    await expect
      .poll(
        async () =>
          (await api<{ table: TableSummary }>(two, boris!.token, 'GET', `/api/tables/${table}`)).body.table.seats[0]
            ?.connected,
      )
      .toBe(true);
    // Boris on the other server: the marks come over the bus, as presence.
    const b = await viewer(two, boris as User, table);
    await expect.poll(() => seen(s).presence.length).toBe(2);
    await expect.poll(() => seen(a).presence.length).toBe(1);
    expect(seen(s)).toEqual({
      presence: [
        [true, false],
        [true, true],
      ],
      snapshots: 1,
    });
    expect(seen(a)).toEqual({ presence: [[true, true]], snapshots: 1 });
    // And Boris, on his server, was given Anna's mark (known there from the bus) in his snapshot.
    const snap = b.messages.find((m) => m.t === 'snapshot');
    expect((snap?.['table'] as TableSummary).seats.map((x) => x.connected)).toEqual([true, true]);

    b.close();
    await expect.poll(() => seen(s).presence.length).toBe(3);
    await expect.poll(() => seen(a).presence.length).toBe(2);
    expect(seen(s)).toEqual({
      presence: [
        [true, false],
        [true, true],
        [true, false],
      ],
      snapshots: 1,
    });
    expect(seen(a)).toEqual({
      presence: [
        [true, true],
        [true, false],
      ],
      snapshots: 1,
    });
    for (const c of [s, a]) c.close();
  });
});
