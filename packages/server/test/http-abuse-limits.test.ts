// New guests and new tables per client address are rate-limited, and a user hosts a bounded number of open tables;
// each refusal has its code and changes nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, type HttpLimits } from '../src/config.ts';
import { configFromEnv } from '../src/main.ts';
import { api, guest, startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(limits: Partial<HttpLimits>): Promise<TestServer> {
  server = await startServer(randomChooser, { httpLimits: { ...DEFAULT_CONFIG.httpLimits, ...limits } });
  return server;
}

interface GameInfo {
  id: string;
  minPlayers: number;
  maxPlayers: number;
}

/** A game of the server's registry that two can play. */
async function twoPlayerGame(s: TestServer): Promise<GameInfo> {
  const games = (await api<GameInfo[]>(s, null, 'GET', '/api/games')).body;
  const game = games.find((g) => g.minPlayers <= 2 && g.maxPlayers >= 2);
  if (game === undefined) throw new Error('no game for two players');
  return game;
}

type Created = { table: { id: string } };
type Failed = { error: { code: string; detail?: Record<string, number | string> } };

const postSession = (s: TestServer, headers: Record<string, string> = {}) =>
  fetch(`${s.url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  });

describe('guests per address', () => {
  it('refuses new guests over the limit with RATE_LIMITED and retryAfter, and creates none', async () => {
    const s = await start({ guestsPerIp: 3 });
    const first = await guest(s, 'One');
    await guest(s, 'Two');
    await guest(s, 'Three');
    const refused = await postSession(s);
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as Failed;
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(Number(body.error.detail?.['retryAfter'])).toBeGreaterThan(0);
    // No session was started: no cookie set.
    expect(refused.headers.get('set-cookie')).toBeNull();
    // Someone with a session still gets it back: only new guests count.
    const back = await postSession(s, { authorization: `Bearer ${first.token}` });
    expect(back.status).toBe(200);
    expect(((await back.json()) as { user: { id: string } }).user.id).toBe(first.id);
    expect((await postSession(s)).status).toBe(429);
  });
});

describe('tables per address', () => {
  it('refuses table creations over the limit with RATE_LIMITED, and creates none', async () => {
    const s = await start({ tablesPerIp: 3 });
    const game = await twoPlayerGame(s);
    const host = await guest(s, 'Host');
    for (let i = 0; i < 3; i++) {
      const r = await api<Created>(s, host.token, 'POST', '/api/tables', { game: game.id, players: 2 });
      expect(r.status).toBe(201);
    }
    const refused = await api<Failed>(s, host.token, 'POST', '/api/tables', { game: game.id, players: 2 });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.body.error.detail?.['retryAfter'])).toBeGreaterThan(0);
    // Another user from the same address is refused too: the limit is per address.
    const other = await guest(s, 'Other');
    expect((await api(s, other.token, 'POST', '/api/tables', { game: game.id, players: 2 })).status).toBe(429);
    expect(await s.store.countOpenTablesOfHost(host.id)).toBe(3);
    expect(await s.store.countOpenTablesOfHost(other.id)).toBe(0);
  });
});

describe('open tables per user', () => {
  it('refuses a table over the cap with TOO_MANY_TABLES {max}; a started table frees a place', async () => {
    const s = await start({ openTablesPerUser: 2 });
    const game = await twoPlayerGame(s);
    const host = await guest(s, 'Host');
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const r = await api<Created>(s, host.token, 'POST', '/api/tables', {
        game: game.id,
        players: 2,
        // A private table, and one the host does not sit at, count alike.
        ...(i === 0 ? { private: true } : { join: false }),
      });
      expect(r.status).toBe(201);
      ids.push(r.body.table.id);
    }
    const refused = await api<Failed>(s, host.token, 'POST', '/api/tables', { game: game.id, players: 2 });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'TOO_MANY_TABLES', detail: { max: 2 } });
    expect(await s.store.countOpenTablesOfHost(host.id)).toBe(2);

    // Quick play creates tables through the same path: refused alike while the host is at the cap.
    const quick = await api<Failed>(s, host.token, 'POST', '/api/quick-play', { game: game.id, waitSeconds: 60 });
    expect(quick.status).toBe(409);
    expect(quick.body.error.code).toBe('TOO_MANY_TABLES');
    expect(await s.store.countOpenTablesOfHost(host.id)).toBe(2);

    // Another user is not affected.
    const other = await guest(s, 'Other');
    expect((await api(s, other.token, 'POST', '/api/tables', { game: game.id, players: 2 })).status).toBe(201);

    // The first table fills with a bot and starts: no longer open, so the host may create one more.
    const id = ids[0]!;
    expect((await api(s, host.token, 'POST', `/api/tables/${id}/bots`, { seat: 1, level: 'beginner' })).status).toBe(
      200,
    );
    expect((await api(s, host.token, 'POST', `/api/tables/${id}/start`)).status).toBe(200);
    expect(await s.store.countOpenTablesOfHost(host.id)).toBe(1);
    expect((await api(s, host.token, 'POST', '/api/tables', { game: game.id, players: 2 })).status).toBe(201);
  });

  it('lets no more than the cap through when one user creates tables all at once', async () => {
    const s = await start({ openTablesPerUser: 3 });
    const game = await twoPlayerGame(s);
    const host = await guest(s, 'Eager');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api<Failed>(s, host.token, 'POST', '/api/tables', { game: game.id, players: 2 })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.every((a) => a.status === 409 && a.body.error.code === 'TOO_MANY_TABLES')).toBe(true);
    expect(await s.store.countOpenTablesOfHost(host.id)).toBe(3);
  });
});

describe('configuration', () => {
  it('reads the limits from the environment and refuses nonsense', () => {
    const limits = configFromEnv({
      GUESTS_PER_IP_HOUR: '7',
      TABLES_PER_IP_HOUR: '8',
      OPEN_TABLES_PER_USER: '2',
      HEADERS_TIMEOUT_MS: '5000',
      REQUEST_TIMEOUT_MS: '20000',
    }).httpLimits;
    expect(limits).toMatchObject({
      guestsPerIp: 7,
      tablesPerIp: 8,
      openTablesPerUser: 2,
      headersTimeoutMs: 5000,
      requestTimeoutMs: 20000,
    });
    expect(configFromEnv({}).httpLimits).toEqual(DEFAULT_CONFIG.httpLimits);
    expect(() => configFromEnv({ OPEN_TABLES_PER_USER: '0' })).toThrow(/OPEN_TABLES_PER_USER/);
    expect(() => configFromEnv({ GUESTS_PER_IP_HOUR: 'many' })).toThrow(/GUESTS_PER_IP_HOUR/);
    expect(() => configFromEnv({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });

  it('reads the WebSocket keep-alive and caps from the environment and refuses nonsense', () => {
    const config = configFromEnv({
      WS_PING_MS: '5000',
      WS_CONNECTIONS_PER_USER: '3',
      WS_CONNECTIONS_PER_IP: '1000',
      WS_SUBSCRIPTIONS_PER_CONNECTION: '4',
    });
    expect(config.wsPingMs).toBe(5000);
    expect(config.wsLimits).toEqual({ connectionsPerUser: 3, connectionsPerIp: 1000, subscriptionsPerConnection: 4 });
    expect(configFromEnv({}).wsLimits).toEqual(DEFAULT_CONFIG.wsLimits);
    expect(() => configFromEnv({ WS_CONNECTIONS_PER_IP: '0' })).toThrow(/WS_CONNECTIONS_PER_IP/);
    expect(() => configFromEnv({ WS_PING_MS: 'soon' })).toThrow(/WS_PING_MS/);
  });
});

describe('bodies over the limit', () => {
  it('are 413 BODY_TOO_LARGE with the limit, and change nothing', async () => {
    const s = await start({});
    const host = await guest(s, 'Host');
    const game = await twoPlayerGame(s);
    const before = (await api<unknown[]>(s, host.token, 'GET', '/api/tables')).body;
    const res = await fetch(`${s.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${host.token}` },
      body: JSON.stringify({ game: game.id, players: 2, options: {}, pad: 'x'.repeat(70 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'BODY_TOO_LARGE', detail: { max: 64 * 1024 } } });
    expect((await api<unknown[]>(s, host.token, 'GET', '/api/tables')).body).toEqual(before);
    // Just under the limit, the body is read and judged by its schema as any other.
    const under = await api<Failed>(s, host.token, 'POST', '/api/tables', { game: game.id, players: 'two' });
    expect(under.status).toBe(400);
  });
});
