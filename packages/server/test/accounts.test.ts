// Accounts over HTTP on a real server: register (from a guest or from nothing), log in and out, the password, the
// devices, delete, and every refusal (bad name, weak password, taken name in any case, wrong password and unknown
// name alike, guests where an account is needed).
import { PASSWORD_MIN, type Me, type SessionInfo } from '@birzha/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { TOY_GAMES } from './toy-game.ts';
import {
  ROOMY_ACCOUNT_LIMITS,
  call,
  codeOf,
  expectRefused,
  login,
  meStatus,
  register,
  type Session,
} from './accounts-client.ts';

let server: TestServer;
beforeAll(async () => {
  // Limits out of the way here (accounts-limits.test.ts tests them).
  server = await startServer(
    randomChooser,
    {
      accountLimits: ROOMY_ACCOUNT_LIMITS,
    },
    undefined,
    undefined,
    TOY_GAMES,
  );
});
afterAll(async () => {
  await server.close();
});

const GOOD = 'correct horse battery';
let names = 0;
const fresh = (stem = 'user') => `${stem}${++names}`;

describe('register', () => {
  it('from nothing: a new account, signed in, Me with kind account; the stored hash is Argon2id', async () => {
    const name = fresh('Anna');
    const s = await register(server, name, GOOD);
    expect(s.user).toMatchObject({ name, username: name, email: null, kind: 'account' });
    expect(s.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await call<{ user: Me }>(server, 'GET', '/api/me', { token: s.token });
    expect(me.body.user).toEqual(s.user);
    expect(await server.store.accounts.getPasswordHash(s.user.id)).toMatch(/^\$argon2id\$/);
  });

  it('sets an HttpOnly, SameSite=Lax, Path=/ session cookie (not Secure over plain HTTP) that signs in', async () => {
    const r = await call<Session>(server, 'POST', '/api/account/register', {
      body: { username: fresh(), password: GOOD },
    });
    const cookie = r.cookies.find((c) => c.startsWith('birzha_session='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
    const value = cookie!.split(';')[0]!;
    expect(value).toBe(`birzha_session=${r.body.token}`);
    const me = await call<{ user: Me }>(server, 'GET', '/api/me', { headers: { cookie: value } });
    expect(me.body.user.id).toBe(r.body.user.id);
  });

  it('a guest becomes the account: same id, its table still listed as its own, the guest session replaced', async () => {
    const g = await guest(server);
    const other = await guest(server);
    const created = await call<{ table: { id: string } }>(server, 'POST', '/api/tables', {
      token: g.token,
      body: { game: 'toy', players: 2, options: { rounds: 3, seconds: 0 } },
    });
    expect(created.status).toBe(201);
    const tableId = created.body.table.id;
    expect((await call(server, 'POST', `/api/tables/${tableId}/join`, { token: other.token, body: {} })).status).toBe(
      200,
    );
    expect((await call(server, 'POST', `/api/tables/${tableId}/start`, { token: g.token })).status).toBe(200);
    const name = fresh('Guesty');
    const s = await register(server, name, GOOD, g.token);
    expect(s.user).toMatchObject({ id: g.id, username: name, kind: 'account' });
    // A default guest name gives way to the user name.
    expect(s.user.name).toBe(name);
    const mine = await call<{ id: string }[]>(server, 'GET', '/api/me/tables?status=playing', { token: s.token });
    expect(mine.body.map((t) => t.id)).toEqual([tableId]);
    // The guest's session ended (a new one for the account).
    expect(await meStatus(server, g.token)).toBe(401);
    // Logging in elsewhere finds the same table.
    const again = await login(server, name, GOOD);
    const there = await call<{ id: string }[]>(server, 'GET', '/api/me/tables?status=playing', { token: again.token });
    expect(there.body.map((t) => t.id)).toEqual([tableId]);
  });

  it('names in any script: Cyrillic ones are unique without regard to case too', async () => {
    const s = await register(server, 'Ёжик_1', GOOD);
    expect(s.user.username).toBe('Ёжик_1');
    expectRefused(
      await call(server, 'POST', '/api/account/register', { body: { username: 'ёЖИК_1', password: GOOD } }),
      409,
      'USERNAME_TAKEN',
    );
    expect((await login(server, 'ЁЖИК_1', GOOD)).user.id).toBe(s.user.id);
  });

  it('a guest that chose a name keeps it', async () => {
    const g = await guest(server, 'Katya');
    const s = await register(server, fresh('katya'), GOOD, g.token);
    expect(s.user.name).toBe('Katya');
  });

  it('refuses a bad name, a weak password, a taken name (in any case), and an account registering again', async () => {
    const taken = fresh('Taken');
    const owner = await register(server, taken, GOOD);
    const g = await guest(server);
    const cases: [string, string, number, string][] = [
      ['ab', GOOD, 400, 'BAD_USERNAME'],
      ['a'.repeat(25), GOOD, 400, 'BAD_USERNAME'],
      ['has space', GOOD, 400, 'BAD_USERNAME'],
      ['semi;colon', GOOD, 400, 'BAD_USERNAME'],
      [fresh(), 'x'.repeat(PASSWORD_MIN - 1), 400, 'WEAK_PASSWORD'],
      ['SameAsName', 'sameasname', 400, 'WEAK_PASSWORD'],
      [taken, GOOD, 409, 'USERNAME_TAKEN'],
      [taken.toUpperCase(), GOOD, 409, 'USERNAME_TAKEN'],
      [taken.toLowerCase(), GOOD, 409, 'USERNAME_TAKEN'],
    ];
    for (const [username, password, status, code] of cases) {
      const r = await call(server, 'POST', '/api/account/register', { token: g.token, body: { username, password } });
      expectRefused(r, status, code);
    }
    // Nothing changed: the guest is still a guest with its session, the owner still owns the name.
    const me = await call<{ user: Me }>(server, 'GET', '/api/me', { token: g.token });
    expect(me.body.user).toMatchObject({ id: g.id, kind: 'guest', username: null });
    expect((await server.store.accounts.findByUsername(taken))?.id).toBe(owner.user.id);
    expect(await server.store.accounts.findByUsername('SameAsName')).toBeUndefined();
    const again = await call(server, 'POST', '/api/account/register', {
      token: owner.token,
      body: { username: fresh(), password: GOOD },
    });
    expectRefused(again, 409, 'ALREADY_REGISTERED');
    expectRefused(
      await call(server, 'POST', '/api/account/register', { body: { username: fresh(), password: GOOD, extra: 1 } }),
      400,
      'BAD_REQUEST',
    );
  });
});

describe('log in and out', () => {
  it('logs in without regard to the name case; each login a session of its own', async () => {
    const name = fresh('Boris');
    const first = await register(server, name, GOOD);
    const second = await login(server, name.toUpperCase(), GOOD);
    expect(second.user.id).toBe(first.user.id);
    expect(second.token).not.toBe(first.token);
    expect(await meStatus(server, first.token)).toBe(200);
    expect(await meStatus(server, second.token)).toBe(200);
  });

  it('a wrong password and an unknown name get the same answer, in similar time', async () => {
    const name = fresh('Vera');
    await register(server, name, GOOD);
    const wrong = await call(server, 'POST', '/api/account/login', {
      body: { username: name, password: 'wrong-password' },
    });
    const unknown = await call(server, 'POST', '/api/account/login', {
      body: { username: fresh('nobody'), password: 'wrong-password' },
    });
    expectRefused(wrong, 401, 'BAD_CREDENTIALS');
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: wrong.status, body: wrong.body });
    expect(wrong.cookies).toEqual([]);
    expect(unknown.cookies).toEqual([]);
    // An unknown name costs a (dummy) hash as a known one does: not a tenth of the time.
    const time = async (username: string) => {
      let total = 0;
      for (let i = 0; i < 4; i++) {
        const started = performance.now();
        await call(server, 'POST', '/api/account/login', { body: { username, password: `wrong-${i}` } });
        total += performance.now() - started;
      }
      return total;
    };
    const known = await time(name);
    const none = await time(fresh('nobody'));
    expect(none).toBeGreaterThan(known * 0.25);
  });

  it('a guest logging in leaves the guest session; logout ends the session and clears the cookie', async () => {
    const name = fresh('Gleb');
    await register(server, name, GOOD);
    const g = await guest(server);
    const r = await call<Session>(server, 'POST', '/api/account/login', {
      token: g.token,
      body: { username: name, password: GOOD },
    });
    expect(r.status).toBe(200);
    expect(await meStatus(server, g.token)).toBe(401);
    const out = await call(server, 'POST', '/api/account/logout', { token: r.body.token });
    expect(out.status).toBe(200);
    expect(out.cookies.some((c) => /^birzha_session=;/.test(c))).toBe(true);
    expect(await meStatus(server, r.body.token)).toBe(401);
    // Then the browser gets a fresh guest.
    const next = await call<Session>(server, 'POST', '/api/session', { token: r.body.token, body: {} });
    expect(next.body.user).toMatchObject({ kind: 'guest' });
    expect(next.body.user.id).not.toBe(r.body.user.id);
  });
});

describe('password', () => {
  it('changes the password and ends the other sessions, keeping this one', async () => {
    const name = fresh('Dina');
    const a = await register(server, name, GOOD);
    const b = await login(server, name, GOOD);
    const r = await call(server, 'POST', '/api/account/password', {
      token: a.token,
      body: { current: GOOD, next: 'a brand new secret' },
    });
    expect(r.status).toBe(200);
    expect(await meStatus(server, a.token)).toBe(200);
    // The other device is told why it was signed out (accounts-session-ended.test.ts has the rest).
    const other = await call(server, 'GET', '/api/me', { token: b.token });
    expect(other.body).toEqual({ error: { code: 'SESSION_ENDED', detail: { reason: 'passwordChanged' } } });
    expectRefused(
      await call(server, 'POST', '/api/account/login', { body: { username: name, password: GOOD } }),
      401,
      'BAD_CREDENTIALS',
    );
    await login(server, name, 'a brand new secret');
  });

  it('refuses a wrong current password (WRONG_PASSWORD: no user name was typed), a weak one, and a guest; nothing changes', async () => {
    const name = fresh('Egor');
    const a = await register(server, name, GOOD);
    const b = await login(server, name, GOOD);
    const hash = await server.store.accounts.getPasswordHash(a.user.id);
    expectRefused(
      await call(server, 'POST', '/api/account/password', {
        token: a.token,
        body: { current: 'nope-nope', next: 'another one!' },
      }),
      400,
      'WRONG_PASSWORD',
    );
    expectRefused(
      await call(server, 'POST', '/api/account/password', { token: a.token, body: { current: GOOD, next: 'short' } }),
      400,
      'WEAK_PASSWORD',
    );
    expectRefused(
      await call(server, 'POST', '/api/account/password', {
        token: a.token,
        body: { current: GOOD, next: name.toUpperCase() },
      }),
      400,
      'WEAK_PASSWORD',
    );
    expect(await server.store.accounts.getPasswordHash(a.user.id)).toBe(hash);
    expect(await meStatus(server, b.token)).toBe(200);
    const g = await guest(server);
    expectRefused(
      await call(server, 'POST', '/api/account/password', { token: g.token, body: { current: GOOD, next: GOOD } }),
      403,
      'NOT_REGISTERED',
    );
    expectRefused(
      await call(server, 'POST', '/api/account/password', { body: { current: GOOD, next: GOOD } }),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('devices', () => {
  it('lists the sessions (ids that are not the tokens) and ends one of them', async () => {
    const name = fresh('Fedor');
    const a = await register(server, name, GOOD);
    const b = await call<Session>(server, 'POST', '/api/account/login', {
      body: { username: name, password: GOOD },
      headers: { 'user-agent': 'second device' },
    });
    const list = await call<{ sessions: SessionInfo[] }>(server, 'GET', '/api/account/sessions', { token: a.token });
    expect(list.body.sessions).toHaveLength(2);
    const tokens = [a.token, b.body.token];
    for (const s of list.body.sessions) expect(tokens).not.toContain(s.id);
    expect(list.body.sessions.filter((s) => s.current)).toHaveLength(1);
    const other = list.body.sessions.find((s) => !s.current)!;
    expect(other.userAgent).toBe('second device');
    // Another user cannot end it.
    const stranger = await register(server, fresh(), GOOD);
    expectRefused(
      await call(server, 'DELETE', `/api/account/sessions/${encodeURIComponent(other.id)}`, { token: stranger.token }),
      404,
      'NOT_FOUND',
    );
    expect(await meStatus(server, b.body.token)).toBe(200);
    const ended = await call(server, 'DELETE', `/api/account/sessions/${encodeURIComponent(other.id)}`, {
      token: a.token,
    });
    expect(ended.status).toBe(200);
    expect(await meStatus(server, b.body.token)).toBe(401);
    expect(await meStatus(server, a.token)).toBe(200);
    expectRefused(
      await call(server, 'DELETE', `/api/account/sessions/${encodeURIComponent(other.id)}`, { token: a.token }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('delete', () => {
  it('deletes the account: sessions end, the name is free, its matches stay with its id under a neutral name', async () => {
    const g = await guest(server);
    const host = await guest(server);
    const created = await call<{ table: { id: string } }>(server, 'POST', '/api/tables', {
      token: host.token,
      body: { game: 'toy', players: 2, options: { rounds: 3, seconds: 0 } },
    });
    const tableId = created.body.table.id;
    const name = fresh('Zoya');
    const a = await register(server, name, GOOD, g.token);
    expect((await call(server, 'POST', `/api/tables/${tableId}/join`, { token: a.token, body: {} })).status).toBe(200);
    expect((await call(server, 'POST', `/api/tables/${tableId}/start`, { token: host.token })).status).toBe(200);
    const b = await login(server, name, GOOD);
    expectRefused(
      await call(server, 'DELETE', '/api/account', { token: a.token, body: { password: 'not it at all' } }),
      400,
      'WRONG_PASSWORD',
    );
    expect(await meStatus(server, a.token)).toBe(200);
    const r = await call(server, 'DELETE', '/api/account', { token: a.token, body: { password: GOOD } });
    expect(r.status).toBe(200);
    expect(await meStatus(server, a.token)).toBe(401);
    expect(await meStatus(server, b.token)).toBe(401);
    expectRefused(
      await call(server, 'POST', '/api/account/login', { body: { username: name, password: GOOD } }),
      401,
      'BAD_CREDENTIALS',
    );
    expect(await server.store.getUser(a.user.id)).toMatchObject({ username: null, name: 'Deleted player' });
    const seats = await server.store.getSeats(tableId);
    expect(seats.map((s) => s.userId)).toContain(a.user.id);
    const summary = await call<{ table: { seats: { user: { id: string; name: string } | null }[] } }>(
      server,
      'GET',
      `/api/tables/${tableId}`,
    );
    expect(summary.body.table.seats.map((s) => s.user?.name)).toContain('Deleted player');
    // The name can be taken again, by someone else.
    const newcomer = await register(server, name, GOOD);
    expect(newcomer.user.id).not.toBe(a.user.id);
    const g2 = await guest(server);
    expectRefused(
      await call(server, 'DELETE', '/api/account', { token: g2.token, body: { password: GOOD } }),
      403,
      'NOT_REGISTERED',
    );
  });
});

describe('session and me', () => {
  it('/api/session gives a guest a session; GET /api/me answers Me; PATCH /api/me renames', async () => {
    const s = await call<Session>(server, 'POST', '/api/session', { body: {} });
    expect(s.body.user).toMatchObject({ kind: 'guest', username: null, email: null });
    expect(s.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(s.cookies.some((c) => c.startsWith('birzha_session='))).toBe(true);
    const again = await call<Session>(server, 'POST', '/api/session', { token: s.body.token, body: {} });
    expect(again.body.user.id).toBe(s.body.user.id);
    // With the cookie, the cookie is renewed (the session's expiry slides on the server).
    const viaCookie = await call<Session>(server, 'POST', '/api/session', {
      headers: { cookie: `birzha_session=${s.body.token}` },
      body: {},
    });
    expect(viaCookie.body.user.id).toBe(s.body.user.id);
    expect(viaCookie.cookies.some((c) => c.startsWith(`birzha_session=${s.body.token};`))).toBe(true);
    const renamed = await call<{ user: Me }>(server, 'PATCH', '/api/me', {
      token: s.body.token,
      body: { name: 'Lena' },
    });
    expect(renamed.body.user).toMatchObject({ id: s.body.user.id, name: 'Lena', kind: 'guest' });
    expect(codeOf(await call(server, 'GET', '/api/me'))).toBe('UNAUTHORIZED');
  });

  it('GET /api/config tells that this server sends no mail, and mail routes say so', async () => {
    expect((await call(server, 'GET', '/api/config')).body).toEqual({ mail: false });
    const a = await register(server, fresh(), GOOD);
    expectRefused(
      await call(server, 'POST', '/api/account/email', { token: a.token, body: { email: 'a@example.org' } }),
      400,
      'MAIL_DISABLED',
    );
    expectRefused(
      await call(server, 'POST', '/api/account/reset-request', { body: { login: 'anyone' } }),
      400,
      'MAIL_DISABLED',
    );
    expect((await server.store.getUser(a.user.id))?.email).toBeNull();
  });
});
