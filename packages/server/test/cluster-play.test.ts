// Every game played whole by people connected to different server processes (issue 14): three processes share
// PostgreSQL and Redis; person k of a table is on process k mod 3 (the table made on one, joined over HTTP on the
// others), a spectator on another, and the players play random legal moves from the frames they are sent. Checked:
// each client is shown every version exactly once and in order (each update continues the view it had), every seat
// and the spectator end with the view the engine gives from replaying the stored record, everyone sees the same
// outcome, and the table's summary on every process marks the players on other processes as connected.
import { GAMES } from '@birzha/engine';
import { waitFor } from '@birzha/test-support';
import { it, type ExpectStatic } from 'vitest';
import {
  describeCluster,
  replayedRecord,
  shortestOptions,
  spreadTable,
  sharedCluster,
  summaryOn,
  untimed,
  type Cluster,
  type SpreadTable,
} from './cluster-harness.ts';

const PROCESSES = 3;
/**
 * Per game, a bound on liveness (not a speed check): random legal moves make a short untimed match of a few dozen
 * moves for most games, but of 1,300 to 4,000 for one with simultaneous order phases, at under 20 frames a second per
 * player (the server's per-connection limit) and about 18 moves a second in all on a busy 2-core machine.
 */
const GAME_TIMEOUT_MS = 240_000;
/** How long another process may take to learn something (presence, a move) over the bus. */
const BUS_WAIT_MS = 10_000;

describeCluster('several processes: every game played by people on different processes', () => {
  const clusterOf = sharedCluster({ processes: PROCESSES });

  // The games are played at the same time (the whole file stays within about two minutes).
  for (const [id, game] of Object.entries(GAMES)) {
    it.concurrent(
      `${id}: the least players, the shortest untimed options, played to the end across the processes`,
      async ({ onTestFailed, expect }) => {
        const cluster = clusterOf();
        cluster.printLogsOnFailure(onTestFailed);
        const players = game.meta.minPlayers;
        const options = shortestOptions(game, players);
        expect(untimed(game, players, options), `${id}: options with no clock (${JSON.stringify(options)})`).toBe(true);
        const t = await spreadTable(cluster, game, players, options, `cluster-play/${id}`);
        try {
          await play(cluster, t, expect);
        } finally {
          for (const c of t.everyone) c.stop();
        }
      },
      GAME_TIMEOUT_MS + 30_000,
    );
  }
});

async function play(cluster: Cluster, t: SpreadTable, expect: ExpectStatic): Promise<void> {
  const id = t.game.meta.id;
  const state = () => t.everyone.map((c) => `  ${c.describe()}`).join('\n');
  for (const c of t.everyone) expect(c.version, `${c.name} subscribed before the start`).toBe(0);

  // Presence across processes: every process's summary marks every seated person connected, wherever they are.
  let last = '';
  await waitFor(
    `${id}: seats marked connected on every process`,
    async () => {
      const views = await Promise.all(cluster.nodes.map((n) => summaryOn(cluster, n.index, t.tableId)));
      last = views.map((s, i) => `p${i}: ${JSON.stringify(s.seats.map((x) => x.connected))}`).join(', ');
      return views.every((s) => s.seats.length === t.players && s.seats.every((x) => x.user !== null && x.connected));
    },
    { timeoutMs: BUS_WAIT_MS, everyMs: 100 },
  ).catch((e: unknown) => {
    throw new Error(`${String(e)} (last seen ${last})`);
  });

  const host = t.seated[0]!;
  const started = await fetch(`${cluster.node(0).url}/api/tables/${t.tableId}/start`, {
    method: 'POST',
    headers: { authorization: `Bearer ${host.token}` },
  });
  expect(started.status, `${id}: start (${await started.text()})`).toBe(200);

  let timer: NodeJS.Timeout | undefined;
  const ended = await Promise.race([
    Promise.all(t.everyone.map((c) => c.finished)).then(() => true),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), GAME_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  if (!ended) throw new Error(`${id}: the match did not end within ${GAME_TIMEOUT_MS / 1000} s:\n${state()}`);

  const problems = t.everyone.flatMap((c) => c.problems);
  // Soft, as the next one: the checks against the record below still run and say whether the end is right.
  expect.soft(problems, `${id}: what the clients were shown\n${state()}`).toEqual([]);

  expect
    .soft(
      t.everyone.flatMap((c) => c.skips),
      `${id}: every version shown by an update (a snapshot past the version a client had skips the events between)\n${state()}`,
    )
    .toEqual([]);
  const record = await replayedRecord(cluster, 1 % cluster.nodes.length, t);
  expect(record.outcome, `${id}: the replayed record ends the game`).toBeDefined();
  for (const c of t.everyone) {
    // Versions only go up (a snapshot at the version the client has, e.g. the start's, is the one repeat), from
    // the first snapshot's; that each update continues from the version before is among the problems above.
    const shown = c.shown.filter((v, i) => i === 0 || v !== c.shown[i - 1]);
    expect(shown[0], `${id}: the first version shown to ${c.name}`).toBe(0);
    expect(
      shown.every((v, i) => i === 0 || v > shown[i - 1]!),
      `${id}: versions shown to ${c.name} go up: ${shown.join(',')}`,
    ).toBe(true);
    expect(c.version, `${id}: the last version shown to ${c.name}`).toBe(record.moves);
    expect(c.outcome, `${id}: the outcome ${c.name} saw`).toEqual(record.outcome);
    expect(c.finalView, `${id}: the final view of ${c.name}`).toEqual(t.game.view(record.state, c.seat ?? 'spectator'));
  }
  expect(
    t.seated.map((c) => c.seat),
    `${id}: seats`,
  ).toEqual(t.seated.map((_, k) => k));
  const acked = t.everyone.reduce((n, c) => n + c.stats.acks, 0);
  console.log(
    `${id}: ${t.players} players on processes ${t.processOf.slice(0, t.players).join(',')}, spectator on ${t.processOf[t.players]}; ` +
      `${record.moves} moves (${acked} acknowledged to the players); errors ${JSON.stringify(
        t.everyone.reduce<Record<string, number>>((all, c) => {
          for (const [k, v] of Object.entries(c.stats.errors)) all[k] = (all[k] ?? 0) + v;
          return all;
        }, {}),
      )}; snapshots ${t.everyone.map((c) => c.stats.snapshots).join(',')}`,
  );
  expect(cluster.errors(), `${id}: error lines in the processes' logs`).toEqual([]);
}
