// A seat may not send the clock's move: Akcioner's and Stockpile's `timeout` is the server's alone (their specs, 7.4
// and 6.2), as Checkers Exchange's `phaseTimeout` already was. A bot program found the server accepted it from a
// person (bot API audit): six seconds before the deadline the seat "timed out", recorded as played by the person.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser);
});
afterAll(async () => {
  await server.close();
});

type Msg = Record<string, unknown> & { t: string };

describe.each([
  { game: 'akcioner', options: { variant: 'short', turnSeconds: 60 } },
  { game: 'stockpile', options: { turnSeconds: 60 } },
])('$game: a seat that sends `timeout`', ({ game, options }) => {
  it('is refused CLOCK_ONLY on a timed table, and nothing is played', async () => {
    const [anna, boris] = [await guest(server, 'Anna'), await guest(server, 'Boris')];
    const created = await api<{ table: { id: string } }>(server, anna.token, 'POST', '/api/tables', {
      game,
      players: 2,
      options,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.table.id;
    expect((await api(server, boris.token, 'POST', `/api/tables/${id}/join`, {})).status).toBe(200);
    expect((await api(server, anna.token, 'POST', `/api/tables/${id}/start`)).status).toBe(200);
    const clients = [await TestClient.connect(server, anna.token), await TestClient.connect(server, boris.token)];
    try {
      const snapshots: Msg[] = [];
      for (const c of clients) {
        await c.request({ t: 'subscribe', table: id });
        snapshots.push((await c.next((m) => m.t === 'snapshot')) as Msg);
      }
      const first = snapshots[0] as Msg;
      const version = (first['table'] as { version: number }).version;
      const seat = (first['toAct'] as number[])[0] as number;
      const answer = await (clients[seat] as TestClient).request({
        t: 'move',
        table: id,
        version,
        move: { type: 'timeout' },
      });
      expect(answer).toMatchObject({ t: 'error', code: 'CLOCK_ONLY', version });
      expect((await server.store.getTable(id))?.version).toBe(version);
      expect(await server.store.loadMoves(id)).toEqual([]);
    } finally {
      for (const c of clients) c.close();
    }
  });
});
