// GET /api/tables/:id/views (issue 25): the step-through of "since your last move" shows the board after each move
// since a version, as the requester's seat saw it then. A seat's secret stays its own; a spectator sees a spectator's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatchUpViews } from '@birzha/protocol';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { TOY_GAMES } from './toy-game.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser, {}, undefined, undefined, TOY_GAMES);
});
afterAll(async () => {
  await server.close();
});

type Choices = { choices: unknown[] };
const views = (token: string | null, id: string, from: number, invite?: string) =>
  api<CatchUpViews & { error?: { code: string } }>(
    server,
    token,
    'GET',
    `/api/tables/${id}/views?from=${from}${invite === undefined ? '' : `&invite=${invite}`}`,
  );
const choices = (v: CatchUpViews) => v.views.map((x) => [x.version, (x.view as Choices).choices]);

async function duel(priv = false) {
  const alice = await guest(server, 'Alice');
  const bob = await guest(server, 'Bob');
  const created = await api<{ table: { id: string }; invite: string | null }>(
    server,
    alice.token,
    'POST',
    '/api/tables',
    {
      game: 'toy',
      players: 2,
      options: { rounds: 2, seconds: 0 },
      private: priv,
    },
  );
  const id = created.body.table.id;
  const invite = created.body.invite ?? undefined;
  expect((await api(server, bob.token, 'POST', `/api/tables/${id}/join`, { invite })).status).toBe(200);
  return { id, invite, alice, bob };
}

describe('GET /api/tables/:id/views', () => {
  it('gives each seat its own view after each move since `from`: the other’s secret choice stays hidden', async () => {
    const { id, alice, bob } = await duel();
    expect(await views(alice.token, id, 0)).toMatchObject({ status: 409, body: { error: { code: 'NOT_STARTED' } } });
    expect((await api(server, alice.token, 'POST', `/api/tables/${id}/start`)).status).toBe(200);
    const ca = await TestClient.connect(server, alice.token);
    const cb = await TestClient.connect(server, bob.token);
    try {
      for (const c of [ca, cb]) expect(await c.request({ t: 'subscribe', table: id })).toMatchObject({ t: 'ack' });
      expect(await ca.request({ t: 'move', table: id, version: 0, move: { type: 'choose', n: 2 } })).toMatchObject({
        t: 'ack',
      });
      const half = await views(bob.token, id, 0);
      expect(half.status).toBe(200);
      expect(half.body.version).toBe(1);
      expect(choices(half.body)).toEqual([
        [0, [null, null]],
        [1, ['hidden', null]],
      ]);
      expect(choices((await views(alice.token, id, 1)).body)).toEqual([[1, [2, null]]]);
      // Each step says whom the game then waited for (the engine's toAct): both at the start, Bob once Alice chose.
      expect(half.body.views.map((x) => x.toAct)).toEqual([[0, 1], [1]]);
      expect(await cb.request({ t: 'move', table: id, version: 1, move: { type: 'choose', n: 3 } })).toMatchObject({
        t: 'ack',
      });
      // Revealed at version 2: both numbers, to every viewer; version 1 stays as Bob saw it then.
      expect(choices((await views(bob.token, id, 1)).body)).toEqual([
        [1, ['hidden', null]],
        [2, [2, 3]],
      ]);
      const watcher = await guest(server, 'Watcher');
      expect(choices((await views(watcher.token, id, 1)).body)).toEqual([
        [1, ['hidden', null]],
        [2, [2, 3]],
      ]);
      // Past the end: the last view alone.
      expect(choices((await views(alice.token, id, 99)).body)).toEqual([[2, [2, 3]]]);
    } finally {
      ca.close();
      cb.close();
    }
  });

  it('refuses a private table to a stranger without its code, an unknown table and a bad query', async () => {
    const { id, invite, alice } = await duel(true);
    expect((await api(server, alice.token, 'POST', `/api/tables/${id}/start`)).status).toBe(200);
    const stranger = await guest(server, 'Stranger');
    expect(await views(stranger.token, id, 0)).toMatchObject({ status: 403, body: { error: { code: 'BAD_INVITE' } } });
    expect((await views(stranger.token, id, 0, invite)).status).toBe(200);
    expect(await views(alice.token, 'nosuchtable', 0)).toMatchObject({ status: 404 });
    const bad = await api<{ error: { code: string } }>(server, alice.token, 'GET', `/api/tables/${id}/views?from=-1`);
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST' } } });
  });
});
