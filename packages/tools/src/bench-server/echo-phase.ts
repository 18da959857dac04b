import type { Placement } from './placement.ts';
import type { Bundles } from './built.ts';
import type { Children } from './children.ts';
import type { EchoStats, ProbeStats } from './ipc.ts';
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
  readonly connections: number;
  readonly frameBytes: number;
  readonly windowSeconds: number;
  readonly messagesPerSecond: number;
  readonly roundTripMs: Summary;
  readonly server: ProcessUse;
  readonly clients: readonly ProcessUse[];
  readonly machineCoresBusy: number;
}

/**
 * The physical limit on the same machine: a bare `ws` echo server and as many connections as the Birzha run had, each
 * keeping one frame in flight, split over the same number of client processes and pinned the same way.
 */
export async function runEchoPhase(
  connections: number,
  seconds: number,
  clientCount: number,
  bundles: Bundles,
  children: Children,
  place: Placement,
): Promise<EchoResult> {
  const port = await freePort();
  log(`echo baseline: bare ws server, ${connections} connections, ${seconds} s`);
  const server = children.spawn({
    name: 'echo-server',
    nodeArgs: [bundles.echoServer, String(port)],
    fileLimit: place.fileLimit,
    cpus: place.serverCpus,
    nice: place.nice,
  });
  await server.next('ready', 30_000);
  const shares = Array.from(
    { length: clientCount },
    (_, i) => Math.floor(connections / clientCount) + (i < connections % clientCount ? 1 : 0),
  );
  const clients = shares.map((n, i) => {
    const c = children.spawn({
      name: `echo-client${i}`,
      nodeArgs: [bundles.echoClient],
      fileLimit: place.fileLimit,
      cpus: place.clientCpus,
      nice: place.nice,
    });
    c.send({ t: 'echo', url: `ws://127.0.0.1:${port}`, connections: n, frame: ECHO_FRAME });
    return c;
  });
  const opened = await Promise.all(clients.map((c) => c.next('ready', 120_000)));
  await sleep(WARMUP_MS);

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
  const result: EchoResult = {
    connections: opened.reduce((n, m) => n + m.connections, 0),
    frameBytes: Buffer.byteLength(ECHO_FRAME),
    windowSeconds: Math.round(windowSeconds * 100) / 100,
    messagesPerSecond: Math.round(messages / windowSeconds),
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
