// A subscribe's snapshot comes before any update of its table (issue 24: the hub registered the connection for the
// table's messages, then waited for the chat the snapshot carries; a move meanwhile reached the client as an update
// before the snapshot it continues). Moves flow all the time here: two bots play while viewers subscribe, each
// snapshot made slow by a slow chat read, and nothing may be lost either: the updates after the snapshot continue it.
import type { TableSummary } from '@birzha/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, guest, TestClient, versionOf } from './harness.ts';
import { slowStore, sqliteStore, startApp, type Slowness, type WsApp } from './ws-apps.ts';
import { sleep } from '@birzha/test-support';

type Msg = Record<string, unknown> & { t: string };

const slow: Slowness = { identify: 0, chat: 0 };
let db: Awaited<ReturnType<typeof sqliteStore>>;
let server: WsApp;
beforeAll(async () => {
  db = await sqliteStore();
  // Bots a few ms apart (a move lands inside nearly every snapshot's wait), the match lasting a couple of seconds.
  server = await startApp(slowStore(db.store, slow), { overrides: { botDelayMs: 20 } });
});
afterAll(async () => {
  await server.close();
  await db.close();
});

/** The versions of the messages about `table` a client got, checked to follow one another from its snapshot. */
function followed(client: TestClient, table: string): { first: string | undefined; problems: string[] } {
  const about = client.messages.filter(
    (m: Msg) =>
      (m.t === 'snapshot' && (m['table'] as { id: string }).id === table) || (m.t === 'update' && m['table'] === table),
  );
  const problems: string[] = [...client.viewProblems];
  let version = -1;
  for (const m of about) {
    if (m.t === 'snapshot') version = versionOf(m)!;
    else if (m['from'] !== version) problems.push(`an update from ${String(m['from'])} while at ${version}`);
    else version = m['version'] as number;
  }
  return { first: about[0]?.t, problems };
}

/** A toy table of two bots, made by `host` (who takes no seat); not started. */
async function botTable(host: { token: string }): Promise<string> {
  const created = await api<{ table: TableSummary }>(server, host.token, 'POST', '/api/tables', {
    game: 'toy',
    players: 2,
    join: false,
    options: { rounds: 20 },
    bots: [
      { seat: 0, level: 'beginner' },
      { seat: 1, level: 'beginner' },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.table.id;
}

it('the snapshot comes first and the updates continue it, while moves flow during every subscribe', async () => {
  const host = await guest(server, 'Host');
  const table = await botTable(host);
  expect((await api(server, host.token, 'POST', `/api/tables/${table}/start`)).status).toBe(200);

  slow.chat = 50;
  const viewers: TestClient[] = [];
  let raced = 0;
  for (let i = 0; i < 8; i++) {
    const viewer = await guest(server, `Viewer ${i}`);
    const client = await TestClient.connect(server, viewer.token);
    const before = (await api<{ table: TableSummary }>(server, null, 'GET', `/api/tables/${table}`)).body.table;
    if (before.status !== 'playing') {
      client.close();
      break;
    }
    viewers.push(client);
    const ack = await client.request({ t: 'subscribe', table });
    expect(ack.t).toBe('ack');
    // Moves were made while this snapshot waited (else this viewer tested nothing).
    if ((ack['version'] as number) > before.version) raced++;
  }
  // Let the updates after the last snapshots come.
  await sleep(300);
  for (const [i, client] of viewers.entries()) {
    const { first, problems } = followed(client, table);
    expect(first, `viewer ${i}`).toBe('snapshot');
    expect(problems, `viewer ${i}`).toEqual([]);
  }
  expect(viewers.length).toBeGreaterThanOrEqual(4);
  expect(raced, 'subscribes during which the match moved on').toBeGreaterThan(2);
  for (const c of viewers) c.close();
});

it("a start's snapshot shows the match as it started; the moves made while it waited follow as updates", async () => {
  const host = await guest(server, 'Host');
  const table = await botTable(host);
  slow.chat = 0;
  const viewers: TestClient[] = [];
  for (let i = 0; i < 3; i++) {
    const viewer = await guest(server, `Early ${i}`);
    const client = await TestClient.connect(server, viewer.token);
    expect(await client.request({ t: 'subscribe', table })).toMatchObject({ t: 'ack', version: 0 });
    viewers.push(client);
  }
  // The bots move at once after the start, while each viewer's start snapshot waits for its chat.
  slow.chat = 80;
  expect((await api(server, host.token, 'POST', `/api/tables/${table}/start`)).status).toBe(200);
  for (const [i, client] of viewers.entries()) {
    const started = await client.next(
      (m) => m.t === 'snapshot' && (m['table'] as { status: string }).status !== 'open',
    );
    expect(versionOf(started), `viewer ${i}`).toBe(0);
    // Every version after it reaches the viewer as an update (with its events), none skipped by a later snapshot.
    await client.next((m) => m.t === 'update');
    const after = client.messages.slice(client.messages.indexOf(started) + 1);
    const next = after.find((m) => m.t === 'update' || m.t === 'snapshot');
    expect([next?.t, next?.['from']], `viewer ${i}`).toEqual(['update', 0]);
    expect(followed(client, table).problems, `viewer ${i}`).toEqual([]);
  }
  slow.chat = 0;
  for (const c of viewers) c.close();
});
