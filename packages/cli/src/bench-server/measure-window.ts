import type { Child } from './children.ts';
import type { LoadStats, ProbeStats } from './ipc.ts';
import { log } from './log.ts';
import { mergeLoadStats, type MergedLoad } from './merge-load-stats.ts';
import type { Summary } from './percentiles.ts';
import {
  cpuBetween,
  cpuTimes,
  fileLimit,
  machineCoresBusy,
  machineTimes,
  memory,
  type CpuTimes,
  type CpuUse,
} from './proc-stats.ts';
import { deltaBy, histogramBetween, scrapeMetrics, total } from './server-metrics.ts';
import { sleepWithTicks } from './wait.ts';

/** One process's share of a window. */
export interface ProcessUse {
  readonly pid: number;
  readonly cpu: CpuUse;
  readonly rssMB: number;
  readonly peakRssMB: number;
  readonly eventLoopLagMs: Summary;
  readonly openFilesLimit: { soft: number | 'unlimited'; hard: number | 'unlimited' };
}

/** Everything measured over one window of play at one think time. */
export interface WindowResult {
  readonly thinkMs: number;
  readonly windowSeconds: number;
  readonly load: MergedLoad;
  readonly serverMoves: number;
  readonly serverErrorsByCode: Record<string, number>;
  readonly serverSubmitMs: ReturnType<typeof histogramBetween>;
  readonly server: ProcessUse;
  readonly loadGenerators: readonly ProcessUse[];
  readonly machineCoresBusy: number;
  /** This orchestrator's own share. */
  readonly orchestratorCoresBusy: number;
  readonly profileFile: string | null;
}

export function processUse(child: Child, before: CpuTimes, after: CpuTimes, lag: Summary): ProcessUse {
  return {
    pid: child.pid,
    cpu: cpuBetween(before, after),
    ...memory(child.pid),
    eventLoopLagMs: lag,
    openFilesLimit: fileLimit(child.pid),
  };
}

/**
 * One measured window: CPU from /proc and the server's metrics around it, the window opened and closed in the
 * server's probe (event-loop lag, the CPU profile when asked) and in every load generator (moves, latencies, errors).
 */
export async function measureWindow(
  url: string,
  server: Child,
  loads: readonly Child[],
  thinkMs: number,
  seconds: number,
  profile: boolean,
): Promise<WindowResult> {
  const metricsBefore = await scrapeMetrics(url);
  const read = () => ({
    server: cpuTimes(server.pid),
    loads: loads.map((l) => cpuTimes(l.pid)),
    self: cpuTimes(process.pid),
    machine: machineTimes(),
  });
  const before = read();
  server.send({ t: 'window', on: true, profile });
  for (const l of loads) l.send({ t: 'window', on: true, profile: false });
  log(`measuring for ${seconds} s at a think time of ${thinkMs} ms${profile ? ' (profiling the server)' : ''}`);
  await sleepWithTicks(seconds, 5, (elapsed) => {
    const use = cpuBetween(before.server, cpuTimes(server.pid));
    log(`  ${elapsed.toFixed(0)} s: server ${use.coresBusy} cores busy, ${memory(server.pid).rssMB} MB`);
  });
  const after = read();
  server.send({ t: 'window', on: false, profile });
  for (const l of loads) l.send({ t: 'window', on: false, profile: false });
  const probe = (await server.next('stats', 120_000)).stats as ProbeStats;
  const loadStats = await Promise.all(loads.map(async (l) => (await l.next('stats', 60_000)).stats as LoadStats));
  const metricsAfter = await scrapeMetrics(url);
  const load = mergeLoadStats(loadStats);
  log(
    `  ${(load.movesAcked / load.seconds).toFixed(1)} moves/s; p99 ${load.latencyMs.mover.p99} ms at the mover, ${load.latencyMs.spectator.p99} ms at ` +
      `the spectator; server ${cpuBetween(before.server, after.server).coresBusy} cores busy`,
  );
  return {
    thinkMs,
    windowSeconds: Math.round(((after.server.at - before.server.at) / 1000) * 100) / 100,
    load,
    serverMoves: total(metricsAfter, 'birzha_moves_total') - total(metricsBefore, 'birzha_moves_total'),
    serverErrorsByCode: deltaBy(metricsBefore, metricsAfter, 'birzha_client_errors_total', 'code'),
    serverSubmitMs: histogramBetween(metricsBefore, metricsAfter, 'birzha_move_seconds'),
    server: processUse(server, before.server, after.server, probe.lag),
    loadGenerators: loads.map((l, i) =>
      processUse(l, before.loads[i] as CpuTimes, after.loads[i] as CpuTimes, (loadStats[i] as LoadStats).lag),
    ),
    machineCoresBusy: machineCoresBusy(before.machine, after.machine),
    orchestratorCoresBusy: cpuBetween(before.self, after.self).coresBusy,
    profileFile: probe.profile,
  };
}
