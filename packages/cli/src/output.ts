/** Where a command writes: stdout carries only results (JSON or the summary), stderr messages and progress. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
  /** The stream for a progress bar, or undefined when stderr is not a terminal (no bar in logs or pipes). */
  readonly progressStream: NodeJS.WriteStream | undefined;
}

/** The process's own streams. */
export function processOutput(): Output {
  return {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    progressStream: process.stderr.isTTY === true ? process.stderr : undefined,
  };
}
