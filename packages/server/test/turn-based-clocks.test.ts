// Turn-based tables' clocks (issue 25) against the real server and store, on an injected clock: each person's time
// bank is spent by their turns, topped up by the pace's add up to its cap, runs out into the clock's move (and the bot
// takeover after repeated timeouts, as at a live table), survives a restart exactly; a simultaneous phase has its
// own deadline and ends early when every seat has acted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TableSummary } from '@birzha/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredDeadline } from '../src/store/store.ts';
import { api, type TestClient, type TestServer } from './harness.ts';
import { Clock, clientsOf, liveOf, MIN, PACE, playTurn, send, startedTable, turnServer } from './turn-based-support.ts';

const T0 = 1_800_000_000_000;
const BANK = PACE.bank * 1000;
const ADD = PACE.add * 1000;
const CAP = PACE.cap * 1000;
const PHASE = PACE.phase * 1000;

const servers: TestServer[] = [];
const sockets: TestClient[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const c of sockets.splice(0)) c.close();
  for (const s of servers.splice(0)) await s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function server(clock: Clock, dir?: string, timeoutsBeforeBot = 3): Promise<TestServer> {
  const s = await turnServer(clock, dir, { timeoutsBeforeBot });
  servers.push(s);
  return s;
}

/** A 2-person Akcioner table with the test pace (its own clock option set, to show the pace replaces it). */
async function akcionerTable(s: TestServer) {
  // Accounts: the other person is told whose time ran out (a guest is told nothing).
  const t = await startedTable(s, 'akcioner', 2, { variant: 'short', turnSeconds: 30 }, PACE, true);
  const clients = await clientsOf(s, t.tableId, t.people);
  sockets.push(...clients.values());
  return { ...t, clients };
}

const stored = async (s: TestServer, tableId: string) => {
  const row = await s.store.getTable(tableId);
  if (row === undefined) throw new Error('no table');
  return row;
};

const summaryOf = async (s: TestServer, tableId: string, token: string) =>
  (await api<{ table: TableSummary }>(s, token, 'GET', `/api/tables/${tableId}`)).body.table;

describe('turn-based banks', () => {
  it('start full, are spent by their turns, get the add, never above the cap; the summary says so', async () => {
    const clock = new Clock(T0);
    const s = await server(clock);
    const { tableId, people, clients } = await akcionerTable(s);
    let row = await stored(s, tableId);
    expect(row.pace).toEqual(PACE);
    expect(row.banks).toEqual([BANK, BANK]);
    const first = (await liveOf(s, tableId)).game.toAct((await liveOf(s, tableId)).state)[0]!;
    const second = 1 - first;
    // The game's own 30 s clock is not what times it: the mover's bank is.
    expect(row.deadlines).toEqual([
      { key: expect.stringMatching(/^turn:1:/) as unknown, dueAt: T0 + BANK, since: T0, spends: first },
    ]);

    // 20 minutes into the first turn, its mover finishes it: charged 20 minutes, given 30.
    clock.at = T0 + 20 * MIN;
    expect(await playTurn(s, clients, tableId)).toBe(first);
    const t1 = clock.at;
    row = await stored(s, tableId);
    const banks = [0, 0];
    banks[first] = BANK - 20 * MIN + ADD;
    banks[second] = BANK;
    expect(row.banks).toEqual(banks);
    expect(row.deadlines).toEqual([
      { key: expect.stringMatching(/^turn:1:/) as unknown, dueAt: t1 + BANK, since: t1, spends: second },
    ]);

    // The second moves at once: the add would take the bank past the cap, which holds it.
    clock.at = t1 + 1000;
    expect(await playTurn(s, clients, tableId)).toBe(second);
    const t2 = clock.at;
    banks[second] = CAP;
    row = await stored(s, tableId);
    expect(row.banks).toEqual(banks);
    expect(row.deadlines).toEqual([
      { key: expect.stringMatching(/^turn:2:/) as unknown, dueAt: t2 + banks[first]!, since: t2, spends: first },
    ]);

    // The summary: the pace, the banks at this version, whose turn since when.
    const summary = await summaryOf(s, tableId, people[0]!.token);
    expect(summary.pace).toEqual(PACE);
    expect(summary.banks).toEqual(banks);
    expect(summary.turn).toEqual({ seats: [first], since: t2, spends: first });
    // Every page's update says them too: an open page's clocks follow each turn without a reload.
    for (const c of clients.values()) {
      const last = c.messages.filter((m) => m['t'] === 'update').at(-1);
      expect(last).toMatchObject({ banks, turn: { seats: [first], since: t2, spends: first } });
    }
  });

  it('run out: the clock plays the default move, the bank is then only the add; repeated, a bot takes the seat', async () => {
    const clock = new Clock(T0);
    const s = await server(clock, undefined, 2);
    const { tableId, people } = await akcionerTable(s);
    const live = await liveOf(s, tableId);
    const first = live.game.toAct(live.state)[0]!;
    const second = 1 - first;

    clock.at = T0 + BANK - 1;
    await s.app.sweeper.tick();
    expect(await s.store.loadMoves(tableId)).toHaveLength(0);
    clock.at = T0 + BANK;
    await s.app.sweeper.tick();
    expect((await s.store.loadMoves(tableId)).map((m) => [m.seat, m.by, m.move])).toEqual([
      [first, 'timeout', { type: 'timeout' }],
    ]);
    let row = await stored(s, tableId);
    const banks = [0, 0];
    banks[first] = ADD;
    banks[second] = BANK;
    expect(row.banks).toEqual(banks);
    const t1 = clock.at;
    expect(row.deadlines).toEqual([
      { key: expect.stringMatching(/^turn:1:/) as unknown, dueAt: t1 + BANK, since: t1, spends: second },
    ]);
    // The other person is told whose time ran out, with the move (the same transaction).
    const told = await s.store.notify.pendingOf(people.find((p) => p.id !== live.seats[first]?.userId)!.id);
    expect(told.map((n) => n.kind)).toContain('ranOut');

    // The second runs out too, then the first again: its second timeout in a row, and a bot takes its seat.
    clock.at = t1 + BANK;
    await s.app.sweeper.tick();
    row = await stored(s, tableId);
    banks[second] = ADD;
    expect(row.banks).toEqual(banks);
    const t2 = clock.at;
    expect(row.deadlines).toEqual([
      { key: expect.stringMatching(/^turn:2:/) as unknown, dueAt: t2 + ADD, since: t2, spends: first },
    ]);
    clock.at = t2 + ADD;
    await s.app.sweeper.tick();
    const seats = await s.store.getSeats(tableId);
    expect(seats[first]).toMatchObject({ userId: null, bot: 'intermediate', leftUserId: live.seats[first]?.userId });
    expect(seats[second]?.userId).toBe(live.seats[second]?.userId);
    expect((await s.store.loadMoves(tableId)).slice(0, 3).map((m) => [m.seat, m.by])).toEqual([
      [first, 'timeout'],
      [second, 'timeout'],
      [first, 'timeout'],
    ]);
  });

  it('survive a restart: a new server on the same database resumes the banks and deadlines exactly', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'birzha-turns-'));
    dirs.push(dir);
    const clock = new Clock(T0);
    const a = await server(clock, dir);
    const { tableId, people, clients } = await akcionerTable(a);
    clock.at = T0 + 5 * MIN;
    const first = await playTurn(a, clients, tableId);
    const second = 1 - first;
    const t1 = clock.at;
    const before = await stored(a, tableId);
    for (const c of clients.values()) c.close();
    sockets.length = 0;
    await a.close();
    servers.length = 0;

    clock.at = t1 + 15 * MIN;
    const b = await server(clock, dir);
    const live = await liveOf(b, tableId);
    expect(live.table.banks).toEqual(before.banks);
    expect(live.deadlines).toEqual(before.deadlines as StoredDeadline[]);
    expect(live.deadline).toBe(t1 + BANK);
    // The second moves now: charged the 15 minutes its turn ran across the restart.
    const again = await clientsOf(b, tableId, people);
    sockets.push(...again.values());
    expect(await playTurn(b, again, tableId)).toBe(second);
    const banks = [...(before.banks ?? [])];
    banks[second] = Math.min(CAP, BANK - 15 * MIN + ADD);
    const row = await stored(b, tableId);
    expect(row.banks).toEqual(banks);
    const t2 = clock.at;
    // The first's turn is due when its bank (charged 5 minutes, given the add) runs out, and not a moment before.
    expect(row.deadlineAt).toBe(t2 + banks[first]!);
    clock.at = t2 + banks[first]! - 1;
    await b.app.sweeper.tick();
    expect((await b.store.loadMoves(tableId)).filter((m) => m.by === 'timeout')).toHaveLength(0);
    clock.at = t2 + banks[first]!;
    await b.app.sweeper.tick();
    expect((await b.store.loadMoves(tableId)).filter((m) => m.by === 'timeout').map((m) => m.seat)).toEqual([first]);
  });
});

describe('turn-based phases', () => {
  /** A 2-person Stockpile table with investors (its first phase is simultaneous) and its own 20 s clock option. */
  async function stockpileTable(s: TestServer) {
    const t = await startedTable(s, 'stockpile', 2, { investors: true, turnSeconds: 20 }, PACE);
    const clients = await clientsOf(s, t.tableId, t.people);
    sockets.push(...clients.values());
    return { ...t, clients };
  }

  it("a simultaneous phase is due the pace's phase after it starts, spends no bank, and ends early when all acted", async () => {
    const clock = new Clock(T0);
    const s = await server(clock);
    const { tableId, clients, people } = await stockpileTable(s);
    let row = await stored(s, tableId);
    expect(row.deadlines).toEqual([
      { key: expect.stringMatching(/investors/) as unknown, dueAt: T0 + PHASE, since: T0 },
    ]);
    // Both choose well before the phase's deadline.
    clock.at = T0 + 3 * MIN;
    for (const seat of [0, 1]) {
      const live = await liveOf(s, tableId);
      const move = live.game.legalMoves(live.state, seat)[0];
      await send(s, clients, tableId, seat, move);
      // With one seat left to act the phase still spends no bank: the summary names no seat spending one (a page
      // showed the last seat's bank running down from the phase's deadline).
      if (seat === 0) expect((await summaryOf(s, tableId, people[0]!.token)).turn).toEqual({ seats: [1], since: T0 });
    }
    const t1 = clock.at;
    row = await stored(s, tableId);
    // The phase is over: nobody's bank was charged, and the first decision in sequence spends its seat's bank.
    expect(row.banks).toEqual([BANK, BANK]);
    const live = await liveOf(s, tableId);
    const next = live.game.toAct(live.state)[0]!;
    expect(row.deadlines).toEqual([
      { key: expect.stringMatching(/supply/) as unknown, dueAt: t1 + BANK, since: t1, spends: next },
    ]);
    expect(await s.store.loadMoves(tableId)).toHaveLength(2);
    // The phase's old deadline passes: nothing fires.
    clock.at = T0 + PHASE;
    await s.app.sweeper.tick();
    expect((await s.store.loadMoves(tableId)).every((m) => m.by === 'human')).toBe(true);
  });

  it("a phase nobody finishes ends at its deadline: the clock's move for each seat still to act", async () => {
    const clock = new Clock(T0);
    const s = await server(clock);
    const { tableId } = await stockpileTable(s);
    clock.at = T0 + PHASE - 1;
    await s.app.sweeper.tick();
    expect(await s.store.loadMoves(tableId)).toHaveLength(0);
    clock.at = T0 + PHASE;
    await s.app.sweeper.tick();
    expect((await s.store.loadMoves(tableId)).map((m) => [m.seat, m.by])).toEqual([
      [0, 'timeout'],
      [1, 'timeout'],
    ]);
    const row = await stored(s, tableId);
    expect(row.banks).toEqual([BANK, BANK]);
    expect(row.deadlines?.[0]).toMatchObject({ dueAt: T0 + PHASE + BANK, since: T0 + PHASE });
  });
});
