import { spawn, type ChildProcess } from 'node:child_process';
import { LineSplitter } from './ndjson.ts';
import type { ProgramLine } from './program-lines.ts';

/** How long a program may take to exit once its input is closed at the end of a game, before it is stopped. */
export const EXIT_GRACE_MS = 10_000;

/** One game's program: `--exec`'s command run through the shell, JSON lines in on stdin, out on stdout. */
export class Program {
  readonly #child: ChildProcess;
  readonly #exited: Promise<string>;
  #running = true;

  /**
   * Starts `command`; `onLine` gets each non-empty line it writes, `onExit` how it ended (once). Its stderr is the
   * client's, so that a program's own diagnostics reach the terminal.
   */
  constructor(command: string, onLine: (line: string) => void, onExit: (how: string) => void, cwd?: string) {
    this.#child = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'inherit'], ...(cwd ? { cwd } : {}) });
    // A write to a program that has just exited fails with EPIPE; the exit itself is what is reported.
    this.#child.stdin!.on('error', () => {});
    const lines = new LineSplitter();
    this.#child.stdout!.on('data', (chunk: Buffer) => lines.push(chunk).forEach(onLine));
    this.#exited = new Promise((resolve) => {
      const done = (how: string) => {
        if (!this.#running) return;
        this.#running = false;
        lines.end().forEach(onLine);
        onExit(how);
        resolve(how);
      };
      this.#child.on('error', (e) => done(`could not be started (${e.message})`));
      // 'close' rather than 'exit': its output has been read to the end by then.
      this.#child.on('close', (code, signal) => done(signal === null ? `exit code ${code}` : `signal ${signal}`));
    });
  }

  get running(): boolean {
    return this.#running;
  }

  write(line: ProgramLine): void {
    if (this.#running && this.#child.stdin!.writable) this.#child.stdin!.write(JSON.stringify(line) + '\n');
  }

  closeInput(): void {
    this.#child.stdin!.end();
  }

  /** Waits for the program to exit on its own for up to `graceMs`, then stops it; resolves with how it ended. */
  async finish(graceMs: number = EXIT_GRACE_MS): Promise<string> {
    this.closeInput();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([this.#exited, late]);
    clearTimeout(timer);
    if (this.#running) this.#child.kill('SIGTERM');
    return this.#exited;
  }

  /** Stops the program now (the client is stopping). */
  stop(): Promise<string> {
    if (this.#running) this.#child.kill('SIGTERM');
    return this.#exited;
  }
}
