// A seat a bot takes over stays its person's (issue 13, point 2): leaving during play or timing out hands it to a
// named bot with the person kept on it (`left`), the log still puts its moves on the seat, and the person can come
// back (POST /api/tables/:id/return) before the end: the bot stops, the person's moves count again.
import { join } from 'node:path';
import { TAKEOVER_BOT_LEVEL, type HistoryItem } from '@birzha/protocol';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryBus } from '../src/bus/memory-bus.ts';
import type { ServerConfig } from '../src/config.ts';
import { submitMoves } from '../src/matches/move-path.ts';
import { MatchRegistry } from '../src/matches/registry.ts';
import { api, guest, TestClient, type TestServer } from './harness.ts';
import {
  botGate,
  toyTable,
  refusal,
  startedDuel,
  summaryOf,
  tick,
  toyServer,
  type Summary,
  type User,
} from './seats-toy.ts';
import { TOY_GAMES } from './toy-game.ts';
import { sleep, waitFor } from '@birzha/test-support';

type Msg = Record<string, unknown> & { t: string };

const servers: TestServer[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const s of servers.splice(0)) await s.close();
});

async function server(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const s = await toyServer(overrides);
  servers.push(s);
  return s;
}

async function subscribed(s: TestServer, user: User, tableId: string): Promise<TestClient> {
  const c = await TestClient.connect(s, user.token);
  clients.push(c);
  expect(await c.request({ t: 'subscribe', table: tableId })).toMatchObject({ t: 'ack' });
  return c;
}

/** A version-free move of the toy game, sent over the socket; the answer (ack or error). */
function play(c: TestClient, tableId: string, move: Record<string, unknown>): Promise<Msg> {
  return c.request({ t: 'move', table: tableId, version: 0, move });
}

async function movesOf(s: TestServer, tableId: string, seat: number) {
  return (await s.store.loadMoves(tableId)).filter((m) => m.seat === seat);
}

describe('leaving during play', () => {
  it('a named bot plays the seat, which stays its person’s: marked left, listed as theirs, its moves on the seat', async () => {
    const s = await server();
    const { id, alice, bob } = await startedDuel(s);
    const cb = await subscribed(s, bob, id);
    const left = await api<Summary>(s, bob.token, 'POST', `/api/tables/${id}/leave`);
    expect(left.status).toBe(200);
    expect(left.body.seats[1]).toMatchObject({
      user: null,
      bot: TAKEOVER_BOT_LEVEL,
      botName: expect.any(String),
      left: { id: bob.id, name: 'Bob', kind: 'guest' },
    });
    // Distinct from every other seat's name, and the other seat untouched.
    expect(left.body.seats[0]).toMatchObject({ user: { id: alice.id, name: 'Alice' }, bot: null });
    expect((await summaryOf(s, id)).seats[1]?.left?.id).toBe(bob.id);
    // The bot plays the seat: its choice of round 1 is the seat's, in the store and in the log.
    await waitFor('the bot plays seat 1', async () => (await movesOf(s, id, 1)).some((m) => m.by === 'bot'));
    const history = await api<{ entries: { seat: number | null; events: { type: string; seat?: number }[] }[] }>(
      s,
      alice.token,
      'GET',
      `/api/tables/${id}/history`,
    );
    const botEntry = history.body.entries.find((e) => e.seat === 1);
    expect(botEntry?.events).toContainEqual({ type: 'chose', seat: 1 });
    // The table is still among Bob's (so that he finds his way back), and the socket he had sees it as a spectator
    // while the bot plays (no seat of his: he cannot move for it).
    const mine = await api<Summary[]>(s, bob.token, 'GET', '/api/me/tables?status=playing');
    expect(mine.body.map((t) => t.id)).toContain(id);
    const asSpectator = await cb.next((m) => m.t === 'snapshot' && m['seat'] === null);
    expect(asSpectator['legal']).toBeNull();
    expect(await play(cb, id, { type: 'ready' })).toMatchObject({ t: 'error', code: 'NOT_SEATED' });
  });

  it('its person comes back: the seat is theirs again, the bot stops, their next move counts', async () => {
    const s = await server();
    const { id, alice, bob } = await startedDuel(s);
    const ca = await subscribed(s, alice, id);
    const cb = await subscribed(s, bob, id);
    expect((await api(s, bob.token, 'POST', `/api/tables/${id}/leave`)).status).toBe(200);
    await waitFor('the bot chose for seat 1', async () => (await movesOf(s, id, 1)).length > 0);
    const back = await api<Summary>(s, bob.token, 'POST', `/api/tables/${id}/return`);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.seats[1]).toMatchObject({
      user: { id: bob.id, name: 'Bob', kind: 'guest' },
      bot: null,
      botName: null,
      left: null,
    });
    const stored = (await s.store.getSeats(id))[1];
    expect(stored).toMatchObject({ userId: bob.id, bot: null, botName: null, leftUserId: null });
    // His socket is told: a snapshot with his seat again.
    await cb.next((m) => m.t === 'snapshot' && m['seat'] === 1);
    const botMoves = (await movesOf(s, id, 1)).length;
    // Alice chooses: the reveal waits for both seats' `ready`, and no bot says it for Bob any more.
    expect(await play(ca, id, { type: 'choose', n: 2 })).toMatchObject({ t: 'ack' });
    expect(await play(ca, id, { type: 'ready' })).toMatchObject({ t: 'ack' });
    await sleep(150);
    expect((await movesOf(s, id, 1)).length).toBe(botMoves);
    const live = await s.store.getTable(id);
    expect(live?.status).toBe('playing');
    // His own move is taken, as a person's.
    expect(await play(cb, id, { type: 'ready' })).toMatchObject({ t: 'ack' });
    const his = await movesOf(s, id, 1);
    expect(his.at(-1)).toMatchObject({ by: 'human', move: { type: 'ready' } });
    expect(await play(cb, id, { type: 'choose', n: 3 })).toMatchObject({ t: 'ack' });
  });

  it('coming back is refused to anyone whose seat no bot took over, and after the end', async () => {
    const s = await server();
    const { id, alice, bob } = await startedDuel(s);
    const stranger = await guest(s, 'Stranger');
    const path = `/api/tables/${id}/return`;
    expect(await refusal(s, alice.token, 'POST', path)).toEqual({ status: 409, code: 'NOT_LEFT' });
    expect(await refusal(s, stranger.token, 'POST', path)).toEqual({ status: 409, code: 'NOT_LEFT' });
    expect(await refusal(s, null, 'POST', path)).toEqual({ status: 401, code: 'UNAUTHORIZED' });
    expect(await refusal(s, bob.token, 'POST', '/api/tables/nosuchtable/return')).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    // Before the start leaving frees the seat: there is nothing to come back to.
    const open = await toyTable(s, alice, {});
    expect((await api(s, bob.token, 'POST', `/api/tables/${open.id}/join`, {})).status).toBe(200);
    expect((await api(s, bob.token, 'POST', `/api/tables/${open.id}/leave`)).status).toBe(200);
    expect(await refusal(s, bob.token, 'POST', `/api/tables/${open.id}/return`)).toEqual({
      status: 409,
      code: 'NOT_LEFT',
    });
    // Back once, then not again; refusals change nothing.
    expect((await api(s, bob.token, 'POST', `/api/tables/${id}/leave`)).status).toBe(200);
    expect((await api(s, bob.token, 'POST', path)).status).toBe(200);
    expect(await refusal(s, bob.token, 'POST', path)).toEqual({ status: 409, code: 'NOT_LEFT' });
    expect((await s.store.getSeats(id)).map((x) => x.userId)).toEqual([alice.id, bob.id]);
    // Left again, and the match ends (Alice resigns): too late to come back; the seat stays marked his.
    expect((await api(s, bob.token, 'POST', `/api/tables/${id}/leave`)).status).toBe(200);
    const ca = await subscribed(s, alice, id);
    const version = (await s.store.getTable(id))?.version ?? 0;
    expect(await ca.request({ t: 'move', table: id, version, move: { type: 'resign' } })).toMatchObject({ t: 'ack' });
    expect(await refusal(s, bob.token, 'POST', path)).toEqual({ status: 409, code: 'NOT_OPEN' });
    const end = await summaryOf(s, id);
    expect(end.status).toBe('finished');
    expect(end.seats[1]?.left).toMatchObject({ id: bob.id, name: 'Bob' });
  });

  it('the person of a private table keeps their way back without the invite', async () => {
    const s = await server();
    const alice = await guest(s, 'Alice');
    const bob = await guest(s, 'Bob');
    const created = await api<{ table: Summary; invite: string }>(s, alice.token, 'POST', '/api/tables', {
      game: (await toyTable(s, alice, {})).game,
      players: 2,
      private: true,
    });
    const id = created.body.table.id;
    await api(s, bob.token, 'POST', `/api/tables/${id}/join`, { invite: created.body.invite });
    expect((await api(s, alice.token, 'POST', `/api/tables/${id}/start`)).status).toBe(200);
    expect((await api(s, bob.token, 'POST', `/api/tables/${id}/leave`)).status).toBe(200);
    expect((await summaryOf(s, id, bob.token)).seats[1]?.left?.id).toBe(bob.id);
    const cb = await subscribed(s, bob, id);
    expect((await api(s, bob.token, 'POST', `/api/tables/${id}/return`)).status).toBe(200);
    await cb.next((m) => m.t === 'snapshot' && m['seat'] === 1);
    // A stranger without the invite still sees nothing.
    const stranger = await guest(s, 'Stranger');
    expect((await refusal(s, stranger.token, 'GET', `/api/tables/${id}`)).code).toBe('BAD_INVITE');
  });
});

describe('a bot thinking while its person comes back', () => {
  it('does not play the seat once its person has it again', async () => {
    const s = await server();
    const { id, bob } = await startedDuel(s);
    let release: () => void = () => undefined;
    botGate.hold = new Promise<void>((r) => (release = r));
    botGate.waiting = 0;
    try {
      expect((await api(s, bob.token, 'POST', `/api/tables/${id}/leave`)).status).toBe(200);
      await waitFor('the bot is choosing', () => Promise.resolve(botGate.waiting > 0));
      expect((await api(s, bob.token, 'POST', `/api/tables/${id}/return`)).status).toBe(200);
    } finally {
      botGate.hold = null;
      release();
    }
    await sleep(150);
    // Neither its chosen turn nor a move played for it by the server landed: the seat waits for Bob.
    expect(await movesOf(s, id, 1)).toEqual([]);
    expect((await s.store.getSeats(id))[1]).toMatchObject({ userId: bob.id, bot: null });
  });
});

describe('the move path', () => {
  it('refuses a bot’s turn for a seat its person took back, and a person’s move for a seat a bot plays', async () => {
    const s = await server();
    const { id, bob } = await startedDuel(s);
    // Another process's copy of the match (its own registry): it reads the seats afresh, under the table's lock.
    const deps = {
      store: s.store,
      registry: new MatchRegistry(s.store, { games: TOY_GAMES }),
      bus: createMemoryBus(),
      now: Date.now,
    };
    expect((await api(s, bob.token, 'POST', `/api/tables/${id}/leave`)).status).toBe(200);
    await waitFor('the bot chose for seat 1', async () => (await movesOf(s, id, 1)).length > 0);
    expect((await api(s, bob.token, 'POST', `/api/tables/${id}/return`)).status).toBe(200);
    const version = (await s.store.getTable(id))?.version ?? 0;
    const ready = { tableId: id, seat: 1, moves: [{ type: 'ready' }], version };
    const late = await submitMoves(deps, { ...ready, by: 'bot' });
    expect(late).toMatchObject({ ok: false, error: { code: 'NOT_SEATED' } });
    const fallback = await submitMoves(deps, { ...ready, by: 'server' });
    expect(fallback).toMatchObject({ ok: false, error: { code: 'NOT_SEATED' } });
    expect((await api(s, bob.token, 'POST', `/api/tables/${id}/leave`)).status).toBe(200);
    deps.registry.forget(id);
    const stale = await submitMoves(deps, { ...ready, by: 'human' });
    expect(stale).toMatchObject({ ok: false, error: { code: 'NOT_SEATED' } });
  });
});

describe('timing out', () => {
  it('a person whose clock keeps running out is taken over by a named bot, keeps the seat, and can come back', async () => {
    const s = await server({ timeoutsBeforeBot: 2 });
    const { id, alice, bob } = await startedDuel(s, { rounds: 5, seconds: 10 });
    const ca = await subscribed(s, alice, id);
    const tickAndSweep = async () => {
      tick(10_001);
      await s.app.sweeper.tick();
    };
    // Round 1: Alice chooses and says ready in time. Bob's choice is closed by the clock (the phase's timer, a
    // clock-only move: not his timeout), his ready times out: one in a row, shown with the takeover's threshold.
    expect(await play(ca, id, { type: 'choose', n: 1 })).toMatchObject({ t: 'ack' });
    await tickAndSweep();
    expect((await summaryOf(s, id)).seats[1]?.timeouts).toBeUndefined();
    expect(await play(ca, id, { type: 'ready' })).toMatchObject({ t: 'ack' });
    await tickAndSweep();
    const once = await summaryOf(s, id);
    expect(once).toMatchObject({ takeoverAfter: 2, seats: [{ seat: 0 }, { seat: 1, timeouts: 1 }] });
    expect(once.seats[0]?.timeouts).toBeUndefined();
    // Her socket was told (a table message: the count is in its summary).
    await ca.next((m) => m.t === 'snapshot' && (m['table'] as Summary).seats[1]?.timeouts === 1);
    // Round 2: the same again: two in a row, and a bot takes the seat over.
    expect(await play(ca, id, { type: 'choose', n: 1 })).toMatchObject({ t: 'ack' });
    await tickAndSweep();
    expect(await play(ca, id, { type: 'ready' })).toMatchObject({ t: 'ack' });
    await tickAndSweep();
    const taken = await summaryOf(s, id);
    expect(taken.seats[1]).toMatchObject({
      user: null,
      bot: TAKEOVER_BOT_LEVEL,
      botName: expect.any(String),
      left: { id: bob.id, name: 'Bob' },
    });
    expect(taken.seats[1]?.timeouts).toBeUndefined();
    expect(taken.seats[0]).toMatchObject({ user: { id: alice.id }, bot: null });
    const timeouts = (await movesOf(s, id, 1)).filter((m) => m.by === 'timeout');
    expect(timeouts).toHaveLength(4);
    // At version 8: Bob's fourth clock move, his ready, ended round 2; the bot plays from round 3 on.
    expect(taken.seatChanges).toEqual([
      { seat: 1, kind: 'takeover', reason: 'timeouts', userId: bob.id, version: 8, round: 3, at: expect.any(Number) },
    ]);
    const back = await api<Summary>(s, bob.token, 'POST', `/api/tables/${id}/return`);
    expect(back.status).toBe(200);
    expect(back.body.seats[1]).toMatchObject({ user: { id: bob.id }, bot: null, left: null });
    expect(back.body.seats[1]?.timeouts).toBeUndefined();
    expect(back.body.seatChanges?.map((c) => [c.kind, c.reason, c.userId])).toEqual([
      ['takeover', 'timeouts', bob.id],
      ['return', undefined, bob.id],
    ]);
  });

  it('a move of the person’s own ends their timeouts in a row', async () => {
    const s = await server({ timeoutsBeforeBot: 3 });
    const { id, alice, bob } = await startedDuel(s, { rounds: 5, seconds: 10 });
    const ca = await subscribed(s, alice, id);
    const cb = await subscribed(s, bob, id);
    expect(await play(ca, id, { type: 'choose', n: 1 })).toMatchObject({ t: 'ack' });
    expect(await play(cb, id, { type: 'choose', n: 2 })).toMatchObject({ t: 'ack' });
    expect(await play(ca, id, { type: 'ready' })).toMatchObject({ t: 'ack' });
    tick(10_001);
    await s.app.sweeper.tick();
    expect((await summaryOf(s, id)).seats[1]?.timeouts).toBe(1);
    expect(await play(cb, id, { type: 'choose', n: 3 })).toMatchObject({ t: 'ack' });
    // This process's copy still has the seat row read before his move: the summary sees the move all the same.
    expect((await summaryOf(s, id)).seats[1]?.timeouts).toBeUndefined();
    expect((await s.store.getSeats(id))[1]).toMatchObject({ timeouts: 0 });
  });
});

// Issue 24, point 4: a takeover and a return stay in the record of the match (the summary's seat changes, who played
// each move in the history), and the rating rule rates a person a bot stood in for as if placed last.
describe('who played the seat, after the person came back', () => {
  it('the takeover and the return are recorded with the version and round; the bot’s moves stay the bot’s', async () => {
    const s = await server();
    const { id, alice, bob } = await startedDuel(s);
    const ca = await subscribed(s, alice, id);
    const before = (await s.store.getTable(id))?.version ?? 0;
    expect((await api(s, bob.token, 'POST', `/api/tables/${id}/leave`)).status).toBe(200);
    await waitFor('the bot plays seat 1', async () => (await movesOf(s, id, 1)).some((m) => m.by === 'bot'));
    const returnedAt = (await s.store.getTable(id))?.version ?? 0;
    expect((await api(s, bob.token, 'POST', `/api/tables/${id}/return`)).status).toBe(200);
    const summary = await summaryOf(s, id);
    expect(summary.seatChanges).toEqual([
      { seat: 1, kind: 'takeover', reason: 'left', userId: bob.id, version: before, round: 1, at: expect.any(Number) },
      {
        seat: 1,
        kind: 'return',
        userId: bob.id,
        version: returnedAt,
        round: expect.any(Number),
        at: expect.any(Number),
      },
    ]);
    // Alice's table was told of each change (its snapshot's summary).
    await ca.next((m) => m.t === 'snapshot' && ((m['table'] as Summary).seatChanges?.length ?? 0) === 2);
    // The history credits the bot's moves to the bot, not to Bob who is back.
    const history = await api<{ entries: { version: number; seat: number | null; by?: string }[] }>(
      s,
      alice.token,
      'GET',
      `/api/tables/${id}/history`,
    );
    const seat1 = history.body.entries.filter((e) => e.seat === 1);
    expect(seat1.length).toBeGreaterThan(0);
    for (const e of seat1) expect(e.by).toBe(e.version > before && e.version <= returnedAt ? 'bot' : 'person');
    // A bot's own seat has no changes, a table nobody left none at all.
    const other = await startedDuel(s);
    expect((await summaryOf(s, other.id)).seatChanges).toBeUndefined();
  });

  it('the rating rule: a winner a bot played for is rated below the person they beat, and marked', async () => {
    const s = await server();
    const alice = await guest(s, 'Alice');
    const bob = await guest(s, 'Bob');
    accounts(s, alice.id, bob.id);
    const table = await toyTable(s, alice, { rated: true });
    expect((await api(s, bob.token, 'POST', `/api/tables/${table.id}/join`, {})).status).toBe(200);
    expect((await api(s, alice.token, 'POST', `/api/tables/${table.id}/start`)).status).toBe(200);
    const id = table.id;
    expect((await api(s, bob.token, 'POST', `/api/tables/${id}/leave`)).status).toBe(200);
    await waitFor('the bot plays seat 1', async () => (await movesOf(s, id, 1)).some((m) => m.by === 'bot'));
    expect((await api(s, bob.token, 'POST', `/api/tables/${id}/return`)).status).toBe(200);
    // Alice resigns: Bob comes first.
    const ca = await subscribed(s, alice, id);
    const version = (await s.store.getTable(id))?.version ?? 0;
    expect(await ca.request({ t: 'move', table: id, version, move: { type: 'resign' } })).toMatchObject({ t: 'ack' });
    await waitFor('the results are recorded', async () => ((await summaryOf(s, id)).results?.length ?? 0) === 2);
    const end = await summaryOf(s, id);
    expect(end.rated).toBe(true);
    const byUser = new Map(end.results?.map((r) => [r.userId, r]));
    expect(byUser.get(bob.id)).toMatchObject({ seat: 1, place: 1, standIn: true, before: 1000 });
    expect(byUser.get(alice.id)).toMatchObject({ seat: 0, place: 2, before: 1000 });
    expect(byUser.get(alice.id)?.standIn).toBeUndefined();
    // Rated as if Bob came last: his rating falls, hers rises.
    expect(byUser.get(bob.id)?.after).toBeLessThan(1000);
    expect(byUser.get(alice.id)?.after).toBeGreaterThan(1000);
    // Bob's history keeps his place as played, marked: a bot played part of it (he came back), and it was rated.
    const bobs = await api<HistoryItem[]>(s, bob.token, 'GET', '/api/me/matches');
    expect(bobs.body).toMatchObject([{ tableId: id, place: 1, replaced: false, standIn: true, rated: true }]);
    const alices = await api<HistoryItem[]>(s, alice.token, 'GET', '/api/me/matches');
    expect(alices.body).toMatchObject([{ tableId: id, place: 2, replaced: false }]);
    expect(alices.body[0]?.standIn).toBeUndefined();
  });
});

/** Makes guests accounts in the server's SQLite file (a user name is what makes one). */
function accounts(s: TestServer, ...ids: string[]): void {
  const db = new SqliteDatabase(join(s.dataDir, 'birzha.sqlite'));
  try {
    for (const id of ids) db.prepare('update users set username = ?, username_key = ? where id = ?').run(id, id, id);
  } finally {
    db.close();
  }
}
