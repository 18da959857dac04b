import { describe, expect, it } from 'vitest';
import type { Child } from './children.ts';
import { combineServers } from './measure-window.ts';
import { processesReport } from './report-parts.ts';
import { split, trackProgress } from './tables-setup.ts';

describe('split', () => {
  it('shares the tables as evenly as possible, the larger shares first', () => {
    expect(split(1000, 3)).toEqual([334, 333, 333]);
    expect(split(2, 4)).toEqual([1, 1, 0, 0]);
    for (const [total, parts] of [
      [7, 2],
      [1, 1],
      [999, 7],
    ] as const) {
      const shares = split(total, parts);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    }
  });
});

describe('trackProgress', () => {
  it('sums the latest count of every load generator', () => {
    const loads: Pick<Child, 'onProgress'>[] = [{ onProgress: () => undefined }, { onProgress: () => undefined }];
    const ready = trackProgress(loads);
    expect(ready()).toBe(0);
    loads[0]?.onProgress({ t: 'progress', ready: 3, total: 5 });
    loads[1]?.onProgress({ t: 'progress', ready: 2, total: 5 });
    loads[0]?.onProgress({ t: 'progress', ready: 5, total: 5 });
    expect(ready()).toBe(7);
  });
});

describe('processesReport', () => {
  const use = (pid: number, coresBusy: number) => ({
    pid,
    cpu: { userSeconds: coresBusy, systemSeconds: 0, coresBusy },
    rssMB: 10,
    peakRssMB: 12,
    eventLoopLagMs: { count: 1, mean: 1, p50: 1, p95: 1, p99: 1, max: 1 },
    openFilesLimit: { soft: 1024, hard: 4096 },
  });

  it('ends a window with the server, the CPU split and the load generators, the rest of the machine never negative', () => {
    const w = {
      server: use(1, 0.5),
      servers: [use(1, 0.5)],
      redis: null,
      postgres: null,
      loadGenerators: [use(2, 0.25), use(3, 0.25)],
      machineCoresBusy: 1.2,
      orchestratorCoresBusy: 0.05,
    };
    const r = processesReport(w);
    expect(Object.keys(r)).toEqual(['server', 'servers', 'cpuSplit', 'loadGenerators']);
    expect(r.cpuSplit.otherProcesses).toBeCloseTo(0.15, 3);
    expect(r.cpuSplit.loadGenerators).toEqual([0.25, 0.25]);
    expect(processesReport({ ...w, machineCoresBusy: 0.9 }).cpuSplit.otherProcesses).toBe(0);
  });

  it('counts each server process, Redis and PostgreSQL in the split when the run has them', () => {
    const r = processesReport({
      server: combineServers([use(1, 0.25), use(4, 0.5)]),
      servers: [use(1, 0.25), use(4, 0.5)],
      redis: { userSeconds: 0.1, systemSeconds: 0, coresBusy: 0.1 },
      postgres: { userSeconds: 0.2, systemSeconds: 0, coresBusy: 0.2 },
      loadGenerators: [use(2, 0.25)],
      machineCoresBusy: 1.5,
      orchestratorCoresBusy: 0.05,
    });
    expect(r.server.cpu.coresBusy).toBe(0.75);
    expect(r.server.rssMB).toBe(20);
    expect(r.servers.map((s) => s.coresBusy)).toEqual([0.25, 0.5]);
    expect(r.cpuSplit).toMatchObject({ server: 0.75, eachServer: [0.25, 0.5], redis: 0.1, postgres: 0.2 });
    expect(r.cpuSplit.otherProcesses).toBeCloseTo(0.15, 3);
  });
});
