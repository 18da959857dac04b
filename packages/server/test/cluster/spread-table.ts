// A table whose people are spread over a cluster's processes, and what the processes say of it afterwards (its
// summary, its stored record replayed by the engine).
import { createRng, GAMES, parseRecord, replay, rngFromSeed, type AnyGame } from '@birzha/engine';
import { api, guest } from '../harness.ts';
import { ClusterPlayer, type Outcome, type PlayerOptions } from './player.ts';
import type { Cluster } from './start.ts';

export interface SpreadTable {
  readonly tableId: string;
  readonly game: AnyGame;
  readonly players: number;
  readonly options: Record<string, unknown>;
  /** The seated people, person k connected to process k mod N. */
  readonly seated: ClusterPlayer[];
  readonly spectator: ClusterPlayer;
  /** Everyone: the seated people, then the spectator. */
  readonly everyone: ClusterPlayer[];
  /** The process each person is on (same order as `everyone`). */
  readonly processOf: number[];
}

/**
 * A table of `game` whose people are spread over the processes: person k is a guest made on process k mod N and
 * connected there; person 0 creates the table on process 0, the others join over HTTP on their own processes; a
 * spectator on process `players` mod N. Everyone is subscribed (at version 0) when this resolves; not started yet.
 */
export async function spreadTable(
  cluster: Cluster,
  game: AnyGame,
  players: number,
  options: Record<string, unknown>,
  seed: string,
  playerOptions: PlayerOptions = {},
): Promise<SpreadTable> {
  const n = cluster.nodes.length;
  const id = game.meta.id;
  const people = await Promise.all(
    Array.from({ length: players + 1 }, (_, k) => guest(cluster.node(k % n), `${k < players ? 'P' : 'S'}${k}`)),
  );
  const host = people[0]!;
  const created = await api<{ table: { id: string } }>(cluster.node(0), host.token, 'POST', '/api/tables', {
    game: id,
    players,
    options,
  });
  if (created.status !== 201)
    throw new Error(`creating a ${id} table: ${created.status} ${JSON.stringify(created.body)}`);
  const tableId = created.body.table.id;
  for (let k = 1; k < players; k++) {
    const joined = await api(cluster.node(k % n), people[k]!.token, 'POST', `/api/tables/${tableId}/join`, {});
    if (joined.status !== 200)
      throw new Error(`person ${k} joining on process ${k % n}: ${joined.status} ${JSON.stringify(joined.body)}`);
  }
  const processOf = people.map((_, k) => k % n);
  const everyone = people.map(
    (p, k) =>
      new ClusterPlayer(
        `${id}/${k < players ? 'P' : 'S'}${k}@p${k % n}`,
        p.token,
        tableId,
        () => cluster.node(k % n).wsUrl,
        k < players,
        createRng(rngFromSeed(`${seed}/${k}`)),
        playerOptions,
      ),
  );
  await Promise.all(everyone.map((c) => c.start()));
  return {
    tableId,
    game,
    players,
    options,
    seated: everyone.slice(0, players),
    spectator: everyone[players]!,
    everyone,
    processOf,
  };
}

/** The table's summary as process i answers it. */
export async function summaryOn(
  cluster: Cluster,
  i: number,
  tableId: string,
): Promise<{
  status: string;
  version: number;
  seats: { seat: number; user: { name: string } | null; connected: boolean }[];
}> {
  const r = await api<{
    table: {
      status: string;
      version: number;
      seats: { seat: number; user: { name: string } | null; connected: boolean }[];
    };
  }>(cluster.node(i), null, 'GET', `/api/tables/${tableId}`);
  if (r.status !== 200)
    throw new Error(`GET /api/tables/${tableId} on process ${i}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.table;
}

/** The stored record of a finished table (over HTTP from process i), replayed by the engine. */
export async function replayedRecord(
  cluster: Cluster,
  i: number,
  t: SpreadTable,
): Promise<{ moves: number; state: unknown; outcome: Outcome | undefined }> {
  const res = await api(cluster.node(i), null, 'GET', `/api/tables/${t.tableId}/record`);
  if (res.status !== 200) throw new Error(`GET record on process ${i}: ${res.status} ${JSON.stringify(res.body)}`);
  const parsed = parseRecord(res.body, GAMES);
  if (!parsed.ok) throw new Error(`the stored record does not parse: ${JSON.stringify(parsed.error)}`);
  const replayed = replay(t.game, parsed.value);
  if (!replayed.ok) throw new Error(`the stored record does not replay: ${JSON.stringify(replayed.error)}`);
  const state = replayed.value.state;
  return { moves: parsed.value.moves.length, state, outcome: t.game.outcome(state) as Outcome | undefined };
}
