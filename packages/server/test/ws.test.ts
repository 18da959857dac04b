import { akcioner } from '@birzha/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser, { rateLimit: { perSecond: 50, burst: 100 } });
});
afterAll(async () => {
  await server.close();
});

type Msg = Record<string, unknown> & { t: string };
interface Seated {
  token: string;
  id: string;
  client: TestClient;
  seat: number;
}

/** A started 2-player short untimed table with two connected, subscribed humans. */
async function twoPlayerTable(
  options: Record<string, unknown> = {},
): Promise<{ tableId: string; players: Seated[]; first: Msg }> {
  const a = await guest(server, 'A');
  const b = await guest(server, 'B');
  const created = await api<{ table: { id: string } }>(server, a.token, 'POST', '/api/tables', {
    game: 'akcioner',
    players: 2,
    options: { variant: 'short', turnSeconds: 0, ...options },
  });
  const tableId = created.body.table.id;
  await api(server, b.token, 'POST', `/api/tables/${tableId}/join`, {});
  const ca = await TestClient.connect(server, a.token);
  const cb = await TestClient.connect(server, b.token);
  await ca.request({ t: 'subscribe', table: tableId });
  await cb.request({ t: 'subscribe', table: tableId });
  expect((await api(server, a.token, 'POST', `/api/tables/${tableId}/start`)).status).toBe(200);
  const sa = await ca.next((m) => m.t === 'snapshot' && (m['table'] as { status: string }).status === 'playing');
  const sb = await cb.next((m) => m.t === 'snapshot' && (m['table'] as { status: string }).status === 'playing');
  return {
    tableId,
    players: [
      { ...a, client: ca, seat: sa['seat'] as number },
      { ...b, client: cb, seat: sb['seat'] as number },
    ],
    first: sa,
  };
}

/** The player to act now and the snapshot or update it last got. */
function mover(players: Seated[], last: Msg): Seated {
  const toAct = last['toAct'] as number[];
  return players.find((p) => p.seat === toAct[0]) as Seated;
}

describe('WebSocket play', () => {
  it('sends legal moves only to the seat to act, and views without other hands', async () => {
    const { players, first } = await twoPlayerTable();
    const toMove = mover(players, first);
    const other = players.find((p) => p !== toMove) as Seated;
    const snapOther = other.client.messages.findLast((m) => m.t === 'snapshot') as Msg;
    expect(snapOther['legal']).toBeNull();
    const view = snapOther['view'] as { seats: { hand: unknown }[] };
    expect(view.seats[other.seat]?.hand).not.toBeNull();
    expect(view.seats[toMove.seat]?.hand).toBeNull();
  });

  it('refuses a move for another seat, a stale version, a move before subscribing; nothing changes', async () => {
    const { tableId, players, first } = await twoPlayerTable();
    const toMove = mover(players, first);
    const other = players.find((p) => p !== toMove) as Seated;
    const version = first['version'] as number;
    expect(
      await other.client.request({ t: 'move', table: tableId, version, move: { type: 'trade', orders: {} } }),
    ).toMatchObject({ t: 'error', code: 'NOT_YOUR_TURN' });
    expect(
      await toMove.client.request({
        t: 'move',
        table: tableId,
        version: version + 3,
        move: { type: 'trade', orders: {} },
      }),
    ).toMatchObject({ t: 'error', code: 'STALE', version });
    const stranger = await guest(server, 'S');
    const sc = await TestClient.connect(server, stranger.token);
    expect(await sc.request({ t: 'move', table: tableId, version, move: { type: 'trade', orders: {} } })).toMatchObject(
      { code: 'NOT_SUBSCRIBED' },
    );
    await sc.request({ t: 'subscribe', table: tableId });
    expect(await sc.request({ t: 'move', table: tableId, version, move: { type: 'trade', orders: {} } })).toMatchObject(
      { code: 'NOT_SEATED' },
    );
    const table = await server.store.getTable(tableId);
    expect(table?.version).toBe(version);
    sc.close();
  });

  it('applies a whole turn all or none, naming the failing move', async () => {
    const { tableId, players, first } = await twoPlayerTable();
    const toMove = mover(players, first);
    const snap = toMove.client.messages.findLast((m) => m.t === 'snapshot') as Msg;
    const hand = ((snap['view'] as { seats: { hand: string[] | null }[] }).seats[toMove.seat]?.hand ?? []) as string[];
    const card = hand.find((c) => c.startsWith('S-')) as string;
    const own = card.split('-')[1];
    const free = ['yellow', 'red', 'blue', 'green'].find((c) => c !== own) as string;
    const version = first['version'] as number;
    const bad = await toMove.client.request({
      t: 'moves',
      table: tableId,
      version,
      moves: [
        { type: 'trade', orders: {} },
        { type: 'playCard', card, assign: [own] },
        { type: 'trade', orders: {} },
      ],
    });
    expect(bad).toMatchObject({ t: 'error', code: 'ASSIGN_OWN_COLOR', index: 1, version });
    expect((await server.store.loadMoves(tableId)).length).toBe(0);
    const good = await toMove.client.request({
      t: 'moves',
      table: tableId,
      version,
      moves: [
        { type: 'trade', orders: {} },
        { type: 'playCard', card, assign: [free] },
        { type: 'trade', orders: {} },
      ],
    });
    expect(good).toMatchObject({ t: 'ack', version: version + 3 });
    expect((await server.store.loadMoves(tableId)).map((m) => m.seq)).toEqual([0, 1, 2]);
    const update = await toMove.client.next((m) => m.t === 'update' && m['version'] === version + 3);
    expect((update['events'] as { type: string }[]).map((e) => e.type)).toContain('cardPlayed');
  });

  it('two clients of the same seat send a move for the same version at once: exactly one is stored', async () => {
    const { tableId, players, first } = await twoPlayerTable();
    const toMove = mover(players, first);
    const second = await TestClient.connect(server, toMove.token);
    await second.request({ t: 'subscribe', table: tableId });
    const version = first['version'] as number;
    const move = { type: 'trade', orders: {} };
    const [r1, r2] = await Promise.all([
      toMove.client.request({ t: 'move', table: tableId, version, move }),
      second.request({ t: 'move', table: tableId, version, move }),
    ]);
    expect([r1.t, r2.t].sort()).toEqual(['ack', 'error']);
    expect([r1, r2].find((r) => r.t === 'error')).toMatchObject({ code: 'STALE' });
    expect((await server.store.loadMoves(tableId)).length).toBe(1);
    second.close();
  });

  it('resumes after a dropped connection: the missing events, or a snapshot when too old', async () => {
    const { tableId, players, first } = await twoPlayerTable();
    const toMove = mover(players, first);
    const other = players.find((p) => p !== toMove) as Seated;
    const version = first['version'] as number;
    other.client.close();
    await toMove.client.request({ t: 'move', table: tableId, version, move: { type: 'trade', orders: {} } });
    const back = await TestClient.connect(server, other.token);
    back.send({ t: 'subscribe', table: tableId, since: version });
    const update = await back.next((m) => m.t === 'update' || m.t === 'snapshot');
    expect(update).toMatchObject({ t: 'update', from: version, version: version + 1 });
    expect((update['events'] as { type: string }[]).map((e) => e.type)).toEqual(['traded']);
    back.close();
  });

  it('answers hostile frames with a code and keeps serving', async () => {
    const { tableId, players, first } = await twoPlayerTable();
    const c = players[0]!.client;
    c.send('not json');
    expect(await c.next((m) => m.t === 'error')).toMatchObject({ code: 'BAD_JSON' });
    c.send({ t: 'teleport' });
    expect(await c.next((m) => m.t === 'error')).toMatchObject({ code: 'UNKNOWN_TYPE' });
    c.send({ t: 'move', table: tableId, version: -1, move: {} });
    expect(await c.next((m) => m.t === 'error')).toMatchObject({ code: 'BAD_MESSAGE' });
    c.send('x'.repeat(70 * 1024));
    expect(await c.next((m) => m.t === 'error')).toMatchObject({ code: 'FRAME_TOO_LARGE' });
    for (let i = 0; i < 300; i++) c.send({ t: 'ping' });
    expect(await c.next((m) => m.t === 'error' && m['code'] === 'RATE_LIMITED')).toMatchObject({
      code: 'RATE_LIMITED',
    });
    await new Promise((r) => setTimeout(r, 2500));
    expect((await c.request({ t: 'ping' })).t).toBe('pong');
    expect((await server.store.getTable(tableId))?.version).toBe(first['version']);
  });

  it('refuses a connection without a valid token', async () => {
    const bad = await TestClient.connect(server, 'nobody.forged').catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(Error);
  });

  it('keeps chat per table and sends it to subscribers and in snapshots', async () => {
    const { tableId, players } = await twoPlayerTable();
    const [p, q] = players as [Seated, Seated];
    expect((await p.client.request({ t: 'chat', table: tableId, text: 'Привет!' })).t).toBe('ack');
    expect(await q.client.next((m) => m.t === 'chat')).toMatchObject({ line: { text: 'Привет!', from: { id: p.id } } });
    const late = await TestClient.connect(server, q.token);
    late.send({ t: 'subscribe', table: tableId });
    const snap = await late.next((m) => m.t === 'snapshot');
    expect(snap['chat']).toEqual([expect.objectContaining({ text: 'Привет!' })]);
    late.close();
  });

  it('the engine view sent matches the engine (a sanity check of the wire format)', async () => {
    const { first } = await twoPlayerTable();
    expect((first['view'] as { game: string }).game).toBe(akcioner.meta.id);
  });
});
