import { runSimulation, type SimulateConfig } from '@birzha/cli';

/** Memory after a number of games. */
export interface MemorySample {
  readonly games: number;
  readonly rssMB: number;
  readonly heapUsedMB: number;
}

/** Memory over a long simulation: flat means no per-game leak (caches, retained states, event logs). */
export interface MemoryReport {
  readonly games: number;
  readonly seconds: number;
  readonly gcExposed: boolean;
  readonly samples: readonly MemorySample[];
  readonly peakRssMB: number;
  readonly rssGrowthPercent: number;
  readonly heapGrowthPercent: number;
  readonly flat: boolean;
}

const MB = 1024 * 1024;
const mb = (bytes: number): number => Math.round((bytes / MB) * 10) / 10;
const growth = (from: number, to: number): number => Math.round(((to - from) / from) * 1000) / 10;

/** Whether growth from the first to the last checkpoint stays under this share; the first is past warm-up. */
const FLAT_LIMIT_PERCENT = 10;

/**
 * Runs the simulate loop (without per-move checks) and samples memory at `checkpoints`, after a full GC when node
 * runs with --expose-gc (otherwise the samples include garbage not yet collected).
 */
export function measureMemory(
  config: SimulateConfig,
  checkpoints: readonly number[],
  onSample?: (s: MemorySample) => void,
): MemoryReport {
  const gc = (globalThis as { gc?: () => void }).gc;
  const samples: MemorySample[] = [];
  const wanted = new Set(checkpoints);
  const run = runSimulation(config, {
    onProgress: (done) => {
      if (!wanted.has(done)) return;
      gc?.();
      const usage = process.memoryUsage();
      const sample = { games: done, rssMB: mb(usage.rss), heapUsedMB: mb(usage.heapUsed) };
      samples.push(sample);
      onSample?.(sample);
    },
  });
  if (run.tally.failures > 0) throw new Error(`bench: ${run.tally.failures} simulated games failed`);
  // The baseline is the second checkpoint: by then the JIT and the engine's tables have settled.
  const base = samples[1] ?? samples[0];
  const last = samples[samples.length - 1];
  const rssGrowthPercent = base !== undefined && last !== undefined ? growth(base.rssMB, last.rssMB) : 0;
  const heapGrowthPercent = base !== undefined && last !== undefined ? growth(base.heapUsedMB, last.heapUsedMB) : 0;
  return {
    games: config.games,
    seconds: Math.round(run.seconds * 100) / 100,
    gcExposed: gc !== undefined,
    samples,
    // maxRSS is the true peak (kilobytes), including moments between the samples.
    peakRssMB: Math.round((process.resourceUsage().maxRSS / 1024) * 10) / 10,
    rssGrowthPercent,
    heapGrowthPercent,
    flat: rssGrowthPercent < FLAT_LIMIT_PERCENT,
  };
}
