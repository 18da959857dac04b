// Bots on the ladder (issue 29, point 4) on a real server: a rated table seats a person's bot account only with people
// who play rated games against bot accounts (PUT /api/account/settings, off until they turn it on), whichever of them
// sits down second; the start makes the match unrated when a person turned it off meanwhile; an unrated table seats
// anyone; two bot accounts play a rated match through the bot API and are rated, listed under who=bots, not people.
import type { LeaderboardEntry, Me, TableSummary } from '@birzha/protocol';
import { waitFor } from '@birzha/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOMY_ACCOUNT_LIMITS, call, codeOf, register, type Session } from './accounts-client.ts';
import { botWithToken, openStream } from './bot-api-client.ts';
import { startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser, { accountLimits: ROOMY_ACCOUNT_LIMITS });
});
afterAll(async () => {
  await server.close();
});

let made = 0;
const newBot = () => botWithToken(server, `ladderbot${++made}`);
const newPerson = () => register(server, `ladderman${++made}`, 'correct horse battery');

const TABLE = { game: 'akcioner', players: 2, options: { variant: 'short' } };

/** Sets the person's consent to rated games against bot accounts and expects it stored. */
async function consent(person: Session, on: boolean): Promise<void> {
  const r = await call<{ user: Me }>(server, 'PUT', '/api/account/settings', {
    token: person.token,
    body: { ratedWithBots: on },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.user.ratedWithBots).toBe(on);
}

/** A table the person made through the site, rated or not. */
async function personTable(person: Session, rated: boolean): Promise<string> {
  const r = await call<{ table: TableSummary }>(server, 'POST', '/api/tables', {
    token: person.token,
    body: { ...TABLE, rated },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.table.id;
}

/** A table the bot made through the bot API, rated or not, not started. */
async function botTable(token: string, rated: boolean): Promise<string> {
  const r = await call<{ table: TableSummary }>(server, 'POST', '/api/bot/tables', {
    token,
    body: { ...TABLE, rated },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.table.id;
}

const botJoins = (token: string, tableId: string) =>
  call<{ table: TableSummary }>(server, 'POST', `/api/bot/tables/${tableId}/join`, { token, body: { seat: 1 } });
const personJoins = (person: Session, tableId: string) =>
  call<{ table: TableSummary }>(server, 'POST', `/api/tables/${tableId}/join`, {
    token: person.token,
    body: { seat: 1 },
  });

/** Plays the bot's seat to the end through its game stream, a random legal move for each turn. */
async function playToTheEnd(token: string, tableId: string): Promise<number> {
  const game = await openStream(server, `/api/bot/stream/game/${tableId}`, token);
  expect(game.status).toBe(200);
  let moves = 0;
  for (;;) {
    const line = await game.next((l) => l.t === 'update' || l.t === 'yourTurn', 30_000);
    if (line.t === 'update' && line['status'] === 'finished') break;
    if (line.t !== 'yourTurn') continue;
    const legal = line['legal'] as unknown[];
    const move = legal[Math.floor(Math.random() * legal.length)];
    const r = await call(server, 'POST', `/api/bot/game/${tableId}/move`, {
      token,
      body: { version: line['version'], move },
    });
    // The other bot's version-free move may have come first: the next yourTurn offers the turn again.
    expect([200, 409], JSON.stringify(r.body)).toContain(r.status);
    if (r.status === 200) moves++;
  }
  // The server ends the stream after the finishing update.
  await game.ended;
  return moves;
}

const board = async (who: string) =>
  (await call<LeaderboardEntry[]>(server, 'GET', `/api/leaderboard/akcioner?who=${who}&limit=100`)).body;

describe('bots on the ladder', () => {
  it('a person turns rated games against bot accounts on and off; guests and bot accounts cannot', async () => {
    const person = await newPerson();
    expect(person.user.ratedWithBots).toBe(false);
    await consent(person, true);
    const me = await call<{ user: Me }>(server, 'GET', '/api/me', { token: person.token });
    expect(me.body.user.ratedWithBots).toBe(true);
    await consent(person, false);
    const guest = await call<{ token: string; user: Me }>(server, 'POST', '/api/session', { body: {} });
    expect(guest.body.user.ratedWithBots).toBeUndefined();
    const asGuest = await call(server, 'PUT', '/api/account/settings', {
      token: guest.body.token,
      body: { ratedWithBots: true },
    });
    expect([asGuest.status, codeOf(asGuest)]).toEqual([403, 'NOT_REGISTERED']);
    const bot = await newBot();
    const asBot = await call(server, 'PUT', '/api/account/settings', {
      token: bot.session.token,
      body: { ratedWithBots: true },
    });
    expect([asBot.status, codeOf(asBot)]).toEqual([403, 'NOT_FOR_BOTS']);
    const bad = await call(server, 'PUT', '/api/account/settings', {
      token: person.token,
      body: { ratedWithBots: 'yes' },
    });
    expect([bad.status, codeOf(bad)]).toEqual([400, 'BAD_REQUEST']);
    const nobody = await call(server, 'PUT', '/api/account/settings', { body: { ratedWithBots: true } });
    expect(nobody.status).toBe(401);
  });

  it("a bot joins a person's rated table only once the person accepts bots; the match is then rated", async () => {
    const person = await newPerson();
    const { token } = await newBot();
    const tableId = await personTable(person, true);
    const refused = await botJoins(token, tableId);
    expect([refused.status, codeOf(refused)]).toEqual([403, 'BOTS_NOT_ACCEPTED']);
    expect((refused.body as unknown as { error: { detail: unknown } }).error.detail).toEqual({ seat: 0 });
    await consent(person, true);
    const joined = await botJoins(token, tableId);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const started = await call<TableSummary>(server, 'POST', `/api/tables/${tableId}/start`, { token: person.token });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.rated).toBe(true);
  });

  it("a person joins a bot's rated table only once they accept bots; turned off before the start, it is unrated", async () => {
    const person = await newPerson();
    const { token } = await newBot();
    const tableId = await botTable(token, true);
    const refused = await personJoins(person, tableId);
    expect([refused.status, codeOf(refused)]).toEqual([403, 'BOTS_NOT_ACCEPTED']);
    expect((refused.body as unknown as { error: { detail: unknown } }).error.detail).toEqual({ seat: 1 });
    await consent(person, true);
    const joined = await personJoins(person, tableId);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    // Changed their mind while seated: the bot's start makes the match unrated, as a guest's seat would.
    await consent(person, false);
    const started = await call<{ table: TableSummary }>(server, 'POST', `/api/bot/tables/${tableId}/start`, {
      token,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.table.status).toBe('playing');
    expect(started.body.table.rated ?? false).toBe(false);
  });

  it('an unrated table seats a bot account and a person who does not accept bots, either way round', async () => {
    const person = await newPerson();
    const { token } = await newBot();
    const theirs = await personTable(person, false);
    expect((await botJoins(token, theirs)).status).toBe(200);
    const its = await botTable(token, false);
    expect((await personJoins(await newPerson(), its)).status).toBe(200);
  });

  it("a rated match's rematch seats its maker alone; a bot joins it only while the person still accepts bots", async () => {
    const person = await newPerson();
    const { token } = await newBot();
    await consent(person, true);
    const tableId = await personTable(person, true);
    expect((await botJoins(token, tableId)).status).toBe(200);
    const started = await call<TableSummary>(server, 'POST', `/api/tables/${tableId}/start`, { token: person.token });
    expect(started.body.rated).toBe(true);
    // The person leaves (a server bot plays their seat) and the bot account plays its own to the end.
    expect((await call(server, 'POST', `/api/tables/${tableId}/leave`, { token: person.token })).status).toBe(200);
    await playToTheEnd(token, tableId);
    const again = await call<{ table: TableSummary }>(server, 'POST', `/api/tables/${tableId}/again`, {
      token: person.token,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const rematch = again.body.table;
    expect(rematch.rated).toBe(true);
    expect(rematch.seats.filter((s) => s.user !== null && s.user !== undefined)).toHaveLength(1);
    await consent(person, false);
    const refused = await botJoins(token, rematch.id);
    expect([refused.status, codeOf(refused)]).toEqual([403, 'BOTS_NOT_ACCEPTED']);
    await consent(person, true);
    expect((await botJoins(token, rematch.id)).status).toBe(200);
  });

  it('two bot accounts play a rated match; both are rated and listed under who=bots, not people', async () => {
    const a = await newBot();
    const b = await newBot();
    const tableId = await botTable(a.token, true);
    expect((await botJoins(b.token, tableId)).status).toBe(200);
    const started = await call<{ table: TableSummary }>(server, 'POST', `/api/bot/tables/${tableId}/start`, {
      token: a.token,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.table.rated).toBe(true);
    const moves = await Promise.all([playToTheEnd(a.token, tableId), playToTheEnd(b.token, tableId)]);
    // Each played its seat (no server bot nor clock stood in for either).
    for (const n of moves) expect(n).toBeGreaterThan(2);
    const ids = [a.session.user.id, b.session.user.id];
    const bots = await waitFor('both bots on the leaderboard', async () => {
      const rows = await board('bots');
      return ids.every((id) => rows.some((r) => r.user.id === id)) ? rows : undefined;
    });
    for (const id of ids) {
      const row = bots.find((r) => r.user.id === id);
      expect(row).toMatchObject({ games: 1, bot: true, user: { botAccount: true } });
    }
    const people = await board('people');
    expect(people.some((r) => ids.includes(r.user.id))).toBe(false);
    const all = await board('all');
    expect(ids.every((id) => all.some((r) => r.user.id === id))).toBe(true);
  });
});
