// Revoking an API token ends the streams opened with it (docs/bot-api.md, "DELETE /api/account/tokens/:id"): its
// event stream and game streams end at once, as a session's WebSockets close at logout, while the account's other
// tokens' streams go on. A token revoked behind this process's back (another process, the account deleted) ends them
// at the next look (TOKEN_RECHECK_MS). The audit saw the streams of a revoked token go on for over a minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewTokenAnswer } from '@birzha/protocol';
import { TOKEN_RECHECK_MS } from '../src/bot-api/token-streams.ts';
import { ROOMY_ACCOUNT_LIMITS, call, codeOf } from './accounts-client.ts';
import { botWithToken, openStream, startedTable as startedTableOn } from './bot-api-client.ts';
import { startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser, { accountLimits: ROOMY_ACCOUNT_LIMITS });
});
afterAll(async () => {
  await server.close();
});

let bots = 0;
const startedTable = (token: string) => startedTableOn(server, token);

/** Whether `ended` settles within `ms`. */
const endsWithin = (ended: Promise<void>, ms: number) =>
  Promise.race([
    ended.then(() => 'ended'),
    new Promise<string>((resolve) => setTimeout(() => resolve(`still open after ${ms} ms`), ms).unref()),
  ]);

/** A second token of the account (the first is `botWithToken`'s), and the first's id. */
async function secondToken(sessionToken: string): Promise<{ second: string; firstId: string }> {
  const made = await call<NewTokenAnswer>(server, 'POST', '/api/account/tokens', {
    token: sessionToken,
    body: { name: 'other', scopes: ['bot:play'] },
  });
  expect(made.status).toBe(201);
  const list = await call<{ tokens: { id: string }[] }>(server, 'GET', '/api/account/tokens', { token: sessionToken });
  const firstId = list.body.tokens.find((t) => t.id !== made.body.info.id)?.id;
  if (firstId === undefined) throw new Error('no first token');
  return { second: made.body.token, firstId };
}

describe('revoking a token', () => {
  it('ends the event and game streams opened with it at once; another token’s go on', async () => {
    const { session, token } = await botWithToken(server, `revoker${++bots}`);
    const { second, firstId } = await secondToken(session.token);
    const tableId = await startedTable(token);
    const events = await openStream(server, '/api/bot/stream/event', token);
    const game = await openStream(server, `/api/bot/stream/game/${tableId}`, token);
    const kept = await openStream(server, '/api/bot/stream/event', second);
    await events.next((l) => l.t === 'gameStart');
    await game.next((l) => l.t === 'snapshot');
    await kept.next((l) => l.t === 'hello');

    const revoked = await call(server, 'DELETE', `/api/account/tokens/${firstId}`, { token: session.token });
    expect({ status: revoked.status, body: revoked.body }).toEqual({ status: 200, body: { ok: true } });
    expect(await endsWithin(events.ended, 2000)).toBe('ended');
    expect(await endsWithin(game.ended, 2000)).toBe('ended');
    // The other token's stream is not this token's.
    expect(await endsWithin(kept.ended, 300)).not.toBe('ended');
    // And the token is refused from then on.
    const again = await call(server, 'GET', '/api/bot/stream/event', { token });
    expect(codeOf(again)).toBe('UNAUTHORIZED');
    kept.close();
  });

  it('revoked where this process does not see it, its streams end at the next look', async () => {
    const { session, token } = await botWithToken(server, `revoker${++bots}`);
    const list = await call<{ tokens: { id: string }[] }>(server, 'GET', '/api/account/tokens', {
      token: session.token,
    });
    const id = list.body.tokens[0]?.id ?? '';
    const events = await openStream(server, '/api/bot/stream/event', token);
    await events.next((l) => l.t === 'hello');
    // Straight in the store, as another process's DELETE would.
    expect(await server.store.accounts.revokeApiToken(session.user.id, id, Date.now())).toBe(true);
    expect(await endsWithin(events.ended, TOKEN_RECHECK_MS + 5000)).toBe('ended');
  }, 40_000);
});
