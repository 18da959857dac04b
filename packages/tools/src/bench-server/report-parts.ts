import { cpus } from 'node:os';
import type { Backing } from './backing.ts';
import type { BenchServerFlags } from './flags.ts';
import type { ProcessWindow } from './measure-window.ts';

// Parts of the JSON report every game's run prints the same way.

/** What the orchestrator measured around the runs. */
export interface Environment {
  readonly fileLimits: { readonly orchestrator: { soft: number; hard: number }; readonly childrenSoftLimit: number };
  /** Cores busy on the machine for 2 s before the start, with none of the benchmark running. */
  readonly backgroundCoresBusy: number;
  readonly dataDirFilesystem: string;
  readonly totalSeconds: number;
}

/** The processes' share of a window, whatever the load generators counted. */
type Processes = Pick<
  ProcessWindow<unknown>,
  'server' | 'servers' | 'redis' | 'postgres' | 'loadGenerators' | 'machineCoresBusy' | 'orchestratorCoresBusy'
>;

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** `n` over `seconds`, to a tenth. */
export const perSecond = (n: number, seconds: number): number => Math.round((n / seconds) * 10) / 10;

/** CPU of every process over a window, and what the rest of the machine took meanwhile. */
export function cpuSplit(w: Processes) {
  const loads = w.loadGenerators.map((l) => l.cpu.coresBusy);
  const redis = w.redis?.coresBusy ?? 0;
  const postgres = w.postgres?.coresBusy ?? 0;
  const ours = w.server.cpu.coresBusy + w.orchestratorCoresBusy + loads.reduce((a, b) => a + b, 0) + redis + postgres;
  return {
    server: w.server.cpu.coresBusy,
    ...(w.servers.length > 1 ? { eachServer: w.servers.map((s) => s.cpu.coresBusy) } : {}),
    ...(w.redis === null ? {} : { redis }),
    ...(w.postgres === null ? {} : { postgres }),
    loadGenerators: loads,
    orchestrator: w.orchestratorCoresBusy,
    // Anything else running on the machine at the same time (other people's tests...): it skews every number.
    otherProcesses: Math.max(0, round3(w.machineCoresBusy - ours)),
    machine: w.machineCoresBusy,
    machineCores: cpus().length,
  };
}

/** The server, the CPU split and the load generators of a window: the last keys of a window's account. */
export function processesReport(w: Processes) {
  return {
    server: {
      pid: w.server.pid,
      cpu: w.server.cpu,
      rssMB: w.server.rssMB,
      peakRssMB: w.server.peakRssMB,
      eventLoopLagMs: w.server.eventLoopLagMs,
      openFilesLimit: w.server.openFilesLimit,
      ...(w.servers.length > 1
        ? { note: 'every server process together: CPU and memory added up, the worst lag' }
        : {}),
    },
    // Each server process: its CPU, memory and event-loop lag over the window.
    servers: w.servers.map((s) => ({
      pid: s.pid,
      coresBusy: s.cpu.coresBusy,
      rssMB: s.rssMB,
      peakRssMB: s.peakRssMB,
      eventLoopLagP99Ms: s.eventLoopLagMs.p99,
    })),
    cpuSplit: {
      note: 'cores busy on average over the window (CPU seconds per wall second, from /proc)',
      ...cpuSplit(w),
    },
    loadGenerators: w.loadGenerators,
  };
}

/** The server's own submit time (its birzha_move_seconds histogram over the window), with what it measures. */
export function serverSubmit<H extends object>(histogram: H) {
  return {
    ...histogram,
    note: 'birzha_move_seconds: received to append committed; p50/p99 are histogram bucket bounds',
  };
}

/** What the server processes share (backing.ts); absent: one process on SQLite. */
export interface Shared {
  readonly processes: number;
  readonly database: Backing['database'];
  readonly bus: Backing['bus'];
}

const SOLE: Shared = { processes: 1, database: { kind: 'sqlite', url: null }, bus: { kind: 'in-process', url: null } };

/** How the server runs and stores: the first keys of the report's `setup`. */
export function serverSetup(flags: BenchServerFlags, env: Environment, shared: Shared = SOLE) {
  return {
    serverRunner:
      flags.serverRunner === 'bundled'
        ? 'the build under plain node (dist/node/birzha.mjs serve, its bot worker beside it)'
        : 'tsx',
    storage:
      shared.database.kind === 'sqlite'
        ? `SQLite (better-sqlite3, WAL) in a fresh temp dir on ${env.dataDirFilesystem}`
        : `PostgreSQL, a fresh schema: ${shared.database.url}`,
    serverProcesses: shared.processes,
    database: shared.database.kind,
    bus:
      shared.bus.kind === 'redis' ? `Redis (a private redis-server, ${shared.bus.url}, no persistence)` : 'in-process',
    ...(shared.processes > 1
      ? {
          spread:
            'guest k of table i (REST and WebSocket) on process (i + k) mod N, as a round-robin balancer would; no proxy',
        }
      : {}),
  };
}

/** The processes of the run and how they are placed on the cores. */
export function processesSetup(flags: BenchServerFlags) {
  return {
    server: flags.processes,
    ...(flags.processes > 1
      ? { viewers: flags.viewers === 'table' ? "each table's on one process" : "each table's spread over them" }
      : {}),
    loadGenerators: flags.clients,
    pinning: flags.pin ? 'server on CPU 0, clients on the others (taskset)' : 'none (the kernel schedules)',
    nice: flags.nice,
  };
}
