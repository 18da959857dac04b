// Checkers Exchange's simultaneous phases over the wire with 8 seats (spec 6.1): bids, orders, cancels, meeting
// requests, nominations, votes and ready flags sent by every seat at once, each at the version it last saw, all apply
// (the game's `versionFree` covers every move but a ply, batches too); a ply, or a batch with one, sent at a stale
// version is STALE. Every client's patched view ends equal to what a fresh connection is sent.
import { CheckersExchange } from '@birzha/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allReady,
  closeAll,
  latest,
  openTable,
  playBoard,
  reach,
  send,
  viewOf,
  type CxTable,
  type Msg,
} from './checkers-exchange-table.ts';
import { startServer, TestClient, versionOf, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

const { FIRMS } = CheckersExchange;

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser, { rateLimit: { perSecond: 1000, burst: 1000 } });
});
afterAll(async () => {
  await server.close();
});

/** Every seat sends its batch at `version` (the current one or older) at once; all must be acked. The newest version. */
async function everyone(t: CxTable, version: number, batch: (seat: number) => unknown[]): Promise<number> {
  const current = versionOf(latest(t.seats[0]!))!;
  const answers = await Promise.all(t.seats.map((c, seat) => send(c, t.tableId, batch(seat), version)));
  answers.forEach((a, seat) => expect(a.t, `seat ${seat}: ${JSON.stringify(a)}`).toBe('ack'));
  const versions = answers.map((a) => a['version'] as number);
  // Applied one after another: each batch got its own versions, none twice.
  const sizes = t.seats.map((_, seat) => batch(seat).length);
  expect(Math.max(...versions)).toBe(current + sizes.reduce((a, b) => a + b, 0));
  expect(new Set(versions).size).toBe(t.seats.length);
  const newest = Math.max(...versions);
  await reach(t.all, newest);
  return newest;
}

const phaseOf = (t: CxTable): string => viewOf(t.seats[0]!).phase;

describe('Checkers Exchange: 8 seats acting at once', () => {
  it('applies every simultaneous move sent at a stale version, and refuses a stale ply', async () => {
    const t = await openTable(server, 8);
    // The auction: every seat bids for 5 shares of one firm at once, all at version 0; then all ready at once.
    let version = await everyone(t, 0, (seat) => [{ type: 'bid', firm: FIRMS[seat], qty: 5, price: 10 + seat }]);
    const bids = viewOf(t.seats[3]!).bids;
    expect(bids.map((b) => b.seat)).toEqual([3]);
    // A batch of two bids and a cancel of the first, at the stale version 0.
    const batch = await send(
      t.seats[1]!,
      t.tableId,
      [
        { type: 'bid', firm: 'b4', qty: 1, price: 11 },
        { type: 'bid', firm: 'b3', qty: 1, price: 11 },
        { type: 'cancel', orderId: viewOf(t.seats[1]!).nextOrderId },
      ],
      0,
    );
    expect(batch.t, JSON.stringify(batch)).toBe('ack');
    expect(batch['version']).toBe(version + 3);
    version += 3;
    await reach(t.all, version);
    version = await everyone(t, version - 5, () => [{ type: 'ready' }]);
    expect(phaseOf(t)).toBe('board');

    // The board: a ply at a stale version is STALE, alone or in a batch with version-free moves.
    const mover = t.seats[(latest(t.seats[0]!)['toAct'] as number[])[0]!]!;
    const ply = (latest(mover)['legal'] as unknown[])[0];
    const stale = await send(mover, t.tableId, [ply], version - 1);
    expect(stale).toMatchObject({ t: 'error', code: 'STALE', version });
    const mixed = await send(mover, t.tableId, [{ type: 'transfer', to: 0, amount: 1 }, ply], version - 1);
    expect(mixed).toMatchObject({ t: 'error', code: 'STALE', version });
    // A resent ply at the current version applies once; the same click sent again is STALE.
    const played = await send(mover, t.tableId, [ply], version);
    expect(played).toMatchObject({ t: 'ack', version: version + 1 });
    expect(await send(mover, t.tableId, [ply], version)).toMatchObject({ t: 'error', code: 'STALE' });
    version = await playBoard(t, version + 1);
    expect(phaseOf(t)).toBe('session');

    // The session: three orders from every seat at once, all at the same version; the seats holding 5 shares ask for
    // a meeting in the same batch.
    const open = version;
    version = await everyone(t, open, (seat) => [
      { type: 'order', account: 'me', side: 'buy', firm: FIRMS[(seat + 1) % 8], qty: 1, limit: 1 + seat },
      { type: 'order', account: 'me', side: 'buy', firm: FIRMS[(seat + 2) % 8], qty: 2, limit: 2 + seat },
      { type: 'order', account: 'me', side: 'sell', firm: FIRMS[seat], qty: 1, limit: 90 + seat },
      ...(seat === 0 ? [{ type: 'requestMeeting' }] : []),
    ]);
    const book = viewOf(t.seats[0]!).book;
    expect(book.filter((o) => o.account !== 'gov')).toHaveLength(24);
    // Every seat cancels its first order at once, at the version the session opened with (stale for all).
    version = await everyone(t, open, (seat) => [
      { type: 'cancel', orderId: viewOf(t.seats[seat]!).book.find((o) => o.account === seat)!.id },
    ]);
    expect(viewOf(t.seats[0]!).book.filter((o) => o.account !== 'gov')).toHaveLength(16);
    // Ready flags at once: the last one closes the session and opens the meeting seat 0 asked for.
    version = await everyone(t, open, () => [{ type: 'ready' }]);
    expect(phaseOf(t)).toBe('meeting');

    // The meeting: every seat votes its 5 shares for the incumbent and nominates seat 0 at once, then all ready.
    const meeting = version;
    version = await everyone(t, meeting, (seat) => {
      const firm = FIRMS[seat]!;
      const incumbent = viewOf(t.seats[seat]!).firms[firm].director;
      return [
        { type: 'vote', firm, account: 'me', candidate: incumbent },
        ...(incumbent === 0 ? [] : [{ type: 'nominate', firm, candidate: 0 }]),
      ];
    });
    expect(viewOf(t.seats[5]!).ballots).toHaveLength(1);
    expect(viewOf(t.seats[5]!).ballots[0]).toMatchObject({ firm: FIRMS[5], account: 5 });
    version = await everyone(t, meeting, () => [{ type: 'ready' }]);
    expect(phaseOf(t)).toBe('board');
    expect(viewOf(t.seats[0]!).year).toBe(2);

    // No client was sent a patch that did not apply, and each one's view is what a fresh connection gets.
    for (const [seat, c] of t.seats.entries()) {
      expect(c.viewProblems).toEqual([]);
      const fresh = await TestClient.connect(server, t.users[seat]!.token);
      await fresh.request({ t: 'subscribe', table: t.tableId });
      const snapshot: Msg = await fresh.next((m) => m.t === 'snapshot');
      expect(versionOf(snapshot)).toBe(version);
      expect(c.viewOf(latest(c))).toEqual(snapshot['view']);
      fresh.close();
    }
    closeAll(t);
  });

  it('keeps the ready flags of seats that send them at once in the auction, with no STALE', async () => {
    const t = await openTable(server, 8);
    const version = await allReady(t);
    expect(version).toBe(8);
    expect(phaseOf(t)).toBe('board');
    for (const c of t.all) expect(c.viewProblems).toEqual([]);
    closeAll(t);
  });
});
