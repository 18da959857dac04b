// Issue 24 point 16: a device signed out by a password change (or a reset) elsewhere is told why on its next request,
// by HTTP and by its open WebSocket, instead of silently becoming a guest; the ended session is kept, marked, until it
// would have expired. Also the store's part, on every store implementation.
import type { SessionInfo } from '@birzha/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { hashSecret } from '../src/identity/sessions.ts';
import { startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { ROOMY_ACCOUNT_LIMITS, call, codeOf, login, meStatus, register, type Session } from './accounts-client.ts';
import { describeStores } from './store-harness.ts';

let clock = 1_960_000_000_000;
const now = () => clock;
const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

const GOOD = 'correct horse battery';
const ENDED = { error: { code: 'SESSION_ENDED', detail: { reason: 'passwordChanged' } } };

async function serve(): Promise<TestServer> {
  const limits = ROOMY_ACCOUNT_LIMITS;
  const server = await startServer(
    randomChooser,
    { accountLimits: limits, sessionLifetimeMs: 100_000, sessionTouchMs: 5_000 },
    undefined,
    now,
  );
  servers.push(server);
  return server;
}

/** Two devices of one account; the first changes the password. Returns the second's session. */
async function changedElsewhere(server: TestServer, name: string): Promise<{ a: Session; b: Session }> {
  const a = await register(server, name, GOOD);
  const b = await login(server, name, GOOD);
  const r = await call(server, 'POST', '/api/account/password', {
    token: a.token,
    body: { current: GOOD, next: 'a brand new secret' },
  });
  expect(r.status).toBe(200);
  return { a, b };
}

describe('a session ended by a password change on another device', () => {
  it('is refused with SESSION_ENDED and why, on every request, until its device signs in again', async () => {
    const server = await serve();
    const { a, b } = await changedElsewhere(server, 'Mira');
    for (let i = 0; i < 2; i++) expect((await call(server, 'GET', '/api/me', { token: b.token })).body).toEqual(ENDED);
    // Every account route says it.
    expect(codeOf(await call(server, 'GET', '/api/account/sessions', { token: b.token }))).toBe('SESSION_ENDED');
    expect(codeOf(await call(server, 'PATCH', '/api/me', { token: b.token, body: { name: 'Someone else' } }))).toBe(
      'SESSION_ENDED',
    );
    expect(await meStatus(server, a.token)).toBe(200);
    // The device list shows only the live session.
    const list = await call<{ sessions: SessionInfo[] }>(server, 'GET', '/api/account/sessions', { token: a.token });
    expect(list.body.sessions.map((s) => s.current)).toEqual([true]);
    // Logging in again on that device works; the ended session stays ended.
    const again = await login(server, 'Mira', 'a brand new secret');
    expect(await meStatus(server, again.token)).toBe(200);
    expect((await call(server, 'GET', '/api/me', { token: b.token })).body).toEqual(ENDED);
  });

  it('a WebSocket opened with it hears SESSION_ENDED and why before it is closed, not a bare UNAUTHORIZED', async () => {
    const server = await serve();
    const { b } = await changedElsewhere(server, 'Vera');
    const socket = new WebSocket(`${server.wsUrl}?token=${encodeURIComponent(b.token)}`);
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    const closed = await new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    const [first] = messages;
    expect(first).toEqual({ t: 'error', code: 'SESSION_ENDED', detail: { reason: 'passwordChanged' } });
    expect(closed).toBe(4401);
  });

  it('a browser that boots with its cookie hears why, its cookie cleared; its next boot is a fresh guest', async () => {
    const server = await serve();
    const { b } = await changedElsewhere(server, 'Nika');
    const cookie = { cookie: `birzha_session=${b.token}` };
    const boot = await call(server, 'POST', '/api/session', { headers: cookie, body: {} });
    expect(boot.body).toEqual(ENDED);
    expect(boot.cookies.some((c) => /^birzha_session=;/.test(c))).toBe(true);
    // No guest was made behind its back: the answer carries no new session.
    expect(boot.cookies.some((c) => /^birzha_session=[^;]/.test(c))).toBe(false);
    const next = await call<Session>(server, 'POST', '/api/session', { body: {} });
    expect(next.body.user).toMatchObject({ kind: 'guest' });
    // A GET /api/me through the cookie clears it as well.
    const me = await call(server, 'GET', '/api/me', { headers: cookie });
    expect(me.body).toEqual(ENDED);
    expect(me.cookies.some((c) => /^birzha_session=;/.test(c))).toBe(true);
    // A name given on purpose makes a guest (a new identity asked for), whatever the cookie.
    const named = await call<Session>(server, 'POST', '/api/session', { headers: cookie, body: { name: 'Lena' } });
    expect(named.body.user).toMatchObject({ kind: 'guest', name: 'Lena' });
  });

  it('an unknown, logged-out or expired session stays plain UNAUTHORIZED; the ended one is purged when it expires', async () => {
    const server = await serve();
    const { b } = await changedElsewhere(server, 'Olya');
    const c = await login(server, 'Olya', 'a brand new secret');
    await call(server, 'POST', '/api/account/logout', { token: c.token });
    expect(codeOf(await call(server, 'GET', '/api/me', { token: c.token }))).toBe('UNAUTHORIZED');
    expect(codeOf(await call(server, 'GET', '/api/me', { token: 'x'.repeat(43) }))).toBe('UNAUTHORIZED');
    const unknown = await call<Session>(server, 'POST', '/api/session', { token: 'y'.repeat(43), body: {} });
    expect(unknown.body.user).toMatchObject({ kind: 'guest' });
    // Kept until the session would have expired (the lifetime since its last use), then gone with the expired ones.
    clock += 100_001;
    expect(codeOf(await call(server, 'GET', '/api/me', { token: b.token }))).toBe('UNAUTHORIZED');
    expect(await server.store.accounts.purgeExpired(clock)).toBeGreaterThanOrEqual(1);
    expect(await server.store.accounts.getSession(hashSecret(b.token))).toBeUndefined();
  });

  it('changing the password twice keeps the first reason; the account kept its own session throughout', async () => {
    const server = await serve();
    const { a, b } = await changedElsewhere(server, 'Pola');
    await call(server, 'POST', '/api/account/password', {
      token: a.token,
      body: { current: 'a brand new secret', next: 'and another one' },
    });
    expect((await call(server, 'GET', '/api/me', { token: b.token })).body).toEqual(ENDED);
    expect(await meStatus(server, a.token)).toBe(200);
  });
});

describeStores('sessions ended with a reason', (get) => {
  const T = 1_700_000_000_000;
  const row = (idHash: string) => ({
    idHash,
    userId: 'u1',
    createdAt: T,
    lastSeenAt: T,
    expiresAt: T + 1000,
    userAgent: null,
  });

  it('are kept, marked, except the one kept live; a second end keeps the first reason; no reason deletes', async () => {
    const { store } = get();
    await store.createUser({ id: 'u1', name: 'U', createdAt: T });
    await store.createUser({ id: 'u2', name: 'V', createdAt: T });
    for (const id of ['s1', 's2', 's3']) await store.accounts.createSession(row(id));
    await store.accounts.createSession({ ...row('t1'), userId: 'u2' });
    await store.accounts.deleteSessionsOfUser('u1', 's1', 'passwordChanged');
    expect(await store.accounts.getSession('s1')).toEqual(row('s1'));
    expect(await store.accounts.getSession('s2')).toEqual({ ...row('s2'), ended: 'passwordChanged' });
    expect((await store.accounts.getSession('t1'))?.ended).toBeUndefined();
    await store.accounts.deleteSessionsOfUser('u1', null, 'passwordReset');
    expect((await store.accounts.getSession('s1'))?.ended).toBe('passwordReset');
    expect((await store.accounts.getSession('s3'))?.ended).toBe('passwordChanged');
    expect((await store.accounts.listSessions('u1')).map((s) => [s.idHash, s.ended])).toEqual([
      ['s1', 'passwordReset'],
      ['s2', 'passwordChanged'],
      ['s3', 'passwordChanged'],
    ]);
    await store.accounts.deleteSessionsOfUser('u1', null);
    expect(await store.accounts.listSessions('u1')).toEqual([]);
    expect(await store.accounts.purgeExpired(T + 1000)).toBe(1);
    expect(await store.accounts.getSession('t1')).toBeUndefined();
  });
});
