// People's bot accounts and their API tokens over HTTP on a real server (issue 29, point 1; docs/bot-api.md): the
// conversion and each refusal, tokens created (shown once, stored as a hash), listed, revoked, the bot API's check
// of a token (scope, revocation, bot account), the badge's mark on the account, and quick play refused to a bot.
import { createHash } from 'node:crypto';
import { API_TOKENS_MAX, type ApiTokenInfo, type Me, type NewTokenAnswer } from '@birzha/protocol';
import SqliteDatabase from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratedTwoSeatTable } from './stored-table.ts';
import { botOfToken, TOKEN_TOUCH_MS } from '../src/identity/api-tokens.ts';
import { ROOMY_ACCOUNT_LIMITS, call, expectRefused, register, type Session } from './accounts-client.ts';
import { guest, startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { TOY_GAMES } from './toy-game.ts';

let clock = 1_000_000;
let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser, { accountLimits: ROOMY_ACCOUNT_LIMITS }, undefined, () => clock, TOY_GAMES);
});
afterAll(async () => {
  await server.close();
});

const GOOD = 'correct horse battery';
let names = 0;
const fresh = () => register(server, `botmaker${++names}`, GOOD);

/** A registered account made a bot account. */
async function botAccount(): Promise<Session> {
  const s = await fresh();
  const r = await call<{ user: Me }>(server, 'POST', '/api/account/bot', { token: s.token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { ...s, user: r.body.user };
}

async function newToken(s: Session, name = 'my bot', scopes: string[] = ['bot:play']): Promise<NewTokenAnswer> {
  const r = await call<NewTokenAnswer>(server, 'POST', '/api/account/tokens', {
    token: s.token,
    body: { name, scopes },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

const listOf = async (s: Session) =>
  (await call<{ tokens: ApiTokenInfo[] }>(server, 'GET', '/api/account/tokens', { token: s.token })).body.tokens;

/** The api_tokens row as the database holds it. */
function storedRow(id: string): Record<string, unknown> | undefined {
  const db = new SqliteDatabase(join(server.dataDir, 'birzha.sqlite'), { readonly: true });
  try {
    return db.prepare('select * from api_tokens where id = ?').get(id) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

/** A finished rated table of two accounts, recorded. */
const ratedResult = (a: string, b: string): Promise<void> =>
  ratedTwoSeatTable(server.store, { id: `rated-${a}`, game: 'toy', a, b });

describe('POST /api/account/bot', () => {
  it('makes the signed-in account a bot account, marked on Me, its profile and the store; once', async () => {
    const s = await fresh();
    expect(s.user).not.toHaveProperty('botAccount');
    clock += 1000;
    const r = await call<{ user: Me }>(server, 'POST', '/api/account/bot', { token: s.token });
    expect(r.status).toBe(200);
    // A person's consent to rated games against bot accounts goes: a bot account always accepts them (issue 29.4).
    const { ratedWithBots, ...asBot } = s.user;
    expect(ratedWithBots).toBe(false);
    expect(r.body.user).toEqual({ ...asBot, botAccount: true });
    expect((await call<{ user: Me }>(server, 'GET', '/api/me', { token: s.token })).body.user.botAccount).toBe(true);
    expect((await server.store.getUser(s.user.id))?.botAccountSince).toBe(clock);
    const profile = await call<{ user: { botAccount?: boolean } }>(server, 'GET', `/api/users/${s.user.id}`);
    expect(profile.body.user.botAccount).toBe(true);
    // Irreversible, and not twice.
    expectRefused(await call(server, 'POST', '/api/account/bot', { token: s.token }), 409, 'ALREADY_BOT');
    expect((await server.store.getUser(s.user.id))?.botAccountSince).toBe(clock);
  });

  it('is refused to nobody, to a guest, and to an account with rated games as a person, changing nothing', async () => {
    expectRefused(await call(server, 'POST', '/api/account/bot'), 401, 'UNAUTHORIZED');
    const g = await guest(server);
    expectRefused(await call(server, 'POST', '/api/account/bot', { token: g.token }), 403, 'NOT_REGISTERED');
    expect((await server.store.getUser(g.id))?.botAccountSince).toBeUndefined();
    const a = await fresh();
    const b = await fresh();
    await ratedResult(a.user.id, b.user.id);
    for (const s of [a, b]) {
      expectRefused(await call(server, 'POST', '/api/account/bot', { token: s.token }), 409, 'HAS_RATED_GAMES');
      expect((await server.store.getUser(s.user.id))?.botAccountSince).toBeUndefined();
    }
  });
});

describe('/api/account/tokens', () => {
  it('creates a token shown once, stored only as its SHA-256, listed without it, newest first', async () => {
    const s = await botAccount();
    clock += 1000;
    const made = await newToken(s, '  Engine v1 ', ['bot:play', 'bot:chat']);
    expect(made.token).toMatch(/^bzb_[A-Za-z0-9_-]{43}$/);
    expect(made.info).toEqual({
      id: made.info.id,
      name: 'Engine v1',
      scopes: ['bot:chat', 'bot:play'],
      createdAt: clock,
      lastUsedAt: null,
    });
    const row = storedRow(made.info.id);
    expect(row?.['token_hash']).toBe(createHash('sha256').update(made.token).digest('base64url'));
    expect(Object.values(row ?? {})).not.toContain(made.token);
    expect(JSON.stringify(row)).not.toContain(made.token.slice(4));

    clock += 1000;
    const second = await newToken(s, 'second');
    const list = await listOf(s);
    expect(list).toEqual([second.info, made.info]);
    expect(JSON.stringify(list)).not.toContain(made.token.slice(4));
    expect(JSON.stringify(list)).not.toContain(String(row?.['token_hash']));
  });

  it('refuses a token to a person, a guest and nobody, and bad input, creating none', async () => {
    const person = await fresh();
    const body = { name: 'x', scopes: ['bot:play'] };
    expectRefused(await call(server, 'POST', '/api/account/tokens', { token: person.token, body }), 403, 'NOT_A_BOT');
    const g = await guest(server);
    expectRefused(await call(server, 'POST', '/api/account/tokens', { token: g.token, body }), 403, 'NOT_REGISTERED');
    expectRefused(await call(server, 'POST', '/api/account/tokens', { body }), 401, 'UNAUTHORIZED');
    expect(await listOf(person)).toEqual([]);

    const s = await botAccount();
    const bad = [
      { name: 'x', scopes: ['admin'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['bot:play', 'bot:play'] },
      { name: 'x' },
      { name: 'x', scopes: ['bot:play'], extra: 1 },
      { name: 'x'.repeat(200), scopes: ['bot:play'] },
    ];
    for (const b of bad)
      expectRefused(await call(server, 'POST', '/api/account/tokens', { token: s.token, body: b }), 400, 'BAD_REQUEST');
    for (const name of ['   ', 'x'.repeat(40)])
      expectRefused(
        await call(server, 'POST', '/api/account/tokens', { token: s.token, body: { name, scopes: ['bot:play'] } }),
        400,
        'BAD_NAME',
      );
    expect(await listOf(s)).toEqual([]);
  });

  it(`holds at most ${API_TOKENS_MAX} live tokens; a revoked one frees a place`, async () => {
    const s = await botAccount();
    const made: NewTokenAnswer[] = [];
    for (let i = 0; i < API_TOKENS_MAX; i++) made.push(await newToken(s, `t${i}`));
    const over = await call(server, 'POST', '/api/account/tokens', {
      token: s.token,
      body: { name: 'one more', scopes: ['bot:play'] },
    });
    expectRefused(over, 409, 'TOO_MANY_TOKENS');
    expect(over.body).toEqual({ error: { code: 'TOO_MANY_TOKENS', detail: { max: API_TOKENS_MAX } } });
    const first = made[0]?.info.id ?? '';
    expect((await call(server, 'DELETE', `/api/account/tokens/${first}`, { token: s.token })).status).toBe(200);
    await newToken(s, 'again');
    expect(await listOf(s)).toHaveLength(API_TOKENS_MAX);
  });

  it("revokes its owner's token, once; another account's token id is NOT_FOUND", async () => {
    const s = await botAccount();
    const other = await botAccount();
    const made = await newToken(s);
    const path = `/api/account/tokens/${made.info.id}`;
    expectRefused(await call(server, 'DELETE', path, { token: other.token }), 404, 'NOT_FOUND');
    expectRefused(await call(server, 'DELETE', path), 401, 'UNAUTHORIZED');
    expect((await listOf(s)).map((t) => t.id)).toEqual([made.info.id]);
    expect((await call(server, 'DELETE', path, { token: s.token })).body).toEqual({ ok: true });
    expectRefused(await call(server, 'DELETE', path, { token: s.token }), 404, 'NOT_FOUND');
    expect(await listOf(s)).toEqual([]);
    expect(storedRow(made.info.id)?.['revoked_at']).toBe(clock);
  });
});

describe("the bot API's token check (botOfToken)", () => {
  it('takes a live token with the scope, for its bot account, and records its use', async () => {
    const s = await botAccount();
    const made = await newToken(s, 'player', ['bot:play']);
    clock += 5000;
    const ok = await botOfToken(made.token, server.store, 'bot:play', clock);
    expect(ok.ok && ok.value.user.id).toBe(s.user.id);
    expect(ok.ok && ok.value.token.id).toBe(made.info.id);
    expect((await listOf(s))[0]?.lastUsedAt).toBe(clock);
    // Written again only after TOKEN_TOUCH_MS.
    const first = clock;
    clock += TOKEN_TOUCH_MS - 1;
    await botOfToken(made.token, server.store, 'bot:play', clock);
    expect((await listOf(s))[0]?.lastUsedAt).toBe(first);
    clock += 1;
    await botOfToken(made.token, server.store, 'bot:play', clock);
    expect((await listOf(s))[0]?.lastUsedAt).toBe(clock);
  });

  it('refuses a token without the scope, a revoked, unknown or missing one, and one of an account not a bot', async () => {
    const s = await botAccount();
    const player = await newToken(s, 'player', ['bot:play']);
    expect(await botOfToken(player.token, server.store, 'bot:chat', clock)).toEqual({
      ok: false,
      code: 'MISSING_SCOPE',
      detail: { scope: 'bot:chat' },
    });
    const refused = { ok: false, code: 'UNAUTHORIZED' };
    expect(await botOfToken(null, server.store, 'bot:play', clock)).toEqual(refused);
    expect(await botOfToken('bzb_' + 'A'.repeat(43), server.store, 'bot:play', clock)).toEqual(refused);
    // The stored hash is no token.
    const hash = String(storedRow(player.info.id)?.['token_hash']);
    expect(await botOfToken(hash, server.store, 'bot:play', clock)).toEqual(refused);
    expect(await botOfToken(`bzb_${hash}`, server.store, 'bot:play', clock)).toEqual(refused);
    await call(server, 'DELETE', `/api/account/tokens/${player.info.id}`, { token: s.token });
    expect(await botOfToken(player.token, server.store, 'bot:play', clock)).toEqual(refused);

    // A token stored for a person (the routes never make one): NOT_A_BOT.
    const person = await fresh();
    const token = `bzb_${'B'.repeat(43)}`;
    const tokenHash = createHash('sha256').update(token).digest('base64url');
    const row = {
      id: 'person-token',
      userId: person.user.id,
      name: 'x',
      scopes: ['bot:play'],
      tokenHash,
      createdAt: 1,
    };
    expect(await server.store.accounts.createApiToken(row, 10)).toBe(true);
    expect(await botOfToken(token, server.store, 'bot:play', clock)).toEqual({ ok: false, code: 'NOT_A_BOT' });
  });

  it("a token signs nobody in to the site's routes; a deleted account's tokens stop working", async () => {
    const s = await botAccount();
    const made = await newToken(s);
    expectRefused(await call(server, 'GET', '/api/me', { token: made.token }), 401, 'UNAUTHORIZED');
    expectRefused(await call(server, 'GET', '/api/account/tokens', { token: made.token }), 401, 'UNAUTHORIZED');
    expect((await call(server, 'DELETE', '/api/account', { token: s.token, body: { password: GOOD } })).status).toBe(
      200,
    );
    expect(await botOfToken(made.token, server.store, 'bot:play', clock)).toEqual({ ok: false, code: 'UNAUTHORIZED' });
  });
});

describe('quick play', () => {
  it('is refused to a bot account, opening no table; a person of the same standing is served', async () => {
    const s = await botAccount();
    const body = { game: 'toy', waitSeconds: 60 };
    const before = await server.store.listTablesOfUser(s.user.id, 'open', 10);
    expectRefused(await call(server, 'POST', '/api/quick-play', { token: s.token, body }), 403, 'NOT_FOR_BOTS');
    expect(await server.store.listTablesOfUser(s.user.id, 'open', 10)).toEqual(before);
    const person = await fresh();
    expect((await call(server, 'POST', '/api/quick-play', { token: person.token, body })).status).toBeLessThan(300);
  });
});
