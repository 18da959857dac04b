// A resignation sent while another seat's move landed (the resigning player's page not yet updated) is applied, not
// answered STALE (spec 7.5: any active seat, at any moment). It was STALE in Akcioner: at a table with a bot, a
// player who resigned right after someone else resigned saw "the position has just changed" and stayed in the game.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser, { rateLimit: { perSecond: 1000, burst: 1000 } });
});
afterAll(async () => {
  await server.close();
});

it('applies a resignation sent at an older version, and still refuses a stale move of the turn', async () => {
  const people = [await guest(server, 'A'), await guest(server, 'B'), await guest(server, 'C')];
  const created = await api<{ table: { id: string } }>(server, people[0]!.token, 'POST', '/api/tables', {
    game: 'akcioner',
    players: 3,
    options: { variant: 'short', turnSeconds: 0 },
  });
  expect(created.status).toBe(201);
  const tableId = created.body.table.id;
  for (const seat of [1, 2])
    expect((await api(server, people[seat]!.token, 'POST', `/api/tables/${tableId}/join`, { seat })).status).toBe(200);
  const clients = await Promise.all(people.map((p) => TestClient.connect(server, p.token)));
  for (const c of clients) await c.request({ t: 'subscribe', table: tableId });
  expect((await api(server, people[0]!.token, 'POST', `/api/tables/${tableId}/start`)).status).toBe(200);
  const first = await clients[0]!.next(
    (m) => m.t === 'snapshot' && (m['table'] as { status: string }).status === 'playing',
  );
  const mover = (first['toAct'] as number[])[0] as number;
  const [other, third] = [0, 1, 2].filter((s) => s !== mover) as [number, number];

  // The mover trades (version 1); another seat, still at version 0, resigns: applied as version 2.
  expect(
    await clients[mover]!.request({ t: 'move', table: tableId, version: 0, move: { type: 'trade', orders: {} } }),
  ).toMatchObject({ t: 'ack', version: 1 });
  expect(
    await clients[other]!.request({ t: 'move', table: tableId, version: 0, move: { type: 'resign' } }),
  ).toMatchObject({ t: 'ack', version: 2 });
  // A move that answers a position is still refused at an old version: the mover's, sent before it heard of version 2.
  expect(
    await clients[mover]!.request({
      t: 'move',
      table: tableId,
      version: 1,
      move: { type: 'playCard', card: 'x', assign: [] },
    }),
  ).toMatchObject({ t: 'error', code: 'STALE', version: 2 });
  // The third seat, at version 1, resigns too: applied, and the game is over with one active seat.
  expect(
    await clients[third]!.request({ t: 'move', table: tableId, version: 1, move: { type: 'resign' } }),
  ).toMatchObject({ t: 'ack', version: 3 });
  const last = await clients[mover]!.next((m) => m.t === 'update' && m['version'] === 3);
  expect(last).toMatchObject({ status: 'finished', outcome: { ranking: expect.any(Array) } });
  for (const c of clients) c.close();
});
