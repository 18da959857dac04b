// The lobby across processes (issue 14, point 1): a table created, joined or started through one process reaches
// the lobby watchers and the table's viewers connected to the others (issue 28: the watchers by a lobby note, the
// viewers on the table's channel, as its chat).
import { GAME_IDS, GAMES } from '@birzha/engine';
import type { TableSummary } from '@birzha/protocol';
import { waitFor } from '@birzha/test-support';
import { it } from 'vitest';
import { WebSocket } from 'ws';
import { api, guest } from './harness.ts';
import { describeCluster, shortestOptions, startCluster } from './cluster-harness.ts';

/** A socket that keeps every frame it gets, once the server has said hello. */
async function watcher(wsUrl: string, token: string): Promise<{ ws: WebSocket; frames: Record<string, unknown>[] }> {
  const ws = new WebSocket(`${wsUrl}?token=${encodeURIComponent(token)}`);
  const frames: Record<string, unknown>[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(String(data)) as Record<string, unknown>));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  // The server reads frames once it has said hello.
  await waitFor('hello', () => frames.some((f) => f['t'] === 'hello'), { everyMs: 50 });
  return { ws, frames };
}

describeCluster('several processes: the lobby', () => {
  it('a table made on one process shows in the lobby and at its table on the others', async ({
    onTestFailed,
    expect,
  }) => {
    const cluster = await startCluster({ processes: 3 });
    try {
      cluster.printLogsOnFailure(onTestFailed);
      const [p0, p1, p2] = cluster.nodes as [
        (typeof cluster.nodes)[0],
        (typeof cluster.nodes)[0],
        (typeof cluster.nodes)[0],
      ];
      const id = GAME_IDS[0] as string;
      const game = GAMES[id]!;
      const host = await guest(p0, 'Host');
      const other = await guest(p1, 'Other');
      const looker = await guest(p2, 'Looker');
      const lobby = await watcher(p2.wsUrl, looker.token);
      lobby.ws.send(JSON.stringify({ t: 'lobby', id: 'l' }));
      await waitFor("the lobby's answer", () => lobby.frames.some((f) => f['id'] === 'l'), { everyMs: 50 });
      const before = lobby.frames.length;
      const created = await api<{ table: TableSummary }>(p0, host.token, 'POST', '/api/tables', {
        game: id,
        players: game.meta.minPlayers,
        options: shortestOptions(game, game.meta.minPlayers),
      });
      expect(created.status).toBe(201);
      const table = created.body.table.id;
      // The watcher on process 2 hears of the table made on process 0, and lists it from its own process.
      await waitFor(
        'lobbyChanged on process 2',
        () => lobby.frames.slice(before).some((f) => f['t'] === 'lobbyChanged'),
        {
          everyMs: 50,
        },
      );
      const listed = await api<TableSummary[]>(p2, looker.token, 'GET', `/api/tables?status=open&game=${id}`);
      expect(listed.body.map((t) => t.id)).toContain(table);
      // A viewer of the table on process 2 sees a join made through process 1.
      lobby.ws.send(JSON.stringify({ t: 'subscribe', table, id: 's' }));
      await waitFor("the subscription's answer", () => lobby.frames.some((f) => f['id'] === 's'), { everyMs: 50 });
      const joined = await api(p1, other.token, 'POST', `/api/tables/${table}/join`, {});
      expect(joined.status).toBe(200);
      const seatedSeen = () =>
        lobby.frames.some((f) => {
          const summary = (f['t'] === 'table' || f['t'] === 'snapshot' ? f['table'] : undefined) as
            TableSummary | undefined;
          return JSON.stringify(summary ?? {}).includes(other.id);
        });
      await waitFor('the join made on process 1, seen on process 2', seatedSeen, { everyMs: 50 });
      // A line said at the table through process 1 reaches its viewer on process 2 (on the table's channel).
      const talker = await watcher(p1.wsUrl, other.token);
      talker.ws.send(JSON.stringify({ t: 'subscribe', table, id: 's1' }));
      await waitFor("the talker's subscription", () => talker.frames.some((f) => f['id'] === 's1'), { everyMs: 50 });
      talker.ws.send(JSON.stringify({ t: 'chat', table, text: 'hello from process 1', id: 'c1' }));
      await waitFor("the talker's line acked", () => talker.frames.some((f) => f['id'] === 'c1'), { everyMs: 50 });
      expect(talker.frames.find((f) => f['id'] === 'c1')?.['t']).toBe('ack');
      const heard = () =>
        lobby.frames.some((f) => f['t'] === 'chat' && JSON.stringify(f['line']).includes('hello from process 1'));
      await waitFor('the line on process 2', heard, { everyMs: 50 });
      talker.ws.close();
      lobby.ws.close();
    } finally {
      await cluster.stop();
    }
  });
});
