// A connection's frames are handled one at a time, in the order sent (bug: a move or a chat line sent right after a
// subscribe, without waiting for its answer, was refused NOT_SUBSCRIBED while the subscribe still loaded its table).
import type { TableSummary } from '@birzha/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, guest, openSocket, startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser);
});
afterAll(async () => {
  await server.close();
});

it('a frame sent right after a subscribe finds the subscription made (bug: NOT_SUBSCRIBED)', async () => {
  const a = await guest(server, 'A');
  const created = await api<{ table: TableSummary }>(server, a.token, 'POST', '/api/tables', {
    game: 'akcioner',
    players: 2,
  });
  const table = created.body.table.id;
  const ws = openSocket(server, a.token);
  await ws.opened;
  await expect.poll(() => ws.frames.some((f) => f.includes('"hello"'))).toBe(true);
  // Both at once: the server must not look at the chat line before the subscribe is done.
  ws.socket.send(JSON.stringify({ t: 'subscribe', table, id: 's' }));
  ws.socket.send(JSON.stringify({ t: 'chat', table, text: 'hi', id: 'c' }));
  await expect
    .poll(() => ws.frames.map((f) => JSON.parse(f) as { t: string; id?: string }).find((m) => m.id === 'c'))
    .toMatchObject({ t: 'ack' });
  const order = ws.frames.map((f) => JSON.parse(f) as { t: string; id?: string }).filter((m) => m.id !== undefined);
  expect(order.map((m) => m.id)).toEqual(['s', 'c']);
  ws.socket.close();
});
