// A turn-based table whose game has simultaneous phases and turns in sequence (issue 25), on an injected clock: the
// opening auction is a phase with the pace's deadline that ends early once every seat is ready; a ply then spends the
// bank of the seat that decides it (its firm's effective holder); a second process's clock, on the same store, runs
// out that bank exactly as the first would, and the first process's copy catches up with the banks it left.
import { type AnyGame } from '@birzha/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBus } from '../src/bus/memory-bus.ts';
import { ClockSweeper } from '../src/clocks/sweeper.ts';
import { submitMoves, type MovePathDeps } from '../src/matches/move-path.ts';
import { MatchRegistry } from '../src/matches/registry.ts';
import type { TestClient, TestServer } from './harness.ts';
import { Clock, clientsOf, liveOf, MIN, PACE, send, startedTable, turnServer } from './turn-based-support.ts';

const T0 = 1_900_000_000_000;
const BANK = PACE.bank * 1000;
const ADD = PACE.add * 1000;
const PHASE = PACE.phase * 1000;

const servers: TestServer[] = [];
const sockets: TestClient[] = [];

afterEach(async () => {
  for (const c of sockets.splice(0)) c.close();
  for (const s of servers.splice(0)) await s.close();
});

/** The seat whose bank the running period spends, as the game declares it. */
function spender(game: AnyGame, state: unknown): number | undefined {
  return game.deadlines?.(state)[0]?.spends;
}

describe('a turn-based table with phases and plies', () => {
  it('ends the auction early when all are ready; a ply spends its holder’s bank, run out by another process', async () => {
    const clock = new Clock(T0);
    const s = await turnServer(clock);
    servers.push(s);
    const { tableId, people } = await startedTable(s, 'checkers-exchange', 3, { timing: 'blitz', years: 4 }, PACE);
    const clients = await clientsOf(s, tableId, people);
    sockets.push(...clients.values());
    let row = await s.store.getTable(tableId);
    // The auction: a phase, due the pace's phase after the start (not the game's own 90 s), spending no bank.
    expect(row?.deadlines).toEqual([{ key: 'stage:1', dueAt: T0 + PHASE, since: T0 }]);
    expect(row?.banks).toEqual([BANK, BANK, BANK]);

    // Everyone is ready a minute in: the auction closes at once, long before its deadline.
    clock.at = T0 + MIN;
    for (const seat of [0, 1, 2]) await send(s, clients, tableId, seat, { type: 'ready' });
    const t1 = clock.at;
    const live = await liveOf(s, tableId);
    expect((live.state as { phase: string }).phase).toBe('board');
    const holder = spender(live.game, live.state);
    expect(holder).toBeTypeOf('number');
    row = await s.store.getTable(tableId);
    expect(row?.banks).toEqual([BANK, BANK, BANK]);
    expect(row?.deadlines).toEqual([
      { key: expect.stringMatching(/^stage:/) as unknown, dueAt: t1 + BANK, since: t1, spends: holder },
    ]);
    expect((await s.store.loadMoves(tableId)).every((m) => m.by === 'human')).toBe(true);

    // A second process on the same store: its clock finds the ply due when the holder's bank runs out.
    const registry = new MatchRegistry(s.store);
    const deps: MovePathDeps = { store: s.store, registry, bus: createMemoryBus(), now: clock.now };
    const other = new ClockSweeper({
      store: s.store,
      registry,
      bus: deps.bus,
      submit: (req) => submitMoves(deps, req),
      now: clock.now,
      everyMs: 1_000_000,
      timeoutsBeforeBot: 3,
      log: { error: vi.fn(), info: vi.fn() },
    });
    clock.at = t1 + BANK - 1;
    await other.tick();
    expect((await s.store.loadMoves(tableId)).filter((m) => m.by === 'timeout')).toEqual([]);
    clock.at = t1 + BANK;
    await other.tick();
    const timeouts = (await s.store.loadMoves(tableId)).filter((m) => m.by === 'timeout');
    expect(timeouts.map((m) => m.move)).toEqual([{ type: 'phaseTimeout', stage: 2 }]);
    row = await s.store.getTable(tableId);
    const banks = [BANK, BANK, BANK];
    banks[holder!] = ADD;
    expect(row?.banks).toEqual(banks);
    const t2 = clock.at;
    const after = await registry.get(tableId);
    const next = spender(after!.game, after!.state);
    expect(row?.deadlines).toEqual([
      { key: expect.stringMatching(/^stage:/) as unknown, dueAt: t2 + banks[next!]!, since: t2, spends: next },
    ]);

    // The first process's copy catches up with what the other stored: the same banks and deadlines.
    await s.app.registry.exclusive(tableId, () => s.app.registry.catchUp(tableId));
    const mine = await liveOf(s, tableId);
    expect(mine.version).toBe(row?.version);
    expect(mine.table.banks).toEqual(banks);
    expect(mine.deadlines).toEqual(row?.deadlines);
  });

  it("counts a ply its holder let run out towards the bot takeover, though the clock's close is nobody's move", async () => {
    const clock = new Clock(T0);
    const s = await turnServer(clock, undefined, { timeoutsBeforeBot: 1 });
    servers.push(s);
    const { tableId, people } = await startedTable(s, 'checkers-exchange', 3, { timing: 'blitz', years: 4 }, PACE);
    const clients = await clientsOf(s, tableId, people);
    sockets.push(...clients.values());
    // The auction's close by the clock is nobody's timeout.
    clock.at = T0 + PHASE;
    await s.app.sweeper.tick();
    expect((await s.store.getSeats(tableId)).every((seat) => seat.bot === null)).toBe(true);
    const live = await liveOf(s, tableId);
    const holder = spender(live.game, live.state)!;
    const t1 = clock.at;
    clock.at = t1 + BANK;
    await s.app.sweeper.tick();
    const seats = await s.store.getSeats(tableId);
    expect(seats[holder]).toMatchObject({ userId: null, bot: 'intermediate', leftUserId: people[holder]!.id });
    expect(seats.filter((seat) => seat.bot !== null)).toHaveLength(1);
  });
});
