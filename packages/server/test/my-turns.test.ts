// "My matches" waiting for me first (issue 25): GET /api/me/tables puts the playing matches whose turn includes the
// caller's own seat first, each group the longest waiting first, over the real server; and the order's rule itself.
import type { TableSummary } from '@birzha/protocol';
import { getBot } from '@birzha/bots';
import { afterEach, describe, expect, it } from 'vitest';
import { waitingFirst } from '@birzha/protocol';
import type { BotChooser } from '../src/matches/bot-driver.ts';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { startedToyDuel } from './toy-duel.ts';
import { TOY_GAMES } from './toy-game.ts';

let clock = 1_900_000_000_000;
const now = () => clock;
const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

const chooser: BotChooser = {
  chooseTurn(gameId, view, seat, level, seed) {
    return Promise.resolve(getBot(gameId, level).chooseTurn(TOY_GAMES.toy, view, seat, seed));
  },
};

type User = Awaited<ReturnType<typeof guest>>;

/** A started toy table with Alice in seat 0 and Bob in seat 1 (both choose at once: both to act). */
const started = (server: TestServer, alice: User, bob: User) => startedToyDuel(server, alice, bob);

async function choose(client: TestClient, table: string): Promise<void> {
  await client.request({ t: 'subscribe', table });
  const got = await client.request({ t: 'move', table, version: 0, move: { type: 'choose', n: 1 } });
  expect(got).toMatchObject({ t: 'ack' });
}

async function mine(server: TestServer, user: User): Promise<TableSummary[]> {
  const r = await api<TableSummary[]>(server, user.token, 'GET', '/api/me/tables?status=playing');
  expect(r.status).toBe(200);
  return r.body;
}

describe('GET /api/me/tables', () => {
  it('lists the matches waiting for my move first, the longest waiting first, then the others', async () => {
    const server = await startServer(chooser, { sweepMs: 1_000_000 }, undefined, now, TOY_GAMES);
    servers.push(server);
    const alice = await guest(server, 'Alice');
    const bob = await guest(server, 'Bob');
    const a = await TestClient.connect(server, alice.token);
    const b = await TestClient.connect(server, bob.token);
    // Both to act, since the start; then Bob chose (Alice to act, since his move); then Alice chose (Bob to act).
    const both = await started(server, alice, bob);
    clock += 60_000;
    const forAlice = await started(server, alice, bob);
    clock += 60_000;
    await choose(b, forAlice);
    clock += 60_000;
    const forBob = await started(server, alice, bob);
    clock += 60_000;
    await choose(a, forBob);
    clock += 60_000;

    const aliceList = await mine(server, alice);
    expect(aliceList.map((t) => t.id)).toEqual([both, forAlice, forBob]);
    expect(aliceList.map((t) => t.turn?.seats)).toEqual([[0, 1], [0], [1]]);
    const bobList = await mine(server, bob);
    expect(bobList.map((t) => t.id)).toEqual([both, forBob, forAlice]);
    // Since when: the start, or the last move.
    const since = new Map(bobList.map((t) => [t.id, t.turn?.since]));
    expect(since.get(forBob)).toBeLessThan(clock);
    expect(since.get(both)).toBeLessThan(since.get(forAlice) ?? 0);
    a.close();
    b.close();
  });

  it('filters by pace: a live table is not among the turn-based ones', async () => {
    const server = await startServer(chooser, { sweepMs: 1_000_000 }, undefined, now, TOY_GAMES);
    servers.push(server);
    const alice = await guest(server, 'Alice');
    const created = await api<{ table: { id: string } }>(server, alice.token, 'POST', '/api/tables', {
      game: 'toy',
      players: 2,
      options: { rounds: 3, seconds: 0 },
    });
    const id = created.body.table.id;
    const live = await api<TableSummary[]>(server, null, 'GET', '/api/tables?status=open&pace=live');
    expect(live.body.map((t) => t.id)).toEqual([id]);
    const turns = await api<TableSummary[]>(server, null, 'GET', '/api/tables?status=open&pace=turns');
    expect(turns.body).toEqual([]);
    const mineTurns = await api<TableSummary[]>(server, alice.token, 'GET', '/api/me/tables?status=open&pace=turns');
    expect(mineTurns.body).toEqual([]);
    const bad = await api(server, null, 'GET', '/api/tables?pace=slow');
    expect(bad.status).toBe(400);
  });
});

describe('waitingFirst', () => {
  const seat = (n: number, user: string | null, bot: 'beginner' | null = null): TableSummary['seats'][number] => ({
    seat: n,
    user: user === null ? null : { id: user, name: user },
    bot,
    connected: true,
  });
  const table = (id: string, over: Partial<TableSummary>): TableSummary => ({
    id,
    game: 'toy',
    options: {},
    players: 2,
    private: false,
    status: 'playing',
    host: { id: 'u1', name: 'u1' },
    seats: [seat(0, 'u1'), seat(1, 'u2')],
    version: 1,
    createdAt: 0,
    startedAt: 0,
    finishedAt: null,
    outcome: null,
    ...over,
  });

  it('puts mine to act first by how long they waited; a seat a bot plays for me does not wait for me', () => {
    const tables = [
      table('theirs-old', { turn: { seats: [1], since: 1 } }),
      table('mine-new', { turn: { seats: [0], since: 50 } }),
      table('unknown', {}),
      table('mine-old', { turn: { seats: [0, 1], since: 10 } }),
      table('bot-for-me', {
        seats: [{ ...seat(0, 'u1', 'beginner') }, seat(1, 'u2')],
        turn: { seats: [0], since: 5 },
      }),
    ];
    expect(waitingFirst(tables, 'u1').map((t) => t.id)).toEqual([
      'mine-old',
      'mine-new',
      'theirs-old',
      'bot-for-me',
      'unknown',
    ]);
  });
});
