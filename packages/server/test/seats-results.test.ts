// A finished match's summary tells each person their place and, for a rated match, the rating points before and
// after (issue 13: "you won / you came 3rd", rating changes on the results screen), a seat a bot took over
// included: it stays its person's.
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, TestClient, type TestServer } from './harness.ts';
import { toyTable, startedDuel, summaryOf, toyServer, type Summary } from './seats-toy.ts';
import { waitFor } from '@birzha/test-support';

let server: TestServer;
beforeAll(async () => {
  server = await toyServer();
});
afterAll(async () => {
  await server.close();
});

/** Makes guests accounts in the harness's SQLite file (a user name is what makes one). */
function accounts(...ids: string[]): void {
  const db = new SqliteDatabase(join(server.dataDir, 'birzha.sqlite'));
  try {
    for (const id of ids) db.prepare('update users set username = ?, username_key = ? where id = ?').run(id, id, id);
  } finally {
    db.close();
  }
}

/** Alice resigns: Bob wins. The summary once the results are recorded. */
async function aliceResigns(id: string, token: string): Promise<Summary> {
  const c = await TestClient.connect(server, token);
  try {
    await c.request({ t: 'subscribe', table: id });
    const version = (await server.store.getTable(id))?.version ?? 0;
    expect(await c.request({ t: 'move', table: id, version, move: { type: 'resign' } })).toMatchObject({ t: 'ack' });
  } finally {
    c.close();
  }
  await waitFor('the results are recorded', async () => ((await summaryOf(server, id)).results?.length ?? 0) > 0);
  return summaryOf(server, id);
}

describe('results in the summary', () => {
  it('a rated match: each person’s place and rating points before and after', async () => {
    const { id, alice, bob } = await startedDuel(server, { rounds: 3, seconds: 0 }, ['Alice', 'Bob']);
    // Made accounts after the start: this one is casual; the next table, asked rated, is rated.
    accounts(alice.id, bob.id);
    const table = await toyTable(server, alice, { rated: true });
    await api(server, bob.token, 'POST', `/api/tables/${table.id}/join`, {});
    expect((await api(server, alice.token, 'POST', `/api/tables/${table.id}/start`)).status).toBe(200);
    const end = await aliceResigns(table.id, alice.token);
    expect(end.rated).toBe(true);
    const byUser = new Map(end.results?.map((r) => [r.userId, r]));
    const won = byUser.get(bob.id);
    const lost = byUser.get(alice.id);
    expect(won).toMatchObject({ seat: 1, place: 1, tied: false, before: 1000 });
    expect(lost).toMatchObject({ seat: 0, place: 2, tied: false, before: 1000 });
    expect(won?.after).toBeGreaterThan(1000);
    expect(lost?.after).toBeLessThan(1000);
    // The casual one: places, no rating points.
    const casual = await aliceResigns(id, alice.token);
    expect(casual.rated).toBe(false);
    expect(casual.results?.map((r) => [r.userId, r.place, r.before, r.after])).toEqual(
      expect.arrayContaining([
        [bob.id, 1, null, null],
        [alice.id, 2, null, null],
      ]),
    );
  });

  it('a seat a bot took over is still its person’s in the results', async () => {
    const { id, alice, bob } = await startedDuel(server);
    expect((await api(server, bob.token, 'POST', `/api/tables/${id}/leave`)).status).toBe(200);
    const end = await aliceResigns(id, alice.token);
    expect(end.seats[1]?.left?.id).toBe(bob.id);
    expect(end.results?.find((r) => r.seat === 1)).toMatchObject({ userId: bob.id, place: 1 });
    // The person's list of finished tables says the same.
    const mine = await api<Summary[]>(server, bob.token, 'GET', '/api/me/tables?status=finished');
    expect(mine.body.find((t) => t.id === id)?.results?.find((r) => r.seat === 1)?.userId).toBe(bob.id);
  });
});
