import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { akcioner, parseRecord, replay, GAMES } from '@birzha/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, guest, startServer, TestClient, versionOf, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

const root = new URL('../../..', import.meta.url).pathname;
let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser);
});
afterAll(async () => {
  await server.close();
});

type Msg = Record<string, unknown> & { t: string };

/** Plays the seat of a connected client: whenever it is sent legal moves, it sends the first one. */
function autoplay(client: TestClient, tableId: string): Promise<Msg> {
  return new Promise((resolve) => {
    client.socket.on('message', (data) => {
      const m = JSON.parse(String(data)) as Msg;
      if (m['t'] !== 'snapshot' && m['t'] !== 'update') return;
      const status = m['t'] === 'snapshot' ? (m['table'] as { status: string }).status : (m['status'] as string);
      if (status === 'finished') return resolve(m);
      const legal = m['legal'] as unknown[] | null;
      if (legal !== null && legal.length > 0)
        client.send({ t: 'move', table: tableId, version: versionOf(m), move: legal[legal.length - 1] });
    });
  });
}

describe('a full match over the real server', () => {
  it('two humans and a bot play Akcioner to the end; the stored record replays to the same result', async () => {
    const alice = await guest(server, 'Alice');
    const bob = await guest(server, 'Bob');
    const created = await api<{ table: { id: string; seats: unknown[] } }>(server, alice.token, 'POST', '/api/tables', {
      game: 'akcioner',
      players: 3,
      options: { variant: 'short', turnSeconds: 0 },
      bots: [{ seat: 2, level: 'beginner' }],
    });
    expect(created.status).toBe(201);
    const tableId = created.body.table.id;
    expect((await api(server, bob.token, 'POST', `/api/tables/${tableId}/join`, {})).status).toBe(200);
    const a = await TestClient.connect(server, alice.token);
    const b = await TestClient.connect(server, bob.token);
    const spectatorUser = await guest(server, 'Eve');
    const spectator = await TestClient.connect(server, spectatorUser.token);
    const doneA = autoplay(a, tableId);
    const doneB = autoplay(b, tableId);
    // The autoplayers ask for their legal moves (Akcioner's boards do not get them otherwise).
    for (const c of [a, b, spectator])
      expect((await c.request({ t: 'subscribe', table: tableId, legal: true })).t).toBe('ack');
    expect((await api(server, alice.token, 'POST', `/api/tables/${tableId}/start`)).status).toBe(200);
    const [endA] = await Promise.all([doneA, doneB]);
    const record = await api(server, alice.token, 'GET', `/api/tables/${tableId}/record`);
    expect(record.status).toBe(200);
    const parsed = parseRecord(record.body, GAMES);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const replayed = replay(akcioner, parsed.value);
    if (!replayed.ok) throw new Error(JSON.stringify(replayed.error));
    expect(endA['outcome']).toEqual(akcioner.outcome(replayed.value.state));
    const lastSpectator = await spectator.next(
      (m) =>
        (m.t === 'update' && m['status'] === 'finished') ||
        (m.t === 'snapshot' && (m['table'] as { status: string }).status === 'finished'),
    );
    expect(spectator.viewOf(lastSpectator)).toEqual(akcioner.view(replayed.value.state, 'spectator'));
    // The same record through `birzha replay`, as an outside check would run it (Alice created the table: seat 0).
    const dir = mkdtempSync(join(tmpdir(), 'birzha-record-'));
    const file = join(dir, 'record.json');
    writeFileSync(file, JSON.stringify(record.body));
    for (const [viewer, lastView] of [
      ['spectator', spectator.viewOf(lastSpectator)],
      ['0', a.viewOf(endA)],
    ] as const) {
      const cli = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'packages/cli/src/main.ts', 'replay', file, '--view', viewer],
        { cwd: root, encoding: 'utf8' },
      );
      expect(cli.status, cli.stderr).toBe(0);
      const out = JSON.parse(cli.stdout) as { ok: boolean; moves: number; view: unknown; outcome: unknown };
      expect(out).toMatchObject({ ok: true, moves: parsed.value.moves.length, outcome: endA['outcome'] });
      expect(out.view).toEqual(lastView);
    }
    rmSync(dir, { recursive: true, force: true });
    for (const c of [a, b, spectator]) c.close();
  });
});
