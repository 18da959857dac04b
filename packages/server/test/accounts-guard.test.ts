// What guards accounts, on a real server: rate limits (per address and per name) that change nothing when hit,
// sessions that are forged, expired, ended by logout or by a password change elsewhere, old signed guest tokens,
// the cross-site check on state-changing requests and on the WebSocket upgrade, and Secure cookies behind HTTPS.
import { createHmac } from 'node:crypto';
import type { Me } from '@birzha/protocol';
import { WebSocket } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../src/config.ts';
import { guest, startServer, TestClient, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import {
  ROOMY_ACCOUNT_LIMITS,
  call,
  expectRefused,
  login,
  meStatus,
  register,
  type Session,
} from './accounts-client.ts';

const GOOD = 'correct horse battery';
const HARNESS_SECRET = 'test-secret-test-secret-test-secret';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});
async function serve(overrides: Partial<ServerConfig> = {}, now?: () => number): Promise<TestServer> {
  const s = await startServer(randomChooser, { accountLimits: ROOMY_ACCOUNT_LIMITS, ...overrides }, undefined, now);
  servers.push(s);
  return s;
}

describe('rate limits', () => {
  it('per address: the request over the limit is RATE_LIMITED with retryAfter, and registers nobody', async () => {
    const server = await serve({ accountLimits: { ...ROOMY_ACCOUNT_LIMITS, perIp: 3 } });
    for (let i = 0; i < 3; i++) await register(server, `ip_user${i}`, GOOD);
    const over = await call(server, 'POST', '/api/account/register', {
      body: { username: 'ip_user3', password: GOOD },
    });
    expectRefused(over, 429, 'RATE_LIMITED');
    expect((over.body as { error: { detail: { retryAfter: number } } }).error.detail.retryAfter).toBeGreaterThan(0);
    expect(over.cookies).toEqual([]);
    expect(await server.store.accounts.findByUsername('ip_user3')).toBeUndefined();
    // Login has its own budget per address, spent the same way.
    for (let i = 0; i < 3; i++) await login(server, 'ip_user0', GOOD);
    const loginOver = await call(server, 'POST', '/api/account/login', {
      body: { username: 'ip_user0', password: GOOD },
    });
    expectRefused(loginOver, 429, 'RATE_LIMITED');
    expect(loginOver.cookies).toEqual([]);
    // Other routes are not limited.
    expect((await call(server, 'POST', '/api/session', { body: {} })).status).toBe(200);
  });

  it('per name: after the failed logins allowed, even the right password is refused, for that name in any case', async () => {
    const server = await serve({ accountLimits: { ...ROOMY_ACCOUNT_LIMITS, failedPerName: 2 } });
    const anna = await register(server, 'Anna', GOOD);
    await register(server, 'Boris', GOOD);
    for (let i = 0; i < 2; i++) {
      expectRefused(
        await call(server, 'POST', '/api/account/login', { body: { username: 'anna', password: `wrong-${i}` } }),
        401,
        'BAD_CREDENTIALS',
      );
    }
    const sessionsBefore = (await server.store.accounts.listSessions(anna.user.id)).length;
    for (const username of ['Anna', 'ANNA']) {
      const r = await call(server, 'POST', '/api/account/login', { body: { username, password: GOOD } });
      expectRefused(r, 429, 'RATE_LIMITED');
      expect(r.cookies).toEqual([]);
    }
    expect(await server.store.accounts.listSessions(anna.user.id)).toHaveLength(sessionsBefore);
    // Another name from the same address is not held back; successful logins do not count.
    await login(server, 'Boris', GOOD);
    await login(server, 'Boris', GOOD);
    await login(server, 'Boris', GOOD);
  });

  it('reset requests per address', async () => {
    // Counted before anything else: a server without mail refuses them with MAIL_DISABLED until the limit.
    const server = await serve({ accountLimits: { ...ROOMY_ACCOUNT_LIMITS, resetPerIp: 2 } });
    for (let i = 0; i < 2; i++)
      expectRefused(
        await call(server, 'POST', '/api/account/reset-request', { body: { login: 'x' } }),
        400,
        'MAIL_DISABLED',
      );
    expectRefused(
      await call(server, 'POST', '/api/account/reset-request', { body: { login: 'x' } }),
      429,
      'RATE_LIMITED',
    );
  });
});

describe('sessions', () => {
  it('a forged session id, a forged signed token and a missing one are UNAUTHORIZED', async () => {
    const server = await serve();
    const g = await guest(server);
    expect(await meStatus(server, g.token)).toBe(200);
    const forged = g.token.slice(0, -2) + (g.token.endsWith('AA') ? 'BB' : 'AA');
    expect(await meStatus(server, forged)).toBe(401);
    expect(await meStatus(server, 'x'.repeat(43))).toBe(401);
    expect(await meStatus(server, `${g.id}.forged`)).toBe(401);
    const viaCookie = await call(server, 'GET', '/api/me', { headers: { cookie: `birzha_session=${forged}` } });
    expect(viaCookie.status).toBe(401);
    expectRefused(
      await call(server, 'POST', '/api/tables', { token: forged, body: { game: 'x', players: 2 } }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('expires after its lifetime without use; use slides the expiry (written at most every touch interval)', async () => {
    let clock = 1_800_000_000_000;
    const server = await serve({ sessionLifetimeMs: 10_000, sessionTouchMs: 1_000 }, () => clock);
    const a = await register(server, 'Slider', GOOD);
    const idle = await login(server, 'Slider', GOOD);
    for (let i = 0; i < 3; i++) {
      clock += 8_000;
      expect(await meStatus(server, a.token)).toBe(200);
    }
    // 24 s after its start: the used session lives on, the idle one has expired.
    expect(await meStatus(server, idle.token)).toBe(401);
    clock += 10_000;
    expect(await meStatus(server, a.token)).toBe(401);
    // An expired session is gone from the list of devices.
    const fresh = await login(server, 'Slider', GOOD);
    const list = await call<{ sessions: unknown[] }>(server, 'GET', '/api/account/sessions', { token: fresh.token });
    expect(list.body.sessions).toHaveLength(1);
  });

  it('a use within the touch interval writes nothing', async () => {
    let clock = 1_800_000_000_000;
    const server = await serve({ sessionLifetimeMs: 100_000, sessionTouchMs: 5_000 }, () => clock);
    const a = await register(server, 'Toucher', GOOD);
    const [row] = await server.store.accounts.listSessions(a.user.id);
    clock += 4_000;
    expect(await meStatus(server, a.token)).toBe(200);
    expect((await server.store.accounts.listSessions(a.user.id))[0]).toEqual(row);
    clock += 2_000;
    expect(await meStatus(server, a.token)).toBe(200);
    expect((await server.store.accounts.listSessions(a.user.id))[0]).toMatchObject({
      lastSeenAt: clock,
      expiresAt: clock + 100_000,
    });
  });

  it('ends on logout, and on a password change from another session', async () => {
    const server = await serve();
    const a = await register(server, 'Revoker', GOOD);
    const b = await login(server, 'Revoker', GOOD);
    const c = await login(server, 'Revoker', GOOD);
    await call(server, 'POST', '/api/account/logout', { token: c.token });
    expect(await meStatus(server, c.token)).toBe(401);
    await call(server, 'POST', '/api/account/password', {
      token: b.token,
      body: { current: GOOD, next: 'next secret!' },
    });
    expect((await call(server, 'GET', '/api/me', { token: a.token })).body).toEqual({
      error: { code: 'SESSION_ENDED', detail: { reason: 'passwordChanged' } },
    });
    expect(await meStatus(server, b.token)).toBe(200);
    // The WebSocket refuses an ended session too.
    await expect(TestClient.connect(server, a.token)).rejects.toThrow();
    (await TestClient.connect(server, b.token)).close();
  });

  it('ending a session closes the WebSockets it opened (4401), and only those', async () => {
    const server = await serve();
    const a = await register(server, 'Socketeer', GOOD);
    const b = await login(server, 'Socketeer', GOOD);
    const c = await login(server, 'Socketeer', GOOD);
    const [wa, wb, wc] = await Promise.all([a, b, c].map((s) => TestClient.connect(server, s.token)));
    const closed = (client: TestClient) =>
      new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code)));
    const bClosed = closed(wb!);
    await call(server, 'POST', '/api/account/logout', { token: b.token });
    expect(await bClosed).toBe(4401);
    const cClosed = closed(wc!);
    await call(server, 'POST', '/api/account/password', {
      token: a.token,
      body: { current: GOOD, next: 'next secret!' },
    });
    expect(await cClosed).toBe(4401);
    // It says why: the password was changed on another device.
    expect(wc!.messages.find((m) => m.t === 'error')).toEqual({
      t: 'error',
      code: 'SESSION_ENDED',
      detail: { reason: 'passwordChanged' },
    });
    // The session that changed the password keeps its connection.
    expect((await wa!.request({ t: 'ping' })).t).toBe('pong');
    wa!.close();
  });

  it('a guest that registers: the WebSockets its guest session opened are closed (4401), as logout closes them', async () => {
    const server = await serve();
    const g = await guest(server);
    const [w1, w2] = await Promise.all([TestClient.connect(server, g.token), TestClient.connect(server, g.token)]);
    const closed = (client: TestClient) =>
      new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code)));
    const both = Promise.all([closed(w1!), closed(w2!)]);
    const account = await register(server, 'Newcomer', GOOD, g.token);
    expect(account.user.id).toBe(g.id);
    // issue 28: they stayed open on the guest's session, which register ends (the guest's token might have been seen).
    expect(await both).toEqual([4401, 4401]);
    expect(await meStatus(server, g.token)).toBe(401);
    // The account's own session connects as usual.
    const fresh = await TestClient.connect(server, account.token);
    expect((await fresh.request({ t: 'ping' })).t).toBe('pong');
    fresh.close();
  });

  it('an old signed guest token still works for its guest and becomes a session; never for an account', async () => {
    const server = await serve();
    const g = await guest(server);
    const signed = `${g.id}.${createHmac('sha256', HARNESS_SECRET).update(g.id).digest('base64url')}`;
    expect(await meStatus(server, signed)).toBe(200);
    const viaOldCookie = await call<Session>(server, 'POST', '/api/session', {
      headers: { cookie: `birzha_token=${signed}` },
      body: {},
    });
    expect(viaOldCookie.body.user.id).toBe(g.id);
    expect(viaOldCookie.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(viaOldCookie.cookies.some((c) => c.startsWith(`birzha_session=${viaOldCookie.body.token}`))).toBe(true);
    expect(viaOldCookie.cookies.some((c) => c.startsWith('birzha_token=;'))).toBe(true);
    expect(await meStatus(server, viaOldCookie.body.token)).toBe(200);
    // Once the guest is an account, its signed token is nobody.
    await register(server, 'Oldtimer', GOOD, viaOldCookie.body.token);
    expect(await meStatus(server, signed)).toBe(401);
  });
});

describe('cross-site requests', () => {
  it('a state-changing request from a foreign Origin (or Referer) is BAD_ORIGIN and changes nothing', async () => {
    const server = await serve();
    const g = await guest(server);
    const foreign = { origin: 'http://evil.example' };
    expectRefused(
      await call(server, 'POST', '/api/account/register', {
        headers: foreign,
        body: { username: 'Crossed', password: GOOD },
      }),
      403,
      'BAD_ORIGIN',
    );
    expect(await server.store.accounts.findByUsername('Crossed')).toBeUndefined();
    expectRefused(
      await call(server, 'PATCH', '/api/me', { token: g.token, headers: foreign, body: { name: 'Pwned' } }),
      403,
      'BAD_ORIGIN',
    );
    expectRefused(
      await call(server, 'PATCH', '/api/me', {
        token: g.token,
        headers: { referer: 'https://evil.example/page' },
        body: { name: 'Pwned' },
      }),
      403,
      'BAD_ORIGIN',
    );
    expectRefused(
      await call(server, 'POST', '/api/account/logout', { token: g.token, headers: { origin: 'null' } }),
      403,
      'BAD_ORIGIN',
    );
    expect((await call<{ user: Me }>(server, 'GET', '/api/me', { token: g.token })).body.user.name).toBe(g.name);
    expect(await meStatus(server, g.token)).toBe(200);
    // Reading is not state-changing.
    expect((await call(server, 'GET', '/api/me', { token: g.token, headers: foreign })).status).toBe(200);
  });

  it('the same origin (http or https), a configured one, and requests without Origin or Referer pass', async () => {
    const server = await serve({ allowedOrigins: ['https://app.example'] });
    const host = new URL(server.url).host;
    const g = await guest(server);
    for (const origin of [server.url, `https://${host}`, 'https://app.example']) {
      const r = await call(server, 'PATCH', '/api/me', { token: g.token, headers: { origin }, body: { name: 'Ok' } });
      expect(r.status, origin).toBe(200);
    }
    const viaReferer = await call(server, 'PATCH', '/api/me', {
      token: g.token,
      headers: { referer: `${server.url}/lobby` },
      body: { name: 'Ok2' },
    });
    expect(viaReferer.status).toBe(200);
    expect((await call(server, 'PATCH', '/api/me', { token: g.token, body: { name: 'Ok3' } })).status).toBe(200);
    const s = await call(server, 'POST', '/api/account/register', {
      headers: { origin: server.url },
      body: { username: 'SameSite', password: GOOD },
    });
    expect(s.status).toBe(201);
  });

  it('a WebSocket upgrade from a foreign Origin is refused; from the own origin it connects', async () => {
    const server = await serve();
    const g = await guest(server);
    const url = `${server.wsUrl}?token=${encodeURIComponent(g.token)}`;
    const status = await new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(url, { headers: { origin: 'http://evil.example' } });
      ws.once('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        ws.terminate();
      });
      ws.once('open', () => {
        ws.close();
        reject(new Error('a foreign page opened a WebSocket'));
      });
      ws.once('error', () => undefined);
    });
    expect(status).toBe(403);
    const opened = await new Promise<boolean>((resolve) => {
      const ws = new WebSocket(url, { headers: { origin: server.url } });
      ws.once('open', () => {
        ws.close();
        resolve(true);
      });
      ws.once('unexpected-response', () => resolve(false));
      ws.once('error', () => resolve(false));
    });
    expect(opened).toBe(true);
  });
});

describe('HTTPS behind a proxy', () => {
  it('the cookie is Secure when the proxy (trusted) says the request came over HTTPS', async () => {
    const server = await serve({ trustProxy: true });
    const r = await call(server, 'POST', '/api/session', { headers: { 'x-forwarded-proto': 'https' }, body: {} });
    expect(r.cookies.find((c) => c.startsWith('birzha_session='))).toMatch(/;\s*Secure/i);
    const plain = await call(server, 'POST', '/api/session', { body: {} });
    expect(plain.cookies.find((c) => c.startsWith('birzha_session='))).not.toMatch(/Secure/i);
  });

  it('without trustProxy the header is not believed', async () => {
    const server = await serve();
    const r = await call(server, 'POST', '/api/session', { headers: { 'x-forwarded-proto': 'https' }, body: {} });
    expect(r.cookies.find((c) => c.startsWith('birzha_session='))).not.toMatch(/Secure/i);
  });
});
