// Authorization over REST and WebSocket: who may sit where, act for which seat, start, add bots, see which table
// and which hand; and that bad requests are refused with a code and change nothing.
import { createHmac } from 'node:crypto';
import { GAMES, type AnyGame } from '@birzha/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, guest, openSocket, startServer, TestClient, versionOf, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

type Msg = Record<string, unknown> & { t: string };
type User = { id: string; name: string; token: string };
interface Summary {
  id: string;
  status: string;
  players: number;
  private: boolean;
  seats: { seat: number; user: { id: string } | null; bot: string | null }[];
}

// The secret the harness configures: lets the test sign a token for a user that does not exist.
const HARNESS_SECRET = 'test-secret-test-secret-test-secret';
const sign = (userId: string, secret: string) =>
  `${userId}.${createHmac('sha256', secret).update(userId).digest('base64url')}`;

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser, { rateLimit: { perSecond: 1000, burst: 1000 } });
});
afterAll(async () => {
  await server.close();
});

const OPTIONS = { variant: 'short', turnSeconds: 0 };

async function create(host: User, body: Record<string, unknown>): Promise<{ table: Summary; invite: string | null }> {
  const r = await api<{ table: Summary; invite: string | null }>(server, host.token, 'POST', '/api/tables', body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

async function summary(id: string): Promise<Summary> {
  const r = await api<{ table: Summary }>(server, null, 'GET', `/api/tables/${id}`);
  expect(r.status).toBe(200);
  return r.body.table;
}

/** A refused request: its status, and the error code in the body's `{ error: { code } }`. */
async function refused(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; code: string }> {
  const r = await api<{ error?: { code?: unknown } }>(server, token, method, path, body);
  expect(r.status, `${method} ${path} ${JSON.stringify(body)} -> ${JSON.stringify(r.body)}`).toBeGreaterThanOrEqual(
    400,
  );
  expect(r.status).toBeLessThan(500);
  expect(typeof r.body?.error?.code, JSON.stringify(r.body)).toBe('string');
  return { status: r.status, code: r.body.error!.code as string };
}

/** Sends a raw body (not necessarily JSON) and expects a 4xx with an error code. */
async function refusedRaw(
  token: string,
  method: string,
  path: string,
  body: string,
  contentType = 'application/json',
): Promise<{ status: number; code: string }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body,
  });
  const parsed = (await res.json()) as { error?: { code?: string } };
  expect(res.status, `${path} ${body.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(typeof parsed.error?.code).toBe('string');
  return { status: res.status, code: parsed.error!.code! };
}

describe('identity', () => {
  it('every user route answers 401 UNAUTHORIZED without a token, and with a forged one', async () => {
    const alice = await guest(server, 'Alice');
    const { table } = await create(alice, { game: 'akcioner', players: 3, options: OPTIONS });
    const before = await summary(table.id);
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/me'],
      ['PATCH', '/api/me', { name: 'Mallory' }],
      ['GET', '/api/me/tables'],
      ['POST', '/api/tables', { game: 'akcioner', players: 2, options: OPTIONS }],
      ['POST', `/api/tables/${table.id}/join`, {}],
      ['POST', `/api/tables/${table.id}/leave`],
      ['POST', `/api/tables/${table.id}/bots`, { seat: 1, level: 'beginner' }],
      ['DELETE', `/api/tables/${table.id}/bots/1`],
      ['POST', `/api/tables/${table.id}/start`],
      ['POST', `/api/tables/${table.id}/return`],
      ['POST', `/api/tables/${table.id}/again`],
    ];
    const forged = [
      null,
      '',
      'nobody',
      `${alice.id}.forged`,
      sign(alice.id, 'another-secret-another-secret-another'),
      sign('no-such-user', HARNESS_SECRET), // a good signature of a user that does not exist
      `${alice.token}x`,
      alice.token.slice(0, -1) + (alice.token.endsWith('A') ? 'B' : 'A'),
      `x${alice.token}`,
    ];
    for (const token of forged) {
      for (const [method, path, body] of routes) {
        expect(await refused(token, method, path, body), `${method} ${path} with ${String(token)}`).toEqual({
          status: 401,
          code: 'UNAUTHORIZED',
        });
      }
    }
    // The cookie and ?token= are checked the same way.
    const viaCookie = await fetch(`${server.url}/api/me`, { headers: { cookie: `birzha_token=${alice.id}.forged` } });
    expect(viaCookie.status).toBe(401);
    const viaQuery = await fetch(`${server.url}/api/me?token=${encodeURIComponent(`${alice.id}.forged`)}`);
    expect(viaQuery.status).toBe(401);
    expect((await api(server, alice.token, 'GET', '/api/me')).body).toEqual({
      user: { id: alice.id, name: 'Alice', kind: 'guest', username: null, email: null },
    });
    expect(await summary(table.id)).toEqual(before);
    // The WebSocket too: an error, then the connection is closed.
    for (const token of [null, `${alice.id}.forged`, sign('no-such-user', HARNESS_SECRET)]) {
      const raw = openSocket(server, token);
      expect((await raw.closed).code).toBe(4401);
      expect(raw.frames).toEqual([JSON.stringify({ t: 'error', code: 'UNAUTHORIZED' })]);
    }
  });
});

describe('bad HTTP bodies get a 4xx with a code and change nothing', () => {
  it('creating a table: unknown fields, wrong types, bad game, bad options, bad player counts', async () => {
    const alice = await guest(server, 'Alice');
    const mine = async () =>
      (await api<Summary[]>(server, alice.token, 'GET', '/api/me/tables?status=open')).body.length;
    const listed = async () => (await api<Summary[]>(server, null, 'GET', '/api/tables?limit=200')).body.length;
    const [mineBefore, listedBefore] = [await mine(), await listed()];
    const ok = { game: 'akcioner', players: 2, options: OPTIONS };
    const bad: [Record<string, unknown>, string][] = [
      [{ ...ok, extra: 1 }, 'BAD_REQUEST'],
      [{ ...ok, __proto__x: 1 }, 'BAD_REQUEST'],
      [{ ...ok, players: '2' }, 'BAD_REQUEST'],
      [{ ...ok, players: [2] }, 'BAD_REQUEST'],
      [{ ...ok, players: 2.5 }, 'BAD_REQUEST'],
      [{ ...ok, players: 0 }, 'BAD_REQUEST'],
      [{ ...ok, players: 17 }, 'BAD_REQUEST'],
      [{ ...ok, players: null }, 'BAD_REQUEST'],
      [{ game: 'akcioner', options: OPTIONS }, 'BAD_REQUEST'],
      [{ ...ok, game: 5 }, 'BAD_REQUEST'],
      [{ ...ok, game: ['akcioner'] }, 'BAD_REQUEST'],
      [{ ...ok, game: '' }, 'BAD_REQUEST'],
      [{ ...ok, game: 'x'.repeat(41) }, 'BAD_REQUEST'],
      [{ ...ok, private: 'true' }, 'BAD_REQUEST'],
      [{ ...ok, join: 1 }, 'BAD_REQUEST'],
      [{ ...ok, options: 'short' }, 'BAD_REQUEST'],
      [{ ...ok, options: [] }, 'BAD_REQUEST'],
      [{ ...ok, bots: {} }, 'BAD_REQUEST'],
      [{ ...ok, bots: [{ seat: '1', level: 'beginner' }] }, 'BAD_REQUEST'],
      [{ ...ok, bots: [{ seat: 1, level: 'god' }] }, 'BAD_REQUEST'],
      [{ ...ok, bots: [{ seat: 1, level: 'beginner', extra: true }] }, 'BAD_REQUEST'],
      [{ ...ok, bots: [{ seat: -1, level: 'beginner' }] }, 'BAD_REQUEST'],
      [{ ...ok, bots: [{ seat: 2, level: 'beginner' }] }, 'BAD_REQUEST'], // no seat 2 at a 2-player table
      [
        {
          ...ok,
          bots: [
            { seat: 1, level: 'beginner' },
            { seat: 1, level: 'intermediate' },
          ],
        },
        'BAD_REQUEST',
      ],
      [
        {
          ...ok,
          bots: [
            { seat: 0, level: 'beginner' },
            { seat: 1, level: 'beginner' },
          ],
        },
        'TABLE_FULL',
      ], // no seat left for the host
      [{ ...ok, game: 'chess' }, 'UNKNOWN_GAME'],
      [{ ...ok, game: '__proto__' }, 'UNKNOWN_GAME'],
      [{ ...ok, game: 'constructor' }, 'UNKNOWN_GAME'],
      [{ ...ok, options: { variant: 'huge' } }, 'BAD_OPTION'],
      [{ ...ok, options: { ...OPTIONS, turnSeconds: 5 } }, 'BAD_OPTION'],
      [{ ...ok, options: { ...OPTIONS, turnSeconds: '0' } }, 'BAD_OPTION'],
      [{ ...ok, options: { ...OPTIONS, rounding: 'sideways' } }, 'BAD_OPTION'],
      [{ ...ok, options: { ...OPTIONS, series: true } }, 'BAD_OPTION'],
      [{ ...ok, options: { ...OPTIONS, colour: 'red' } }, 'BAD_OPTION'],
      [{ ...ok, players: 1 }, 'BAD_PLAYER_COUNT'],
      [{ ...ok, players: 7 }, 'BAD_PLAYER_COUNT'],
      [{ ...ok, players: 6, options: { variant: 'classic', turnSeconds: 0 } }, 'BAD_PLAYER_COUNT'],
      [{ ...ok, players: 5, options: { variant: 'long', turnSeconds: 0 } }, 'BAD_PLAYER_COUNT'],
    ];
    for (const [body, code] of bad)
      expect((await refused(alice.token, 'POST', '/api/tables', body)).code, JSON.stringify(body)).toBe(code);
    // Not JSON, prototype keys, the wrong content type, an oversized body.
    for (const raw of [
      '{',
      'null',
      '[]',
      '"akcioner"',
      '{"game":"akcioner","players":2,"__proto__":{"private":true}}',
      '{"game":"akcioner","players":2,"constructor":{"prototype":{"x":1}}}',
    ]) {
      await refusedRaw(alice.token, 'POST', '/api/tables', raw);
    }
    await refusedRaw(
      alice.token,
      'POST',
      '/api/tables',
      'game=akcioner&players=2',
      'application/x-www-form-urlencoded',
    );
    await refusedRaw(
      alice.token,
      'POST',
      '/api/tables',
      JSON.stringify({ ...ok, options: { pad: 'x'.repeat(70 * 1024) } }),
    );
    expect(await mine()).toBe(mineBefore);
    expect(await listed()).toBe(listedBefore);
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
    // The same body, well formed, is accepted.
    await create(alice, ok);
    expect(await mine()).toBe(mineBefore + 1);
  });

  it('every registered game: options its parseOptions refuses, and player counts outside its range, are refused with its code', async () => {
    const alice = await guest(server, 'Alice');
    for (const game of Object.values(GAMES) as AnyGame[]) {
      const defaults = game.meta.defaultOptions as Record<string, unknown>;
      const cases: [Record<string, unknown>, number][] = [
        [{ ...defaults, __surely_not_an_option__: 1 }, game.meta.minPlayers],
        [{ ...defaults }, game.meta.maxPlayers + 1],
        [{ ...defaults }, Math.max(1, game.meta.minPlayers - 1)],
      ];
      for (const key of Object.keys(defaults))
        cases.push([{ ...defaults, [key]: { nested: [1, 2, 3] } }, game.meta.minPlayers]);
      for (const [options, players] of cases) {
        const expected = game.parseOptions(options, players);
        if (expected.ok) continue;
        const r = await refused(alice.token, 'POST', '/api/tables', { game: game.meta.id, players, options });
        expect(r.code, `${game.meta.id} ${JSON.stringify(options)} ${players}`).toBe(expected.error.code);
        expect(['BAD_OPTION', 'BAD_PLAYER_COUNT']).toContain(r.code);
      }
    }
  });

  it('sessions, names, joins and bots: unknown fields, wrong types, too-long names', async () => {
    const alice = await guest(server, 'Alice');
    const bob = await guest(server, 'Bob');
    const { table } = await create(alice, { game: 'akcioner', players: 3, options: OPTIONS });
    const before = await summary(table.id);
    for (const body of [
      // Names blank or too long after cleaning are BAD_NAME (text-abuse.test.ts); the schema keeps raw size and type.
      { name: 'x'.repeat(65) },
      { name: 12 },
      { name: 'ok', extra: 1 },
      { name: ['Bob'] },
    ]) {
      expect((await refused(bob.token, 'PATCH', '/api/me', body)).code, JSON.stringify(body)).toBe('BAD_REQUEST');
      expect((await refused(null, 'POST', '/api/session', body)).code, JSON.stringify(body)).toBe('BAD_REQUEST');
    }
    expect((await api(server, bob.token, 'GET', '/api/me')).body).toEqual({
      user: { id: bob.id, name: 'Bob', kind: 'guest', username: null, email: null },
    });
    const joins = [
      { seat: -1 },
      { seat: '1' },
      { seat: 1.5 },
      { seat: 1, extra: 1 },
      { invite: 5 },
      { invite: 'x'.repeat(65) },
      { seat: 99 },
    ];
    for (const body of joins)
      expect((await refused(bob.token, 'POST', `/api/tables/${table.id}/join`, body)).code, JSON.stringify(body)).toBe(
        'BAD_REQUEST',
      );
    const bots = [
      { seat: 1 },
      { seat: 1, level: 'god' },
      { seat: '1', level: 'beginner' },
      { seat: 1, level: 'beginner', extra: 1 },
      { level: 'beginner' },
      { seat: 9, level: 'beginner' },
    ];
    for (const body of bots)
      expect(
        (await refused(alice.token, 'POST', `/api/tables/${table.id}/bots`, body)).code,
        JSON.stringify(body),
      ).toBe('BAD_REQUEST');
    expect((await refused(alice.token, 'DELETE', `/api/tables/${table.id}/bots/x`)).code).toBe('BAD_REQUEST');
    expect((await refused(alice.token, 'DELETE', `/api/tables/${table.id}/bots/-1`)).code).toBe('BAD_REQUEST');
    expect((await refused(alice.token, 'GET', `/api/tables?limit=0`)).code).toBe('BAD_REQUEST');
    expect((await refused(alice.token, 'GET', `/api/tables?status=secret`)).code).toBe('BAD_REQUEST');
    expect((await refused(alice.token, 'GET', `/api/tables/${'x'.repeat(65)}`)).code).toBe('BAD_REQUEST');
    expect(await summary(table.id)).toEqual(before);
    // Bodies that are optional may be left out.
    const noBody = await fetch(`${server.url}/api/tables/${table.id}/join`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(noBody.status).toBe(200);
    const session = await fetch(`${server.url}/api/session`, { method: 'POST' });
    expect(session.status).toBe(200);
  });
});

describe('seats, hosts and starts', () => {
  it('no joining twice, no taking a held seat, no joining a full or started table; only the host adds bots or starts', async () => {
    const [alice, bob, carol, dave] = await Promise.all(['Alice', 'Bob', 'Carol', 'Dave'].map((n) => guest(server, n)));
    const { table } = await create(alice!, { game: 'akcioner', players: 3, options: OPTIONS });
    const path = `/api/tables/${table.id}`;
    expect(await refused(alice!.token, 'POST', `${path}/join`, {})).toEqual({ status: 409, code: 'ALREADY_SEATED' });
    expect((await api(server, bob!.token, 'POST', `${path}/join`, { seat: 1 })).status).toBe(200);
    expect(await refused(bob!.token, 'POST', `${path}/join`, {})).toEqual({ status: 409, code: 'ALREADY_SEATED' });
    expect(await refused(bob!.token, 'POST', `${path}/join`, { seat: 2 })).toEqual({
      status: 409,
      code: 'ALREADY_SEATED',
    });
    expect(await refused(carol!.token, 'POST', `${path}/join`, { seat: 0 })).toEqual({
      status: 409,
      code: 'SEAT_TAKEN',
    });
    expect(await refused(carol!.token, 'POST', `${path}/join`, { seat: 1 })).toEqual({
      status: 409,
      code: 'SEAT_TAKEN',
    });
    // The host may add and remove bots; nobody else may; a bot's seat is held.
    expect(await refused(bob!.token, 'POST', `${path}/bots`, { seat: 2, level: 'beginner' })).toEqual({
      status: 403,
      code: 'NOT_HOST',
    });
    expect(await refused(carol!.token, 'POST', `${path}/bots`, { seat: 2, level: 'beginner' })).toEqual({
      status: 403,
      code: 'NOT_HOST',
    });
    expect(await refused(alice!.token, 'POST', `${path}/bots`, { seat: 1, level: 'beginner' })).toEqual({
      status: 409,
      code: 'SEAT_TAKEN',
    });
    expect((await api(server, alice!.token, 'POST', `${path}/bots`, { seat: 2, level: 'beginner' })).status).toBe(200);
    expect(await refused(carol!.token, 'POST', `${path}/join`, { seat: 2 })).toEqual({
      status: 409,
      code: 'SEAT_TAKEN',
    });
    expect(await refused(carol!.token, 'POST', `${path}/join`, {})).toEqual({ status: 409, code: 'TABLE_FULL' });
    expect(await refused(bob!.token, 'DELETE', `${path}/bots/2`)).toEqual({ status: 403, code: 'NOT_HOST' });
    expect((await refused(alice!.token, 'DELETE', `${path}/bots/1`)).code).toBe('BAD_REQUEST'); // a human, not a bot
    expect((await api(server, alice!.token, 'DELETE', `${path}/bots/2`)).status).toBe(200);
    // Not full: nobody starts it, not even the host.
    expect(await refused(bob!.token, 'POST', `${path}/start`)).toEqual({ status: 403, code: 'NOT_HOST' });
    expect(await refused(alice!.token, 'POST', `${path}/start`)).toEqual({ status: 409, code: 'NOT_FULL' });
    expect((await summary(table.id)).status).toBe('open');
    expect((await api(server, carol!.token, 'POST', `${path}/join`, {})).status).toBe(200);
    expect(await refused(dave!.token, 'POST', `${path}/join`, {})).toEqual({ status: 409, code: 'TABLE_FULL' });
    expect(await refused(bob!.token, 'POST', `${path}/start`)).toEqual({ status: 403, code: 'NOT_HOST' });
    const seatsBefore = (await summary(table.id)).seats;
    expect((await api(server, alice!.token, 'POST', `${path}/start`)).status).toBe(200);
    // Started: no second start, no joins, no bots, no record yet.
    expect(await refused(alice!.token, 'POST', `${path}/start`)).toEqual({ status: 409, code: 'NOT_OPEN' });
    expect(await refused(dave!.token, 'POST', `${path}/join`, {})).toEqual({ status: 409, code: 'NOT_OPEN' });
    expect(await refused(alice!.token, 'POST', `${path}/bots`, { seat: 1, level: 'beginner' })).toEqual({
      status: 409,
      code: 'NOT_OPEN',
    });
    expect((await refused(dave!.token, 'GET', `${path}/record`)).code).toBe('NOT_FINISHED');
    expect(await refused(alice!.token, 'POST', `${path}/again`)).toEqual({ status: 400, code: 'NOT_FINISHED' });
    expect(await refused(dave!.token, 'POST', `${path}/leave`)).toEqual({ status: 409, code: 'NOT_SEATED' });
    expect((await summary(table.id)).seats).toEqual(seatsBefore);
    expect(await refused(dave!.token, 'POST', `/api/tables/nosuchtable/join`, {})).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await refused(alice!.token, 'POST', `/api/tables/nosuchtable/start`)).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it('a private table is not listed, and needs its invite code to join or to watch', async () => {
    const [alice, bob, carol] = await Promise.all(['Alice', 'Bob', 'Carol'].map((n) => guest(server, n)));
    const { table, invite } = await create(alice!, { game: 'akcioner', players: 3, options: OPTIONS, private: true });
    expect(typeof invite).toBe('string');
    const listedIds = async (status: string) =>
      (await api<Summary[]>(server, null, 'GET', `/api/tables?status=${status}&limit=200`)).body.map((t) => t.id);
    expect(await listedIds('open')).not.toContain(table.id);
    const path = `/api/tables/${table.id}`;
    expect(await refused(bob!.token, 'POST', `${path}/join`, {})).toEqual({ status: 403, code: 'BAD_INVITE' });
    expect(await refused(bob!.token, 'POST', `${path}/join`, { invite: 'wrong' })).toEqual({
      status: 403,
      code: 'BAD_INVITE',
    });
    expect(
      await refused(bob!.token, 'POST', `${path}/join`, {
        invite: invite!.toUpperCase() === invite ? invite!.toLowerCase() : invite!.toUpperCase(),
      }),
    ).toEqual({
      status: 403,
      code: 'BAD_INVITE',
    });
    // The table itself, like its record later, is shown only to its host, its players and holders of the code.
    expect(await refused(null, 'GET', path)).toEqual({ status: 403, code: 'BAD_INVITE' });
    expect(await refused(bob!.token, 'GET', path)).toEqual({ status: 403, code: 'BAD_INVITE' });
    expect(await refused(bob!.token, 'GET', `${path}/record`)).toEqual({ status: 403, code: 'BAD_INVITE' });
    expect((await api(server, alice!.token, 'GET', path)).status).toBe(200);
    expect((await summary(`${table.id}?invite=${invite!}`)).seats.filter((s) => s.user !== null)).toHaveLength(1);
    expect((await api(server, bob!.token, 'POST', `${path}/join`, { invite })).status).toBe(200);
    expect((await api(server, alice!.token, 'POST', `${path}/bots`, { seat: 2, level: 'beginner' })).status).toBe(200);
    expect((await api(server, alice!.token, 'POST', `${path}/start`)).status).toBe(200);
    expect(await listedIds('playing')).not.toContain(table.id);
    // Watching: an outsider needs the code; the seated players and the host do not.
    const c = await TestClient.connect(server, carol!.token);
    expect(await c.request({ t: 'subscribe', table: table.id })).toMatchObject({ t: 'error', code: 'BAD_INVITE' });
    expect(await c.request({ t: 'subscribe', table: table.id, invite: 'wrong' })).toMatchObject({
      t: 'error',
      code: 'BAD_INVITE',
    });
    expect(await c.request({ t: 'chat', table: table.id, text: 'hi' })).toMatchObject({
      t: 'error',
      code: 'NOT_SUBSCRIBED',
    });
    expect(c.messages.some((m) => m.t === 'snapshot')).toBe(false);
    expect(await c.request({ t: 'subscribe', table: table.id, invite })).toMatchObject({ t: 'ack' });
    const snap = await c.next((m) => m.t === 'snapshot');
    expect(snap['seat']).toBeNull();
    expect((snap['view'] as { seats: { hand: unknown }[] }).seats.every((s) => s.hand === null)).toBe(true);
    c.close();
    for (const u of [alice!, bob!]) {
      const own = await TestClient.connect(server, u.token);
      expect(await own.request({ t: 'subscribe', table: table.id })).toMatchObject({ t: 'ack' });
      own.close();
    }
  });
});

/** Plays a seat: whenever it is sent legal moves (it subscribes asking for them), it sends one. */
function autoplay(client: TestClient, tableId: string): void {
  client.socket.on('message', (data) => {
    const m = JSON.parse(String(data)) as Msg;
    if (m.t !== 'snapshot' && m.t !== 'update') return;
    const legal = m['legal'] as unknown[] | null;
    if (legal !== null && legal.length > 0)
      client.send({ t: 'move', table: tableId, version: versionOf(m), move: legal[legal.length - 1] });
  });
}

const statusOf = (m: Msg) =>
  m.t === 'snapshot' ? (m['table'] as { status: string }).status : (m['status'] as string | undefined);

describe('seats over the WebSocket', () => {
  it('a player acts only for its own seat; outsiders not at all', async () => {
    const [alice, bob, carol] = await Promise.all(['Alice', 'Bob', 'Carol'].map((n) => guest(server, n)));
    const { table } = await create(alice!, { game: 'akcioner', players: 2, options: OPTIONS });
    expect((await api(server, bob!.token, 'POST', `/api/tables/${table.id}/join`, {})).status).toBe(200);
    const [ca, cb, cc] = await Promise.all([alice!, bob!, carol!].map((u) => TestClient.connect(server, u.token)));
    for (const c of [ca!, cb!]) await c.request({ t: 'subscribe', table: table.id });
    expect(
      await cc!.request({ t: 'move', table: table.id, version: 0, move: { type: 'trade', orders: {} } }),
    ).toMatchObject({ t: 'error', code: 'NOT_SUBSCRIBED' });
    await cc!.request({ t: 'subscribe', table: table.id });
    expect(
      await ca!.request({ t: 'move', table: table.id, version: 0, move: { type: 'trade', orders: {} } }),
    ).toMatchObject({ t: 'error', code: 'NOT_STARTED' });
    expect((await api(server, alice!.token, 'POST', `/api/tables/${table.id}/start`)).status).toBe(200);
    const snapA = await ca!.next((m) => m.t === 'snapshot' && statusOf(m) === 'playing');
    const snapB = await cb!.next((m) => m.t === 'snapshot' && statusOf(m) === 'playing');
    const toAct = (snapA['toAct'] as number[])[0];
    const [mover, other] = snapA['seat'] === toAct ? [ca!, cb!] : [cb!, ca!];
    const version = versionOf(snapA)!;
    const pass = { type: 'trade', orders: {} };
    // The seat is the sender's: there is no way to name another one.
    expect(await other.request({ t: 'move', table: table.id, version, move: pass })).toMatchObject({
      t: 'error',
      code: 'NOT_YOUR_TURN',
    });
    expect(await other.request({ t: 'move', table: table.id, version, move: pass, seat: toAct })).toMatchObject({
      t: 'error',
      code: 'BAD_MESSAGE',
    });
    expect(await other.request({ t: 'moves', table: table.id, version, moves: [pass, pass] })).toMatchObject({
      t: 'error',
      code: 'NOT_YOUR_TURN',
      index: 0,
    });
    expect(await cc!.request({ t: 'move', table: table.id, version, move: pass })).toMatchObject({
      t: 'error',
      code: 'NOT_SEATED',
    });
    expect(await cc!.request({ t: 'move', table: table.id, version, move: { type: 'resign' } })).toMatchObject({
      t: 'error',
      code: 'NOT_SEATED',
    });
    expect((await server.store.getTable(table.id))?.version).toBe(version);
    expect(snapB['legal'] === null || snapA['legal'] === null).toBe(true);
    expect(await mover.request({ t: 'move', table: table.id, version, move: pass })).toMatchObject({
      t: 'ack',
      version: version + 1,
    });
    for (const c of [ca!, cb!, cc!]) c.close();
  });

  it('through a whole match, a seat never sees another hand and gets legal moves only when it is to act', async () => {
    const [alice, bob, eve] = await Promise.all(['Alice', 'Bob', 'Eve'].map((n) => guest(server, n)));
    const { table } = await create(alice!, {
      game: 'akcioner',
      players: 3,
      options: OPTIONS,
      bots: [{ seat: 2, level: 'beginner' }],
    });
    expect((await api(server, bob!.token, 'POST', `/api/tables/${table.id}/join`, {})).status).toBe(200);
    const clients = await Promise.all([alice!, bob!, eve!].map((u) => TestClient.connect(server, u.token)));
    const [ca, cb, ce] = clients as [TestClient, TestClient, TestClient];
    autoplay(ca, table.id);
    autoplay(cb, table.id);
    const ends = clients.map((c) => c.next((m) => statusOf(m) === 'finished', 30_000));
    // Scripted players ask for their legal moves (Akcioner's boards do not); the spectator asking gets none.
    for (const c of clients) await c.request({ t: 'subscribe', table: table.id, legal: true });
    expect((await api(server, alice!.token, 'POST', `/api/tables/${table.id}/start`)).status).toBe(200);
    await Promise.all(ends);
    let checked = 0;
    for (const [c, seat] of [
      [ca, 0],
      [cb, 1],
      [ce, null],
    ] as const) {
      for (const m of c.messages) {
        const view = c.viewOf(m) as { seats: { hand: string[] | null }[] } | null | undefined;
        if (view === null || view === undefined) continue;
        checked++;
        if (m.t === 'snapshot') expect(m['seat']).toBe(seat);
        view.seats.forEach((s, i) =>
          i === seat ? expect(s.hand).not.toBeNull() : expect(s.hand, `seat ${String(seat)} sees hand ${i}`).toBeNull(),
        );
        const toAct = m['toAct'] as number[];
        if (seat !== null && toAct.includes(seat) && statusOf(m) === 'playing') expect(m['legal']).not.toBeNull();
        else expect(m['legal'], `legal to ${String(seat)} while ${JSON.stringify(toAct)} act`).toBeNull();
      }
    }
    expect(checked).toBeGreaterThan(50);
    for (const c of clients) c.close();
  });

  it('a player who leaves during play hands the seat to a bot, which plays it to the end', async () => {
    const [alice, bob] = await Promise.all(['Alice', 'Bob'].map((n) => guest(server, n)));
    const { table } = await create(alice!, { game: 'akcioner', players: 2, options: OPTIONS });
    const path = `/api/tables/${table.id}`;
    // Before the start, leaving frees the seat.
    expect((await api(server, bob!.token, 'POST', `${path}/join`, {})).status).toBe(200);
    expect((await api<{ seats: unknown }>(server, bob!.token, 'POST', `${path}/leave`)).status).toBe(200);
    expect((await summary(table.id)).seats[1]).toMatchObject({ user: null, bot: null });
    expect(await refused(bob!.token, 'POST', `${path}/leave`)).toEqual({ status: 409, code: 'NOT_SEATED' });
    expect((await api(server, bob!.token, 'POST', `${path}/join`, {})).status).toBe(200);
    const ca = await TestClient.connect(server, alice!.token);
    const cb = await TestClient.connect(server, bob!.token);
    autoplay(ca, table.id);
    for (const c of [ca, cb]) await c.request({ t: 'subscribe', table: table.id, legal: true });
    expect((await api(server, alice!.token, 'POST', `${path}/start`)).status).toBe(200);
    await cb.next((m) => m.t === 'snapshot' && statusOf(m) === 'playing');
    // Bob never moves; he leaves at once (whoever is to act).
    const left = await api<Summary>(server, bob!.token, 'POST', `${path}/leave`);
    expect(left.status).toBe(200);
    const leftAt = (await server.store.getTable(table.id))!.version;
    expect(left.body.seats[1]).toMatchObject({ user: null, bot: 'intermediate' });
    // Bob's connection is now a spectator's: a snapshot without a seat, and no hand at all.
    const asSpectator = await cb.next((m) => m.t === 'snapshot' && m['seat'] === null);
    expect((asSpectator['view'] as { seats: { hand: unknown }[] }).seats.every((s) => s.hand === null)).toBe(true);
    const end = await ca.next((m) => statusOf(m) === 'finished', 30_000);
    expect(end).toBeDefined();
    const moves = await server.store.loadMoves(table.id);
    const botMoves = moves.filter((m) => m.seat === 1 && m.seq >= leftAt);
    expect(botMoves.length).toBeGreaterThan(0);
    expect(botMoves.every((m) => m.by === 'bot')).toBe(true);
    expect(moves.filter((m) => m.seat === 1).every((m) => m.by === 'bot')).toBe(true);
    // He cannot come back or move for it; its updates after the leave never showed him a hand.
    expect(await refused(bob!.token, 'POST', `${path}/join`, {})).toEqual({ status: 409, code: 'NOT_OPEN' });
    expect(
      await cb.request({ t: 'move', table: table.id, version: moves.length, move: { type: 'resign' } }),
    ).toMatchObject({ t: 'error', code: 'NOT_SEATED' });
    const after = cb.messages.slice(cb.messages.indexOf(asSpectator));
    for (const m of after) {
      const view = cb.viewOf(m) as { seats: { hand: unknown }[] } | null | undefined;
      if (view !== undefined && view !== null) expect(view.seats.every((s) => s.hand === null)).toBe(true);
    }
    expect(await refused(alice!.token, 'POST', `${path}/leave`)).toEqual({ status: 409, code: 'NOT_OPEN' });
    ca.close();
    cb.close();
  });
});
