import { SingleBar } from 'cli-progress';

/** A progress callback and its cleanup. */
export interface Progress {
  update(done: number): void;
  stop(): void;
}

const NO_PROGRESS: Progress = { update: () => {}, stop: () => {} };

/**
 * A bar on the given terminal stream, or nothing at all when there is no terminal (logs, pipes, --json); `label`
 * names the command that draws it.
 */
export function createProgress(stream: NodeJS.WriteStream | undefined, total: number, label = 'simulate'): Progress {
  if (stream === undefined) return NO_PROGRESS;
  const bar = new SingleBar({
    stream,
    format: `${label} [{bar}] {percentage}% | {value}/{total} games | ETA {eta_formatted}`,
    // The loop is synchronous, so Ctrl+C ends the process without a chance to show a hidden cursor again.
    hideCursor: false,
    clearOnComplete: true,
  });
  bar.start(total, 0);
  // Redrawing is throttled by the bar, but even the call is skipped most of the time: games take microseconds.
  const every = Math.max(1, Math.floor(total / 500));
  return {
    update: (done) => {
      if (done % every === 0 || done === total) bar.update(done);
    },
    stop: () => bar.stop(),
  };
}
