// Issue 24 point 16: the operator sets a forgotten password (`birzha set-password`, on a server without mail): the
// site's password rule, the name found as at login, every session of the account ended and told why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccountPassword, setAccountPasswordIn } from '../src/identity/operator.ts';
import { call, codeOf, expectRefused, login, register } from './accounts-client.ts';
import { startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { describeStores } from './store-harness.ts';

const GOOD = 'correct horse battery';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser);
});
afterAll(async () => {
  await server.close();
});

describe('the operator sets a password', () => {
  it('on the data dir of a running server: the new password signs in, every device is told it was reset', async () => {
    const a = await register(server, 'Rita', GOOD);
    const b = await login(server, 'Rita', GOOD);
    const r = await setAccountPasswordIn({ dataDir: server.dataDir }, 'RITA', 'chosen by the operator');
    expect(r).toEqual({ ok: true, userId: a.user.id, username: 'Rita' });
    for (const token of [a.token, b.token])
      expect((await call(server, 'GET', '/api/me', { token })).body).toEqual({
        error: { code: 'SESSION_ENDED', detail: { reason: 'passwordReset' } },
      });
    expectRefused(
      await call(server, 'POST', '/api/account/login', { body: { username: 'Rita', password: GOOD } }),
      401,
      'BAD_CREDENTIALS',
    );
    await login(server, 'Rita', 'chosen by the operator');
  });

  it('refuses a weak password and an unknown or deleted account, changing nothing', async () => {
    const a = await register(server, 'Sasha', GOOD);
    const hash = await server.store.accounts.getPasswordHash(a.user.id);
    const dir = { dataDir: server.dataDir };
    expect(await setAccountPasswordIn(dir, 'Sasha', 'short')).toEqual({ ok: false, code: 'WEAK_PASSWORD' });
    expect(await setAccountPasswordIn(dir, 'Sasha', 'SASHA')).toEqual({ ok: false, code: 'WEAK_PASSWORD' });
    expect(await setAccountPasswordIn(dir, 'nobody-here', GOOD)).toEqual({ ok: false, code: 'NO_SUCH_ACCOUNT' });
    expect(await server.store.accounts.getPasswordHash(a.user.id)).toBe(hash);
    expect(codeOf(await call(server, 'GET', '/api/me', { token: a.token }))).toBeUndefined();
    await call(server, 'DELETE', '/api/account', { token: a.token, body: { password: GOOD } });
    expect(await setAccountPasswordIn(dir, 'Sasha', 'a fine password')).toEqual({
      ok: false,
      code: 'NO_SUCH_ACCOUNT',
    });
  });
});

describeStores('the operator sets a password', (get) => {
  it('sets the hash and ends every session with the reason; a guest has no account to set', async () => {
    const { store } = get();
    const T = 1_700_000_000_000;
    await store.accounts.createAccount({ id: 'u1', name: 'Tima', createdAt: T }, 'Tima', '$argon2id$old');
    await store.createUser({ id: 'g1', name: 'Guest-1', createdAt: T });
    const s = { userId: 'u1', createdAt: T, lastSeenAt: T, expiresAt: T + 1000, userAgent: null };
    await store.accounts.createSession({ ...s, idHash: 's1' });
    expect(await setAccountPassword(store, 'tima', 'a new password')).toEqual({
      ok: true,
      userId: 'u1',
      username: 'Tima',
    });
    expect(await store.accounts.getPasswordHash('u1')).toMatch(/^\$argon2id\$/);
    expect((await store.accounts.getSession('s1'))?.ended).toBe('passwordReset');
    expect(await setAccountPassword(store, 'Guest-1', 'a new password')).toEqual({
      ok: false,
      code: 'NO_SUCH_ACCOUNT',
    });
  });
});
