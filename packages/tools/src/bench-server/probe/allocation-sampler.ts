import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';

/** Bytes between two samples on average: a move allocates tens of KB, so every move is sampled a few times. */
const SAMPLING_BYTES = 16 * 1024;

/**
 * V8's sampling heap profiler of this process, for a window only, counting the objects already collected too: what
 * a move allocates, by the function that allocated it (GC's work follows from it). Unlike --heap-prof, which shows only
 * what is still alive at the end.
 */
export class AllocationSampler {
  private session: Session | null = null;

  async start(): Promise<void> {
    const session = new Session();
    session.connect();
    await session.post('HeapProfiler.enable');
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: SAMPLING_BYTES,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    this.session = session;
  }

  /** Stops and writes the profile (Chrome DevTools' .heapprofile format) to `file`. */
  async stop(file: string): Promise<void> {
    const session = this.session;
    if (session === null) throw new Error('allocation sampler not started');
    const { profile } = await session.post('HeapProfiler.stopSampling');
    session.disconnect();
    this.session = null;
    await writeFile(file, JSON.stringify(profile));
  }
}
