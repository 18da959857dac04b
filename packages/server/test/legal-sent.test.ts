// Who is sent legal moves (issue 26): a game whose boards read moves as a list (`Game.sendsLegal`, per state:
// Stockpile's phases but Selling and Deborah) gets them at the seat to act and null elsewhere; any other game, or
// phase, gets null everywhere unless the connection asked for them on subscribe (a scripted player); whom the game
// waits for (`toAct`) goes to everyone either way.
import { akcioner, stockpile, Stockpile } from '@birzha/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, guest, startServer, TestClient, versionOf, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

type Msg = Record<string, unknown> & { t: string };

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser);
});
afterAll(async () => {
  await server.close();
});

const playing = (m: Msg) => m.t === 'snapshot' && (m['table'] as { status: string }).status === 'playing';

/**
 * A started two-seat table of `game` (untimed), its two players and a spectator subscribed (`legal`: they ask); with
 * `asking`, the two players on a second connection each too, asking for legal moves (clients 3 and 4).
 */
async function table(game: string, options: object, legal: boolean, asking = false) {
  const [a, b, eve] = await Promise.all(['A', 'B', 'Eve'].map((n) => guest(server, n)));
  const created = await api<{ table: { id: string } }>(server, a!.token, 'POST', '/api/tables', {
    game,
    players: 2,
    options,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const tableId = created.body.table.id;
  expect((await api(server, b!.token, 'POST', `/api/tables/${tableId}/join`, {})).status).toBe(200);
  const clients = await Promise.all([a!, b!, eve!].map((u) => TestClient.connect(server, u.token)));
  for (const c of clients) await c.request({ t: 'subscribe', table: tableId, ...(legal ? { legal: true } : {}) });
  if (asking)
    for (const u of [a!, b!]) {
      const c = await TestClient.connect(server, u.token);
      await c.request({ t: 'subscribe', table: tableId, legal: true });
      clients.push(c);
    }
  expect((await api(server, a!.token, 'POST', `/api/tables/${tableId}/start`)).status).toBe(200);
  const snaps = await Promise.all(clients.map((c) => c.next(playing)));
  return { tableId, clients, snaps };
}

describe('legal moves are sent where a board or a player uses them', () => {
  it('Stockpile (sendsLegal): the seat to act gets its legal moves, the other seat and the spectator null', async () => {
    expect(stockpile.sendsLegal).toBeDefined();
    const { tableId, clients, snaps } = await table('stockpile', { turnSeconds: 0 }, false);
    const toAct = snaps[0]!['toAct'] as number[];
    expect(toAct).toHaveLength(1);
    for (const [i, snap] of snaps.entries()) {
      expect(snap['toAct']).toEqual(toAct);
      const seat = snap['seat'] as number | null;
      if (i === 2) expect(seat).toBeNull();
      if (seat !== null && toAct.includes(seat)) expect((snap['legal'] as unknown[]).length).toBeGreaterThan(0);
      else expect(snap['legal'], `legal to ${String(seat)}`).toBeNull();
    }
    // An update too: the mover's first legal move; the next seat to act gets its own list with the update.
    const mover = snaps.findIndex((s) => s['seat'] === toAct[0]);
    const move = (snaps[mover]!['legal'] as unknown[])[0];
    expect((await clients[mover]!.request({ t: 'move', table: tableId, version: 0, move })).t).toBe('ack');
    for (const c of clients) {
      const u = await c.next((m) => m.t === 'update' && versionOf(m) === 1);
      const seat = c === clients[2] ? null : (snaps[clients.indexOf(c)]!['seat'] as number);
      const now = u['toAct'] as number[];
      if (seat !== null && now.includes(seat)) expect((u['legal'] as unknown[]).length).toBeGreaterThan(0);
      else expect(u['legal']).toBeNull();
    }
    for (const c of clients) c.close();
  });

  it("Stockpile's Selling, whose board bounds a sale itself: no legal moves unless asked; before and after it, sent", async () => {
    const { tableId, clients, snaps } = await table('stockpile', { turnSeconds: 0 }, false, true);
    // Each person's page connection (0, 1) and asking connection (3, 4) hold the same seat; 2 is the spectator.
    const seats = snaps.map((s) => s['seat'] as number | null);
    const asker = (seat: number) => seats.lastIndexOf(seat);
    let frames = snaps;
    const phases: string[] = [];
    let sellingChecked = 0;
    // The seat to act plays its first legal move (from its asking connection; a pass in Selling) until Selling is over
    // and the next phase the board reads has begun (its frames checked too).
    for (let step = 0; step < 400; step++) {
      const phase = (clients[0]!.viewOf(frames[0]!) as Stockpile.View).phase;
      if (phases.at(-1) !== phase) phases.push(phase);
      const toAct = frames[0]!['toAct'] as number[];
      for (const [i, frame] of frames.entries()) {
        const seat = seats[i]!;
        const acts = seat !== null && toAct.includes(seat);
        const legal = frame['legal'] as unknown[] | null;
        // The asking connections get them in every phase; the pages only where the board reads them.
        if (!acts) expect(legal, `${phase}: legal to ${String(seat)}, not to act`).toBeNull();
        else if (i >= 3 || Stockpile.sendsLegalIn(phase))
          expect(legal?.length, `${phase}: seat ${seat}`).toBeGreaterThan(0);
        else expect(legal, `${phase}: legal to the page of seat ${seat}`).toBeNull();
      }
      if (phases.includes('selling') && phase !== 'selling' && Stockpile.sendsLegalIn(phase)) break;
      const seat = toAct[0]!;
      const legal = frames[asker(seat)]!['legal'] as unknown[];
      const pass = { type: 'sell', cards: {} };
      if (phase === 'selling') {
        sellingChecked++;
        // Every sale the seat could make is listed to the connection that asked: the pass among them.
        expect(legal).toContainEqual(pass);
      }
      const move = phase === 'selling' ? pass : legal[0];
      const version0 = versionOf(frames[0]!);
      const answer = await clients[asker(seat)]!.request({ t: 'move', table: tableId, version: version0, move });
      expect(answer.t, JSON.stringify(answer)).toBe('ack');
      const version = answer['version'] as number;
      frames = await Promise.all(clients.map((c) => c.next((m) => m.t === 'update' && versionOf(m) === version)));
    }
    expect(sellingChecked, `phases seen: ${phases.join(', ')}`).toBeGreaterThan(0);
    expect(phases.slice(-1)[0], `phases seen: ${phases.join(', ')}`).not.toBe('selling');
    for (const c of clients) c.close();
  });

  it('Akcioner (no sendsLegal): nobody is sent legal moves, though everyone is told whom the game waits for', async () => {
    expect(akcioner.sendsLegal).toBeUndefined();
    const { tableId, clients, snaps } = await table('akcioner', { variant: 'short', turnSeconds: 0 }, false);
    const toAct = snaps[0]!['toAct'] as number[];
    expect(toAct).toHaveLength(1);
    for (const snap of snaps) {
      expect(snap['toAct']).toEqual(toAct);
      expect(snap['legal']).toBeNull();
    }
    const mover = snaps.findIndex((s) => s['seat'] === toAct[0]);
    const pass = { type: 'trade', orders: {} };
    expect((await clients[mover]!.request({ t: 'move', table: tableId, version: 0, move: pass })).t).toBe('ack');
    for (const c of clients) expect((await c.next((m) => m.t === 'update'))['legal']).toBeNull();
    for (const c of clients) c.close();
  });

  it('Akcioner, asked on subscribe: the seat to act gets its legal moves (the spectator still none)', async () => {
    const { tableId, clients, snaps } = await table('akcioner', { variant: 'short', turnSeconds: 0 }, true);
    const toAct = snaps[0]!['toAct'] as number[];
    for (const snap of snaps) {
      const seat = snap['seat'] as number | null;
      if (seat !== null && toAct.includes(seat)) expect((snap['legal'] as unknown[]).length).toBeGreaterThan(0);
      else expect(snap['legal']).toBeNull();
    }
    // A resubscribe without asking stops them.
    const mover = snaps.findIndex((s) => s['seat'] === toAct[0]);
    await clients[mover]!.request({ t: 'subscribe', table: tableId, since: 0 });
    const pass = { type: 'trade', orders: {} };
    expect((await clients[mover]!.request({ t: 'move', table: tableId, version: 0, move: pass })).t).toBe('ack');
    const u = await clients[mover]!.next((m) => m.t === 'update' && versionOf(m) === 1);
    expect(u['toAct']).toEqual(toAct);
    expect(u['legal']).toBeNull();
    for (const c of clients) c.close();
  });
});
