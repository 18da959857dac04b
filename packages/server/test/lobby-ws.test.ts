// The live lobby over the WebSocket: `lobby` subscribes a connection to `lobbyChanged` (a table created, seats
// changed, a start, a finish), throttled per connection; `unlobby` stops it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOBBY_THROTTLE_MS } from '../src/ws/hub.ts';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { sleep } from '@birzha/test-support';
import { createTable } from './tables.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser, { rateLimit: { perSecond: 1000, burst: 1000 } });
});
afterAll(async () => {
  await server.close();
});

type User = { id: string; name: string; token: string };
const OPTIONS = { variant: 'short', turnSeconds: 0 };

/** A connection watching the lobby, with the arrival time of every `lobbyChanged` it got. */
async function watcher(): Promise<{ client: TestClient; times: number[] }> {
  const user = await guest(server, 'Watcher');
  const client = await TestClient.connect(server, user.token);
  const times: number[] = [];
  client.socket.on('message', (data) => {
    if ((JSON.parse(String(data)) as { t: string }).t === 'lobbyChanged') times.push(performance.now());
  });
  expect(await client.request({ t: 'lobby' })).toMatchObject({ t: 'ack' });
  return { client, times };
}

/** Waits until the watcher's throttle window is surely over. */
async function windowOver(w: { times: number[] }): Promise<void> {
  const since = performance.now() - (w.times.at(-1) ?? -Infinity);
  if (since < LOBBY_THROTTLE_MS + 50) await sleep(LOBBY_THROTTLE_MS + 50 - since);
}

/** Runs `change` once the watcher's throttle window is over, and expects exactly `n` more notifications for it. */
async function expectNotified(w: { times: number[] }, n: number, change: () => Promise<unknown>): Promise<void> {
  await windowOver(w);
  const before = w.times.length;
  await change();
  await sleep(LOBBY_THROTTLE_MS + 150);
  expect(w.times.length - before).toBe(n);
}

/** An Akcioner table for two with the test's options, created by `host`: its id. */
async function akcionerTable(host: User, body: Record<string, unknown> = {}): Promise<string> {
  return (await createTable(server, host, { game: 'akcioner', players: 2, options: OPTIONS, ...body })).table.id;
}

describe('lobby over the WebSocket', () => {
  it('tells a watcher of a created table, a join, bots, a leave, the start and the finish; not of plain moves or presence', async () => {
    const w = await watcher();
    const a = await guest(server, 'A');
    const b = await guest(server, 'B');
    let tableId = '';
    await expectNotified(w, 1, async () => (tableId = await akcionerTable(a)));
    await expectNotified(w, 1, () =>
      api(server, a.token, 'POST', `/api/tables/${tableId}/bots`, { seat: 1, level: 'beginner' }),
    );
    await expectNotified(w, 1, () => api(server, a.token, 'DELETE', `/api/tables/${tableId}/bots/1`));
    await expectNotified(w, 1, () => api(server, b.token, 'POST', `/api/tables/${tableId}/join`, {}));
    await expectNotified(w, 1, () => api(server, b.token, 'POST', `/api/tables/${tableId}/leave`));
    await expectNotified(w, 1, () => api(server, b.token, 'POST', `/api/tables/${tableId}/join`, {}));
    // Refused requests change nothing and tell nobody.
    await expectNotified(w, 0, () => api(server, b.token, 'POST', `/api/tables/${tableId}/start`));
    // Players connecting (their presence marks) are not a lobby change.
    const ca = await TestClient.connect(server, a.token);
    const cb = await TestClient.connect(server, b.token);
    await expectNotified(w, 0, async () => {
      await ca.request({ t: 'subscribe', table: tableId });
      await cb.request({ t: 'subscribe', table: tableId });
    });
    await expectNotified(w, 1, () => api(server, a.token, 'POST', `/api/tables/${tableId}/start`));
    const snap = await ca.next((m) => m.t === 'snapshot' && (m['table'] as { status: string }).status === 'playing');
    const mover = (snap['toAct'] as number[])[0] === 0 ? ca : cb;
    await expectNotified(w, 0, () =>
      mover.request({ t: 'move', table: tableId, version: 0, move: { type: 'trade', orders: {} } }),
    );
    // The finish tells the lobby, and so do its results a moment later (recorded once the last move is stored).
    await expectNotified(w, 2, async () => {
      expect(await ca.request({ t: 'move', table: tableId, version: 1, move: { type: 'resign' } })).toMatchObject({
        t: 'ack',
        version: 2,
      });
      await cb.next((m) => m.t === 'snapshot' && (m['table'] as { results?: unknown }).results !== undefined);
    });
    expect((await server.store.getTable(tableId))?.status).toBe('finished');
    // The players' own table stream: an update with the finish, then one snapshot with the results.
    expect(await cb.next((m) => m.t === 'update' && m['version'] === 2)).toMatchObject({ status: 'finished' });
    expect(
      cb.messages.filter((m) => m.t === 'snapshot' && (m['table'] as { status: string }).status === 'finished'),
    ).toHaveLength(1);
    for (const c of [ca, cb, w.client]) c.close();
  });

  it('coalesces a burst: at most one notification per window, and one at the end of it', async () => {
    const w = await watcher();
    const host = await guest(server, 'H');
    await windowOver(w);
    const before = w.times.length;
    const started = performance.now();
    await Promise.all(Array.from({ length: 6 }, () => akcionerTable(host)));
    const took = performance.now() - started;
    await sleep(LOBBY_THROTTLE_MS * 2 + 150);
    const got = w.times.slice(before);
    // The first change at once, the rest at the window's end (more windows only if the burst itself was slow).
    expect(got.length).toBeGreaterThanOrEqual(2);
    expect(got.length).toBeLessThanOrEqual(1 + Math.ceil(took / LOBBY_THROTTLE_MS));
    for (let i = 1; i < got.length; i++) expect(got[i]! - got[i - 1]!).toBeGreaterThanOrEqual(LOBBY_THROTTLE_MS - 100);
    w.client.close();
  });

  it('unlobby stops the notifications (with an ack); other watchers keep theirs', async () => {
    const w1 = await watcher();
    const w2 = await watcher();
    expect(await w1.client.request({ t: 'unlobby' })).toMatchObject({ t: 'ack' });
    const host = await guest(server, 'H');
    await expectNotified(w1, 0, () => akcionerTable(host));
    expect(w2.times.length).toBeGreaterThanOrEqual(1);
    // Subscribing again (twice is as once) brings them back; without an id there is no ack.
    w1.client.send({ t: 'lobby' });
    expect(await w1.client.request({ t: 'lobby' })).toMatchObject({ t: 'ack' });
    await expectNotified(w1, 1, () => akcionerTable(host));
    expect(w1.client.messages.filter((m) => m.t === 'ack').length).toBe(3);
    // A closed watcher is forgotten: changes after it left do not trouble the server.
    w1.client.close();
    await expectNotified(w2, 1, () => akcionerTable(host));
    w2.client.close();
  });
});
