// A Checkers Exchange table played over the real server by test clients: create, seat, subscribe, start, and play
// through the auction and the board to the first session (the shared steps of the checkers-exchange-*.test.ts files).
import type { CheckersExchange } from '@birzha/engine';
import { expect } from 'vitest';
import { api, guest, TestClient, versionOf, type TestServer } from './harness.ts';

export type Msg = Record<string, unknown> & { t: string };
export type User = { id: string; name: string; token: string };
export type View = CheckersExchange.View;
export type Event = CheckersExchange.Event;

/** A started table: its seated users and their clients (index = seat), a spectator, and all clients at once. */
export interface CxTable {
  readonly tableId: string;
  readonly users: User[];
  readonly seats: TestClient[];
  readonly spectator: TestClient;
  readonly all: TestClient[];
}

/** A snapshot or update that carries a version. */
export const isFrame = (m: Msg): boolean => (m.t === 'update' || m.t === 'snapshot') && versionOf(m) !== undefined;

/** Creates a table of `players` guests with these options, seats and subscribes them and a spectator, and starts it. */
export async function openTable(
  server: TestServer,
  players: number,
  options: Record<string, unknown> = { timing: 'untimed', years: 4 },
): Promise<CxTable> {
  const users = await Promise.all(Array.from({ length: players }, (_, s) => guest(server, `P${s}`)));
  const created = await api<{ table: { id: string } }>(server, users[0]!.token, 'POST', '/api/tables', {
    game: 'checkers-exchange',
    players,
    options,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const tableId = created.body.table.id;
  for (let s = 1; s < players; s++) {
    const joined = await api(server, users[s]!.token, 'POST', `/api/tables/${tableId}/join`, { seat: s });
    expect(joined.status).toBe(200);
  }
  const seats = await Promise.all(users.map((u) => TestClient.connect(server, u.token)));
  const spectator = await TestClient.connect(server, (await guest(server, 'Watcher')).token);
  const all = [...seats, spectator];
  // The seats play from their legal moves: they ask for them (Checkers Exchange's boards do not).
  for (const c of all) expect((await c.request({ t: 'subscribe', table: tableId, legal: true })).t).toBe('ack');
  expect((await api(server, users[0]!.token, 'POST', `/api/tables/${tableId}/start`)).status).toBe(200);
  // The start sends everyone a snapshot of the running match (the one at subscribing showed the open table).
  const started = (m: Msg) => m.t === 'snapshot' && (m['table'] as { status: string }).status === 'playing';
  await Promise.all(all.map((c) => c.next(started)));
  return { tableId, users, seats, spectator, all };
}

/** The newest snapshot or update a client got. */
export function latest(c: TestClient): Msg {
  let best: Msg | undefined;
  for (const m of c.messages) if (isFrame(m) && (best === undefined || versionOf(m)! >= versionOf(best)!)) best = m;
  if (best === undefined) throw new Error('no frame yet');
  return best;
}

/** The view a client has now (from its newest frame). */
export const viewOf = (c: TestClient): View => c.viewOf(latest(c)) as View;

/** Waits until every client has a frame at `version` or later. */
export async function reach(clients: readonly TestClient[], version: number): Promise<void> {
  const at = (m: Msg) => isFrame(m) && versionOf(m)! >= version;
  await Promise.all(clients.map((c) => (c.messages.some(at) ? undefined : c.next(at))));
}

/** Sends moves for a seat at the version it last saw (or `version`), and returns the server's answer. */
export function send(c: TestClient, tableId: string, moves: readonly unknown[], version?: number): Promise<Msg> {
  return c.request({ t: 'moves', table: tableId, version: version ?? versionOf(latest(c)), moves });
}

/** Sends one move at the version the seat last saw; expects an ack and returns the version it led to. */
export async function play(c: TestClient, tableId: string, move: unknown): Promise<number> {
  const answer = await send(c, tableId, [move]);
  expect(answer.t, JSON.stringify(answer)).toBe('ack');
  return answer['version'] as number;
}

/** Plays the board's plies (each by the seat to act, its first legal ply) until the phase is no longer `board`. */
export async function playBoard(t: CxTable, version: number): Promise<number> {
  await reach(t.all, version);
  while (viewOf(t.seats[0]!).phase === 'board') {
    const mover = t.seats[(latest(t.seats[0]!)['toAct'] as number[])[0]!]!;
    await reach([mover], version);
    version = await play(mover, t.tableId, (latest(mover)['legal'] as unknown[])[0]);
    await reach(t.all, version);
  }
  return version;
}

/** Every seat ready at once (each at the version it saw: `ready` is version-free); the version after the last. */
export async function allReady(t: CxTable): Promise<number> {
  const answers = await Promise.all(t.seats.map((c) => send(c, t.tableId, [{ type: 'ready' }])));
  for (const a of answers) expect(a.t, JSON.stringify(a)).toBe('ack');
  const version = Math.max(...answers.map((a) => a['version'] as number));
  await reach(t.all, version);
  return version;
}

/** From the start to the first session: every seat ready in the auction, then the year's plies. */
export async function toSession(t: CxTable): Promise<number> {
  const version = await playBoard(t, await allReady(t));
  expect(viewOf(t.seats[0]!).phase).toBe('session');
  return version;
}

/** The updates a client got for exactly the transition to `version`. */
export const updateTo = (c: TestClient, version: number): Msg | undefined =>
  c.messages.find((m) => m.t === 'update' && m['version'] === version);

/** The events of a message, typed. */
export const eventsOf = (m: Msg | undefined): Event[] => (m?.['events'] as Event[] | undefined) ?? [];

/** Closes every client of a table. */
export function closeAll(t: CxTable): void {
  for (const c of t.all) c.close();
}
