import { cpus } from 'node:os';
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
  'server' | 'loadGenerators' | 'machineCoresBusy' | 'orchestratorCoresBusy'
>;

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** `n` over `seconds`, to a tenth. */
export const perSecond = (n: number, seconds: number): number => Math.round((n / seconds) * 10) / 10;

/** CPU of every process over a window, and what the rest of the machine took meanwhile. */
export function cpuSplit(w: Processes) {
  const loads = w.loadGenerators.map((l) => l.cpu.coresBusy);
  return {
    server: w.server.cpu.coresBusy,
    loadGenerators: loads,
    orchestrator: w.orchestratorCoresBusy,
    // Anything else running on the machine at the same time (other people's tests...): it skews every number.
    otherProcesses: Math.max(
      0,
      round3(w.machineCoresBusy - w.server.cpu.coresBusy - w.orchestratorCoresBusy - loads.reduce((a, b) => a + b, 0)),
    ),
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
    },
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

/** How the server runs and stores: the first keys of the report's `setup`. */
export function serverSetup(flags: BenchServerFlags, env: Environment) {
  return {
    serverRunner:
      flags.serverRunner === 'bundled'
        ? 'esbuild bundle under plain node (bot worker bundled as its own entry)'
        : 'tsx',
    storage: `SQLite (better-sqlite3, WAL) in a fresh temp dir on ${env.dataDirFilesystem}`,
  };
}

/** The processes of the run and how they are placed on the cores. */
export function processesSetup(flags: BenchServerFlags) {
  return {
    server: 1,
    loadGenerators: flags.clients,
    pinning: flags.pin ? 'server on CPU 0, clients on the others (taskset)' : 'none (the kernel schedules)',
    nice: flags.nice,
  };
}
