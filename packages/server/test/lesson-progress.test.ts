// Issue 30, point 1: a person's place in each game's lesson is kept for their account (GET/PUT
// /api/account/lessons), so that it follows them to another browser; what is not a person's well-formed progress of
// one of the server's games is refused, and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectRefused, login, register, ROOMY_ACCOUNT_LIMITS } from './accounts-client.ts';
import { guest, startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

const GOOD = 'correct horse battery';
const progress = (step: number) => ({ step, turns: [null, [{ t: 'choose', colour: 'red' }], null].slice(0, step + 1) });

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser, { accountLimits: ROOMY_ACCOUNT_LIMITS });
});
afterAll(async () => {
  await server.close();
});

const lessonsOf = async (token: string) =>
  (await call<{ lessons: Record<string, unknown> }>(server, 'GET', '/api/account/lessons', { token })).body;

describe('lesson progress per account', () => {
  it('keeps each game’s progress, replaced when sent again, and shows it on another device of the account', async () => {
    const a = await register(server, 'Learner', GOOD);
    expect(await lessonsOf(a.token)).toEqual({ kept: true, lessons: {} });
    const put = await call(server, 'PUT', '/api/account/lessons/akcioner', { token: a.token, body: progress(1) });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ game: 'akcioner', ...progress(1) });
    await call(server, 'PUT', '/api/account/lessons/stockpile', { token: a.token, body: progress(0) });
    await call(server, 'PUT', '/api/account/lessons/akcioner', { token: a.token, body: progress(2) });
    const other = await login(server, 'Learner', GOOD);
    const seen = await lessonsOf(other.token);
    expect(seen).toEqual({
      kept: true,
      lessons: {
        akcioner: { ...progress(2), updatedAt: expect.any(Number) as number },
        stockpile: { ...progress(0), updatedAt: expect.any(Number) as number },
      },
    });
    // Another account sees none of it.
    const b = await register(server, 'Other', GOOD);
    expect(await lessonsOf(b.token)).toEqual({ kept: true, lessons: {} });
  });

  it('keeps nothing for guests and nobody: GET answers so (a lesson page logs no failed request), PUT is refused', async () => {
    const g = await guest(server);
    const none = { status: 200, body: { kept: false, lessons: {} } };
    const asGuest = await call(server, 'GET', '/api/account/lessons', { token: g.token });
    expect({ status: asGuest.status, body: asGuest.body }).toEqual(none);
    const asNobody = await call(server, 'GET', '/api/account/lessons');
    expect({ status: asNobody.status, body: asNobody.body }).toEqual(none);
    expectRefused(
      await call(server, 'PUT', '/api/account/lessons/akcioner', { token: g.token, body: progress(1) }),
      403,
      'NOT_REGISTERED',
    );
    expectRefused(
      await call(server, 'PUT', '/api/account/lessons/akcioner', { body: progress(1) }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('refuses an unknown game, a body of another shape and one too large, keeping what was kept', async () => {
    const a = await register(server, 'Careful', GOOD);
    await call(server, 'PUT', '/api/account/lessons/akcioner', { token: a.token, body: progress(1) });
    const before = await lessonsOf(a.token);
    const put = (game: string, body: unknown) =>
      call(server, 'PUT', `/api/account/lessons/${game}`, { token: a.token, body });
    expectRefused(await put('no-such-game', progress(2)), 404, 'UNKNOWN_GAME');
    for (const bad of [
      { step: -1, turns: [] },
      { step: 1.5, turns: [] },
      { step: '2', turns: [] },
      { step: 2 },
      { step: 2, turns: [3] },
      { step: 2, turns: [], extra: true },
      { step: 5000, turns: [] },
      { step: 2, turns: Array.from({ length: 300 }, () => null) },
      [1, 2],
    ])
      expectRefused(await put('akcioner', bad), 400, 'BAD_REQUEST');
    const huge = { step: 2, turns: [[{ t: 'x', pad: 'x'.repeat(20_000) }]] };
    expectRefused(await put('akcioner', huge), 413, 'BODY_TOO_LARGE');
    expect(await lessonsOf(a.token)).toEqual(before);
  });

  it('refuses a bot account, and a deleted account’s progress is gone', async () => {
    const bot = await register(server, 'Botty', GOOD);
    expect((await call(server, 'POST', '/api/account/bot', { token: bot.token })).status).toBeLessThan(300);
    expectRefused(
      await call(server, 'PUT', '/api/account/lessons/akcioner', { token: bot.token, body: progress(1) }),
      403,
      'NOT_FOR_BOTS',
    );
    expect(await lessonsOf(bot.token)).toEqual({ kept: false, lessons: {} });
    const gone = await register(server, 'Leaving', GOOD);
    await call(server, 'PUT', '/api/account/lessons/akcioner', { token: gone.token, body: progress(1) });
    expect(await server.store.accounts.listLessonProgress(gone.user.id)).toHaveLength(1);
    await server.store.accounts.deleteAccount(gone.user.id, Date.now(), 'Deleted player');
    expect(await server.store.accounts.listLessonProgress(gone.user.id)).toEqual([]);
  });
});
