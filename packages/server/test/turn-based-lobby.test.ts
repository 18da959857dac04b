// Turn-based tables in the lobby (issue 25): a pace is checked (the schema, then BAD_PACE) before anything is made,
// quick play meets only tables of the same pace, the start writes its notifications with the match (reminders before a
// turn-based bank runs out), and a live table is what it always was.
import { DEFAULT_NOTIFY_SETTINGS, PACE_PRESETS, type TableSummary } from '@birzha/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { api, guest, type TestServer } from './harness.ts';
import { Clock, clientsOf, HOUR, PACE, playTurn, startedTable, turnServer } from './turn-based-support.ts';
import { waitFor } from '@birzha/test-support';
import { DEFAULT_GRACE_MS } from '../src/matches/transition-facts.ts';

const T0 = 1_800_000_000_000;
const servers: TestServer[] = [];

afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

/** When the reminders among a person's pending notifications are due, earliest first. */
const reminderDues = (rows: readonly { kind: string; dueAt: number }[]) =>
  rows
    .filter((n) => n.kind === 'reminder')
    .map((n) => n.dueAt)
    .sort();

async function server(clock = new Clock(T0), timeoutsBeforeBot = 3): Promise<TestServer> {
  const s = await turnServer(clock, undefined, { timeoutsBeforeBot });
  servers.push(s);
  return s;
}

const body = (pace: unknown, options: Record<string, unknown> = { turnSeconds: 60 }) => ({
  game: 'akcioner',
  players: 2,
  options,
  pace,
});

describe('a bad pace', () => {
  it('is refused when a table is created: by the schema, or BAD_PACE; nothing is made', async () => {
    const s = await server();
    const a = await guest(s, 'A');
    const post = (b: unknown) => api<{ error: { code: string } }>(s, a.token, 'POST', '/api/tables', b);
    const turns = { mode: 'turns', bank: 3600, add: 600, cap: 7200, phase: 3600 };
    for (const pace of [
      { ...turns, bank: 10 }, // below the least bank
      { ...turns, cap: 100 * 24 * 3600 }, // above the greatest cap
      { ...turns, add: -1 },
      { ...turns, mode: 'fast' },
      { ...turns, extra: 1 },
      { mode: 'turns', bank: 3600 },
      { mode: 'live', bank: 3600 },
      'turns',
    ]) {
      const r = await post(body(pace));
      expect(r.status, JSON.stringify(pace)).toBe(400);
      expect(r.body.error.code).toBe('BAD_REQUEST');
    }
    // The schema allows it, but a bank may not start above its cap.
    const above = await post(body({ ...turns, bank: 7200, cap: 3600 }));
    expect(above.status).toBe(400);
    expect(above.body.error.code).toBe('BAD_PACE');
    expect(await s.store.countOpenTablesOfHost(a.id)).toBe(0);
    // Options that turn the game's clock off are timed under the pace (the game's timedOptions): the game would
    // otherwise refuse the clock's move when a bank runs out.
    const untimed = await post(body(turns, { turnSeconds: 0 }));
    expect(untimed.status).toBe(201);
    expect((untimed.body as unknown as { table: TableSummary }).table.options).toMatchObject({ turnSeconds: 120 });
    // A good one is kept.
    const made = await post(body(PACE_PRESETS.day));
    expect(made.status).toBe(201);
    expect((made.body as unknown as { table: TableSummary }).table.pace).toEqual(PACE_PRESETS.day);
    // The same options at a live table run no clock and are fine.
    expect((await post(body({ mode: 'live' }, { turnSeconds: 0 }))).status).toBe(201);
  });

  it('is refused by quick play as well', async () => {
    const s = await server();
    const a = await guest(s, 'A');
    const quick = (pace: unknown) =>
      api<{ error: { code: string } }>(s, a.token, 'POST', '/api/quick-play', {
        game: 'akcioner',
        waitSeconds: 60,
        pace,
      });
    expect((await quick({ ...PACE, bank: 5 })).body.error.code).toBe('BAD_REQUEST');
    const r = await quick({ ...PACE, bank: PACE.cap + 60 });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('BAD_PACE');
    expect(await s.store.countOpenTablesOfHost(a.id)).toBe(0);
  });
});

describe('quick play', () => {
  it('meets only tables of the same pace', async () => {
    const s = await server();
    type Answer = { table: TableSummary };
    const quick = async (name: string, pace?: unknown) => {
      const p = await guest(s, name);
      return api<Answer>(s, p.token, 'POST', '/api/quick-play', {
        game: 'akcioner',
        players: 3,
        waitSeconds: 600,
        ...(pace === undefined ? {} : { pace }),
      });
    };
    const day = await quick('A', PACE_PRESETS.day);
    expect(day.status).toBe(201);
    expect(day.body.table.pace).toEqual(PACE_PRESETS.day);
    // A live request, and another turn-based clock, do not sit at it.
    const live = await quick('B');
    expect(live.status).toBe(201);
    expect(live.body.table.pace).toBeUndefined();
    const week = await quick('C', PACE_PRESETS.week);
    expect(week.status).toBe(201);
    // The same clock does.
    const again = await quick('D', { ...PACE_PRESETS.day });
    expect(again.status).toBe(200);
    expect(again.body.table.id).toBe(day.body.table.id);
    const liveAgain = await quick('E', { mode: 'live' });
    expect(liveAgain.body.table.id).toBe(live.body.table.id);
  });
});

describe('the start', () => {
  it('of a turn-based table tells everyone, the first to act their turn, and reminds before the bank runs out', async () => {
    const clock = new Clock(T0);
    const s = await server(clock);
    const { tableId, people } = await startedTable(s, 'akcioner', 2, { turnSeconds: 60 }, PACE_PRESETS.day, true);
    const live = await s.app.registry.get(tableId);
    const first = live!.game.toAct(live!.state)[0]!;
    const mover = live!.seats[first]!.userId!;
    const other = people.find((p) => p.id !== mover)!.id;
    const dueAt = T0 + PACE_PRESETS.day.bank * 1000;
    expect((await s.store.getTable(tableId))?.deadlineAt).toBe(dueAt);
    const mine = await s.store.notify.pendingOf(mover);
    expect(mine.filter((n) => n.kind === 'started')).toHaveLength(1);
    expect(mine.filter((n) => n.kind === 'turn')).toHaveLength(1);
    // The default schedule: 12 hours and 1 hour before the bank runs out, while the turn still runs.
    expect(reminderDues(mine)).toEqual([dueAt - 12 * HOUR, dueAt - HOUR]);
    const theirs = await s.store.notify.pendingOf(other);
    expect(theirs.map((n) => n.kind)).toEqual(['started']);
  });

  it('a guest who registers while the match waits for them is told of that turn and reminded, not of the start', async () => {
    const clock = new Clock(T0);
    const s = await server(clock);
    const { tableId, people } = await startedTable(s, 'akcioner', 2, { turnSeconds: 60 }, PACE_PRESETS.day);
    const live = (await s.app.registry.get(tableId))!;
    const first = live.game.toAct(live.state)[0]!;
    const mover = people.find((p) => p.id === live.seats[first]!.userId)!;
    const other = people.find((p) => p.id !== mover.id)!;
    // Guests: nothing was written for them.
    expect(await s.store.notify.pendingOf(mover.id)).toEqual([]);
    clock.at = T0 + HOUR;
    for (const [p, name] of [
      [mover, 'mover_now'],
      [other, 'other_now'],
    ] as const) {
      const r = await api(s, p.token, 'POST', '/api/account/register', {
        username: name,
        password: 'correct horse battery',
      });
      expect(r.status).toBe(201);
    }
    const dueAt = T0 + PACE_PRESETS.day.bank * 1000;
    const mine = await s.store.notify.pendingOf(mover.id);
    expect(mine.map((n) => n.kind).sort()).toEqual(['reminder', 'reminder', 'turn']);
    expect(mine.find((n) => n.kind === 'turn')?.dueAt).toBe(T0 + HOUR + DEFAULT_GRACE_MS);
    expect(reminderDues(mine)).toEqual([dueAt - 12 * HOUR, dueAt - HOUR]);
    // The other person's turn has not begun: nothing for them.
    expect(await s.store.notify.pendingOf(other.id)).toEqual([]);
  });

  it("a move that starts a person's turn writes it with the move, and their own reminder schedule", async () => {
    const clock = new Clock(T0);
    const s = await server(clock);
    const { tableId, people } = await startedTable(s, 'akcioner', 2, { turnSeconds: 60 }, PACE_PRESETS.day, true);
    const live = (await s.app.registry.get(tableId))!;
    const first = live.game.toAct(live.state)[0]!;
    const second = people[1 - first]!;
    await s.store.notify.putSettings(second.id, { ...DEFAULT_NOTIFY_SETTINGS, reminders: [5, 2] }, null, T0);
    const clients = await clientsOf(s, tableId, people);
    clock.at = T0 + HOUR;
    await playTurn(s, clients, tableId);
    for (const c of clients.values()) c.close();
    const dueAt = clock.at + PACE_PRESETS.day.bank * 1000;
    expect((await s.store.getTable(tableId))?.deadlineAt).toBe(dueAt);
    const theirs = await s.store.notify.pendingOf(second.id);
    expect(theirs.filter((n) => n.kind === 'turn')).toHaveLength(1);
    expect(reminderDues(theirs)).toEqual([dueAt - 5 * HOUR, dueAt - 2 * HOUR]);
  });

  it("of a live table is what it was: the game's own clock, no pace, banks or reminders", async () => {
    const clock = new Clock(T0);
    const s = await server(clock);
    const { tableId, people } = await startedTable(s, 'akcioner', 2, { turnSeconds: 60 });
    const row = await s.store.getTable(tableId);
    expect(row?.pace).toEqual({ mode: 'live' });
    expect(row?.banks).toBeNull();
    expect(row?.deadlines).toEqual([{ key: expect.stringMatching(/^turn:1:/) as unknown, dueAt: T0 + 60_000 }]);
    const summary = (await api<{ table: TableSummary }>(s, people[0]!.token, 'GET', `/api/tables/${tableId}`)).body
      .table;
    expect(summary.pace).toBeUndefined();
    expect(summary.banks).toBeUndefined();
    const live = await s.app.registry.get(tableId);
    expect(summary.turn).toEqual({ seats: live!.game.toAct(live!.state), since: T0 });
    for (const p of people)
      expect((await s.store.notify.pendingOf(p.id)).filter((n) => n.kind === 'reminder')).toEqual([]);
  });

  it('of an untimed live table runs no clock (the game declares its periods with 0 seconds)', async () => {
    const s = await server();
    const { tableId } = await startedTable(s, 'akcioner', 2, { turnSeconds: 0 });
    const row = await s.store.getTable(tableId);
    expect(row?.deadlines).toEqual([]);
    expect(row?.deadlineAt).toBeNull();
  });
});

describe('play again', () => {
  it("keeps the finished table's pace", async () => {
    const clock = new Clock(T0);
    const s = await server(clock, 1);
    const { tableId, people } = await startedTable(s, 'akcioner', 2, { variant: 'short', turnSeconds: 60 }, PACE);
    // Nobody plays: each seat's bank runs out once, a bot takes it over, and the bots play the match out.
    for (let i = 0; i < 2; i++) {
      clock.at += PACE.bank * 1000;
      await s.app.sweeper.tick();
    }
    await waitFor('the match to end', async () => (await s.store.getTable(tableId))?.status !== 'playing');
    expect((await s.store.getTable(tableId))?.status).toBe('finished');
    const again = await api<{ table: TableSummary }>(s, people[0]!.token, 'POST', `/api/tables/${tableId}/again`);
    expect(again.status).toBe(201);
    expect(again.body.table.pace).toEqual(PACE);
    expect((await s.store.getTable(again.body.table.id))?.pace).toEqual(PACE);
  });
});
