// Checkers Exchange's order book over the wire: every order, cancel and trade reaches each viewer as its redacted
// events (spec 9, 10) and a JSON Patch of its view whose size follows the change, not the book (about 50 resting
// orders here); the session's close carries its cancellations and `sessionClosed`; each client's patched view equals
// the view a fresh snapshot gives.
import { CheckersExchange } from '@birzha/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allReady,
  closeAll,
  eventsOf,
  latest,
  openTable,
  reach,
  send,
  toSession,
  updateTo,
  viewOf,
  type CxTable,
  type Msg,
  type View,
} from './checkers-exchange-table.ts';
import { guest, startServer, TestClient, versionOf, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

const { FIRMS } = CheckersExchange;
/** Resting buy orders each seat places (below the state's asks, so nothing trades): 3 × 14 + the asks ≈ 50. */
const ORDERS_PER_SEAT = 14;

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser, { rateLimit: { perSecond: 1000, burst: 1000 } });
});
afterAll(async () => {
  await server.close();
});

/** Each seat's resting buy orders: 1 share at 1..9 in every firm in turn, in one batch per seat. */
async function fillBook(t: CxTable): Promise<number> {
  let version = 0;
  for (const [seat, c] of t.seats.entries()) {
    const orders = Array.from({ length: ORDERS_PER_SEAT }, (_, k) => ({
      type: 'order',
      account: 'me',
      side: 'buy',
      firm: FIRMS[(seat + k) % FIRMS.length],
      qty: 1,
      limit: 1 + ((seat * 3 + k) % 9),
    }));
    const answer = await send(c, t.tableId, orders);
    expect(answer.t, JSON.stringify(answer)).toBe('ack');
    version = answer['version'] as number;
  }
  await reach(t.all, version);
  return version;
}

/** Every client's update for the transition to `version`: one each, with a patch (never a whole view). */
function updatesTo(t: CxTable, version: number): Msg[] {
  return t.all.map((c) => {
    const m = updateTo(c, version);
    expect(m, `an update to ${version}`).toBeDefined();
    expect(m!['from']).toBe(version - 1);
    expect(m!['view']).toBeUndefined();
    expect(Array.isArray(m!['patch'])).toBe(true);
    return m!;
  });
}

const patchOf = (m: Msg): { op: string; path: string }[] => m['patch'] as { op: string; path: string }[];
const bookJson = (v: View): number => JSON.stringify(v.book).length;

describe('Checkers Exchange: the order book over the wire', () => {
  it('sends each order, cancel and trade as its events and a patch of a few ops, whatever the size of the book', async () => {
    const t = await openTable(server, 3);
    await toSession(t);
    const opened = viewOf(t.seats[0]!);
    const asks = opened.book.filter((o) => o.account === 'gov');
    expect(asks.length).toBeGreaterThan(0);
    await fillBook(t);
    const full = viewOf(t.seats[0]!);
    expect(full.book.length).toBe(asks.length + 3 * ORDERS_PER_SEAT);
    expect(full.book.length).toBeGreaterThanOrEqual(40);

    // One new order: orderPlaced (its owner shown to its seat only) and a patch of its add and the next id.
    const placed = await send(t.seats[1]!, t.tableId, [
      { type: 'order', account: 'me', side: 'buy', firm: 'w3', qty: 2, limit: 7 },
    ]);
    expect(placed.t).toBe('ack');
    const v1 = placed['version'] as number;
    await reach(t.all, v1);
    const id = full.nextOrderId;
    updatesTo(t, v1).forEach((m, i) => {
      expect(eventsOf(m)).toEqual([
        { type: 'orderPlaced', id, account: i === 1 ? 1 : null, side: 'buy', firm: 'w3', qty: 2, limit: 7 },
      ]);
      expect(patchOf(m).length).toBeLessThanOrEqual(3);
      expect(JSON.stringify(m['patch']).length * 10).toBeLessThan(bookJson(full));
    });

    // A cancel of an order near the front of the book (seat 0's first): one remove, not a rewrite of the rest.
    const mine = viewOf(t.seats[0]!).book.find((o) => o.account === 0)!;
    const at = full.book.findIndex((o) => o.id === mine.id);
    expect(at).toBeLessThan(full.book.length / 2);
    const cancelled = await send(t.seats[0]!, t.tableId, [{ type: 'cancel', orderId: mine.id }]);
    expect(cancelled.t).toBe('ack');
    const v2 = cancelled['version'] as number;
    await reach(t.all, v2);
    updatesTo(t, v2).forEach((m, i) => {
      expect(eventsOf(m)).toEqual([
        { type: 'orderCancelled', id: mine.id, account: i === 0 ? 0 : null, reason: 'user', remaining: 1 },
      ]);
      expect(patchOf(m)).toEqual([{ op: 'remove', path: `/book/${at}` }]);
    });

    // A trade: seat 0 buys one share at the state's ask; the ask's remainder, the tape, the cash and holdings of
    // the buyer (to itself) and of the state change, and nothing else.
    const ask = asks[0]!;
    const bought = await send(t.seats[0]!, t.tableId, [
      { type: 'order', account: 'me', side: 'buy', firm: ask.firm, qty: 1, limit: ask.limit },
    ]);
    expect(bought.t, JSON.stringify(bought)).toBe('ack');
    const v3 = bought['version'] as number;
    await reach(t.all, v3);
    updatesTo(t, v3).forEach((m, i) => {
      const events = eventsOf(m);
      expect(events.map((e) => e.type)).toEqual(['orderPlaced', 'trade']);
      expect(events[1]).toMatchObject({ firm: ask.firm, qty: 1, price: ask.limit, seller: 'gov' });
      expect(events[1]).toMatchObject({ buyer: i === 0 ? 0 : null });
      expect(patchOf(m).length).toBeLessThanOrEqual(10);
      expect(JSON.stringify(m['patch']).length * 4).toBeLessThan(bookJson(full));
    });

    // The close: the last `ready` cancels every resting order and closes the session, in one transition.
    const resting = viewOf(t.seats[0]!).book.length;
    const closed = await allReady(t);
    for (const c of t.all) {
      expect(versionOf(latest(c))).toBe(closed);
      const events = eventsOf(updateTo(c, closed));
      expect(events.filter((e) => e.type === 'orderCancelled' && e.reason === 'close')).toHaveLength(resting);
      expect(events.filter((e) => e.type === 'sessionClosed')).toHaveLength(1);
      // The close reveals the session's trades with both parties (spec 10).
      const session = events.find((e) => e.type === 'sessionClosed');
      expect(session).toMatchObject({ trades: [{ buyer: 0, seller: 'gov', firm: ask.firm }] });
    }

    // Every client's patched views applied, and equal what a fresh connection is sent.
    for (const [i, c] of t.all.entries()) {
      expect(c.viewProblems).toEqual([]);
      // The spectator's view is every non-seated user's: a new guest stands for it.
      const token = t.users[i]?.token ?? (await guest(server, 'Late')).token;
      const fresh = await TestClient.connect(server, token);
      await fresh.request({ t: 'subscribe', table: t.tableId });
      const snapshot = await fresh.next((m) => m.t === 'snapshot');
      expect(versionOf(snapshot)).toBe(closed);
      expect(c.viewOf(latest(c))).toEqual(snapshot['view']);
      fresh.close();
    }
    closeAll(t);
  });
});
