// Invitations of accounts to tables over HTTP on a real server (issue 25): invite by user name (the invitee is
// notified), the invitee's list, accept (a seat, even at a private table) and decline, expiry, and every refusal.
import type { Invitation, TableSummary } from '@birzha/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../src/config.ts';
import type { InviteAnswer } from '../src/http/invitation-routes.ts';
import { call, codeOf, expectRefused, register, type Session } from './accounts-client.ts';
import { guest, startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { TOY_GAMES } from './toy-game.ts';
import { sleep } from '@birzha/test-support';

const GOOD = 'correct horse battery';
let names = 0;
const fresh = (stem: string) => `${stem}${++names}`;

/** A server whose sender never sweeps during a test, so that the outbox shows what invitations wrote. */
function serve(invitationMs = DEFAULT_CONFIG.notify.invitationMs, perIp = 1000): Promise<TestServer> {
  return startServer(
    randomChooser,
    {
      notify: { ...DEFAULT_CONFIG.notify, sendMs: 3_600_000, invitationMs },
      // Many registrations from one address (accounts-limits.test.ts tests the limits).
      accountLimits: { ...DEFAULT_CONFIG.accountLimits, perIp },
    },
    undefined,
    undefined,
    TOY_GAMES,
  );
}

async function newTable(server: TestServer, host: Session, options: { private?: boolean; players?: number } = {}) {
  const r = await call<{ table: TableSummary }>(server, 'POST', '/api/tables', {
    token: host.token,
    body: { game: 'toy', players: options.players ?? 2, options: { rounds: 3, seconds: 0 }, private: options.private },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.table.id;
}

const invite = (server: TestServer, s: { token: string }, tableId: string, usernames: string[]) =>
  call<InviteAnswer>(server, 'POST', `/api/tables/${tableId}/invitations`, { token: s.token, body: { usernames } });

const listOf = async (server: TestServer, s: Session) => {
  const r = await call<{ invitations: Invitation[] }>(server, 'GET', '/api/account/invitations', { token: s.token });
  expect(r.status).toBe(200);
  return r.body.invitations;
};

describe('invitations', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serve();
  });
  afterAll(async () => {
    await server.close();
  });
  const account = (stem: string) => register(server, fresh(stem), GOOD);

  it('invites by user name (any case) to a private table: notified, listed, accepted into a seat without the code', async () => {
    const host = await account('Host');
    const bob = await account('Bob');
    const tableId = await newTable(server, host, { private: true });
    const before = Date.now();
    const r = await invite(server, host, tableId, [bob.user.username!.toUpperCase()]);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toEqual({ invited: [bob.user.username], skipped: [] });

    const [inv, ...rest] = await listOf(server, bob);
    expect(rest).toEqual([]);
    expect(inv).toMatchObject({
      tableId,
      game: 'toy',
      from: { id: host.user.id, name: host.user.name },
      status: 'open',
    });
    expect(inv!.expiresAt - inv!.createdAt).toBe(DEFAULT_CONFIG.notify.invitationMs);
    expect(inv!.createdAt).toBeGreaterThanOrEqual(before);

    const pending = await server.store.notify.pendingOf(bob.user.id);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      kind: 'invitation',
      tableId,
      payload: { tableId, game: 'toy', name: host.user.name, invitationId: inv!.id },
      dedupe: `invitation:${inv!.id}`,
    });
    expect(pending[0]!.dueAt).toBe(inv!.createdAt);

    // Without the invitation, the private table is closed to Bob.
    const carol = await account('Carol');
    expectRefused(
      await call(server, 'POST', `/api/tables/${tableId}/join`, { token: carol.token, body: {} }),
      403,
      'BAD_INVITE',
    );

    const accepted = await call<{ table: TableSummary }>(server, 'POST', `/api/invitations/${inv!.id}/accept`, {
      token: bob.token,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.table.seats.map((s) => s.user?.id ?? null)).toEqual([host.user.id, bob.user.id]);
    expect((await listOf(server, bob))[0]).toMatchObject({ id: inv!.id, status: 'accepted' });
    expectRefused(
      await call(server, 'POST', `/api/invitations/${inv!.id}/accept`, { token: bob.token }),
      409,
      'INVITATION_CLOSED',
    );
  });

  it('lets a seated player who is not the host invite; the host who left the table may still invite', async () => {
    const host = await account('Host');
    const ann = await account('Ann');
    const dan = await account('Dan');
    const tableId = await newTable(server, host);
    expect((await call(server, 'POST', `/api/tables/${tableId}/join`, { token: ann.token, body: {} })).status).toBe(
      200,
    );
    expect((await invite(server, ann, tableId, [dan.user.username!])).status).toBe(201);
    expect((await call(server, 'POST', `/api/tables/${tableId}/leave`, { token: host.token })).status).toBe(200);
    const eve = await account('Eve');
    expect((await invite(server, host, tableId, [eve.user.username!])).body.invited).toEqual([eve.user.username]);
  });

  it('leaves out the inviter, a person seated already and an account invited before, with one notification each', async () => {
    const host = await account('Host');
    const ann = await account('Ann');
    const bob = await account('Bob');
    const tableId = await newTable(server, host);
    expect((await call(server, 'POST', `/api/tables/${tableId}/join`, { token: ann.token, body: {} })).status).toBe(
      200,
    );
    expect((await invite(server, host, tableId, [bob.user.username!])).status).toBe(201);
    const r = await invite(server, host, tableId, [
      host.user.username!,
      ann.user.username!,
      bob.user.username!,
      bob.user.username!.toLowerCase(),
    ]);
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      invited: [],
      skipped: [
        { username: host.user.username, reason: 'self' },
        { username: ann.user.username, reason: 'seated' },
        { username: bob.user.username, reason: 'invited' },
        { username: bob.user.username!.toLowerCase(), reason: 'repeated' },
      ],
    });
    expect(await server.store.notify.pendingOf(bob.user.id)).toHaveLength(1);
    expect(await server.store.notify.pendingOf(ann.user.id)).toHaveLength(0);
    expect(await server.store.invitations.listOfTable(tableId)).toHaveLength(1);
  });

  it('invites a person named twice in one request, in look-alike spellings, once, and says so of the repeats', async () => {
    const host = await account('Host');
    const ivan = await account('ivan');
    const name = ivan.user.username!;
    const tableId = await newTable(server, host);
    // Capital I with its dot, and the name in fullwidth letters: the same account by its key (username-key.ts).
    const fullwidth = [...name].map((c) => String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xfee0)).join('');
    const r = await invite(server, host, tableId, [`İ${name.slice(1)}`, fullwidth, name]);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    // The first spelling is the one invited; the later ones are named as sent (they merged unsaid before).
    expect(r.body).toEqual({
      invited: [name],
      skipped: [
        { username: fullwidth, reason: 'repeated' },
        { username: name, reason: 'repeated' },
      ],
    });
    expect(await server.store.invitations.listOfTable(tableId)).toHaveLength(1);
    expect(await server.store.notify.pendingOf(ivan.user.id)).toHaveLength(1);
  });

  it('refuses an unknown name with NO_SUCH_USER naming it, inviting nobody of the request', async () => {
    const host = await account('Host');
    const bob = await account('Bob');
    const tableId = await newTable(server, host);
    const r = await invite(server, host, tableId, [bob.user.username!, 'nobody-here']);
    expectRefused(r, 404, 'NO_SUCH_USER');
    expect((r.body as unknown as { error: { detail: unknown } }).error.detail).toEqual({ username: 'nobody-here' });
    expect(await server.store.invitations.listOfTable(tableId)).toEqual([]);
    expect(await server.store.notify.pendingOf(bob.user.id)).toEqual([]);
    // A guest has no user name to be invited by.
    const g = await guest(server, 'Guesty');
    expectRefused(await invite(server, host, tableId, ['Guesty']), 404, 'NO_SUCH_USER');
    expect(g.name).toBe('Guesty');
  });

  it('refuses whoever may not invite, a bad body, an unknown table and a started one', async () => {
    const host = await account('Host');
    const bob = await account('Bob');
    const stranger = await account('Stranger');
    const tableId = await newTable(server, host);
    const names = [bob.user.username!];
    expectRefused(await invite(server, { token: 'nope' }, tableId, names), 401, 'UNAUTHORIZED');
    const g = await guest(server);
    expect((await call(server, 'POST', `/api/tables/${tableId}/join`, { token: g.token, body: {} })).status).toBe(200);
    expectRefused(await invite(server, g, tableId, names), 403, 'NOT_REGISTERED');
    expectRefused(await invite(server, stranger, tableId, names), 409, 'NOT_SEATED');
    expectRefused(await invite(server, host, 'no-such-table', names), 404, 'NOT_FOUND');
    expectRefused(await invite(server, host, tableId, []), 400, 'BAD_REQUEST');
    expectRefused(
      await call(server, 'POST', `/api/tables/${tableId}/invitations`, {
        token: host.token,
        body: { usernames: names, extra: 1 },
      }),
      400,
      'BAD_REQUEST',
    );
    expect((await call(server, 'POST', `/api/tables/${tableId}/start`, { token: host.token })).status).toBe(200);
    expectRefused(await invite(server, host, tableId, names), 409, 'NOT_OPEN');
    expect(await server.store.invitations.listOfTable(tableId)).toEqual([]);
  });

  it('declines once; a declined invitation cannot be accepted; nobody else may answer it', async () => {
    const host = await account('Host');
    const bob = await account('Bob');
    const carol = await account('Carol');
    const tableId = await newTable(server, host);
    await invite(server, host, tableId, [bob.user.username!]);
    const id = (await listOf(server, bob))[0]!.id;
    expectRefused(
      await call(server, 'POST', `/api/invitations/${id}/accept`, { token: carol.token }),
      404,
      'NOT_FOUND',
    );
    expectRefused(await call(server, 'POST', `/api/invitations/nope/decline`, { token: bob.token }), 404, 'NOT_FOUND');
    const declined = await call(server, 'POST', `/api/invitations/${id}/decline`, { token: bob.token });
    expect(declined.status).toBe(200);
    expect((await listOf(server, bob))[0]).toMatchObject({ id, status: 'declined' });
    expectRefused(
      await call(server, 'POST', `/api/invitations/${id}/accept`, { token: bob.token }),
      409,
      'INVITATION_CLOSED',
    );
    expectRefused(
      await call(server, 'POST', `/api/invitations/${id}/decline`, { token: bob.token }),
      409,
      'INVITATION_CLOSED',
    );
    const seats = await server.store.getSeats(tableId);
    expect(seats.some((s) => s.userId === bob.user.id)).toBe(false);
  });

  it('answers TABLE_FULL when the seats filled first (the invitation stays open), NOT_OPEN once it started', async () => {
    const host = await account('Host');
    const bob = await account('Bob');
    const dan = await account('Dan');
    const tableId = await newTable(server, host);
    await invite(server, host, tableId, [bob.user.username!]);
    const id = (await listOf(server, bob))[0]!.id;
    expect((await call(server, 'POST', `/api/tables/${tableId}/join`, { token: dan.token, body: {} })).status).toBe(
      200,
    );
    expectRefused(await call(server, 'POST', `/api/invitations/${id}/accept`, { token: bob.token }), 409, 'TABLE_FULL');
    expect((await listOf(server, bob))[0]).toMatchObject({ id, status: 'open' });
    expect((await call(server, 'POST', `/api/tables/${tableId}/start`, { token: host.token })).status).toBe(200);
    // The table started without Bob: his invitation reads as expired, and accepting it finds the table closed.
    expect((await listOf(server, bob))[0]).toMatchObject({ id, status: 'expired' });
    expectRefused(await call(server, 'POST', `/api/invitations/${id}/accept`, { token: bob.token }), 409, 'NOT_OPEN');
  });

  it('accepts an invitation of someone seated already (joined by the link) without a second seat', async () => {
    const host = await account('Host');
    const bob = await account('Bob');
    const tableId = await newTable(server, host);
    await invite(server, host, tableId, [bob.user.username!]);
    expect((await call(server, 'POST', `/api/tables/${tableId}/join`, { token: bob.token, body: {} })).status).toBe(
      200,
    );
    const id = (await listOf(server, bob))[0]!.id;
    const r = await call<{ table: TableSummary }>(server, 'POST', `/api/invitations/${id}/accept`, {
      token: bob.token,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.table.seats.filter((s) => s.user?.id === bob.user.id)).toHaveLength(1);
  });

  it('lists open invitations first, then the answered ones, each part newest first', async () => {
    const bob = await account('Bob');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const host = await account('Host');
      const tableId = await newTable(server, host);
      await invite(server, host, tableId, [bob.user.username!]);
      ids.push((await listOf(server, bob)).find((x) => x.tableId === tableId)!.id);
    }
    expect((await call(server, 'POST', `/api/invitations/${ids[2]}/decline`, { token: bob.token })).status).toBe(200);
    expect((await listOf(server, bob)).map((x) => [x.id, x.status])).toEqual([
      [ids[1], 'open'],
      [ids[0], 'open'],
      [ids[2], 'declined'],
    ]);
    expect(codeOf(await call(server, 'GET', '/api/account/invitations', { token: 'nope' }))).toBe('UNAUTHORIZED');
  });
});

describe('invitations that expire', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serve(1);
  });
  afterAll(async () => {
    await server.close();
  });

  it('reads an invitation past its time as expired; it can be neither accepted nor declined', async () => {
    const host = await register(server, fresh('Host'), GOOD);
    const bob = await register(server, fresh('Bob'), GOOD);
    const tableId = await newTable(server, host);
    expect((await invite(server, host, tableId, [bob.user.username!])).status).toBe(201);
    await sleep(5);
    const [inv] = await listOf(server, bob);
    expect(inv).toMatchObject({ tableId, status: 'expired' });
    expectRefused(
      await call(server, 'POST', `/api/invitations/${inv!.id}/accept`, { token: bob.token }),
      409,
      'INVITATION_CLOSED',
    );
    expectRefused(
      await call(server, 'POST', `/api/invitations/${inv!.id}/decline`, { token: bob.token }),
      409,
      'INVITATION_CLOSED',
    );
    expect((await server.store.getSeats(tableId)).some((s) => s.userId === bob.user.id)).toBe(false);
  });
});

describe('invitations per client address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serve(undefined, 3);
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses more invitation requests than the account changes’ limit with RATE_LIMITED, inviting nobody', async () => {
    const host = await register(server, fresh('Host'), GOOD);
    const bob = await register(server, fresh('Bob'), GOOD);
    const tableId = await newTable(server, host);
    for (let i = 0; i < 3; i++) expect((await invite(server, host, tableId, ['nobody-at-all'])).status).toBe(404);
    expectRefused(await invite(server, host, tableId, [bob.user.username!]), 429, 'RATE_LIMITED');
    expect(await server.store.invitations.listOfTable(tableId)).toEqual([]);
  });
});
