// Holding under abuse, the WebSocket side: protocol pings reap connections that stop answering; open connections are
// capped per user and per client address; subscriptions are capped per connection. Each refusal has its code and
// changes nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { TableSummary } from '@birzha/protocol';
import { api, guest, openSocket, startServer, TestClient, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { TOY_GAMES } from './toy-game.ts';
import { sleep, waitFor } from '@birzha/test-support';
import { createTable } from './tables.ts';

type User = { id: string; name: string; token: string };
const GAME = Object.keys(TOY_GAMES)[0] as string;

function toyServer(overrides: Parameters<typeof startServer>[1]): Promise<TestServer> {
  return startServer(
    randomChooser,
    { rateLimit: { perSecond: 1000, burst: 1000 }, ...overrides },
    undefined,
    undefined,
    TOY_GAMES,
  );
}

async function summaryOf(server: TestServer, id: string): Promise<TableSummary> {
  const r = await api<{ table: TableSummary }>(server, null, 'GET', `/api/tables/${id}`);
  expect(r.status).toBe(200);
  return r.body.table;
}

/** A connection the server refused: its frames and close. */
async function refused(server: TestServer, token: string) {
  const raw = openSocket(server, token);
  const closed = await raw.closed;
  return { frames: raw.frames.map((f) => JSON.parse(f) as Record<string, unknown>), closed };
}

describe('keep-alive', () => {
  const PING_MS = 400;
  let server: TestServer;
  beforeAll(async () => {
    server = await toyServer({ wsPingMs: PING_MS });
  });
  afterAll(async () => {
    await server.close();
  });

  it('terminates a connection that does not answer pings within two intervals, and cleans it up; a normal one stays', async () => {
    const host = await guest(server, 'Silent');
    const other = await guest(server, 'Lively');
    const tableId = (await createTable(server, host, { game: GAME, players: 2 })).table.id;
    const hostSeat = (t: TableSummary) => t.seats.find((seat) => seat.user?.id === host.id);
    const normal = await TestClient.connect(server, other.token);
    let pings = 0;
    normal.socket.on('ping', () => pings++);

    // A client that never answers a ping (ws answers them itself unless told not to).
    const silent = new WebSocket(`${server.wsUrl}?token=${encodeURIComponent(host.token)}`, { autoPong: false });
    const frames: string[] = [];
    silent.on('message', (d) => frames.push(String(d)));
    await new Promise<void>((resolve, reject) => {
      silent.once('open', () => resolve());
      silent.once('error', reject);
    });
    const openedAt = performance.now();
    const closed = new Promise<number>((resolve) => silent.once('close', (code) => resolve(code)));
    silent.send(JSON.stringify({ t: 'subscribe', table: tableId, id: 's1' }));
    await waitFor('subscribed', () => frames.some((f) => f.includes('"s1"')));
    // Seated and following its table: the seat shows connected.
    expect(hostSeat(await summaryOf(server, tableId))?.connected).toBe(true);
    expect(server.app.hub.size).toBe(2);

    const code = await closed;
    const after = performance.now() - openedAt;
    // Pinged at the first tick, terminated at the second: no TCP close handshake, so the client sees 1006.
    expect(code).toBe(1006);
    expect(after).toBeGreaterThanOrEqual(PING_MS * 0.8);
    expect(after).toBeLessThan(PING_MS * 2 + 500);
    // Cleaned up as any close: the hub forgot it and the seat is no longer marked connected.
    await waitFor('hub forgot the silent connection', () => server.app.hub.size === 1);
    await waitFor('presence cleared', async () => hostSeat(await summaryOf(server, tableId))?.connected === false);

    // The answering client got protocol pings and is still served after several intervals.
    await sleep(PING_MS * 4);
    expect(pings).toBeGreaterThanOrEqual(3);
    expect(normal.socket.readyState).toBe(WebSocket.OPEN);
    expect(await normal.request({ t: 'ping' })).toMatchObject({ t: 'pong' });
    normal.close();
  });
});

describe('connections per user and per address', () => {
  let server: TestServer;
  beforeAll(async () => {
    // TRUST_PROXY on: the address is X-Forwarded-For's when a client sends it, the socket's otherwise.
    server = await toyServer({
      trustProxy: true,
      wsLimits: { connectionsPerUser: 3, connectionsPerIp: 5, subscriptionsPerConnection: 20 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses the N+1th connection of a user with TOO_MANY_CONNECTIONS and 4429; the first N still work; a closed one frees its place', async () => {
    const user = await guest(server, 'Many');
    const clients = [];
    for (let i = 0; i < 3; i++) clients.push(await TestClient.connect(server, user.token));
    const before = server.app.hub.size;

    const extra = await refused(server, user.token);
    expect(extra.closed.code).toBe(4429);
    expect(extra.frames).toEqual([{ t: 'error', code: 'TOO_MANY_CONNECTIONS', detail: { scope: 'user', max: 3 } }]);
    // Never attached: no hello, and the hub serves as many as before.
    expect(server.app.hub.size).toBe(before);
    for (const c of clients) expect(await c.request({ t: 'ping' })).toMatchObject({ t: 'pong' });

    // Another user from the same address is not this user's concern.
    const someone = await guest(server, 'Someone');
    const theirs = await TestClient.connect(server, someone.token);

    // Closing one frees its place (once the server has seen the close): three of its own and Someone's remain.
    clients[0]?.close();
    await waitFor('the server saw the close', () => server.app.hub.size === before);
    const again = await TestClient.connect(server, user.token);
    expect(await again.request({ t: 'ping' })).toMatchObject({ t: 'pong' });
    for (const c of [...clients.slice(1), again, theirs]) c.close();
    await waitFor('all closed', () => server.app.hub.size === 0);
  });

  it('refuses the N+1th connection from one address, whoever the user; another address (through a trusted proxy) is counted apart', async () => {
    const users = [];
    for (let i = 0; i < 6; i++) users.push(await guest(server, `Ip${i}`));
    const clients = [];
    for (const u of users.slice(0, 5)) clients.push(await TestClient.connect(server, u.token));

    const extra = await refused(server, (users[5] as User).token);
    expect(extra.closed.code).toBe(4429);
    expect(extra.frames).toEqual([{ t: 'error', code: 'TOO_MANY_CONNECTIONS', detail: { scope: 'ip', max: 5 } }]);
    expect(server.app.hub.size).toBe(5);
    for (const c of clients) expect(await c.request({ t: 'ping' })).toMatchObject({ t: 'pong' });

    // The same user from another address (as a trusted proxy reports it) is let in.
    const forwarded = new WebSocket(`${server.wsUrl}?token=${encodeURIComponent((users[5] as User).token)}`, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    const first = await new Promise<Record<string, unknown>>((resolve, reject) => {
      forwarded.once('message', (d) => resolve(JSON.parse(String(d)) as Record<string, unknown>));
      forwarded.once('error', reject);
    });
    expect(first).toMatchObject({ t: 'hello' });
    forwarded.close();
    for (const c of clients) c.close();
    await waitFor('all closed', () => server.app.hub.size === 0);
  });
});

describe('subscriptions per connection', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await toyServer({
      wsLimits: { connectionsPerUser: 10, connectionsPerIp: 50, subscriptionsPerConnection: 2 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses the N+1th table with TOO_MANY_SUBSCRIPTIONS and follows nothing new; the earlier ones still get updates', async () => {
    const tables: string[] = [];
    for (let i = 0; i < 3; i++)
      tables.push((await createTable(server, await guest(server, `Host${i}`), { game: GAME, players: 2 })).table.id);
    const [t1, t2, t3] = tables as [string, string, string];
    const viewer = await guest(server, 'Viewer');
    const c = await TestClient.connect(server, viewer.token);
    expect(await c.request({ t: 'subscribe', table: t1 })).toMatchObject({ t: 'ack', table: t1 });
    expect(await c.request({ t: 'subscribe', table: t2 })).toMatchObject({ t: 'ack', table: t2 });

    const over = await c.request({ t: 'subscribe', table: t3 });
    expect(over).toEqual({ t: 'error', code: 'TOO_MANY_SUBSCRIPTIONS', id: over['id'], table: t3, detail: { max: 2 } });
    // Following one of its tables again is not one more.
    expect(await c.request({ t: 'subscribe', table: t1 })).toMatchObject({ t: 'ack', table: t1 });
    // Nothing was followed: a chat there is refused as for any table not subscribed.
    expect(await c.request({ t: 'chat', table: t3, text: 'hi' })).toMatchObject({ code: 'NOT_SUBSCRIBED' });

    // A seat taken at the first table reaches the viewer; one taken at the third does not.
    const joiner = await guest(server, 'Joiner');
    const other = await guest(server, 'Other');
    expect((await api(server, other.token, 'POST', `/api/tables/${t3}/join`, {})).status).toBe(200);
    expect((await api(server, joiner.token, 'POST', `/api/tables/${t1}/join`, {})).status).toBe(200);
    const changed = await c.next((m) => m.t === 'table' && (m['table'] as TableSummary).id === t1);
    expect((changed['table'] as TableSummary).seats.map((s) => s.user?.id ?? null)).toContain(joiner.id);
    await sleep(200);
    const aboutT3 = c.messages.filter((m) => JSON.stringify(m).includes(t3) && m.t !== 'error');
    expect(aboutT3).toEqual([]);

    // Letting one go makes room.
    expect(await c.request({ t: 'unsubscribe', table: t2 })).toMatchObject({ t: 'ack' });
    expect(await c.request({ t: 'subscribe', table: t3 })).toMatchObject({ t: 'ack', table: t3 });
    c.close();
  });
});
