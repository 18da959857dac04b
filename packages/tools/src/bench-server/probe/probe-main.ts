import { isMainThread } from 'node:worker_threads';
import { fromParent, toParent } from '../ipc.ts';
import { LagMonitor } from '../lag-monitor.ts';
import { AllocationSampler } from './allocation-sampler.ts';
import { CpuProfiler } from './cpu-profiler.ts';

// Preloaded into the server child (node --import): the server itself is unchanged. The orchestrator opens and closes
// each measured window over IPC; the probe answers with the event-loop lag of that window, and writes a profile of it
// to the file BIRZHA_BENCH_PROFILE names when the window asks for one: of the allocations for a .heapprofile, else of
// the CPU. Worker threads inherit --import and have nothing to do here.

/** Starts the probe when this is the main thread of a child the orchestrator spawned. */
function startProbe(): void {
  if (!isMainThread || process.send === undefined) return;
  const profileFile = process.env['BIRZHA_BENCH_PROFILE'] ?? '';
  const lag = new LagMonitor();
  const profiler = profileFile.endsWith('.heapprofile') ? new AllocationSampler() : new CpuProfiler();
  let profiling = false;
  fromParent(async (m) => {
    if (m.t !== 'window') return;
    if (m.on) {
      lag.reset();
      profiling = m.profile && profileFile !== '';
      if (profiling) await profiler.start();
      return;
    }
    if (profiling) await profiler.stop(profileFile);
    toParent({ t: 'stats', stats: { lag: lag.summary(), profile: profiling ? profileFile : null } });
  });
  // The channel must not keep the server alive on its own (after the listeners, which ref it): the server decides.
  process.channel?.unref();
}

startProbe();
