// GET /api/tables/:id/history: a started match's whole event log as the requester may see it (their seat's or a
// spectator's), for the log and the price chart after a page reload. Hidden information must never leak.
import { getBot } from '@birzha/bots';
import { GAMES } from '@birzha/engine';
import type { MatchHistory } from '@birzha/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotChooser } from '../src/matches/bot-driver.ts';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { SEALED_GAMES } from './sealed-game.ts';
import { waitFor } from '@birzha/test-support';

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

/** A history entry or an update's step without its time, once checked that a move's has one (the setup's has none). */
function withoutTime<T extends { version: number; at?: number }>(x: T): Omit<T, 'at'> {
  const { at, ...rest } = x;
  if (x.version > 0) expect(typeof at).toBe('number');
  return rest;
}

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

// Issue 24, point 1: who acted is redacted per viewer like the events beside it, the same in the history and in the
// live updates' steps; and each entry says who played it (the person, a bot, the clock).
describe('who sent each move, in the history and the updates', () => {
  type Step = { version: number; seat: number | null; by?: string };
  type Entry = MatchHistory['entries'][number];
  let clock = Date.now();
  let sealed: TestServer;
  const chooser: BotChooser = {
    chooseTurn: (gameId, view, seat, level, seed) => {
      const game = SEALED_GAMES[gameId as keyof typeof SEALED_GAMES];
      return Promise.resolve(getBot(gameId, level).chooseTurn(game, view, seat, seed));
    },
  };
  beforeAll(async () => {
    sealed = await startServer(
      chooser,
      { sweepMs: 1_000_000, rateLimit: { perSecond: 1000, burst: 1000 } },
      undefined,
      () => clock,
      SEALED_GAMES,
    );
  });
  afterAll(async () => {
    await sealed.close();
  });

  /** Alice (seat 0) and Bob (seat 1) at a started table of `game`, each subscribed, and a subscribed spectator. */
  async function duel(game: string, options: Record<string, unknown> = { rounds: 2, seconds: 0 }) {
    const alice = await guest(sealed, 'Alice');
    const bob = await guest(sealed, 'Bob');
    const watcher = await guest(sealed, 'Watcher');
    const created = await api<{ table: { id: string } }>(sealed, alice.token, 'POST', '/api/tables', {
      game,
      players: 2,
      options,
    });
    const id = created.body.table.id;
    expect((await api(sealed, bob.token, 'POST', `/api/tables/${id}/join`, {})).status).toBe(200);
    expect((await api(sealed, alice.token, 'POST', `/api/tables/${id}/start`)).status).toBe(200);
    const clients = await Promise.all([alice, bob, watcher].map((u) => TestClient.connect(sealed, u.token)));
    for (const c of clients) expect(await c.request({ t: 'subscribe', table: id })).toMatchObject({ t: 'ack' });
    const [ca, cb, cw] = clients as [TestClient, TestClient, TestClient];
    return { id, alice, bob, watcher, ca, cb, cw, close: () => clients.forEach((c) => c.close()) };
  }

  const historyOf = async (token: string, id: string): Promise<Entry[]> => {
    const r = await api<MatchHistory>(sealed, token, 'GET', `/api/tables/${id}/history`);
    expect(r.status).toBe(200);
    return r.body.entries.map(withoutTime);
  };
  const stepsAt = async (c: TestClient, version: number): Promise<Step[]> =>
    ((await c.next((m) => m.t === 'update' && m['version'] === version))['steps'] as Step[]).map(withoutTime);

  it('history leak (issue 24.1): a sealed choice’s sender is its seat’s alone until the reveal, then everyone’s', async () => {
    const { id, alice, bob, watcher, ca, cb, cw, close } = await duel('sealed');
    try {
      expect(await ca.request({ t: 'move', table: id, version: 0, move: { type: 'choose', n: 2 } })).toMatchObject({
        t: 'ack',
        version: 1,
      });
      // Live: Alice is told it was her; Bob and the spectator only that a move was made.
      expect(await stepsAt(ca, 1)).toEqual([{ version: 1, seat: 0, by: 'person' }]);
      expect(await stepsAt(cb, 1)).toEqual([{ version: 1, seat: null }]);
      expect(await stepsAt(cw, 1)).toEqual([{ version: 1, seat: null }]);
      // The history says the same (before the fix: {"version":1,"seat":0,"events":[]} to Bob).
      expect((await historyOf(alice.token, id))[1]).toEqual({
        version: 1,
        seat: 0,
        by: 'person',
        events: [{ type: 'chose', seat: 0 }],
      });
      expect((await historyOf(bob.token, id))[1]).toEqual({ version: 1, seat: null, events: [] });
      expect((await historyOf(watcher.token, id))[1]).toEqual({ version: 1, seat: null, events: [] });
      // Bob's choice reveals the round: both senders are now public, live and in the history.
      expect(await cb.request({ t: 'move', table: id, version: 1, move: { type: 'choose', n: 3 } })).toMatchObject({
        t: 'ack',
        version: 2,
      });
      expect(await stepsAt(ca, 2)).toEqual([{ version: 2, seat: 1, by: 'person' }]);
      expect(await stepsAt(cw, 2)).toEqual([{ version: 2, seat: 1, by: 'person' }]);
      for (const token of [alice.token, bob.token, watcher.token]) {
        const entries = await historyOf(token, id);
        expect(entries.map((e) => [e.version, e.seat, e.by])).toEqual([
          [0, null, undefined],
          [1, 0, 'person'],
          [2, 1, 'person'],
        ]);
      }
      // A client resuming from before the reveal gets the steps as they stand now.
      const late = await TestClient.connect(sealed, watcher.token);
      await late.request({ t: 'subscribe', table: id, since: 0 });
      const resumed = await late.next((m) => m.t === 'update' && m['from'] === 0);
      expect((resumed['steps'] as Step[]).map(withoutTime)).toEqual([
        { version: 1, seat: 0, by: 'person' },
        { version: 2, seat: 1, by: 'person' },
      ]);
      late.close();
    } finally {
      close();
    }
  });

  it('names who played: the person, the clock for a timeout, a bot for a person who left', async () => {
    const { id, alice, bob, ca, cb, close } = await duel('toy', { rounds: 3, seconds: 10 });
    try {
      expect(await ca.request({ t: 'move', table: id, version: 0, move: { type: 'choose', n: 1 } })).toMatchObject({
        t: 'ack',
      });
      clock += 10_001;
      await sealed.app.sweeper.tick();
      expect(await stepsAt(cb, 2)).toEqual([{ version: 2, seat: 1, by: 'clock' }]);
      expect((await api(sealed, bob.token, 'POST', `/api/tables/${id}/leave`)).status).toBe(200);
      // Alice says ready; the bot says it for Bob's seat, and the next round starts.
      expect(await ca.request({ t: 'move', table: id, version: 2, move: { type: 'ready' } })).toMatchObject({
        t: 'ack',
      });
      await waitFor('version 4', async () => ((await sealed.store.getTable(id))?.version ?? 0) >= 4);
      const entries = await historyOf(alice.token, id);
      expect(entries.slice(1, 3).map((e) => [e.seat, e.by])).toEqual([
        [0, 'person'],
        [1, 'clock'],
      ]);
      // The bot may say ready before Alice does.
      expect(entries.slice(3, 5).map((e) => [e.seat, e.by])).toEqual(
        expect.arrayContaining([
          [0, 'person'],
          [1, 'bot'],
        ]),
      );
    } finally {
      close();
    }
  });
});

// The issue's own cases, on Checkers Exchange (spec 10): a sealed bid mid-auction, an anonymous order mid-session.
describe('history leak (issue 24.1) in Checkers Exchange', () => {
  const GAME = 'checkers-exchange';
  type Entry = MatchHistory['entries'][number];
  const entriesOf = async (token: string, id: string): Promise<Entry[]> => {
    const r = await api<MatchHistory>(server, token, 'GET', `/api/tables/${id}/history`);
    expect(r.status).toBe(200);
    return r.body.entries.map(withoutTime);
  };

  /** Three guests seated at a table of the game, started from `position` (null: the real start, the auction). */
  async function table(position: unknown) {
    const users = await Promise.all(['P0', 'P1', 'P2'].map((n) => guest(server, n)));
    const watcher = await guest(server, 'W');
    const game = GAMES[GAME]!;
    const id = `ce${Math.random().toString(36).slice(2, 10)}`;
    const options = { timing: 'untimed', years: 4 };
    await server.store.createTable(
      {
        id,
        game: GAME,
        rulesVersion: game.meta.rulesVersion,
        options,
        players: 3,
        seed: 'history-leak',
        position,
        private: false,
        inviteCode: null,
        hostId: users[0]!.id,
        createdAt: Date.now(),
      },
      users.map((u, seat) => ({ tableId: id, seat, userId: u.id, bot: null })),
    );
    expect(await server.store.startTable(id, Date.now(), [])).toBe(true);
    const clients = await Promise.all(users.map((u) => TestClient.connect(server, u.token)));
    for (const c of clients) expect(await c.request({ t: 'subscribe', table: id })).toMatchObject({ t: 'ack' });
    return { id, users, watcher, clients, close: () => clients.forEach((c) => c.close()) };
  }

  it('mid-auction, another seat’s history does not name the bidder', async () => {
    const { id, users, clients, close } = await table(null);
    try {
      const bid = { type: 'bid', firm: 'w2', qty: 3, price: 12 };
      expect(await clients[2]!.request({ t: 'move', table: id, version: 0, move: bid })).toMatchObject({ t: 'ack' });
      expect((await entriesOf(users[0]!.token, id))[1]).toEqual({ version: 1, seat: null, events: [] });
      expect((await entriesOf(users[2]!.token, id))[1]).toMatchObject({ version: 1, seat: 2, by: 'person' });
    } finally {
      close();
    }
  });

  it('mid-session, a spectator’s history does not name the buyer beside the anonymous order; the close does', async () => {
    const directors = [0, 2, 1, 0, 1, 0, 2, 1];
    const { id, users, watcher, clients, close } = await table({ phase: 'session', year: 1, directors });
    try {
      const buy = { type: 'order', account: 'me', side: 'buy', firm: 'w2', qty: 1, limit: 3 };
      expect(await clients[1]!.request({ t: 'move', table: id, version: 0, move: buy })).toMatchObject({ t: 'ack' });
      const [entry] = (await entriesOf(watcher.token, id)).slice(1);
      expect(entry).toMatchObject({ version: 1, seat: null });
      expect(entry).not.toHaveProperty('by');
      expect(entry!.events).toEqual([expect.objectContaining({ type: 'orderPlaced', account: null })]);
      expect((await entriesOf(users[0]!.token, id))[1]).toMatchObject({ seat: null });
      // Everyone ready: the session closes, and who bought is public (spec 8.9).
      for (const c of clients) {
        const version = (await server.store.getTable(id))!.version;
        expect(await c.request({ t: 'move', table: id, version, move: { type: 'ready' } })).toMatchObject({
          t: 'ack',
        });
      }
      expect((await entriesOf(watcher.token, id))[1]).toMatchObject({ version: 1, seat: 1, by: 'person' });
    } finally {
      close();
    }
  });
});
