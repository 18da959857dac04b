import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { waitFor } from '@birzha/test-support';

let clock = 1_800_000_000_000;
const now = () => clock;
const servers: TestServer[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function timedTable(server: TestServer) {
  const a = await guest(server, 'A');
  const b = await guest(server, 'B');
  const created = await api<{ table: { id: string } }>(server, a.token, 'POST', '/api/tables', {
    game: 'akcioner',
    players: 2,
    options: { variant: 'short', turnSeconds: 10 },
  });
  const tableId = created.body.table.id;
  await api(server, b.token, 'POST', `/api/tables/${tableId}/join`, {});
  expect((await api(server, a.token, 'POST', `/api/tables/${tableId}/start`)).status).toBe(200);
  return { tableId, a, b };
}

describe('clocks', () => {
  it('a turn not finished by its deadline is completed by the timeout move, through the move path', async () => {
    const server = await startServer(randomChooser, { sweepMs: 1_000_000 }, undefined, now);
    servers.push(server);
    const { tableId, a } = await timedTable(server);
    const watcher = await TestClient.connect(server, a.token);
    await watcher.request({ t: 'subscribe', table: tableId });
    const snap = watcher.messages.find((m) => m.t === 'snapshot')!;
    expect(snap['deadline']).toBe(clock + 10_000);
    clock += 9_999;
    await server.app.sweeper.tick();
    expect(await server.store.loadMoves(tableId)).toHaveLength(0);
    clock += 2;
    await server.app.sweeper.tick();
    const moves = await server.store.loadMoves(tableId);
    expect(moves.map((m) => [m.by, m.move])).toEqual([['timeout', { type: 'timeout' }]]);
    const update = await watcher.next((m) => m.t === 'update');
    expect((update['events'] as { type: string }[])[0]).toMatchObject({ type: 'timedOut' });
    expect(update['deadline']).toBe(clock + 10_000);
    watcher.close();
  });

  it('a human who times out twice in a row is replaced by a bot, which then plays the seat', async () => {
    const server = await startServer(randomChooser, { sweepMs: 1_000_000, timeoutsBeforeBot: 2 }, undefined, now);
    servers.push(server);
    const { tableId } = await timedTable(server);
    // Nobody plays: every turn times out; after the second timeout of a seat a bot takes it.
    for (let i = 0; i < 4; i++) {
      clock += 10_001;
      await server.app.sweeper.tick();
    }
    const seats = await server.store.getSeats(tableId);
    expect(seats.every((s) => s.bot === 'intermediate' && s.userId === null)).toBe(true);
    // The bots play on by themselves to the end.
    await waitFor('the match to end', async () => (await server.store.getTable(tableId))?.status !== 'playing');
    expect((await server.store.getTable(tableId))?.status).toBe('finished');
  });

  it('a deadline that passed while the server was down fires after the restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'birzha-clock-'));
    dirs.push(dir);
    const first = await startServer(randomChooser, { sweepMs: 1_000_000 }, dir, now);
    const { tableId } = await timedTable(first);
    await first.close();
    clock += 60_000;
    const second = await startServer(randomChooser, { sweepMs: 1_000_000 }, dir, now);
    servers.push(second);
    await second.app.sweeper.tick();
    expect((await second.store.loadMoves(tableId)).map((m) => m.by)).toEqual(['timeout']);
  });

  it('a table stored before deadlines were kept by key (only deadline_at) still times out at that time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'birzha-clock-'));
    dirs.push(dir);
    const first = await startServer(randomChooser, { sweepMs: 1_000_000 }, dir, now);
    const { tableId } = await timedTable(first);
    const dueAt = clock + 10_000;
    await first.close();
    const db = new SqliteDatabase(join(dir, 'birzha.sqlite'));
    db.prepare('update tables set deadlines = null where id = ?').run(tableId);
    db.close();
    const second = await startServer(randomChooser, { sweepMs: 1_000_000 }, dir, now);
    servers.push(second);
    clock = dueAt - 1;
    await second.app.sweeper.tick();
    expect(await second.store.loadMoves(tableId)).toHaveLength(0);
    clock = dueAt;
    await second.app.sweeper.tick();
    expect((await second.store.loadMoves(tableId)).map((m) => m.by)).toEqual(['timeout']);
    // From then on the deadlines are kept by key again.
    expect((await second.store.getTable(tableId))?.deadlines).toEqual([
      { key: expect.stringMatching(/^turn:/) as unknown, dueAt: clock + 10_000 },
    ]);
  });
});
