// GET /api/tables/:id/history: a started match's whole event log as the requester may see it (their seat's or a
// spectator's), for the log and the price chart after a page reload. Hidden information must never leak.
import type { MatchHistory } from '@birzha/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser, { rateLimit: { perSecond: 1000, burst: 1000 } });
});
afterAll(async () => {
  await server.close();
});

type Msg = Record<string, unknown> & { t: string };
type User = { id: string; name: string; token: string };
type Event = { type: string; seat?: number; cards?: unknown };

const OPTIONS = { variant: 'short', turnSeconds: 0 };

async function history(
  token: string | null,
  tableId: string,
  invite?: string,
): Promise<{ status: number; body: MatchHistory & { error?: { code: string } } }> {
  return api(server, token, 'GET', `/api/tables/${tableId}/history${invite === undefined ? '' : `?invite=${invite}`}`);
}

/** A 2-player table of A (host, seat 0) and B (seat 1), not started yet. */
async function table(priv = false): Promise<{ tableId: string; invite: string | null; a: User; b: User }> {
  const a = await guest(server, 'A');
  const b = await guest(server, 'B');
  const created = await api<{ table: { id: string }; invite: string | null }>(server, a.token, 'POST', '/api/tables', {
    game: 'akcioner',
    players: 2,
    options: OPTIONS,
    private: priv,
  });
  expect(created.status).toBe(201);
  const tableId = created.body.table.id;
  expect(
    (
      await api(server, b.token, 'POST', `/api/tables/${tableId}/join`, {
        seat: 1,
        ...(priv ? { invite: created.body.invite } : {}),
      })
    ).status,
  ).toBe(200);
  return { tableId, invite: created.body.invite, a, b };
}

/** The `dealt` events of a history, by the seat they deal to. */
function dealt(h: MatchHistory): Event[] {
  return h.entries.flatMap((e) => e.events as Event[]).filter((e) => e.type === 'dealt');
}

describe('GET /api/tables/:id/history', () => {
  it('is NOT_STARTED (409) before the start, NOT_FOUND for no table', async () => {
    const { tableId, a } = await table();
    expect(await history(a.token, tableId)).toMatchObject({ status: 409, body: { error: { code: 'NOT_STARTED' } } });
    expect(await history(a.token, 'nosuchtable')).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND' } },
    });
  });

  it('gives the setup as entry 0 and each move as its own entry, with the events its viewer was sent live', async () => {
    const { tableId, a, b } = await table();
    const ca = await TestClient.connect(server, a.token);
    const cb = await TestClient.connect(server, b.token);
    await ca.request({ t: 'subscribe', table: tableId });
    await cb.request({ t: 'subscribe', table: tableId });
    expect((await api(server, a.token, 'POST', `/api/tables/${tableId}/start`)).status).toBe(200);
    const first = await ca.next((m) => m.t === 'snapshot' && (m['table'] as { status: string }).status === 'playing');
    const toAct = (first['toAct'] as number[])[0] as number;
    const [mover, other] = toAct === 0 ? [ca, cb] : [cb, ca];
    const moves = [
      { type: 'trade', orders: {} },
      { type: 'playCard', card: 'nonsense', assign: [] },
    ];
    // A refused batch leaves no trace; a whole turn (two moves) and then the other seat's resignation do.
    expect(await mover.request({ t: 'moves', table: tableId, version: 0, moves })).toMatchObject({
      t: 'error',
      index: 1,
    });
    expect(await mover.request({ t: 'move', table: tableId, version: 0, move: moves[0] })).toMatchObject({
      t: 'ack',
      version: 1,
    });
    expect(await other.request({ t: 'move', table: tableId, version: 1, move: { type: 'resign' } })).toMatchObject({
      t: 'ack',
      version: 2,
    });
    const updates: Msg[] = [];
    for (const v of [1, 2]) updates.push(await ca.next((m) => m.t === 'update' && m['version'] === v));

    const r = await history(a.token, tableId);
    expect(r.status).toBe(200);
    const h = r.body;
    expect(h.version).toBe(2);
    expect(h.entries.map((e) => [e.version, e.seat])).toEqual([
      [0, null],
      [1, toAct],
      [2, 1 - toAct],
    ]);
    expect((h.entries[0]!.events as Event[]).map((e) => e.type)).toEqual([
      'gameStarted',
      'dealt',
      'dealt',
      'turnStarted',
    ]);
    // The live updates carried exactly these events, in this order.
    expect(h.entries[1]!.events).toEqual(updates[0]!['events']);
    expect(h.entries[2]!.events).toEqual(updates[1]!['events']);
    // The resignation finished the match: its history is still there, ending with the result.
    expect((await server.store.getTable(tableId))?.status).toBe('finished');
    expect((h.entries[2]!.events as Event[]).map((e) => e.type)).toContain('gameEnded');
    ca.close();
    cb.close();
  });

  it('shows a seat its own dealt cards only; a spectator (or no session) sees none', async () => {
    const { tableId, a, b } = await table();
    expect((await api(server, a.token, 'POST', `/api/tables/${tableId}/start`)).status).toBe(200);
    const watcher = await guest(server, 'W');
    const [ha, hb, hw, hn] = await Promise.all([a.token, b.token, watcher.token, null].map((t) => history(t, tableId)));
    for (const [h, own] of [
      [ha, 0],
      [hb, 1],
    ] as const) {
      expect(h!.status).toBe(200);
      const ds = dealt(h!.body);
      expect(ds.map((d) => d.seat).sort()).toEqual([0, 1]);
      for (const d of ds) {
        if (d.seat === own) expect(Array.isArray(d.cards) && d.cards.length > 0).toBe(true);
        else expect(d.cards).toBeNull();
      }
    }
    for (const h of [hw, hn]) {
      expect(h!.status).toBe(200);
      expect(dealt(h!.body).length).toBe(2);
      for (const d of dealt(h!.body)) expect(d.cards).toBeNull();
      // No card of either hand anywhere in a spectator's history.
      for (const d of dealt(ha!.body).concat(dealt(hb!.body))) {
        for (const card of (d.cards ?? []) as string[]) expect(JSON.stringify(h!.body)).not.toContain(`"${card}"`);
      }
    }
    // The seats' own hands are exactly the ones their snapshot view shows.
    const ca = await TestClient.connect(server, a.token);
    await ca.request({ t: 'subscribe', table: tableId });
    const snap = ca.messages.findLast((m) => m.t === 'snapshot') as Msg;
    const hand = (snap['view'] as { seats: { hand: string[] | null }[] }).seats[0]!.hand;
    expect(dealt(ha!.body).find((d) => d.seat === 0)!.cards).toEqual(hand);
    ca.close();
  });

  it('follows the table visibility rule: a private table only for its host, players and invite holders', async () => {
    const { tableId, invite, a, b } = await table(true);
    expect((await api(server, a.token, 'POST', `/api/tables/${tableId}/start`)).status).toBe(200);
    const stranger = await guest(server, 'S');
    expect(await history(stranger.token, tableId)).toMatchObject({
      status: 403,
      body: { error: { code: 'BAD_INVITE' } },
    });
    expect(await history(null, tableId)).toMatchObject({ status: 403, body: { error: { code: 'BAD_INVITE' } } });
    expect(await history(stranger.token, tableId, 'wrong')).toMatchObject({
      status: 403,
      body: { error: { code: 'BAD_INVITE' } },
    });
    const withInvite = await history(stranger.token, tableId, invite as string);
    expect(withInvite.status).toBe(200);
    for (const d of dealt(withInvite.body)) expect(d.cards).toBeNull();
    expect((await history(a.token, tableId)).status).toBe(200);
    const hb = await history(b.token, tableId);
    expect(hb.status).toBe(200);
    expect(dealt(hb.body).find((d) => d.seat === 1)!.cards).not.toBeNull();
  });
});
