// Routing by table (issue 28 point 3) on real processes: every WebSocket of a table goes to the table's owner, as
// `npm run cluster -- --route-by-table` sends them (its proxy's choice, BackendPool.pickFor, is ownerOf over the
// processes' bus ids, tested in packages/tools/src/cluster/proxy.test.ts). Here the clients pick the process that
// way themselves: the table's people and a spectator all sit on its owner, so the moves need no bus to reach them;
// the owner is SIGKILLed mid-match, everyone reconnects to the new owner among the live processes, and the match
// goes on there to its end with every version shown once and the record replaying to what the clients were shown.
import { createRng, GAMES, rngFromSeed } from '@birzha/engine';
import { waitFor } from '@birzha/test-support';
import { expect, it } from 'vitest';
import { ownerOf } from '../src/matches/owner.ts';
import { ClusterPlayer, describeCluster, replayedRecord, sharedCluster, type SpreadTable } from './cluster-harness.ts';
import { api, guest } from './harness.ts';

const PROCESSES = 3;
const GAME_TIMEOUT_MS = 120_000;

describeCluster('several processes: routing by table', () => {
  const clusterOf = sharedCluster({ processes: PROCESSES });

  it(
    "keeps a table's sockets on its owner, and on the next owner once that process is killed",
    async ({ onTestFailed }) => {
      const cluster = clusterOf();
      cluster.printLogsOnFailure(onTestFailed);
      const game = GAMES['akcioner']!;
      const health = async (i: number) => cluster.waitHealthy(i);
      /** Each live process's bus id, by index: what the proxy's health checks tell it. */
      const busIds = async () => {
        const ids = new Map<string, number>();
        for (const n of cluster.nodes) {
          if (!n.alive) continue;
          const h = await health(n.index);
          if (h.process !== undefined) ids.set(h.process, n.index);
        }
        return ids;
      };
      // Made on process 0 and joined on process 1 over HTTP: any process serves the REST API.
      const people = await Promise.all(['P0', 'P1', 'S'].map((name, k) => guest(cluster.node(k % PROCESSES), name)));
      const created = await api<{ table: { id: string } }>(cluster.node(0), people[0]!.token, 'POST', '/api/tables', {
        game: 'akcioner',
        players: 2,
        options: { variant: 'short', turnSeconds: 0 },
      });
      expect(created.status).toBe(201);
      const tableId = created.body.table.id;
      expect((await api(cluster.node(1), people[1]!.token, 'POST', `/api/tables/${tableId}/join`, {})).status).toBe(
        200,
      );

      let ids = await busIds();
      const ownerIndex = () => ids.get(ownerOf(tableId, [...ids.keys()]) ?? '') ?? 0;
      const first = ownerIndex();
      // Asked again at every reconnect: after the kill, the owner among the processes left.
      const everyone = people.map(
        (p, k) =>
          new ClusterPlayer(
            `route/${k < 2 ? `P${k}` : 'S'}`,
            p.token,
            tableId,
            () => cluster.node(ownerIndex()).wsUrl,
            k < 2,
            createRng(rngFromSeed(`route/${k}`)),
            { paceMs: 100 },
          ),
      );
      const t: SpreadTable = {
        tableId,
        game,
        players: 2,
        options: { variant: 'short' },
        seated: everyone.slice(0, 2),
        spectator: everyone[2]!,
        everyone,
        processOf: everyone.map(() => first),
      };
      try {
        await Promise.all(everyone.map((c) => c.start()));
        // Every socket of the table is on its owner, none elsewhere.
        const connections = async () =>
          Promise.all(cluster.nodes.map(async (n) => (await health(n.index)).connections));
        expect((await connections())[first]).toBe(3);
        expect((await connections()).reduce((a, b) => a + b, 0)).toBe(3);
        const started = await fetch(`${cluster.node(first).url}/api/tables/${tableId}/start`, {
          method: 'POST',
          headers: { authorization: `Bearer ${people[0]!.token}` },
        });
        expect(started.status).toBe(200);

        // Mid-match, the owner dies; the next owner among the live processes takes the table's sockets.
        await waitFor('a few moves made', () => everyone.every((c) => c.version >= 8), { timeoutMs: 30_000 });
        await cluster.kill(first);
        ids = await busIds();
        const next = ownerIndex();
        expect(next).not.toBe(first);
        // Back on the next owner, all of them, before the end (a client lets its socket go once the match is over).
        await waitFor(
          'everyone reconnected',
          () => everyone.every((c) => c.stats.connects >= 2 && c.outcome === null),
          {
            timeoutMs: 30_000,
          },
        );
        const after = await Promise.all(
          cluster.nodes.map(async (n) => (n.alive ? (await health(n.index)).connections : 0)),
        );
        expect(after[next]).toBe(3);
        expect(after.reduce((a, b) => a + b, 0)).toBe(3);
        await Promise.race([
          Promise.all(everyone.map((c) => c.finished)),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('the match did not end after the kill')), GAME_TIMEOUT_MS),
          ),
        ]);
        expect(everyone.flatMap((c) => c.problems)).toEqual([]);
        const record = await replayedRecord(cluster, next, t);
        expect(record.outcome).toBeDefined();
        for (const c of everyone) {
          expect(c.stats.connects, `${c.name} reconnected`).toBeGreaterThanOrEqual(2);
          expect(c.version, `${c.name}'s last version`).toBe(record.moves);
          expect(c.finalView, `${c.name}'s final view`).toEqual(game.view(record.state, c.seat ?? 'spectator'));
          expect(c.outcome).toEqual(record.outcome);
        }
        console.log(
          `route by table: owner p${first} killed at versions ${everyone.map((c) => c.shown.find((v) => v >= 8)).join(',')}, ` +
            `moved to p${next}; ${record.moves} moves; connects ${everyone.map((c) => c.stats.connects).join(',')}, ` +
            `snapshots ${everyone.map((c) => c.stats.snapshots).join(',')}`,
        );
      } finally {
        for (const c of everyone) c.stop();
      }
    },
    GAME_TIMEOUT_MS + 60_000,
  );
});
