// "Play again" (issue 24, point 10): a finished table's people start a game with the same seats: the same game,
// options, privacy and rated request, the bots that were there from the start, each person's own seat kept for them;
// made once however many of them ask, and the old table's viewers are told where it went.
import { join } from 'node:path';
import { TAKEOVER_BOT_LEVEL } from '@birzha/protocol';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { api, guest, TestClient, type TestServer } from './harness.ts';
import { toyTable, refusal, startedDuel, summaryOf, toyServer, type Summary, type User } from './seats-toy.ts';
import { waitFor } from '@birzha/test-support';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

async function server(): Promise<TestServer> {
  const s = await toyServer();
  servers.push(s);
  return s;
}

type Again = { table: Summary; invite: string | null };

/** `user` resigns the table's match (the other seat wins). */
async function resign(s: TestServer, user: User, id: string): Promise<void> {
  const c = await TestClient.connect(s, user.token);
  try {
    await c.request({ t: 'subscribe', table: id });
    const version = (await s.store.getTable(id))?.version ?? 0;
    expect(await c.request({ t: 'move', table: id, version, move: { type: 'resign' } })).toMatchObject({ t: 'ack' });
  } finally {
    c.close();
  }
}

const again = (s: TestServer, user: User, id: string) => api<Again>(s, user.token, 'POST', `/api/tables/${id}/again`);

describe('POST /api/tables/:id/again', () => {
  it('makes the rematch once: the caller in their old seat, the others’ seats free for them, told to the old table', async () => {
    const s = await server();
    const { id, alice, bob } = await startedDuel(s, { rounds: 4, seconds: 0 });
    const watcher = await guest(s, 'Watcher');
    const cw = await TestClient.connect(s, watcher.token);
    await cw.request({ t: 'subscribe', table: id });
    await resign(s, alice, id);
    const first = await again(s, bob, id);
    expect(first.status).toBe(201);
    const next = first.body.table;
    expect(next).toMatchObject({
      game: 'toy',
      options: { rounds: 4, seconds: 0 },
      players: 2,
      private: false,
      status: 'open',
      host: { id: bob.id },
      rated: false,
      quick: null,
    });
    expect(next.id).not.toBe(id);
    expect(first.body.invite).toBeNull();
    expect(next.seats.map((x) => [x.user?.id ?? null, x.bot])).toEqual([
      [null, null],
      [bob.id, null],
    ]);
    // The old table names it, and its viewers were told.
    expect((await summaryOf(s, id)).next).toEqual({ id: next.id, invite: null });
    await cw.next((m) => m.t === 'snapshot' && (m['table'] as Summary).next?.id === next.id);
    // Alice asks too: the same table; she takes her old seat.
    const second = await again(s, alice, id);
    expect(second.status).toBe(200);
    expect(second.body.table.id).toBe(next.id);
    expect((await api(s, alice.token, 'POST', `/api/tables/${next.id}/join`, { seat: 0 })).status).toBe(200);
    expect((await api(s, bob.token, 'POST', `/api/tables/${next.id}/start`)).status).toBe(200);
    cw.close();
  });

  it('keeps the bots that played from the start, not one that took a person’s seat over', async () => {
    const s = await server();
    const alice = await guest(s, 'Alice');
    const withBot = await toyTable(s, alice, { bots: [{ seat: 1, level: 'beginner' }] });
    expect((await api(s, alice.token, 'POST', `/api/tables/${withBot.id}/start`)).status).toBe(200);
    await resign(s, alice, withBot.id);
    const r = await again(s, alice, withBot.id);
    expect(r.status).toBe(201);
    expect(r.body.table.seats[1]).toMatchObject({ user: null, bot: 'beginner', botName: withBot.seats[1]?.botName });
    expect(r.body.table.seats[0]).toMatchObject({ user: { id: alice.id } });

    // Bob left (a bot took his seat over) and the match ended: he may still ask, and his seat is his, not a bot's.
    const duel = await startedDuel(s);
    expect((await api(s, duel.bob.token, 'POST', `/api/tables/${duel.id}/leave`)).status).toBe(200);
    expect((await summaryOf(s, duel.id)).seats[1]?.bot).toBe(TAKEOVER_BOT_LEVEL);
    await resign(s, duel.alice, duel.id);
    const back = await again(s, duel.bob, duel.id);
    expect(back.status).toBe(201);
    expect(back.body.table.seats.map((x) => [x.user?.id ?? null, x.bot])).toEqual([
      [null, null],
      [duel.bob.id, null],
    ]);
  });

  it('a private table’s rematch is private, with an invite its people see on the old table', async () => {
    const s = await server();
    const alice = await guest(s, 'Alice');
    const bob = await guest(s, 'Bob');
    const created = await api<{ table: Summary; invite: string }>(s, alice.token, 'POST', '/api/tables', {
      game: 'toy',
      players: 2,
      private: true,
    });
    const id = created.body.table.id;
    await api(s, bob.token, 'POST', `/api/tables/${id}/join`, { invite: created.body.invite });
    expect((await api(s, alice.token, 'POST', `/api/tables/${id}/start`)).status).toBe(200);
    await resign(s, bob, id);
    const r = await again(s, alice, id);
    expect(r.status).toBe(201);
    expect(r.body.table.private).toBe(true);
    expect(r.body.invite).toEqual(expect.any(String));
    expect(r.body.invite).not.toBe(created.body.invite);
    expect((await summaryOf(s, id, bob.token)).next).toEqual({ id: r.body.table.id, invite: r.body.invite });
    // Bob joins with it; a stranger without it cannot.
    expect(
      (await api(s, bob.token, 'POST', `/api/tables/${r.body.table.id}/join`, { seat: 1, invite: r.body.invite }))
        .status,
    ).toBe(200);
    const stranger = await guest(s, 'Stranger');
    expect((await refusal(s, stranger.token, 'GET', `/api/tables/${r.body.table.id}`)).code).toBe('BAD_INVITE');
  });

  it('a rated match’s rematch is asked rated', async () => {
    const s = await server();
    const alice = await guest(s, 'Alice');
    const bob = await guest(s, 'Bob');
    const db = new SqliteDatabase(join(s.dataDir, 'birzha.sqlite'));
    for (const u of [alice, bob])
      db.prepare('update users set username = ?, username_key = ? where id = ?').run(u.id, u.id, u.id);
    db.close();
    const table = await toyTable(s, alice, { rated: true });
    await api(s, bob.token, 'POST', `/api/tables/${table.id}/join`, {});
    expect((await api(s, alice.token, 'POST', `/api/tables/${table.id}/start`)).status).toBe(200);
    await resign(s, bob, table.id);
    const r = await again(s, bob, table.id);
    expect(r.body.table.rated).toBe(true);
    await api(s, alice.token, 'POST', `/api/tables/${r.body.table.id}/join`, {});
    expect((await api(s, bob.token, 'POST', `/api/tables/${r.body.table.id}/start`)).status).toBe(200);
    expect((await summaryOf(s, r.body.table.id)).rated).toBe(true);
  });

  it('people asking at the same time get one rematch', async () => {
    const s = await server();
    const { id, alice, bob } = await startedDuel(s);
    await resign(s, bob, id);
    const answers = await Promise.all([again(s, alice, id), again(s, bob, id), again(s, alice, id)]);
    expect(new Set(answers.map((a) => a.body.table.id)).size).toBe(1);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    const made = (await s.store.listTables({ status: 'open', limit: 50 })).filter((t) => t.id !== id);
    expect(made.map((t) => t.id)).toEqual([answers[0]!.body.table.id]);
    await waitFor('the old table names its rematch', async () => (await summaryOf(s, id)).next !== undefined);
  });

  it('is refused, changing nothing, for a match not over, to anyone not of it, and for no table', async () => {
    const s = await server();
    const { id, alice, bob } = await startedDuel(s);
    const path = `/api/tables/${id}/again`;
    expect(await refusal(s, alice.token, 'POST', path)).toEqual({ status: 400, code: 'NOT_FINISHED' });
    await resign(s, alice, id);
    const stranger = await guest(s, 'Stranger');
    expect(await refusal(s, stranger.token, 'POST', path)).toEqual({ status: 409, code: 'NOT_SEATED' });
    expect(await refusal(s, null, 'POST', path)).toEqual({ status: 401, code: 'UNAUTHORIZED' });
    expect(await refusal(s, bob.token, 'POST', '/api/tables/nosuchtable/again')).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect((await summaryOf(s, id)).next).toBeUndefined();
    expect((await s.store.listTables({ status: 'open', limit: 50 })).length).toBe(0);
    // An open table is no match to play again either.
    const open = await toyTable(s, alice, {});
    expect(await refusal(s, alice.token, 'POST', `/api/tables/${open.id}/again`)).toEqual({
      status: 400,
      code: 'NOT_FINISHED',
    });
  });
});
