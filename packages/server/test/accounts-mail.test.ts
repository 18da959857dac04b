// E-mail and password reset on a real server with a local SMTP server (smtp-server) on an ephemeral port: the
// address is set and checked, a reset link is mailed (the same answer whether or not the account exists), followed
// once, and the new password signs in.
import type { Me } from '@birzha/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../src/config.ts';
import { guest, startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { call, expectRefused, login, meStatus, register } from './accounts-client.ts';
import { parseMail, sleep, SmtpSink, type SunkMail } from '@birzha/test-support';

const GOOD = 'correct horse battery';
let smtp: SmtpSink;
let server: TestServer;
let clock = 1_800_000_000_000;

beforeAll(async () => {
  smtp = await new SmtpSink().start();
  server = await startServer(
    randomChooser,
    {
      smtpUrl: smtp.url,
      mailFrom: 'Birzha <birzha@example.org>',
      publicUrl: 'https://birzha.example/',
      accountLimits: { ...DEFAULT_CONFIG.accountLimits, resetPerIp: 100, resetPerAccount: 2 },
    },
    undefined,
    () => clock,
  );
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** Waits for the `n`-th mail (1-based) to arrive. */
async function mailNumber(n: number): Promise<SunkMail> {
  const mail = (await smtp.waitFor(n))[n - 1];
  if (mail === undefined) throw new Error(`mail ${n} did not arrive`);
  return mail;
}

/** The token of the reset link in a mail. */
function tokenIn(mail: SunkMail): string {
  const found = /https:\/\/birzha\.example\/reset\/([A-Za-z0-9_-]{43})/.exec(parseMail(mail.raw).text);
  if (found?.[1] === undefined) throw new Error(`no reset link in ${mail.raw}`);
  return found[1];
}

describe('e-mail', () => {
  it('the server says it can mail; an account sets, checks and clears its address', async () => {
    expect((await call(server, 'GET', '/api/config')).body).toEqual({ mail: true });
    const a = await register(server, 'Mila', GOOD);
    const b = await register(server, 'Nina', GOOD);
    const set = await call<{ user: Me }>(server, 'POST', '/api/account/email', {
      token: a.token,
      body: { email: 'Mila@Example.org' },
    });
    expect(set.body.user).toMatchObject({ email: 'Mila@Example.org', username: 'Mila' });
    expect((await call<{ user: Me }>(server, 'GET', '/api/me', { token: a.token })).body.user.email).toBe(
      'Mila@Example.org',
    );
    for (const email of ['not-an-address', 'a@b', 'two@@example.org', 'with space@example.org', 'MILA@example.org'])
      expectRefused(
        await call(server, 'POST', '/api/account/email', { token: b.token, body: { email } }),
        400,
        'BAD_EMAIL',
      );
    expect((await server.store.getUser(b.user.id))?.email).toBeNull();
    const g = await guest(server);
    expectRefused(
      await call(server, 'POST', '/api/account/email', { token: g.token, body: { email: 'g@example.org' } }),
      403,
      'NOT_REGISTERED',
    );
    const cleared = await call<{ user: Me }>(server, 'POST', '/api/account/email', {
      token: a.token,
      body: { email: null },
    });
    expect(cleared.body.user.email).toBeNull();
    expect(
      (await call(server, 'POST', '/api/account/email', { token: b.token, body: { email: 'mila@example.org' } }))
        .status,
    ).toBe(200);
  });
});

describe('password reset by mail', () => {
  it('mails a one-time link; it sets the password, ends every session, and works only once', async () => {
    const a = await register(server, 'Olga', GOOD);
    await call(server, 'POST', '/api/account/email', { token: a.token, body: { email: 'olga@example.org' } });
    const other = await login(server, 'Olga', GOOD);
    const before = smtp.mails.length;
    // The same answer for an unknown name, an account without an address, and a real one.
    await register(server, 'NoMail', GOOD);
    const answers = [];
    for (const login of ['nobody-here', 'NoMail', 'nobody@example.org', 'olga'])
      answers.push(await call(server, 'POST', '/api/account/reset-request', { body: { login } }));
    for (const r of answers) expect({ status: r.status, body: r.body }).toEqual({ status: 200, body: { ok: true } });
    const mail = await mailNumber(before + 1);
    expect(mail.to).toEqual(['olga@example.org']);
    const token = tokenIn(mail);
    // A weak password is refused and leaves the link usable.
    expectRefused(
      await call(server, 'POST', '/api/account/reset', { body: { token, password: 'short' } }),
      400,
      'WEAK_PASSWORD',
    );
    expect(await meStatus(server, a.token)).toBe(200);
    const done = await call(server, 'POST', '/api/account/reset', { body: { token, password: 'a new password' } });
    expect(done.status).toBe(200);
    // Every device is signed out, and told why.
    for (const token of [a.token, other.token])
      expect((await call(server, 'GET', '/api/me', { token })).body).toEqual({
        error: { code: 'SESSION_ENDED', detail: { reason: 'passwordReset' } },
      });
    expectRefused(
      await call(server, 'POST', '/api/account/login', { body: { username: 'Olga', password: GOOD } }),
      401,
      'BAD_CREDENTIALS',
    );
    await login(server, 'Olga', 'a new password');
    // Used: refused, and the password stays.
    expectRefused(
      await call(server, 'POST', '/api/account/reset', { body: { token, password: 'yet another one' } }),
      400,
      'BAD_RESET_TOKEN',
    );
    await login(server, 'Olga', 'a new password');
    // Only the one mail went out.
    await sleep(200);
    expect(smtp.mails.length).toBe(before + 1);
  });

  it('by e-mail address too; a link expires after an hour; an unknown token is refused', async () => {
    const a = await register(server, 'Pavel', GOOD);
    await call(server, 'POST', '/api/account/email', { token: a.token, body: { email: 'pavel@example.org' } });
    const before = smtp.mails.length;
    await call(server, 'POST', '/api/account/reset-request', { body: { login: 'PAVEL@example.org' } });
    const token = tokenIn(await mailNumber(before + 1));
    clock += 60 * 60 * 1000 + 1;
    expectRefused(
      await call(server, 'POST', '/api/account/reset', { body: { token, password: 'a new password' } }),
      400,
      'BAD_RESET_TOKEN',
    );
    // Nothing changed: the session lives, the old password signs in.
    expect(await meStatus(server, a.token)).toBe(200);
    await login(server, 'Pavel', GOOD);
    expectRefused(
      await call(server, 'POST', '/api/account/reset', { body: { token: 'A'.repeat(43), password: 'a new password' } }),
      400,
      'BAD_RESET_TOKEN',
    );
  });

  it('at most resetPerAccount mails per account in the window; the answers stay the same', async () => {
    const a = await register(server, 'Roman', GOOD);
    await call(server, 'POST', '/api/account/email', { token: a.token, body: { email: 'roman@example.org' } });
    const before = smtp.mails.length;
    for (let i = 0; i < 4; i++) {
      const r = await call(server, 'POST', '/api/account/reset-request', {
        body: { login: i % 2 === 0 ? 'roman' : 'ROMAN@example.org' },
      });
      expect({ status: r.status, body: r.body }).toEqual({ status: 200, body: { ok: true } });
    }
    await mailNumber(before + 2);
    await sleep(300);
    expect(smtp.mails.length).toBe(before + 2);
  });
});
