// Who is told what (issue 25), through the real parts: a finished match's results write each person's place and
// rating change to the outbox once (both stores); a player's chat line naming a seated person writes a mention for
// them (a real server, real sockets); the pages a connection says are visible are what the hub records, and
// unsubscribing or closing takes them back; a game's notices become notifications on real engine play.
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { stockpile, type AnyGame } from '@birzha/engine';
import type { TableSummary } from '@birzha/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBus } from '../src/bus/memory-bus.ts';
import { MatchRegistry } from '../src/matches/registry.ts';
import { ResultRecorder } from '../src/matches/results.ts';
import { transitionNotifications } from '../src/notify/move-notices.ts';
import { register } from './accounts-client.ts';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { finishedToy, people } from './results-fixtures.ts';
import { describeStores } from './store-harness.ts';
import { TOY_GAMES } from './toy-game.ts';
import { waitFor } from '@birzha/test-support';

const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };

describe("'finished' with place and rating", () => {
  describeStores('a finished match tells each person once', (get) => {
    it('a rated match: place and rating before and after, in the points the site shows; once', async () => {
      const { store } = get();
      await people(store, ['a', 'b']);
      await finishedToy(store, 't1', { seats: ['a', 'b'], rated: true, end: 'resign0', at: 5000 });
      const registry = new MatchRegistry(store, { games: TOY_GAMES });
      const rec = new ResultRecorder({ store, registry, bus: createMemoryBus(), log: quiet });
      await rec.record('t1');
      const [a] = await store.notify.pendingOf('a');
      const [b] = await store.notify.pendingOf('b');
      expect(a).toMatchObject({
        kind: 'finished',
        tableId: 't1',
        dedupe: 'finished:t1',
        createdAt: 5000,
        dueAt: 5000,
        payload: { tableId: 't1', game: 'toy', seat: 0, place: 2, ratingBefore: 1000 },
      });
      expect(a?.payload.ratingAfter).toBeLessThan(1000);
      expect(b?.payload).toMatchObject({ seat: 1, place: 1, ratingBefore: 1000 });
      expect(b?.payload.ratingAfter).toBeGreaterThan(1000);
      // Recorded again (a restart, another process): nobody is told twice.
      await rec.record('t1');
      await new ResultRecorder({ store, registry, bus: createMemoryBus(), log: quiet }).start();
      expect(await store.notify.pendingOf('a')).toHaveLength(1);
    });

    it('a casual match: places with no rating; a bot is told nothing', async () => {
      const { store } = get();
      await people(store, ['a']);
      await finishedToy(store, 't2', { seats: ['a', null], end: 'tie', at: 7000 });
      await new ResultRecorder({
        store,
        registry: new MatchRegistry(store, { games: TOY_GAMES }),
        bus: createMemoryBus(),
        log: quiet,
      }).record('t2');
      const rows = await store.notify.pendingOf('a');
      expect(rows.map((r) => r.payload)).toEqual([
        { tableId: 't2', game: 'toy', seat: 0, place: 1, ratingBefore: null, ratingAfter: null },
      ]);
    });
  });
});

describe('a game notice on real play', () => {
  it("Stockpile: the person whose bid was beaten is told 'outbid'; a bot is not", () => {
    const o = stockpile.parseOptions({}, 3);
    if (!o.ok) throw new Error(o.error.code);
    const s = stockpile.setup({ players: 3, options: o.value, seed: 'x', position: { phase: 'demand' } });
    if (!s.ok) throw new Error(s.error.code);
    let state = s.value.state;
    const bid = (seat: number, pile: number, amount: number) => {
      const r = stockpile.play(state, seat, { type: 'bid', pile, amount });
      if (!r.ok) throw new Error(r.error.code);
      const before = state;
      state = r.value.state;
      return { before, events: r.value.events };
    };
    bid(0, 0, 0);
    bid(1, 1, 0);
    const t = bid(2, 0, 1000); // spec TV2: displaces seat 0
    const rows = transitionNotifications({
      game: stockpile as AnyGame,
      tableId: 't',
      people: ['ann', null, 'cid'],
      before: t.before,
      after: state,
      events: t.events,
      version: 3,
      by: 'person',
      seat: 2,
      deadlinesBefore: [],
      deadlinesAfter: [],
      turnBased: false,
      now: 1000,
      graceMs: 0,
    });
    expect(rows.filter((r) => r.kind === 'outbid')).toEqual([
      expect.objectContaining({ userId: 'ann', dedupe: 'outbid:t:3:0', payload: expect.objectContaining({ seat: 0 }) }),
    ]);
  });
});

describe('over a real server', () => {
  let server: TestServer;
  let game = '';
  beforeAll(async () => {
    server = await startServer(randomChooser, { rateLimit: { perSecond: 100, burst: 200 } });
    const games = await api<{ id: string; minPlayers: number; maxPlayers: number }[]>(
      server,
      null,
      'GET',
      '/api/games',
    );
    game = games.body.find((g) => g.minPlayers <= 2 && g.maxPlayers >= 2)?.id ?? '';
  });
  afterAll(async () => {
    await server.close();
  });

  interface Person {
    readonly id: string;
    readonly token: string;
    readonly client: TestClient;
  }

  async function person(name: string, username?: string): Promise<Person> {
    const g = await guest(server, name);
    const token =
      username === undefined ? g.token : (await register(server, username, 'a long password', g.token)).token;
    return { id: g.id, token, client: await TestClient.connect(server, token) };
  }

  /** A started two-player table, both players and a spectator subscribed. */
  async function table(a: Person, b: Person, s: Person): Promise<string> {
    const created = await api<{ table: TableSummary }>(server, a.token, 'POST', '/api/tables', { game, players: 2 });
    const id = created.body.table.id;
    expect((await api(server, b.token, 'POST', `/api/tables/${id}/join`, {})).status).toBe(200);
    expect((await api(server, a.token, 'POST', `/api/tables/${id}/start`)).status).toBe(200);
    for (const p of [a, b, s]) expect((await p.client.request({ t: 'subscribe', table: id })).t).toBe('ack');
    return id;
  }

  /** The outbox as stored (the sender may have finished rows meanwhile: every row, finished or not). */
  function outbox(userId: string, kind: string): { dedupe: string; payload: Record<string, unknown> }[] {
    const db = new SqliteDatabase(join(server.dataDir, 'birzha.sqlite'), { readonly: true });
    try {
      const rows = db
        .prepare('select dedupe, payload from outbox where user_id = ? and kind = ? order by id')
        .all(userId, kind) as { dedupe: string; payload: string }[];
      return rows.map((r) => ({ dedupe: r.dedupe, payload: JSON.parse(r.payload) as Record<string, unknown> }));
    } finally {
      db.close();
    }
  }

  const say = async (p: Person, table: string, text: string) =>
    expect((await p.client.request({ t: 'chat', table, text })).t).toBe('ack');

  it('a chat line naming a seated person by name or @username, as a whole word in any case, tells them', async () => {
    const [a, b, s] = [await person('Аня', 'anka'), await person('Борис'), await person('Зритель')];
    const id = await table(a, b, s);
    await say(b, id, 'аня, твой ход!');
    await say(b, id, 'Аняшка не в счёт');
    await say(b, id, 'пишу @anka');
    await say(b, id, 'почта x@anka не в счёт');
    // Its author is never told; a spectator's line tells no player.
    await say(a, id, 'Аня здесь');
    await say(s, id, 'Аня, привет от зрителя');
    const rows = outbox(a.id, 'mention');
    expect(rows.map((r) => r.payload['text'])).toEqual(['аня, твой ход!', 'пишу @anka']);
    expect(rows[0]?.payload).toMatchObject({ tableId: id, game, name: 'Борис' });
    expect(rows[0]?.dedupe).toMatch(new RegExp(`^mention:${id}:${b.id}:\\d+$`));
    expect(outbox(b.id, 'mention')).toEqual([]);
    for (const p of [a, b, s]) p.client.close();
  });

  it('a visible page is recorded per connection; hidden, unsubscribed or closed it is not', async () => {
    const [a, b, s] = [await person('A'), await person('B'), await person('S')];
    const id = await table(a, b, s);
    const watching = () => server.app.watchers.isWatching(a.id, id);
    const visible = async (p: Person, v: boolean, table = id) =>
      expect((await p.client.request({ t: 'visible', table, visible: v })).t).toBe('ack');

    await visible(a, true);
    expect(watching()).toBe(true);
    // A second page of the same person: hiding one leaves the other.
    const second = await TestClient.connect(server, a.token);
    expect((await second.request({ t: 'subscribe', table: id })).t).toBe('ack');
    expect((await second.request({ t: 'visible', table: id, visible: true })).t).toBe('ack');
    await visible(a, false);
    expect(watching()).toBe(true);
    expect((await second.request({ t: 'unsubscribe', table: id })).t).toBe('ack');
    expect(watching()).toBe(false);

    // A table the connection does not follow is not recorded.
    const other = await table(b, s, a);
    expect((await a.client.request({ t: 'unsubscribe', table: other })).t).toBe('ack');
    await visible(a, true, other);
    expect(server.app.watchers.isWatching(a.id, other)).toBe(false);

    await visible(a, true);
    expect(watching()).toBe(true);
    a.client.close();
    await waitFor('the closed connection to stop watching', () => !watching());
    expect(watching()).toBe(false);
    second.close();
    for (const p of [b, s]) p.client.close();
  });
});
