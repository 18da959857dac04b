// What the turn-based tests share (issue 25): a server on an injected clock whose sweeper and notification sender run
// only when told, tables made and started over HTTP, and moves sent over the WebSocket by the seat's person.
import type { AnyGame } from '@birzha/engine';
import type { TurnPace } from '@birzha/protocol';
import { expect } from 'vitest';
import { DEFAULT_CONFIG, type ServerConfig } from '../src/config.ts';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

export const MIN = 60_000;
export const HOUR = 60 * MIN;

/** A bank of 1 hour, 30 minutes added per turn, up to 80 minutes; phases of 10 minutes. */
export const PACE: TurnPace = { mode: 'turns', bank: 3600, add: 1800, cap: 4800, phase: 600 };

/** The test's clock: every part of the server reads it. */
export class Clock {
  constructor(public at: number) {}
  readonly now = (): number => this.at;
}

/** A server whose clock sweeps and notification sends happen only when the test says (sweeper.tick()). */
export function turnServer(clock: Clock, dir?: string, overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  return startServer(
    randomChooser,
    { sweepMs: 1_000_000, notify: { ...DEFAULT_CONFIG.notify, sendMs: 1_000_000 }, ...overrides },
    dir,
    clock.now,
  );
}

export interface Person {
  readonly id: string;
  readonly token: string;
}

let accountsMade = 0;

/**
 * A person with an account, as notifications need (a guest's seat is told nothing: transition-facts.ts): a guest
 * named `name` who registers.
 */
export async function account(server: TestServer, name: string): Promise<Person> {
  const g = await guest(server, name);
  accountsMade += 1;
  const r = await api<{ user: { id: string }; token: string }>(server, g.token, 'POST', '/api/account/register', {
    username: `${name.toLowerCase()}_${accountsMade}`,
    password: 'correct horse battery',
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { id: r.body.user.id, token: r.body.token };
}

/**
 * A started table of `players` guests (the first the host), with this pace and these options; `accounts`: people
 * with accounts instead, for the tests of what they are told.
 */
export async function startedTable(
  server: TestServer,
  game: string,
  players: number,
  options: Record<string, unknown>,
  pace?: TurnPace,
  accounts = false,
): Promise<{ tableId: string; people: Person[] }> {
  const people: Person[] = [];
  for (let i = 0; i < players; i++)
    people.push(accounts ? await account(server, `P${i}`) : await guest(server, `P${i}`));
  const host = people[0]!;
  const created = await api<{ table: { id: string } }>(server, host.token, 'POST', '/api/tables', {
    game,
    players,
    options,
    ...(pace === undefined ? {} : { pace }),
  });
  expect(created.status).toBe(201);
  const tableId = created.body.table.id;
  for (const p of people.slice(1))
    expect((await api(server, p.token, 'POST', `/api/tables/${tableId}/join`, {})).status).toBe(200);
  expect((await api(server, host.token, 'POST', `/api/tables/${tableId}/start`)).status).toBe(200);
  return { tableId, people };
}

/** WebSocket clients of a table's people, subscribed to it, by user id. */
export async function clientsOf(server: TestServer, tableId: string, people: readonly Person[]) {
  const clients = new Map<string, TestClient>();
  for (const p of people) {
    const c = await TestClient.connect(server, p.token);
    await c.request({ t: 'subscribe', table: tableId });
    clients.set(p.id, c);
  }
  return clients;
}

/** The match as this server's copy holds it. */
export async function liveOf(server: TestServer, tableId: string) {
  const live = await server.app.registry.get(tableId);
  if (live === undefined) throw new Error(`no table ${tableId}`);
  return live;
}

/** Sends one move for the seat as its person, and expects it applied. */
export async function send(
  server: TestServer,
  clients: ReadonlyMap<string, TestClient>,
  tableId: string,
  seat: number,
  move: unknown,
): Promise<void> {
  const live = await liveOf(server, tableId);
  const userId = live.seats[seat]?.userId;
  const client = userId === null || userId === undefined ? undefined : clients.get(userId);
  if (client === undefined) throw new Error(`nobody to move for seat ${seat}`);
  const answer = await client.request({ t: 'move', table: tableId, version: live.version, move });
  expect(answer, JSON.stringify(move)).toMatchObject({ t: 'ack' });
}

/** A move of the seat that passes where it can (an Akcioner trade with no orders), else its first legal move. */
export function quietMove(game: AnyGame, state: unknown, seat: number): unknown {
  const legal = game.legalMoves(state, seat) as { type?: unknown; orders?: unknown }[];
  const pass = legal.find(
    (m) => m.type === 'trade' && typeof m.orders === 'object' && Object.keys(m.orders ?? {}).length === 0,
  );
  const move = pass ?? legal[0];
  if (move === undefined) throw new Error(`seat ${seat} has no legal move`);
  return move;
}

/** The seat to move plays moves until the game waits for someone else (a whole Akcioner turn). */
export async function playTurn(
  server: TestServer,
  clients: ReadonlyMap<string, TestClient>,
  tableId: string,
): Promise<number> {
  const live = await liveOf(server, tableId);
  const seat = live.game.toAct(live.state)[0];
  if (seat === undefined) throw new Error('nobody to act');
  for (let n = 0; n < 8; n++) {
    const now = await liveOf(server, tableId);
    if (now.game.toAct(now.state)[0] !== seat || now.table.status !== 'playing') return seat;
    await send(server, clients, tableId, seat, quietMove(now.game, now.state, seat));
  }
  throw new Error(`seat ${seat} did not finish its turn`);
}
