// While the database cannot be reached (PostgreSQL restarting or failing over: no connection could be made, so nothing
// was sent), a request is refused UNAVAILABLE with when to try again, over REST (503) and over the WebSocket, and is
// served again once the database is back. Before, both answered INTERNAL (500), as for a bug.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { StoreUnreachable } from '../src/store/lost-connection.ts';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser);
});
afterAll(async () => {
  await server.close();
});

const unreachable = () => Promise.reject(new StoreUnreachable(new Error('connect ECONNREFUSED 127.0.0.1:5432')));

it('answers UNAVAILABLE with retryAfter while the database is out of reach, and serves again after', async () => {
  const a = await guest(server, 'A');
  const created = await api<{ table: { id: string } }>(server, a.token, 'POST', '/api/tables', {
    game: 'akcioner',
    players: 2,
    options: { variant: 'short', turnSeconds: 0 },
  });
  const tableId = created.body.table.id;
  const client = await TestClient.connect(server, a.token);
  const store = server.store as unknown as Record<'listChat' | 'listTables', unknown>;
  const kept = { listChat: store.listChat, listTables: store.listTables };
  // The snapshot a subscribe answers with reads the table's chat; the lobby's list reads the tables.
  store.listChat = unreachable;
  store.listTables = unreachable;
  try {
    expect(await client.request({ t: 'subscribe', table: tableId })).toMatchObject({
      t: 'error',
      code: 'UNAVAILABLE',
      detail: { retryAfter: 2 },
    });
    const listed = await api(server, a.token, 'GET', '/api/tables?status=open');
    expect(listed).toMatchObject({ status: 503, body: { error: { code: 'UNAVAILABLE', detail: { retryAfter: 2 } } } });
  } finally {
    Object.assign(store, kept);
  }
  expect(await client.request({ t: 'subscribe', table: tableId })).toMatchObject({ t: 'ack' });
  await client.next((m) => m.t === 'snapshot');
  expect((await api(server, a.token, 'GET', '/api/tables?status=open')).status).toBe(200);
  client.close();
});
