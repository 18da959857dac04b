import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';

/** Sampling interval of the profiler: finer than V8's 1 ms default, since a move costs well under a millisecond. */
const SAMPLING_MICROSECONDS = 250;

/** The V8 sampling profiler of this process, for a window only (unlike --cpu-prof, which covers start-up too). */
export class CpuProfiler {
  private session: Session | null = null;

  async start(): Promise<void> {
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: SAMPLING_MICROSECONDS });
    await session.post('Profiler.start');
    this.session = session;
  }

  /** Stops and writes the profile (Chrome DevTools' .cpuprofile format) to `file`. */
  async stop(file: string): Promise<void> {
    const session = this.session;
    if (session === null) throw new Error('profiler not started');
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    this.session = null;
    await writeFile(file, JSON.stringify(profile));
  }
}
