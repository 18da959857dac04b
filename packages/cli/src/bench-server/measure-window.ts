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
import { deltaBy, histogramBetween, scrapeMetrics, total, type MetricSample } from './server-metrics.ts';
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

/** The processes' share of one window, and what each load generator counted in it. */
export interface ProcessWindow<S> {
  readonly windowSeconds: number;
  readonly loadStats: readonly S[];
  readonly metricsBefore: readonly MetricSample[];
  readonly metricsAfter: readonly MetricSample[];
  readonly server: ProcessUse;
  readonly loadGenerators: readonly ProcessUse[];
  readonly machineCoresBusy: number;
  /** This orchestrator's own share. */
  readonly orchestratorCoresBusy: number;
  readonly profileFile: string | null;
}

/**
 * One measured window of any load: CPU from /proc and the server's metrics around it, the window opened and closed in
 * the server's probe (event-loop lag, the CPU profile when asked) and in every load generator, whose `stats` come back
 * as they are. `what` ends the progress line ("at a think time of 2000 ms").
 */
export async function measureProcesses<S extends { readonly lag: Summary }>(
  url: string,
  server: Child,
  loads: readonly Child[],
  seconds: number,
  profile: boolean,
  what: string,
): Promise<ProcessWindow<S>> {
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
  log(`measuring for ${seconds} s ${what}${profile ? ' (profiling the server)' : ''}`);
  await sleepWithTicks(seconds, 5, (elapsed) => {
    const use = cpuBetween(before.server, cpuTimes(server.pid));
    log(`  ${elapsed.toFixed(0)} s: server ${use.coresBusy} cores busy, ${memory(server.pid).rssMB} MB`);
  });
  const after = read();
  server.send({ t: 'window', on: false, profile });
  for (const l of loads) l.send({ t: 'window', on: false, profile: false });
  const probe = (await server.next('stats', 120_000)).stats as ProbeStats;
  const loadStats = await Promise.all(loads.map(async (l) => (await l.next('stats', 60_000)).stats as unknown as S));
  const metricsAfter = await scrapeMetrics(url);
  return {
    windowSeconds: Math.round(((after.server.at - before.server.at) / 1000) * 100) / 100,
    loadStats,
    metricsBefore,
    metricsAfter,
    server: processUse(server, before.server, after.server, probe.lag),
    loadGenerators: loads.map((l, i) =>
      processUse(l, before.loads[i] as CpuTimes, after.loads[i] as CpuTimes, (loadStats[i] as S).lag),
    ),
    machineCoresBusy: machineCoresBusy(before.machine, after.machine),
    orchestratorCoresBusy: cpuBetween(before.self, after.self).coresBusy,
    profileFile: probe.profile,
  };
}

/**
 * One measured window of Akcioner play: the processes' share (measureProcesses) and the moves, latencies and errors
 * every load generator counted.
 */
export async function measureWindow(
  url: string,
  server: Child,
  loads: readonly Child[],
  thinkMs: number,
  seconds: number,
  profile: boolean,
): Promise<WindowResult> {
  const w = await measureProcesses<LoadStats>(url, server, loads, seconds, profile, `at a think time of ${thinkMs} ms`);
  const load = mergeLoadStats(w.loadStats);
  log(
    `  ${(load.movesAcked / load.seconds).toFixed(1)} moves/s; p99 ${load.latencyMs.mover.p99} ms at the mover, ${load.latencyMs.spectator.p99} ms at ` +
      `the spectator; server ${w.server.cpu.coresBusy} cores busy`,
  );
  return {
    thinkMs,
    windowSeconds: w.windowSeconds,
    load,
    serverMoves: total(w.metricsAfter, 'birzha_moves_total') - total(w.metricsBefore, 'birzha_moves_total'),
    serverErrorsByCode: deltaBy(w.metricsBefore, w.metricsAfter, 'birzha_client_errors_total', 'code'),
    serverSubmitMs: histogramBetween(w.metricsBefore, w.metricsAfter, 'birzha_move_seconds'),
    server: w.server,
    loadGenerators: w.loadGenerators,
    machineCoresBusy: w.machineCoresBusy,
    orchestratorCoresBusy: w.orchestratorCoresBusy,
    profileFile: w.profileFile,
  };
}
