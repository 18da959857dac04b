// A client may send frames before `hello` (issue 24: the web client subscribed in `onopen`; while the server read the
// session and checked the caps, those frames were dropped with no answer, and a page sat subscribed to nothing). The
// server keeps them and handles them after `hello` in order, answers them with its refusal's code when it refuses
// the connection, and answers at once those over its bound: none is dropped silently.
import type { TableSummary } from '@birzha/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, guest, openSocket, type RawSocket } from './harness.ts';
import { EARLY_FRAMES } from '../src/ws/early-frames.ts';
import { slowStore, sqliteStore, startApp, type Slowness, type WsApp } from './ws-apps.ts';

type Msg = Record<string, unknown> & { t: string };
type User = { id: string; name: string; token: string };

/** How long identifying a connection takes in these tests: long enough that every frame below is sent before it. */
const IDENTIFY_MS = 400;

const slow: Slowness = { identify: 0, chat: 0 };
let db: Awaited<ReturnType<typeof sqliteStore>>;
let server: WsApp;
beforeAll(async () => {
  db = await sqliteStore();
  server = await startApp(slowStore(db.store, slow), {
    overrides: { wsLimits: { connectionsPerUser: 1, connectionsPerIp: 1000, subscriptionsPerConnection: 20 } },
  });
});
afterEach(() => {
  slow.identify = 0;
});
afterAll(async () => {
  await server.close();
  await db.close();
});

const messages = (ws: RawSocket): Msg[] => ws.frames.map((f) => JSON.parse(f) as Msg);

/** A started toy table: the user at seat 0, a bot at seat 1. */
async function startedTable(user: User): Promise<string> {
  const created = await api<{ table: TableSummary }>(server, user.token, 'POST', '/api/tables', {
    game: 'toy',
    players: 2,
    options: { rounds: 20 },
    bots: [{ seat: 1, level: 'beginner' }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.table.id;
  expect((await api(server, user.token, 'POST', `/api/tables/${id}/start`)).status).toBe(200);
  return id;
}

/** Opens a socket while identifying is slow, and sends `frames` the moment it opens (surely before `hello`). */
async function openAndSend(token: string, frames: readonly unknown[]): Promise<RawSocket> {
  slow.identify = IDENTIFY_MS;
  const ws = openSocket(server, token);
  await ws.opened;
  const openedAt = performance.now();
  for (const f of frames) ws.socket.send(typeof f === 'string' ? f : JSON.stringify(f));
  // Nothing has come yet: every frame above went out before the server could say hello.
  expect(ws.frames).toEqual([]);
  expect(performance.now() - openedAt).toBeLessThan(IDENTIFY_MS);
  return ws;
}

describe('frames sent before hello', () => {
  it('are handled after hello, in the order sent: a subscribe, a move, a chat line, a ping, the lobby', async () => {
    const anna = await guest(server, 'Anna');
    const table = await startedTable(anna);
    const ws = await openAndSend(anna.token, [
      { t: 'subscribe', id: 's', table },
      { t: 'move', id: 'm', table, version: 0, move: { type: 'choose', n: 3 } },
      { t: 'chat', id: 'c', table, text: 'hello early' },
      { t: 'ping', id: 'p' },
      { t: 'lobby', id: 'l' },
    ]);
    await expect.poll(() => messages(ws).some((m) => m['id'] === 'l'), { timeout: 5000 }).toBe(true);
    const got = messages(ws);
    expect(got[0]?.t).toBe('hello');
    // Each request answered once, in the order sent, and the subscription made before the move and the chat needed it.
    const answers = got.filter((m) => m['id'] !== undefined);
    expect(answers.map((m) => `${m.t}:${String(m['id'])}`)).toEqual(['ack:s', 'ack:m', 'ack:c', 'pong:p', 'ack:l']);
    // Applied: the move is stored (the ack's version), and the table's snapshot came before anything else about it.
    expect(answers[1]?.['version']).toBeGreaterThanOrEqual(1);
    const aboutTable = got.filter((m) => m.t === 'snapshot' || m.t === 'update' || m.t === 'chat');
    expect(aboutTable[0]?.t).toBe('snapshot');
    expect(got.findIndex((m) => m.t === 'snapshot')).toBeLessThan(got.findIndex((m) => m['id'] === 's'));
    expect(got.some((m) => m.t === 'chat' && (m['line'] as { text: string }).text === 'hello early')).toBe(true);
    ws.socket.close();
  });

  it('hostile ones are answered with their codes after hello, as later ones would be', async () => {
    const boris = await guest(server, 'Boris');
    const ws = await openAndSend(boris.token, [
      '{not json',
      { t: 'nonsense', id: 'u' },
      JSON.stringify({ t: 'ping', id: 'big', pad: 'x'.repeat(70 * 1024) }),
      { t: 'ping', id: 'after' },
    ]);
    await expect.poll(() => messages(ws).some((m) => m['id'] === 'after'), { timeout: 5000 }).toBe(true);
    const got = messages(ws);
    expect(got[0]?.t).toBe('hello');
    expect(got.slice(1).map((m) => [m.t, m['code'] ?? null, m['id'] ?? null])).toEqual([
      ['error', 'BAD_JSON', null],
      ['error', 'UNKNOWN_TYPE', 'u'],
      ['error', 'FRAME_TOO_LARGE', null],
      ['pong', null, 'after'],
    ]);
    ws.socket.close();
  });

  it(`past ${EARLY_FRAMES} waiting, each is refused at once (RATE_LIMITED, its id); the first ones are still served`, async () => {
    const cleo = await guest(server, 'Cleo');
    const extra = 5;
    const pings = Array.from({ length: EARLY_FRAMES + extra }, (_, i) => ({ t: 'ping', id: `p${i}` }));
    const ws = await openAndSend(cleo.token, pings);
    await expect.poll(() => messages(ws).some((m) => m['id'] === `p${EARLY_FRAMES - 1}`), { timeout: 5000 }).toBe(true);
    const got = messages(ws);
    // The refusals came before hello, as soon as each frame arrived; then every waiting one was answered.
    const hello = got.findIndex((m) => m.t === 'hello');
    expect(got.slice(0, hello).map((m) => [m.t, m['code'], m['id']])).toEqual(
      Array.from({ length: extra }, (_, i) => ['error', 'RATE_LIMITED', `p${EARLY_FRAMES + i}`]),
    );
    expect(got.slice(hello + 1).map((m) => `${m.t}:${String(m['id'])}`)).toEqual(
      Array.from({ length: EARLY_FRAMES }, (_, i) => `pong:p${i}`),
    );
    ws.socket.close();
  });

  it('a client that goes on sending before hello is closed (1008): what it holds stays bounded', async () => {
    const dan = await guest(server, 'Dan');
    const ws = await openAndSend(
      dan.token,
      Array.from({ length: 3 * EARLY_FRAMES }, (_, i) => ({ t: 'ping', id: `p${i}` })),
    );
    const closed = await ws.closed;
    expect(closed.code).toBe(1008);
    expect(messages(ws).every((m) => m.t === 'error' && m['code'] === 'RATE_LIMITED')).toBe(true);
    expect(messages(ws)).toHaveLength(EARLY_FRAMES);
  });
});

describe('a refused connection', () => {
  it('answers each waiting request with UNAUTHORIZED, then closes with 4401', async () => {
    // Shaped as a session id, so that it is looked up (slowly) before it is refused.
    const ws = await openAndSend('A'.repeat(43), [
      { t: 'subscribe', id: 's', table: 'whatever' },
      { t: 'ping' },
      { t: 'ping', id: 'p' },
    ]);
    const closed = await ws.closed;
    expect(closed.code).toBe(4401);
    expect(messages(ws)).toEqual([
      { t: 'error', code: 'UNAUTHORIZED', id: 's', table: 'whatever' },
      { t: 'error', code: 'UNAUTHORIZED', id: 'p' },
      { t: 'error', code: 'UNAUTHORIZED' },
    ]);
  });

  it('answers each waiting request with TOO_MANY_CONNECTIONS, then closes with 4429', async () => {
    const eve = await guest(server, 'Eve');
    const first = openSocket(server, eve.token);
    await expect.poll(() => first.frames.length).toBeGreaterThan(0);
    const ws = await openAndSend(eve.token, [{ t: 'lobby', id: 'l' }]);
    const closed = await ws.closed;
    expect(closed.code).toBe(4429);
    expect(messages(ws)).toEqual([
      { t: 'error', code: 'TOO_MANY_CONNECTIONS', id: 'l' },
      { t: 'error', code: 'TOO_MANY_CONNECTIONS', detail: { scope: 'user', max: 1 } },
    ]);
    first.socket.close();
  });
});
