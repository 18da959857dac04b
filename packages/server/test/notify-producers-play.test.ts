// What a turn-based match writes to the outbox as it is played over a real server (issue 25): its start tells both
// people and the first to move (with reminders before their bank runs out); a whole turn tells the next mover, once;
// moves within a turn tell nobody.
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { PACE_PRESETS, type TableSummary } from '@birzha/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { account } from './turn-based-support.ts';
import { randomChooser } from './random-chooser.ts';
import { waitFor } from '@birzha/test-support';

let server: TestServer;
/** The server's clock: real time until a test moves it on. */
let skew = 0;
beforeAll(async () => {
  server = await startServer(
    randomChooser,
    { rateLimit: { perSecond: 100, burst: 200 } },
    undefined,
    () => Date.now() + skew,
  );
});
afterAll(async () => {
  await server.close();
});

interface Row {
  readonly user: string;
  readonly kind: string;
  readonly dedupe: string;
  readonly guard: string | null;
  readonly due: number;
  readonly payload: Record<string, unknown>;
}

/** Every row of the outbox as stored (the sender may have finished some meanwhile), oldest first. */
function outbox(tableId: string): Row[] {
  const db = new SqliteDatabase(join(server.dataDir, 'birzha.sqlite'), { readonly: true });
  try {
    const rows = db
      .prepare(
        'select user_id as user, kind, dedupe, guard_key as guard, due_at as due, payload from outbox where table_id = ? order by id',
      )
      .all(tableId) as (Omit<Row, 'payload'> & { payload: string })[];
    return rows.map((r) => ({ ...r, due: Number(r.due), payload: JSON.parse(r.payload) as Record<string, unknown> }));
  } finally {
    db.close();
  }
}

/** A started two-person turn-based table (a day per move); accounts unless `guestHost`, who hosts as a guest. */
async function dayTable(guestHost = false) {
  const games = await api<{ id: string; minPlayers: number }[]>(server, null, 'GET', '/api/games');
  const game = games.body.find((g) => g.minPlayers <= 2)?.id ?? '';
  // Accounts: a guest's seat is told nothing (transition-facts.ts), so its rows are not written.
  const [a, b] = [guestHost ? await guest(server, 'A') : await account(server, 'A'), await account(server, 'B')];
  const created = await api<{ table: TableSummary }>(server, a.token, 'POST', '/api/tables', {
    game,
    players: 2,
    pace: PACE_PRESETS.day,
  });
  expect(created.status).toBe(201);
  const id = created.body.table.id;
  expect((await api(server, b.token, 'POST', `/api/tables/${id}/join`, {})).status).toBe(200);
  expect((await api(server, a.token, 'POST', `/api/tables/${id}/start`)).status).toBe(200);
  const live = await server.app.registry.get(id);
  if (live === undefined) throw new Error('no table');
  const userOf = (seat: number) => live.seats.find((s) => s.seat === seat)?.userId ?? '';
  return { id, a, b, live, userOf };
}

describe('a turn-based match writes its notifications with its moves', () => {
  it('start, reminders, and one "your turn" per turn for the person to move', async () => {
    const { id, a, b, live, userOf } = await dayTable();
    const first = live.game.toAct(live.state)[0] ?? -1;
    const started = outbox(id);
    expect(started.filter((r) => r.kind === 'started').map((r) => r.user)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    const turn = started.filter((r) => r.kind === 'turn');
    expect(turn.map((r) => r.user)).toEqual([userOf(first)]);
    const period = live.deadlines[0];
    expect(turn[0]?.guard).toBe(period?.key);
    // The default schedule: 12 h and 1 h before the first mover's day runs out.
    expect(
      started
        .filter((r) => r.kind === 'reminder')
        .map((r) => [r.user, r.payload['hoursLeft'], (period?.dueAt ?? 0) - r.due]),
    ).toEqual([
      [userOf(first), 12, 12 * 3_600_000],
      [userOf(first), 1, 3_600_000],
    ]);

    // The first mover plays a whole turn: the other is told, once, and nothing else is written meanwhile.
    const mover = await TestClient.connect(server, first === 0 ? a.token : b.token);
    expect((await mover.request({ t: 'subscribe', table: id })).t).toBe('ack');
    const before = outbox(id).length;
    let moves = 0;
    while (live.game.toAct(live.state)[0] === first && moves < 20) {
      const move = live.game.legalMoves(live.state, first).find((m) => (m as { type: string }).type !== 'resign');
      const answer = await mover.request({ t: 'move', table: id, version: live.version, move });
      expect(answer.t).toBe('ack');
      moves++;
      if (live.game.toAct(live.state)[0] === first) expect(outbox(id)).toHaveLength(before);
    }
    const second = live.game.toAct(live.state)[0] ?? -1;
    expect(second).not.toBe(first);
    const after = outbox(id).slice(before);
    expect(after.filter((r) => r.kind === 'turn').map((r) => [r.user, r.dedupe])).toEqual([
      [userOf(second), `turn:${id}:${live.deadlines[0]?.key ?? ''}`],
    ]);
    expect(after.filter((r) => r.kind === 'reminder').map((r) => r.user)).toEqual([userOf(second), userOf(second)]);
    mover.close();
  });

  it('a bank that runs out: the clock moves for its player, and the other person is told whose time ran out', async () => {
    const { id, live, userOf } = await dayTable();
    const first = live.game.toAct(live.state)[0] ?? -1;
    const period = live.deadlines[0];
    if (period === undefined) throw new Error('no clock');
    skew = period.dueAt - Date.now() + 1000;
    try {
      await waitFor('a ranOut notification', () => outbox(id).some((r) => r.kind === 'ranOut'));
    } finally {
      skew = 0;
    }
    const ranOut = outbox(id).filter((r) => r.kind === 'ranOut');
    expect(ranOut.map((r) => [r.user, r.payload['seat'], r.dedupe])).toEqual([
      [userOf(1 - first), first, `ranOut:${id}:${period.key}`],
    ]);
    expect(ranOut[0]?.payload['name']).toBe(first === 0 ? 'A' : 'B');
  });

  it("writes nothing for a guest's seat, whom nothing can reach (issue 28.5), and the account's rows as ever", async () => {
    const { id, a, b, live, userOf } = await dayTable(true);
    const first = live.game.toAct(live.state)[0] ?? -1;
    const rows = outbox(id);
    expect(rows.map((r) => r.user)).not.toContain(a.id);
    expect(rows.filter((r) => r.kind === 'started').map((r) => r.user)).toEqual([b.id]);
    expect(rows.filter((r) => r.kind === 'turn').map((r) => r.user)).toEqual(userOf(first) === b.id ? [b.id] : []);
  });

  it("tells the account its result and not the guest, whom nothing can reach (bug: 'finished' rows for guests)", async () => {
    const { id, a, b } = await dayTable(true);
    const client = await TestClient.connect(server, b.token);
    try {
      await client.request({ t: 'subscribe', table: id });
      const version = (await server.store.getTable(id))?.version ?? 0;
      expect((await client.request({ t: 'move', table: id, version, move: { type: 'resign' } })).t).toBe('ack');
      await waitFor('the results', async () => (await server.store.results.ofTable(id)).length === 2);
    } finally {
      client.close();
    }
    // Both are in the results; only the account is told.
    expect((await server.store.results.ofTable(id)).map((r) => r.userId).sort()).toEqual([a.id, b.id].sort());
    expect(
      outbox(id)
        .filter((r) => r.kind === 'finished')
        .map((r) => r.user),
    ).toEqual([b.id]);
  });
});
