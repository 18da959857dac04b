import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

// CPU and memory of processes and of the machine, from Linux's /proc (the whole process: every thread counts).

/** Clock ticks per second of /proc's CPU times. */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds a process has used so far. */
export interface CpuTimes {
  readonly user: number;
  readonly system: number;
  readonly at: number;
}

/**
 * User and system CPU seconds of a process (all its threads) from /proc/PID/stat; `withChildren`: and of its children
 * that ended and were waited for.
 */
export function cpuTimes(pid: number, withChildren = false): CpuTimes {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may contain spaces: utime and stime are fields 14, 15,
  // cutime and cstime 16, 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = (i: number) => Number(fields[i]);
  const user = ticks(11) + (withChildren ? ticks(13) : 0);
  const system = ticks(12) + (withChildren ? ticks(14) : 0);
  return { user: user / TICKS, system: system / TICKS, at: performance.now() };
}

/** CPU used between two readings: seconds, and cores busy on average (CPU seconds per wall second). */
export interface CpuUse {
  readonly userSeconds: number;
  readonly systemSeconds: number;
  readonly coresBusy: number;
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

export function cpuBetween(a: CpuTimes, b: CpuTimes): CpuUse {
  const wall = (b.at - a.at) / 1000;
  const user = b.user - a.user;
  const system = b.system - a.system;
  return { userSeconds: round3(user), systemSeconds: round3(system), coresBusy: round3((user + system) / wall) };
}

/** Resident memory of a process: now and its peak (VmHWM) since it started, in MB. */
export function memory(pid: number): { rssMB: number; peakRssMB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMB: Math.round(kb('VmRSS') / 102.4) / 10, peakRssMB: Math.round(kb('VmHWM') / 102.4) / 10 };
}

/** The open-file limits a running process actually has (/proc/PID/limits). */
export function fileLimit(pid: number): { soft: number | 'unlimited'; hard: number | 'unlimited' } {
  const line = /^Max open files\s+(\S+)\s+(\S+)/m.exec(readFileSync(`/proc/${pid}/limits`, 'utf8'));
  const parse = (s: string | undefined) => (s === undefined || s === 'unlimited' ? 'unlimited' : Number(s));
  return { soft: parse(line?.[1]), hard: parse(line?.[2]) };
}

/** Busy and total CPU time of the whole machine (first line of /proc/stat), in seconds. */
export interface MachineTimes {
  readonly busy: number;
  readonly total: number;
  readonly at: number;
}

export function machineTimes(): MachineTimes {
  const cpu = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = cpu.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  return { busy: (total - idle) / TICKS, total: total / TICKS, at: performance.now() };
}

/** Cores busy on average over the whole machine between two readings. */
export function machineCoresBusy(a: MachineTimes, b: MachineTimes): number {
  return round3((b.busy - a.busy) / ((b.at - a.at) / 1000));
}

/**
 * CPU seconds of every process on the machine whose command name (/proc/PID/comm) is `name`, added up, with the
 * seconds of their children that ended and were waited for (cutime, cstime). PostgreSQL's backends come and go (each
 * server process's pool closes idle connections): a backend that ended between two readings took its seconds out of
 * the first sum, and its parent, the postmaster, now holds them among its children's. Counting only the live
 * processes, three server processes' runs put a tenth of a core, a fifth of PostgreSQL's, in "other processes".
 */
export function cpuTimesOfNamed(name: string): CpuTimes {
  let user = 0;
  let system = 0;
  for (const pid of pidsNamed(name)) {
    try {
      const t = cpuTimes(pid, true);
      user += t.user;
      system += t.system;
    } catch {
      // The process ended meanwhile.
    }
  }
  return { user, system, at: performance.now() };
}

/** The live processes whose command name (/proc/PID/comm) is `name`. */
export function pidsNamed(name: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  return pids;
}
