// Requests of bot accounts' programs as HTTP clients send them (docs/bot-api.md): a POST that takes no body, sent
// with `Content-Type: application/json` and an empty body (many clients send the header on every POST), is answered
// as one without the header (Fastify's JSON parser refused it 400 BAD_REQUEST); an invitation that names an account
// twice lists the repeat in `skipped` (reason `repeated`) instead of merging it unsaid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOMY_ACCOUNT_LIMITS, call, codeOf, register } from './accounts-client.ts';
import { botWithToken } from './bot-api-client.ts';
import { startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser, { accountLimits: ROOMY_ACCOUNT_LIMITS });
});
afterAll(async () => {
  await server.close();
});

const JSON_TYPE = { 'content-type': 'application/json' };

describe('an empty body with Content-Type: application/json', () => {
  it('makes a bot account (POST /api/account/bot takes no body)', async () => {
    const person = await register(server, 'emptybody1', 'correct horse battery');
    // The routes' own scope keeps the server's hooks: a foreign page's request is still refused.
    const foreign = await call(server, 'POST', '/api/account/bot', {
      token: person.token,
      headers: { ...JSON_TYPE, origin: 'https://evil.example' },
    });
    expect(codeOf(foreign)).toBe('BAD_ORIGIN');
    const r = await call<{ user: { botAccount?: boolean } }>(server, 'POST', '/api/account/bot', {
      token: person.token,
      headers: JSON_TYPE,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.user.botAccount).toBe(true);
    // Answered by the route itself the second time too (not refused as a bad body).
    const twice = await call(server, 'POST', '/api/account/bot', { token: person.token, headers: JSON_TYPE });
    expect(codeOf(twice)).toBe('ALREADY_BOT');
    // A body that is not JSON is still refused.
    const broken = await fetch(`${server.url}/api/account/tokens`, {
      method: 'POST',
      headers: { ...JSON_TYPE, authorization: `Bearer ${person.token}` },
      body: '{"name":',
    });
    expect(broken.status).toBe(400);
  });

  it('resigns a bot’s seat and answers its bodiless actions; a route that needs a body still refuses', async () => {
    const { token } = await botWithToken(server, 'emptybody2');
    const made = await call<{ table: { id: string } }>(server, 'POST', '/api/bot/tables', {
      token,
      body: { game: 'akcioner', players: 2, options: { variant: 'short' }, bots: [{ seat: 1, level: 'beginner' }] },
    });
    expect(made.status).toBe(201);
    const id = made.body.table.id;
    const started = await call(server, 'POST', `/api/bot/tables/${id}/start`, { token, headers: JSON_TYPE });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const noMove = await call(server, 'POST', `/api/bot/game/${id}/move`, { token, headers: JSON_TYPE });
    expect({ status: noMove.status, code: codeOf(noMove) }).toEqual({ status: 400, code: 'BAD_REQUEST' });
    const resigned = await call(server, 'POST', `/api/bot/game/${id}/resign`, { token, headers: JSON_TYPE });
    expect({ status: resigned.status, body: resigned.body }).toEqual({ status: 200, body: {} });
  });
});

describe('an invitation naming an account twice', () => {
  it('invites it once and lists each repeat in skipped as repeated', async () => {
    const host = await botWithToken(server, 'invitehost');
    const guest = await register(server, 'InviteGuest', 'correct horse battery');
    const other = await register(server, 'inviteother', 'correct horse battery');
    const made = await call<{ table: { id: string } }>(server, 'POST', '/api/bot/tables', {
      token: host.token,
      body: { game: 'akcioner', players: 3, options: { variant: 'short' } },
    });
    expect(made.status).toBe(201);
    const r = await call<{ invited: string[]; skipped: { username: string; reason: string }[] }>(
      server,
      'POST',
      `/api/bot/tables/${made.body.table.id}/invitations`,
      { token: host.token, body: { usernames: ['InviteGuest', 'inviteother', 'InviteGuest', 'inviteguest'] } },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.invited.sort()).toEqual([guest.user.username, other.user.username].sort());
    expect(r.body.skipped).toEqual([
      { username: 'InviteGuest', reason: 'repeated' },
      { username: 'inviteguest', reason: 'repeated' },
    ]);
    // An unknown name still refuses the whole request, repeated or not.
    const unknown = await call(server, 'POST', `/api/bot/tables/${made.body.table.id}/invitations`, {
      token: host.token,
      body: { usernames: ['nobody-here', 'nobody-here'] },
    });
    expect(codeOf(unknown)).toBe('NO_SUCH_USER');
  });
});
