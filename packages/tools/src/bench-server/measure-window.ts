import type { Child } from './children.ts';
import type { LoadStats, ProbeStats } from './ipc.ts';
import { log } from './log.ts';
import { mergeLoadStats, type MergedLoad } from './merge-load-stats.ts';
import type { Summary } from './percentiles.ts';
import {
  cpuBetween,
  cpuTimes,
  cpuTimesOfNamed,
  fileLimit,
  machineCoresBusy,
  machineTimes,
  memory,
  type CpuTimes,
  type CpuUse,
} from './proc-stats.ts';
import {
  deltaBy,
  gcBetween,
  histogramBetween,
  scrapeMetrics,
  sumSamples,
  total,
  type GcPauses,
  type MetricSample,
} from './server-metrics.ts';
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

/** A server process as the window sees it. */
export interface ServerRef {
  readonly child: Child;
  /** http://127.0.0.1:PORT */
  readonly url: string;
}

/** What the server processes share, measured beside them: the private Redis, and PostgreSQL's processes. */
export interface BackingPids {
  readonly redisPid: number | null;
  /** Measure every process named postgres on the machine (its backends serve only us during a run, mostly). */
  readonly postgres: boolean;
}

const NO_BACKING: BackingPids = { redisPid: null, postgres: false };

/** Everything measured over one window of play at one think time. */
export interface WindowResult {
  readonly thinkMs: number;
  readonly windowSeconds: number;
  readonly load: MergedLoad;
  readonly serverMoves: number;
  /** Statements the servers' stores sent over the window (birzha_store_statements_total), all processes together. */
  readonly serverStatements: { readonly reads: number; readonly writes: number };
  /**
   * Bus messages the servers sent to and received from each other over the window (birzha_bus_messages_total), and
   * by kind of message (birzha_bus_sent_total, birzha_bus_received_total).
   */
  readonly busMessages: {
    readonly sent: number;
    readonly received: number;
    readonly sentByKind: Readonly<Record<string, number>>;
    readonly receivedByKind: Readonly<Record<string, number>>;
  };
  readonly serverErrorsByCode: Record<string, number>;
  readonly serverSubmitMs: ReturnType<typeof histogramBetween>;
  /** The servers' main-thread garbage-collection pauses over the window. */
  readonly serverGc: GcPauses;
  /** Every server process together (combineServers). */
  readonly server: ProcessUse;
  /** Each server process. */
  readonly servers: readonly ProcessUse[];
  readonly redis: CpuUse | null;
  readonly postgres: CpuUse | null;
  readonly loadGenerators: readonly ProcessUse[];
  readonly machineCoresBusy: number;
  /** This orchestrator's own share. */
  readonly orchestratorCoresBusy: number;
  readonly profileFile: string | null;
}

/**
 * The server processes as one: CPU and memory added up, the worst event-loop lag (by p99), the first one's pid and
 * file limits. With one process, that process as it is.
 */
export function combineServers(servers: readonly ProcessUse[]): ProcessUse {
  const first = servers[0] as ProcessUse;
  if (servers.length === 1) return first;
  const sum = (f: (p: ProcessUse) => number) => Math.round(servers.reduce((n, p) => n + f(p), 0) * 1000) / 1000;
  const worst = servers.reduce((a, b) => (b.eventLoopLagMs.p99 > a.eventLoopLagMs.p99 ? b : a));
  return {
    pid: first.pid,
    cpu: {
      userSeconds: sum((p) => p.cpu.userSeconds),
      systemSeconds: sum((p) => p.cpu.systemSeconds),
      coresBusy: sum((p) => p.cpu.coresBusy),
    },
    rssMB: sum((p) => p.rssMB),
    peakRssMB: sum((p) => p.peakRssMB),
    eventLoopLagMs: worst.eventLoopLagMs,
    openFilesLimit: first.openFilesLimit,
  };
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
  /** Every server process together (combineServers). */
  readonly server: ProcessUse;
  /** Each server process. */
  readonly servers: readonly ProcessUse[];
  /** The private Redis's CPU, when the run has one. */
  readonly redis: CpuUse | null;
  /** PostgreSQL's processes' CPU, when the run stores there. */
  readonly postgres: CpuUse | null;
  readonly loadGenerators: readonly ProcessUse[];
  readonly machineCoresBusy: number;
  /** This orchestrator's own share. */
  readonly orchestratorCoresBusy: number;
  readonly profileFile: string | null;
}

/** Every server's metrics, one sample per name and labels (counters and histograms added up over the processes). */
async function scrapeAll(servers: readonly ServerRef[]): Promise<MetricSample[]> {
  return sumSamples(await Promise.all(servers.map((s) => scrapeMetrics(s.url))));
}

/**
 * One measured window of any load: CPU from /proc and the servers' metrics around it, the window opened and closed in
 * each server's probe (event-loop lag, the CPU profile when asked: the first server only) and in every load generator,
 * whose `stats` come back as they are. `what` ends the progress line ("at a think time of 2000 ms").
 */
export async function measureProcesses<S extends { readonly lag: Summary }>(
  servers: readonly ServerRef[],
  loads: readonly Child[],
  seconds: number,
  profile: boolean,
  what: string,
  backing: BackingPids = NO_BACKING,
): Promise<ProcessWindow<S>> {
  const metricsBefore = await scrapeAll(servers);
  const read = () => ({
    servers: servers.map((s) => cpuTimes(s.child.pid)),
    loads: loads.map((l) => cpuTimes(l.pid)),
    self: cpuTimes(process.pid),
    redis: backing.redisPid === null ? null : cpuTimes(backing.redisPid),
    postgres: backing.postgres ? cpuTimesOfNamed('postgres') : null,
    machine: machineTimes(),
  });
  const before = read();
  servers.forEach((s, i) => s.child.send({ t: 'window', on: true, profile: profile && i === 0 }));
  for (const l of loads) l.send({ t: 'window', on: true, profile: false });
  log(`measuring for ${seconds} s ${what}${profile ? ' (profiling the server)' : ''}`);
  await sleepWithTicks(seconds, 5, (elapsed) => {
    const each = servers.map((s, i) => {
      const use = cpuBetween(before.servers[i] as CpuTimes, cpuTimes(s.child.pid));
      return `${use.coresBusy} cores, ${memory(s.child.pid).rssMB} MB`;
    });
    log(`  ${elapsed.toFixed(0)} s: server${servers.length > 1 ? 's' : ''} ${each.join('; ')}`);
  });
  const after = read();
  servers.forEach((s, i) => s.child.send({ t: 'window', on: false, profile: profile && i === 0 }));
  for (const l of loads) l.send({ t: 'window', on: false, profile: false });
  const probes = await Promise.all(
    servers.map(async (s) => (await s.child.next('stats', 120_000)).stats as ProbeStats),
  );
  const loadStats = await Promise.all(loads.map(async (l) => (await l.next('stats', 60_000)).stats as unknown as S));
  const metricsAfter = await scrapeAll(servers);
  const each = servers.map((s, i) =>
    processUse(s.child, before.servers[i] as CpuTimes, after.servers[i] as CpuTimes, (probes[i] as ProbeStats).lag),
  );
  const first = before.servers[0] as CpuTimes;
  return {
    windowSeconds: Math.round((((after.servers[0] as CpuTimes).at - first.at) / 1000) * 100) / 100,
    loadStats,
    metricsBefore,
    metricsAfter,
    server: combineServers(each),
    servers: each,
    redis: before.redis === null || after.redis === null ? null : cpuBetween(before.redis, after.redis),
    postgres: before.postgres === null || after.postgres === null ? null : cpuBetween(before.postgres, after.postgres),
    loadGenerators: loads.map((l, i) =>
      processUse(l, before.loads[i] as CpuTimes, after.loads[i] as CpuTimes, (loadStats[i] as S).lag),
    ),
    machineCoresBusy: machineCoresBusy(before.machine, after.machine),
    orchestratorCoresBusy: cpuBetween(before.self, after.self).coresBusy,
    profileFile: (probes[0] as ProbeStats).profile,
  };
}

/**
 * One measured window of Akcioner play: the processes' share (measureProcesses) and the moves, latencies and errors
 * every load generator counted.
 */
export async function measureWindow(
  servers: readonly ServerRef[],
  loads: readonly Child[],
  thinkMs: number,
  seconds: number,
  profile: boolean,
  backing: BackingPids = NO_BACKING,
): Promise<WindowResult> {
  const w = await measureProcesses<LoadStats>(
    servers,
    loads,
    seconds,
    profile,
    `at a think time of ${thinkMs} ms`,
    backing,
  );
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
    serverStatements: {
      reads: deltaBy(w.metricsBefore, w.metricsAfter, 'birzha_store_statements_total', 'kind')['read'] ?? 0,
      writes: deltaBy(w.metricsBefore, w.metricsAfter, 'birzha_store_statements_total', 'kind')['write'] ?? 0,
    },
    busMessages: {
      sent: deltaBy(w.metricsBefore, w.metricsAfter, 'birzha_bus_messages_total', 'direction')['out'] ?? 0,
      received: deltaBy(w.metricsBefore, w.metricsAfter, 'birzha_bus_messages_total', 'direction')['in'] ?? 0,
      sentByKind: deltaBy(w.metricsBefore, w.metricsAfter, 'birzha_bus_sent_total', 'kind'),
      receivedByKind: deltaBy(w.metricsBefore, w.metricsAfter, 'birzha_bus_received_total', 'kind'),
    },
    serverErrorsByCode: deltaBy(w.metricsBefore, w.metricsAfter, 'birzha_client_errors_total', 'code'),
    serverSubmitMs: histogramBetween(w.metricsBefore, w.metricsAfter, 'birzha_move_seconds'),
    serverGc: gcBetween(w.metricsBefore, w.metricsAfter),
    server: w.server,
    servers: w.servers,
    redis: w.redis,
    postgres: w.postgres,
    loadGenerators: w.loadGenerators,
    machineCoresBusy: w.machineCoresBusy,
    orchestratorCoresBusy: w.orchestratorCoresBusy,
    profileFile: w.profileFile,
  };
}
