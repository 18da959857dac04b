// Look-alike user names over HTTP (issue 28): registering a name that only looks different from a taken one
// ("аnna" with a Cyrillic а, fullwidth letters, İ for I) is refused with the same USERNAME_TAKEN as a case clash.
import type { Me } from '@birzha/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { TOY_GAMES } from './toy-game.ts';
import { ROOMY_ACCOUNT_LIMITS, call, expectRefused, login, register } from './accounts-client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser, { accountLimits: ROOMY_ACCOUNT_LIMITS }, undefined, undefined, TOY_GAMES);
});
afterAll(async () => {
  await server.close();
});

const GOOD = 'correct horse battery';
const CYRILLIC_A = '\u0430';

describe('register with a look-alike of a taken name', () => {
  it('is refused as a case clash is, from nothing and from a guest, and nothing changes', async () => {
    const owner = await register(server, 'anna', GOOD);
    const g = await guest(server);
    const clashes = ['ANNA', `${CYRILLIC_A}nna`, `${CYRILLIC_A.toUpperCase()}NNA`, '\uff41\uff4e\uff4e\uff41'];
    for (const username of clashes) {
      for (const token of [null, g.token]) {
        const r = await call(server, 'POST', '/api/account/register', { token, body: { username, password: GOOD } });
        expectRefused(r, 409, 'USERNAME_TAKEN');
      }
    }
    const me = await call<{ user: Me }>(server, 'GET', '/api/me', { token: g.token });
    expect(me.body.user).toMatchObject({ id: g.id, kind: 'guest', username: null });
    expect((await server.store.accounts.findByUsername(`${CYRILLIC_A}nna`))?.id).toBe(owner.user.id);
    // A name that only resembles in spelling is another name.
    expect((await register(server, 'anya', GOOD)).user.username).toBe('anya');
  });

  it('İ, ı and I are one letter: İvan is taken once ivan is, and ivan signs in as İvan', async () => {
    const owner = await register(server, '\u0130van', GOOD);
    expect(owner.user.username).toBe('\u0130van');
    for (const username of ['ivan', 'IVAN', '\u0131van']) {
      const r = await call(server, 'POST', '/api/account/register', { body: { username, password: GOOD } });
      expectRefused(r, 409, 'USERNAME_TAKEN');
    }
    expect((await login(server, 'ivan', GOOD)).user.id).toBe(owner.user.id);
  });
});

describe('failed logins per name', () => {
  it('count look-alike spellings as the one name they reach: after the failures allowed, all are refused', async () => {
    const limited = await startServer(randomChooser, { accountLimits: { ...ROOMY_ACCOUNT_LIMITS, failedPerName: 2 } });
    try {
      const anna = await register(limited, 'anna', GOOD);
      for (const username of ['anna', `${CYRILLIC_A}nna`]) {
        const r = await call(limited, 'POST', '/api/account/login', { body: { username, password: 'wrong-one' } });
        expectRefused(r, 401, 'BAD_CREDENTIALS');
      }
      for (const username of ['\uff41\uff4e\uff4e\uff41', `${CYRILLIC_A}NNA`, 'anna']) {
        const r = await call(limited, 'POST', '/api/account/login', { body: { username, password: GOOD } });
        expectRefused(r, 429, 'RATE_LIMITED');
      }
      expect(await limited.store.accounts.listSessions(anna.user.id)).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });
});
