import type { Placement } from './placement.ts';
import type { Bundles } from './built.ts';
import type { Children } from './children.ts';
import type { EchoStats, ProbeStats, TableEchoShape } from './ipc.ts';
import { log } from './log.ts';
import { processUse, type ProcessUse } from './measure-window.ts';
import { summarize, type Summary } from './percentiles.ts';
import { cpuTimes, machineCoresBusy, machineTimes, type CpuTimes } from './proc-stats.ts';
import { freePort, sleep } from './wait.ts';

/** A frame like a seat's move message, so the baseline moves frames of the same size as the players send. */
export const ECHO_FRAME = JSON.stringify({
  t: 'move',
  id: 'm12',
  table: 'AbCdEfGhIj',
  version: 41,
  move: { type: 'trade', orders: { red: 1 } },
});
const WARMUP_MS = 2000;

export interface EchoResult {
  /** Each connection's mean pause before it sends its frame again (0: at once, the machine's ceiling). */
  readonly pauseMs: number;
  /** The table echo's tables (null: the echo of lone connections). */
  readonly table: TableEchoShape | null;
  readonly connections: number;
  readonly frameBytes: number;
  readonly windowSeconds: number;
  /** Frames echoed a second; the table echo: moves acked a second. */
  readonly messagesPerSecond: number;
  /** Every frame the clients received, a second. */
  readonly framesReceivedPerSecond: number;
  readonly roundTripMs: Summary;
  readonly server: ProcessUse;
  readonly clients: readonly ProcessUse[];
  readonly machineCoresBusy: number;
}

/**
 * The pause that makes `connections` echo connections send about `messagesPerSecond` in all: each connection sends
 * once per pause (its round trip is a millisecond or two at such rates, and the run reports the rate it got).
 */
export function echoPauseMs(connections: number, messagesPerSecond: number): number {
  if (!(connections > 0 && messagesPerSecond > 0))
    throw new Error(`echoPauseMs: ${connections} connections at ${messagesPerSecond} messages/s`);
  return Math.round((connections / messagesPerSecond) * 1000);
}

/**
 * The physical limit on the same machine: a bare `ws` echo server and as many connections as the Birzha run had, each
 * keeping one frame in flight, split over the same number of client processes and pinned the same way. With
 * `pauseMs`, each connection pauses that long on average before it sends again: the echo at a given rate instead of
 * its ceiling (a process that is not kept busy pays a wakeup for much of what it reads and writes, and so do its peers).
 * With `table`, the table echo (TableEchoShape): `pauseMs` is each seat's think time, and a table's connections go to
 * one client process.
 */
export async function runEchoPhase(
  connections: number,
  seconds: number,
  clientCount: number,
  bundles: Bundles,
  children: Children,
  place: Placement,
  pauseMs = 0,
  table: TableEchoShape | null = null,
): Promise<EchoResult> {
  const port = await freePort();
  const perTable = table === null ? 1 : table.seats + table.spectators;
  const tableCount = Math.floor(connections / perTable);
  log(
    (table === null
      ? `echo baseline: bare ws server, ${connections} connections, ${seconds} s`
      : `table echo: bare ws server, ${tableCount} tables of ${perTable} connections, ${seconds} s`) +
      (pauseMs === 0 ? '' : `, each ${table === null ? 'pausing' : 'seat thinking'} ${pauseMs} ms on average`),
  );
  const server = children.spawn({
    name: 'echo-server',
    nodeArgs: [bundles.echoServer, String(port), ...(table === null ? [] : ['table', String(table.updateBytes)])],
    fileLimit: place.fileLimit,
    cpus: place.serverCpus,
    nice: place.nice,
  });
  await server.next('ready', 30_000);
  const shares = Array.from(
    { length: clientCount },
    (_, i) => perTable * (Math.floor(tableCount / clientCount) + (i < tableCount % clientCount ? 1 : 0)),
  );
  const clients = shares.map((n, i) => {
    const c = children.spawn({
      name: `echo-client${i}`,
      nodeArgs: [bundles.echoClient],
      fileLimit: place.fileLimit,
      cpus: place.clientCpus,
      nice: place.nice,
    });
    c.send({ t: 'echo', url: `ws://127.0.0.1:${port}`, connections: n, frame: ECHO_FRAME, pauseMs, table });
    return c;
  });
  const opened = await Promise.all(clients.map((c) => c.next('ready', 120_000)));
  // Paced, the connections start over one pause: a few pauses before the window, the rate is steady.
  await sleep(Math.max(WARMUP_MS, 3 * pauseMs));

  const before = {
    server: cpuTimes(server.pid),
    clients: clients.map((c) => cpuTimes(c.pid)),
    machine: machineTimes(),
  };
  for (const c of [server, ...clients]) c.send({ t: 'window', on: true, profile: false });
  await sleep(seconds * 1000);
  const after = { server: cpuTimes(server.pid), clients: clients.map((c) => cpuTimes(c.pid)), machine: machineTimes() };
  for (const c of [server, ...clients]) c.send({ t: 'window', on: false, profile: false });
  const serverStats = (await server.next('stats', 30_000)).stats as ProbeStats;
  const clientStats = await Promise.all(clients.map(async (c) => (await c.next('stats', 30_000)).stats as EchoStats));

  const windowSeconds = Math.max(...clientStats.map((s) => s.seconds));
  const messages = clientStats.reduce((n, s) => n + s.messages, 0);
  const framesReceived = clientStats.reduce((n, s) => n + s.framesReceived, 0);
  const result: EchoResult = {
    pauseMs,
    table,
    connections: opened.reduce((n, m) => n + m.connections, 0),
    frameBytes: Buffer.byteLength(ECHO_FRAME),
    windowSeconds: Math.round(windowSeconds * 100) / 100,
    messagesPerSecond: Math.round(messages / windowSeconds),
    framesReceivedPerSecond: Math.round(framesReceived / windowSeconds),
    roundTripMs: summarize(clientStats.flatMap((s) => s.roundTripMs)),
    server: processUse(server, before.server, after.server, serverStats.lag),
    clients: clients.map((c, i) =>
      processUse(c, before.clients[i] as CpuTimes, after.clients[i] as CpuTimes, (clientStats[i] as EchoStats).lag),
    ),
    machineCoresBusy: machineCoresBusy(before.machine, after.machine),
  };
  for (const c of [...clients, server]) c.send({ t: 'stop' });
  await Promise.all([...clients, server].map((c) => children.stop(c)));
  return result;
}
