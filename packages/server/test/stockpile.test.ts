// Stockpile through the real server: a table made in the lobby with options and played to the end by the real bot
// pool (the heuristic and random players in worker threads) beside a human, the clock of the simultaneous investor
// choice, and the lobby's refusal of bad options.
import { GAMES, parseRecord, replay, stockpile, type Stockpile } from '@birzha/engine';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBotPool, type BotPool } from '../src/bots/bot-pool.ts';
import { api, guest, startServer, TestClient, versionOf, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

type Msg = Record<string, unknown> & { t: string };
type State = Stockpile.State;

const statusOf = (m: Msg): string | undefined =>
  m.t === 'snapshot' ? (m['table'] as { status: string }).status : (m['status'] as string | undefined);

/** Plays a seat from what it is sent: the first legal move whenever it has any; resolves with the final frame. */
function autoplay(client: TestClient, tableId: string): Promise<Msg> {
  return new Promise((resolve) => {
    client.socket.on('message', (data) => {
      const m = JSON.parse(String(data)) as Msg;
      if (m.t !== 'snapshot' && m.t !== 'update') return;
      if (statusOf(m) === 'finished') return resolve(m);
      const legal = m['legal'] as unknown[] | null;
      if (legal !== null && legal.length > 0)
        client.send({ t: 'move', table: tableId, version: versionOf(m), move: legal[0] });
    });
  });
}

/** The match's states, rebuilt from its stored record. */
async function replayed(server: TestServer, token: string, tableId: string) {
  const record = await api(server, token, 'GET', `/api/tables/${tableId}/record`);
  expect(record.status).toBe(200);
  const parsed = parseRecord(record.body, GAMES);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const result = replay(stockpile, parsed.value);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return { record: parsed.value, state: result.value.state };
}

/** A running match's first and current states, rebuilt from the store (its record is served only after the end). */
async function storedStates(server: TestServer, tableId: string): Promise<{ start: State; state: State }> {
  const table = (await server.store.getTable(tableId))!;
  const options = stockpile.parseOptions(table.options, table.players);
  if (!options.ok) throw new Error(options.error.code);
  const setup = stockpile.setup({ players: table.players, options: options.value, seed: table.seed });
  if (!setup.ok) throw new Error(setup.error.code);
  let state = setup.value.state;
  for (const m of await server.store.loadMoves(tableId)) {
    const parsed = stockpile.parseMove(m.move);
    if (!parsed.ok) throw new Error(parsed.error.code);
    const r = stockpile.play(state, m.seat, parsed.value);
    if (!r.ok) throw new Error(r.error.code);
    state = r.value.state;
  }
  return { start: setup.value.state, state };
}

describe('a Stockpile match over the real server with the real bot pool', () => {
  let server: TestServer;
  let pool: BotPool;
  beforeAll(async () => {
    pool = createBotPool({ threads: 1 });
    server = await startServer(pool);
  });
  afterAll(async () => {
    await server.close();
    await pool.close();
  });

  it('a table with options, a human and three bots (both levels) plays to the end; the record replays to it', async () => {
    const host = await guest(server, 'Host');
    const options = {
      investors: true,
      board: 'advanced',
      seedPiles: true,
      displacedBids: 'immediately',
      turnSeconds: 0,
    };
    const created = await api<{ table: { id: string; options: unknown } }>(server, host.token, 'POST', '/api/tables', {
      game: 'stockpile',
      players: 4,
      options,
      bots: [
        { seat: 1, level: 'intermediate' },
        { seat: 2, level: 'beginner' },
        { seat: 3, level: 'intermediate' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const tableId = created.body.table.id;
    // The stored options are the parsed ones: every default made explicit.
    expect(created.body.table.options).toEqual({ ...options, rebidSamePileAfterOutbid: false });
    const me = await TestClient.connect(server, host.token);
    const spectatorUser = await guest(server, 'Watcher');
    const spectator = await TestClient.connect(server, spectatorUser.token);
    const done = autoplay(me, tableId);
    // The scripted player asks for its legal moves: the board is sent none in Selling (issue 26), and it plays from them.
    expect((await me.request({ t: 'subscribe', table: tableId, legal: true })).t).toBe('ack');
    expect((await spectator.request({ t: 'subscribe', table: tableId })).t).toBe('ack');
    expect((await api(server, host.token, 'POST', `/api/tables/${tableId}/start`)).status).toBe(200);
    const end = await done;
    const { record, state } = await replayed(server, host.token, tableId);
    expect(state.phase).toBe('over');
    expect(end['outcome']).toEqual(stockpile.outcome(state));
    expect(record.options).toEqual({ ...options, rebidSamePileAfterOutbid: false });
    const last = await spectator.next((m) => statusOf(m) === 'finished');
    expect(spectator.viewOf(last)).toEqual(stockpile.view(state, 'spectator'));
    // Every bot turn was the bot's own: the server never had to play a fallback move for a failed or illegal turn.
    const by = new Set((await server.store.loadMoves(tableId)).map((m) => m.by));
    expect(by).toEqual(new Set(['human', 'bot']));
    // The heuristic seats used the investor phase and more than one kind of decision.
    const botTypes = new Set(record.moves.filter((m) => m.seat !== 0).map((m) => (m.move as { type: string }).type));
    for (const type of ['chooseInvestor', 'supply', 'bid', 'sell']) expect([...botTypes]).toContain(type);
    for (const c of [me, spectator]) c.close();
  }, 60_000);
});

describe('Stockpile clocks', () => {
  let clock = 1_900_000_000_000;
  const now = () => clock;
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const s of servers.splice(0)) await s.close();
  });

  it('the simultaneous investor choice: every seat to act has the deadline, and each late seat gets its own default', async () => {
    const server = await startServer(randomChooser, { sweepMs: 1_000_000 }, undefined, now);
    servers.push(server);
    const users = await Promise.all(['A', 'B', 'C'].map((n) => guest(server, n)));
    const [a, b, c] = users as [(typeof users)[0], (typeof users)[0], (typeof users)[0]];
    const created = await api<{ table: { id: string } }>(server, a.token, 'POST', '/api/tables', {
      game: 'stockpile',
      players: 3,
      options: { investors: true, turnSeconds: 10 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const tableId = created.body.table.id;
    for (const u of [b, c])
      expect((await api(server, u.token, 'POST', `/api/tables/${tableId}/join`, {})).status).toBe(200);
    expect((await api(server, a.token, 'POST', `/api/tables/${tableId}/start`)).status).toBe(200);
    const due = clock + 10_000;
    const clients = await Promise.all(users.map((u) => TestClient.connect(server, u.token)));
    const snaps: Msg[] = [];
    for (const cl of clients) {
      await cl.request({ t: 'subscribe', table: tableId });
      snaps.push(cl.messages.find((m) => m.t === 'snapshot')!);
    }
    // All three choose at once: each is to act, has its own offer as legal moves, and sees the same deadline.
    for (const [seat, snap] of snaps.entries()) {
      expect(snap['toAct']).toEqual([0, 1, 2]);
      expect(snap['deadline']).toBe(due);
      const legal = snap['legal'] as { type: string }[];
      expect(legal.length, `seat ${seat}`).toBe(2);
      expect(legal.every((m) => m.type === 'chooseInvestor')).toBe(true);
    }
    // Seat 0 (A created the table) chooses its second card in time; its move does not restart the others' clock.
    const aChoice = (snaps[0]!['legal'] as unknown[])[1];
    clock += 4_000;
    expect((await clients[0]!.request({ t: 'move', table: tableId, version: 0, move: aChoice })).t).toBe('ack');
    const afterA = await clients[1]!.next((m) => m.t === 'update');
    expect(afterA['toAct']).toEqual([1, 2]);
    expect(afterA['deadline']).toBe(due);
    expect((afterA['legal'] as unknown[]).length).toBe(2);
    expect((await clients[0]!.next((m) => m.t === 'update'))['legal']).toBeNull();

    clock = due - 1;
    await server.app.sweeper.tick();
    expect(await server.store.loadMoves(tableId)).toHaveLength(1);
    clock = due + 1;
    await server.app.sweeper.tick();
    const moves = await server.store.loadMoves(tableId);
    // One timeout for each late seat, each through the move path with its own seat.
    expect(moves.map((m) => [m.seat, m.by])).toEqual([
      [0, 'human'],
      [1, 'timeout'],
      [2, 'timeout'],
    ]);
    // spec 8.13: a late seat keeps the first card of its own offer; seat 0 kept the one it chose.
    const { start, state } = await storedStates(server, tableId);
    const offers = start.seats.map((x) => x.investorOffer);
    expect(state.seats.map((x) => x.investors)).toEqual([[offers[0]![1]], [offers[1]![0]], [offers[2]![0]]]);
    expect(state.phase).toBe('supply');
    // Round 1's first supply decision has a deadline of its own, from the moment it opened.
    const next = await clients[state.firstPlayer]!.next((m) => m.t === 'update' && m['version'] === 3);
    expect(next['deadline']).toBe(clock + 10_000);
    expect(next['toAct']).toEqual([state.firstPlayer]);
    // Nobody supplies: the timeout plays the seat's default placement (spec 8.13) and the next seat's clock starts.
    clock += 10_001;
    await server.app.sweeper.tick();
    const after = (await server.store.loadMoves(tableId)).slice(3);
    expect(after.map((m) => [m.seat, m.by, m.move])).toEqual([[state.firstPlayer, 'timeout', { type: 'timeout' }]]);
    const placed = (await storedStates(server, tableId)).state;
    expect(placed.piles.map((p) => p.cards.length)).toEqual([2, 0, 0]);
    for (const cl of clients) cl.close();
  });
});

describe('Stockpile tables in the lobby', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(randomChooser);
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses bad options with BAD_OPTION naming the option, and bad player counts', async () => {
    const host = await guest(server, 'Host');
    const bad: [Record<string, unknown>, number, string, string | null][] = [
      [{ board: 'hexagonal' }, 4, 'BAD_OPTION', 'board'],
      [{ turnSeconds: 5 }, 4, 'BAD_OPTION', 'turnSeconds'],
      [{ investors: 'yes' }, 4, 'BAD_OPTION', 'investors'],
      [{ displacedBids: 'never' }, 3, 'BAD_OPTION', 'displacedBids'],
      [{ variant: 'short' }, 3, 'BAD_OPTION', 'variant'],
      [{}, 6, 'BAD_PLAYER_COUNT', null],
      [{}, 1, 'BAD_PLAYER_COUNT', null],
    ];
    for (const [options, players, code, option] of bad) {
      const r = await api<{ error: { code: string; detail?: Record<string, unknown> } }>(
        server,
        host.token,
        'POST',
        '/api/tables',
        { game: 'stockpile', players, options },
      );
      expect(r.status, JSON.stringify(options)).toBe(400);
      expect(r.body.error.code, JSON.stringify(options)).toBe(code);
      if (option !== null) expect(r.body.error.detail?.['option'], JSON.stringify(options)).toBe(option);
    }
    // The same options with good values are accepted, at every player count.
    for (const players of [2, 3, 4, 5]) {
      const r = await api(server, host.token, 'POST', '/api/tables', {
        game: 'stockpile',
        players,
        options: { board: 'advanced', turnSeconds: 10 },
      });
      expect(r.status, `players ${players}`).toBe(201);
    }
  });
});
