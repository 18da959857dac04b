// The Redis server restarted in the middle of a match played by people on different server processes (issue 14):
// while Redis is down each process still takes the moves that reach it (the store decides, not the bus), and once
// Redis is back (empty: it keeps nothing) every process catches its viewers up from the store, so that every client
// goes on from the version it had with no gap and no repeat, the match ends, and everyone's final view is the one
// the engine gives from replaying the stored record.
import { GAME_IDS, GAMES } from '@birzha/engine';
import { sleep, waitFor } from '@birzha/test-support';
import { it } from 'vitest';
import {
  describeCluster,
  replayedRecord,
  shortestOptions,
  spreadTable,
  startCluster,
  summaryOn,
  untimed,
} from './cluster-harness.ts';

const PROCESSES = 3;
/** The outage starts once the match has this many moves. */
const OUTAGE_AT_VERSION = 8;
const OUTAGE_MS = 6_000;
/** The processes' store polling while the bus is down (config busOutagePollMs's default). */
const OUTAGE_POLL_MS = 1_000;
/** Time for the rest of the match after Redis is back. */
const FINISH_TIMEOUT_MS = 90_000;
/** Slow enough that the match spans the outage. */
const PACE_MS = 150;

describeCluster('several processes: Redis restarted during play', () => {
  it('play goes on through the outage, every client catches up with no gap or repeat, the match ends as recorded', async ({
    onTestFailed,
    expect,
  }) => {
    const cluster = await startCluster({ processes: PROCESSES });
    try {
      cluster.printLogsOnFailure(onTestFailed);
      const redis = cluster.redis!;
      // The registry's first game, with one person per process where the game allows it.
      const game = GAMES[GAME_IDS[0]!]!;
      const players = Math.min(game.meta.maxPlayers, Math.max(game.meta.minPlayers, PROCESSES));
      const options = shortestOptions(game, players);
      expect(untimed(game, players, options), `options with no clock (${JSON.stringify(options)})`).toBe(true);
      const t = await spreadTable(cluster, game, players, options, 'cluster-redis', { paceMs: PACE_MS });
      const state = () => t.everyone.map((c) => `  ${c.describe()}`).join('\n');
      try {
        const started = await fetch(`${cluster.node(0).url}/api/tables/${t.tableId}/start`, {
          method: 'POST',
          headers: { authorization: `Bearer ${t.seated[0]!.token}` },
        });
        expect(started.status, `start (${await started.text()})`).toBe(200);

        await waitFor(
          `the match to reach version ${OUTAGE_AT_VERSION}`,
          () => t.everyone.some((c) => c.version >= OUTAGE_AT_VERSION || c.outcome !== null),
          { timeoutMs: 30_000, everyMs: 100 },
        ).catch((e: unknown) => {
          throw new Error(`${String(e)}\n${state()}`);
        });
        expect(
          t.everyone.every((c) => c.outcome === null),
          `the match is still on when Redis stops\n${state()}`,
        ).toBe(true);

        // --- The outage.
        // What the processes hold (each knows at least the moves it took itself, the bus being down).
        const storedVersion = async () =>
          Math.max(
            ...(await Promise.all(
              cluster.nodes.map(async (n) => (await summaryOn(cluster, n.index, t.tableId)).version),
            )),
          );
        const before = await storedVersion();
        const stoppedAt = Date.now();
        await redis.stop();
        // issue 28 point 2: with the bus down, each process polls the store for the tables its viewers follow, so
        // every client, whatever process it is on, is shown the moves made on the others within the polling bound.
        await sleep(OUTAGE_MS / 3);
        const mid = await storedVersion();
        const midAt = Date.now();
        await waitFor(
          `every client to be shown version ${mid} with the bus down`,
          () => t.everyone.every((c) => c.version >= mid || c.outcome !== null),
          { timeoutMs: 3 * OUTAGE_POLL_MS, everyMs: 50 },
        ).catch((e: unknown) => {
          throw new Error(`${String(e)}\n${state()}`);
        });
        const visibleMs = Date.now() - midAt;
        await sleep(Math.max(0, OUTAGE_MS - (Date.now() - stoppedAt)));
        const during = await storedVersion();
        const shownDuring = t.everyone.map((c) => c.version);
        const restartedAt = Date.now();
        await redis.restart();

        let timer: NodeJS.Timeout | undefined;
        const ended = await Promise.race([
          Promise.all(t.everyone.map((c) => c.finished)).then(() => true),
          new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), FINISH_TIMEOUT_MS))),
        ]);
        clearTimeout(timer);
        expect(ended, `the match ended within ${FINISH_TIMEOUT_MS / 1000} s of Redis's return\n${state()}`).toBe(true);

        // Moves sent while Redis was down were taken by the processes they reached.
        const duringOutage = t.everyone.flatMap((c) => c.acked.filter((a) => a.at >= stoppedAt && a.at < restartedAt));
        expect(
          duringOutage.length,
          `moves sent during the outage and acknowledged (store at ${before} when Redis stopped, ${during} before it came back)\n${state()}`,
        ).toBeGreaterThanOrEqual(1);
        expect(
          during,
          'a process took moves during the outage (the highest version any process shows)',
        ).toBeGreaterThan(before);

        // No gap, no repeat, for every client, across the outage.
        expect
          .soft(
            t.everyone.flatMap((c) => c.problems),
            `what the clients were shown\n${state()}`,
          )
          .toEqual([]);
        expect
          .soft(
            t.everyone.flatMap((c) => c.skips),
            `every version shown by an update (a snapshot past the version a client had skips the events between)\n${state()}`,
          )
          .toEqual([]);
        const record = await replayedRecord(cluster, 2, t);
        expect(record.outcome, 'the replayed record ends the game').toBeDefined();
        for (const c of t.everyone) {
          const shown = c.shown.filter((v, i) => i === 0 || v !== c.shown[i - 1]);
          expect(
            shown.every((v, i) => i === 0 || v > shown[i - 1]!),
            `versions shown to ${c.name} go up: ${shown.join(',')}`,
          ).toBe(true);
          expect(c.version, `the last version shown to ${c.name}`).toBe(record.moves);
          expect(c.outcome, `the outcome ${c.name} saw`).toEqual(record.outcome);
          expect(c.finalView, `the final view of ${c.name}`).toEqual(t.game.view(record.state, c.seat ?? 'spectator'));
        }
        for (const n of cluster.nodes) await cluster.waitHealthy(n.index, 5_000);
        // Errors are logged during the outage, through the processes' loggers; a Redis client with no error
        // listener instead prints "[ioredis] Unhandled error event" on stderr at every reconnect attempt.
        expect
          .soft(
            cluster.errors().filter((line) => line.includes('Unhandled error event')),
            'Redis clients in the processes without an error listener',
          )
          .toEqual([]);
        console.log(
          `${game.meta.id}, ${players} players on processes ${t.processOf.join(',')} (the last a spectator): ` +
            `${record.moves} moves; Redis down for ${((restartedAt - stoppedAt) / 1000).toFixed(1)} s from version ${before}, ` +
            `${duringOutage.length} moves acknowledged meanwhile (store at ${during}, clients showing ${shownDuring.join(',')}); ` +
            `version ${mid} (store ${mid - before} moves into the outage) shown to every client within ${visibleMs} ms; ` +
            `snapshots per client ${t.everyone.map((c) => c.stats.snapshots).join(',')}, connects ${t.everyone.map((c) => c.stats.connects).join(',')}; ` +
            `error lines in the logs: ${cluster.errors().length}`,
        );
      } finally {
        for (const c of t.everyone) c.stop();
      }
    } finally {
      await cluster.stop();
    }
  }, 240_000);
});
