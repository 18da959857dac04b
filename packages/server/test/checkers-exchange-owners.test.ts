// Checkers Exchange's anonymous book over the wire (spec 10): a firm's order and trade are shown with the firm's id
// to its director, live, on resuming and in the history, and with the owner null to every other seat and spectators.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, guest, startServer, TestClient, versionOf, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

type Msg = Record<string, unknown> & { t: string };
type User = { id: string; name: string; token: string };
interface Event {
  readonly type: string;
  readonly id?: number;
  readonly account?: unknown;
  readonly buyer?: unknown;
  readonly seller?: unknown;
  readonly firm?: string;
}
interface View {
  readonly phase: string;
  readonly firms: Record<string, { director: number; holdings: Record<string, number> }>;
  readonly book: { id: number; account: unknown }[];
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser, { rateLimit: { perSecond: 1000, burst: 1000 } });
});
afterAll(async () => {
  await server.close();
});

const isFrame = (m: Msg): boolean => (m.t === 'update' || m.t === 'snapshot') && versionOf(m) !== undefined;

/** A started 3-player untimed table of three guests, each subscribed, and a spectator. */
async function startTable(): Promise<{ tableId: string; users: User[]; seats: TestClient[]; spectator: TestClient }> {
  const users = await Promise.all([0, 1, 2].map((s) => guest(server, `P${s}`)));
  const created = await api<{ table: { id: string } }>(server, users[0]!.token, 'POST', '/api/tables', {
    game: 'checkers-exchange',
    players: 3,
    options: { timing: 'untimed', years: 4 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const tableId = created.body.table.id;
  for (const s of [1, 2])
    expect((await api(server, users[s]!.token, 'POST', `/api/tables/${tableId}/join`, { seat: s })).status).toBe(200);
  const seats = await Promise.all(users.map((u) => TestClient.connect(server, u.token)));
  const spectator = await TestClient.connect(server, (await guest(server, 'Watcher')).token);
  // The seats play from their legal moves: they ask for them (Checkers Exchange's boards do not).
  for (const c of [...seats, spectator])
    expect((await c.request({ t: 'subscribe', table: tableId, legal: true })).t).toBe('ack');
  expect((await api(server, users[0]!.token, 'POST', `/api/tables/${tableId}/start`)).status).toBe(200);
  return { tableId, users, seats, spectator };
}

/** The newest snapshot or update a client got. */
function latest(c: TestClient): Msg {
  let best: Msg | undefined;
  for (const m of c.messages) if (isFrame(m) && (best === undefined || versionOf(m)! >= versionOf(best)!)) best = m;
  if (best === undefined) throw new Error('no frame yet');
  return best;
}

/** Waits until every client has a frame at `version` or later. */
async function reach(clients: readonly TestClient[], version: number): Promise<void> {
  const at = (m: Msg) => isFrame(m) && versionOf(m)! >= version;
  await Promise.all(clients.map((c) => (c.messages.some(at) ? undefined : c.next(at))));
}

/** Sends one move for a seat at the version it last saw; returns the version it led to. */
async function play(c: TestClient, tableId: string, move: unknown): Promise<number> {
  const version = versionOf(latest(c))!;
  const answer = await c.request({ t: 'move', table: tableId, version, move });
  expect(answer.t, JSON.stringify(answer)).toBe('ack');
  return answer['version'] as number;
}

/** The events a client was sent live, in order. */
const liveEvents = (c: TestClient): Event[] =>
  c.messages.flatMap((m) => (m.t === 'update' && Array.isArray(m['events']) ? (m['events'] as Event[]) : []));

describe('Checkers Exchange: the owners of orders and trades', () => {
  it("shows a firm's order and trade to its director only, live, on resuming and in the history", async () => {
    const { tableId, users, seats, spectator } = await startTable();
    const all = [...seats, spectator];
    await reach(all, 0);
    // The auction: everyone ready. Then the year's 8 plies, each by the seat to act, until the session opens.
    let version = 0;
    for (const c of seats) version = await play(c, tableId, { type: 'ready' });
    await reach(all, version);
    while ((seats[0]!.viewOf(latest(seats[0]!)) as View).phase === 'board') {
      const mover = seats[(latest(seats[0]!)['toAct'] as number[])[0]!]!;
      await reach([mover], version);
      version = await play(mover, tableId, (latest(mover)['legal'] as unknown[])[0]);
      await reach(all, version);
    }
    const view = seats[0]!.viewOf(latest(seats[0]!)) as View;
    expect(view.phase).toBe('session');
    const director = view.firms['w1']!.director;
    const other = (director + 1) % 3;
    const before = version;

    // The director sells a treasury share of W1 as W1, below the state's ask; another seat buys it.
    version = await play(seats[director]!, tableId, {
      type: 'order',
      account: 'w1',
      side: 'sell',
      firm: 'w1',
      qty: 1,
      limit: 1,
    });
    await reach(all, version);
    version = await play(seats[other]!, tableId, {
      type: 'order',
      account: 'me',
      side: 'buy',
      firm: 'w1',
      qty: 1,
      limit: 1,
    });
    await reach(all, version);

    const placed = (c: TestClient) =>
      liveEvents(c).find((e) => e.type === 'orderPlaced' && e.account !== 'gov' && e.id !== undefined && e.id > 0);
    const sold = placed(seats[director]!);
    expect(sold).toMatchObject({ type: 'orderPlaced', account: 'w1', side: 'sell', firm: 'w1' });
    const id = sold!.id!;
    const orderAs = (c: TestClient) => liveEvents(c).find((e) => e.type === 'orderPlaced' && e.id === id)?.account;
    const tradeOf = (c: TestClient) => liveEvents(c).find((e) => e.type === 'trade' && e.firm === 'w1');
    expect(orderAs(seats[other]!)).toBeNull();
    expect(orderAs(spectator)).toBeNull();
    expect(tradeOf(seats[director]!)).toMatchObject({ buyer: null, seller: 'w1', qty: 1, price: 1 });
    expect(tradeOf(seats[other]!)).toMatchObject({ buyer: other, seller: null });
    expect(tradeOf(spectator)).toMatchObject({ buyer: null, seller: null });
    // The book while the order rested: the director saw its owner, the others did not.
    const bookAt = (c: TestClient, v: number) =>
      (c.viewOf(c.messages.find((m) => isFrame(m) && versionOf(m) === v)!) as View).book.find((o) => o.id === id);
    expect(bookAt(seats[director]!, before + 1)?.account).toBe('w1');
    expect(bookAt(seats[other]!, before + 1)?.account).toBeNull();
    // In the session, W1's treasury is shown to others as at the open; its director sees it live.
    expect((seats[director]!.viewOf(latest(seats[director]!)) as View).firms['w1']!.holdings['w1']).toBe(9);
    expect((seats[other]!.viewOf(latest(seats[other]!)) as View).firms['w1']!.holdings['w1']).toBe(10);

    // A director's new connection resuming from before the order is sent the same events.
    const resumed = await TestClient.connect(server, users[director]!.token);
    resumed.send({ t: 'subscribe', table: tableId, since: before });
    const update = await resumed.next((m) => m.t === 'update' && m['from'] === before);
    const events = update['events'] as Event[];
    expect(events.find((e) => e.type === 'orderPlaced' && e.id === id)?.account).toBe('w1');
    expect(events.find((e) => e.type === 'trade')).toMatchObject({ seller: 'w1' });
    resumed.close();

    // The history: the director's shows W1, another seat's and a spectator's show nobody.
    const history = async (token: string | null) => {
      const r = await api<{ entries: { events: Event[] }[] }>(server, token, 'GET', `/api/tables/${tableId}/history`);
      expect(r.status).toBe(200);
      return r.body.entries.flatMap((e) => e.events);
    };
    const ownerIn = (list: Event[]) => list.find((e) => e.type === 'orderPlaced' && e.id === id)?.account;
    expect(ownerIn(await history(users[director]!.token))).toBe('w1');
    expect(ownerIn(await history(users[other]!.token))).toBeNull();
    expect(ownerIn(await history(null))).toBeNull();
    for (const c of all) c.close();
  });
});
