// Who is who at the table (issue 13, point 2): every seat has a distinct display name in the table's summary
// (bots their own names, people with a shared name numbered), every person says what they are (guest, account,
// deleted), and rated is asked for at the creation but decided at the start.
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, guest, type TestServer } from './harness.ts';
import { startedDuel, toyTable, GAME, summaryOf, toyServer } from './seats-toy.ts';

let server: TestServer;
beforeAll(async () => {
  server = await toyServer();
});
afterAll(async () => {
  await server.close();
});

/**
 * Sets users' columns in the harness's SQLite file: what registering (a user name) or deleting an account (a neutral
 * name, a deletion time, no user name) leaves on the row, without depending on the accounts routes.
 */
function setUser(userId: string, set: { username: string | null; name?: string; deletedAt?: number }): void {
  const db = new SqliteDatabase(join(server.dataDir, 'birzha.sqlite'));
  try {
    db.prepare('update users set username = ?, username_key = ? where id = ?').run(
      set.username,
      set.username?.toLowerCase() ?? null,
      userId,
    );
    if (set.name !== undefined) db.prepare('update users set name = ? where id = ?').run(set.name, userId);
    if (set.deletedAt !== undefined)
      db.prepare('update users set deleted_at = ? where id = ?').run(set.deletedAt, userId);
  } finally {
    db.close();
  }
}

/** Makes a guest an account (its user name; the password does not matter here). */
async function account(userId: string, username: string): Promise<void> {
  setUser(userId, { username });
  expect((await server.store.getUser(userId))?.username).toBe(username);
}

describe('seat names', () => {
  it('a bot is not named as a person at the table reads: a host Борис gets no «Бот Борис» (created or added)', async () => {
    // Seat 1 starts at the second name, boris: the host reads as it, in Russian or in English, so the next.
    const boris = await guest(server, 'Борис');
    const table = await toyTable(server, boris, { bots: [{ seat: 1, level: 'beginner' }] });
    expect(table.seats[1]?.botName).toBe('vera');
    const host = await guest(server, 'Boris');
    const open = await toyTable(server, host, {});
    const added = await api<{ seats: { botName: string | null }[] }>(
      server,
      host.token,
      'POST',
      `/api/tables/${open.id}/bots`,
      { seat: 1, level: 'beginner' },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.seats[1]?.botName).toBe('vera');
  });

  it('a bot named as a person who sits down later is renamed: Борис joins beside «Бот Борис»', async () => {
    const host = await guest(server, 'Host');
    const table = await toyTable(server, host, { join: false, bots: [{ seat: 1, level: 'beginner' }] });
    expect(table.seats[1]?.botName).toBe('boris');
    const boris = await guest(server, 'Борис');
    const joined = await api<{ seats: { botName: string | null }[] }>(
      server,
      boris.token,
      'POST',
      `/api/tables/${table.id}/join`,
      {},
    );
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.seats[1]?.botName).toBe('vera');
    expect((await summaryOf(server, table.id)).seats[1]?.botName).toBe('vera');
  });

  it('a bot taking over a seat in play is not named as a person at the table: Alice leaves, Anna stays', async () => {
    const { id, alice } = await startedDuel(server, { rounds: 3, seconds: 0 }, ['Alice', 'Анна']);
    expect((await api(server, alice.token, 'POST', `/api/tables/${id}/leave`)).status).toBe(200);
    const seat = (await summaryOf(server, id)).seats[0];
    expect(seat?.bot).not.toBeNull();
    expect(seat?.botName).toBe('boris');
  });

  it('two bots at one table get names of their own, distinct, in the summary and the lobby list', async () => {
    const host = await guest(server, 'Host');
    const table = await toyTable(server, host, {
      join: false,
      bots: [
        { seat: 0, level: 'beginner' },
        { seat: 1, level: 'beginner' },
      ],
    });
    const names = table.seats.map((s) => s.botName);
    expect(names.every((n) => typeof n === 'string' && n.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(2);
    expect(table.seats.map((s) => s.bot)).toEqual(['beginner', 'beginner']);
    expect(table.seats.every((s) => s.user === null && (s.left ?? null) === null)).toBe(true);
    // The same names when read again, from the lobby's list (built from rows when the table is not in memory too).
    const listed = await api<{ id: string; seats: { botName: string | null }[] }[]>(server, null, 'GET', '/api/tables');
    const mine = listed.body.find((t) => t.id === table.id);
    expect(mine?.seats.map((s) => s.botName)).toEqual(names);
  });

  it('a bot added later, and one put back after removal, never takes a name another seat has', async () => {
    const host = await guest(server, 'Host');
    const table = await toyTable(server, host, { join: false, bots: [{ seat: 0, level: 'beginner' }] });
    const path = `/api/tables/${table.id}`;
    const first = table.seats[0]?.botName;
    const added = await api<{ seats: { botName: string | null }[] }>(server, host.token, 'POST', `${path}/bots`, {
      seat: 1,
      level: 'intermediate',
    });
    expect(added.status).toBe(200);
    expect(added.body.seats[1]?.botName).not.toBe(first);
    expect(added.body.seats[1]?.botName).toEqual(expect.any(String));
    const removed = await api<{ seats: { botName?: string | null }[] }>(server, host.token, 'DELETE', `${path}/bots/1`);
    expect(removed.body.seats[1]?.botName ?? null).toBeNull();
  });

  it('two people of the same name are told apart: the second is shown "Аня (2)"; each says it is a guest', async () => {
    const a = await guest(server, 'Аня');
    const b = await guest(server, 'Аня');
    const table = await toyTable(server, a, {});
    const joined = await api<{ seats: { user: { id: string; name: string; kind?: string } | null }[] }>(
      server,
      b.token,
      'POST',
      `/api/tables/${table.id}/join`,
      {},
    );
    expect(joined.status).toBe(200);
    const summary = await summaryOf(server, table.id);
    expect(summary.seats.map((s) => s.user)).toEqual([
      { id: a.id, name: 'Аня', kind: 'guest' },
      { id: b.id, name: 'Аня (2)', kind: 'guest' },
    ]);
    expect(summary.host).toEqual({ id: a.id, name: 'Аня', kind: 'guest' });
    expect(joined.body.seats[1]?.user?.name).toBe('Аня (2)');
  });

  it('a numbered name never copies the real name of someone at the table', async () => {
    const a = await guest(server, 'Лев');
    const b = await guest(server, 'Лев (2)');
    const c = await guest(server, 'Лев');
    // Two seats: the first Лев hosts, the one really called "Лев (2)" joins; then the second Лев in a table of
    // its own with the first: the names stay distinct whatever the order.
    const t1 = await toyTable(server, a, {});
    await api(server, b.token, 'POST', `/api/tables/${t1.id}/join`, {});
    expect((await summaryOf(server, t1.id)).seats.map((s) => s.user?.name)).toEqual(['Лев', 'Лев (2)']);
    const t2 = await toyTable(server, b, {});
    await api(server, c.token, 'POST', `/api/tables/${t2.id}/join`, {});
    expect((await summaryOf(server, t2.id)).seats.map((s) => s.user?.name)).toEqual(['Лев (2)', 'Лев']);
  });

  it('accounts and deleted accounts say so (kind)', async () => {
    const a = await guest(server, 'Registered');
    const b = await guest(server, 'Gone');
    await account(a.id, `reg-${a.id}`);
    await account(b.id, `gone-${b.id}`);
    const table = await toyTable(server, a, { join: false });
    expect(table.host).toEqual({ id: a.id, name: 'Registered', kind: 'account' });
    await api(server, b.token, 'POST', `/api/tables/${table.id}/join`, {});
    expect((await summaryOf(server, table.id)).seats[0]?.user?.kind).toBe('account');
    setUser(b.id, { username: null, name: 'Deleted player', deletedAt: 1 });
    // A seat change reloads the table and its people from the store.
    const r = await api<{ seats: { user: { kind?: string; name: string } | null }[] }>(
      server,
      a.token,
      'POST',
      `/api/tables/${table.id}/bots`,
      { seat: 1, level: 'beginner' },
    );
    expect(r.status).toBe(200);
    expect(r.body.seats[0]?.user).toEqual({ id: b.id, name: 'Deleted player', kind: 'deleted' });
  });
});

describe('rated or casual', () => {
  async function duel(rated: boolean | undefined, second: 'account' | 'guest' | 'bot'): Promise<boolean | undefined> {
    const a = await guest(server, 'A');
    await account(a.id, `a-${a.id}`);
    const table = await toyTable(server, a, {
      ...(rated === undefined ? {} : { rated }),
      ...(second === 'bot' ? { bots: [{ seat: 1, level: 'beginner' }] } : {}),
    });
    expect(table.rated).toBe(rated ?? false);
    if (second !== 'bot') {
      const b = await guest(server, 'B');
      if (second === 'account') await account(b.id, `b-${b.id}`);
      expect((await api(server, b.token, 'POST', `/api/tables/${table.id}/join`, {})).status).toBe(200);
    }
    const started = await api<{ rated?: boolean }>(server, a.token, 'POST', `/api/tables/${table.id}/start`);
    expect(started.status).toBe(200);
    const stored = await server.store.getTable(table.id);
    expect(started.body.rated).toBe(stored?.rated);
    expect((await summaryOf(server, table.id)).rated).toBe(stored?.rated);
    return stored?.rated;
  }

  it('is rated when asked and every seat is an account', async () => {
    expect(await duel(true, 'account')).toBe(true);
    // A bot's own seat plays for its level's account (issue 27).
    expect(await duel(true, 'bot')).toBe(true);
  });

  it('is casual when a guest sits at it, or when nobody asked', async () => {
    expect(await duel(true, 'guest')).toBe(false);
    expect(await duel(false, 'account')).toBe(false);
    expect(await duel(false, 'bot')).toBe(false);
    expect(await duel(undefined, 'account')).toBe(false);
  });

  it('a guest who registered after sitting down counts as an account at the start', async () => {
    const a = await guest(server, 'A');
    const b = await guest(server, 'B');
    await account(a.id, `a2-${a.id}`);
    const table = await toyTable(server, a, { rated: true });
    await api(server, b.token, 'POST', `/api/tables/${table.id}/join`, {});
    await account(b.id, `b2-${b.id}`);
    expect((await api(server, a.token, 'POST', `/api/tables/${table.id}/start`)).status).toBe(200);
    expect((await server.store.getTable(table.id))?.rated).toBe(true);
  });

  it('a bad `rated` is refused and creates nothing', async () => {
    const a = await guest(server, 'A');
    const r = await api<{ error: { code: string } }>(server, a.token, 'POST', '/api/tables', {
      game: GAME,
      players: 2,
      rated: 'yes',
    });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toEqual(expect.any(String));
    const mine = await api<unknown[]>(server, a.token, 'GET', '/api/me/tables?status=open');
    expect(mine.body).toEqual([]);
  });
});
