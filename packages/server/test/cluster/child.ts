// A server process of a cluster test: started again and again with the same command and environment, stopped or
// killed, its output kept (the newest lines) so that a failed test can print it.
import { spawn, type ChildProcess } from 'node:child_process';

const STOP_TIMEOUT_MS = 5_000;
/** Log lines kept per process (all runs), the newest. */
const KEPT_LINES = 400;

/** Output lines of a child process, tagged with the run, the newest `KEPT_LINES`; error lines apart. */
class LogBook {
  readonly lines: string[] = [];
  /** Error-level pino lines (level >= 50) and anything on stderr, from every run. */
  readonly errors: string[] = [];

  collector(tag: string, stderr: boolean): (data: Buffer) => void {
    let partial = '';
    return (data) => {
      const parts = (partial + String(data)).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        if (line.trim() === '') continue;
        const tagged = `[${tag}] ${line}`;
        this.lines.push(tagged);
        if (this.lines.length > KEPT_LINES) this.lines.shift();
        if (stderr || /"level":(5|6)\d/.test(line)) this.errors.push(tagged);
      }
    };
  }
}

/** A child process that can be started again with the same command, and waited for. */
export class Child {
  private child: ChildProcess | null = null;
  private exitedPromise: Promise<void> = Promise.resolve();
  runs = 0;
  readonly log = new LogBook();

  constructor(
    readonly name: string,
    private readonly command: string,
    private readonly args: readonly string[],
    private readonly env: NodeJS.ProcessEnv,
    private readonly cwd: string,
  ) {}

  get alive(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** How the last run ended, for messages. */
  get exitText(): string {
    const c = this.child;
    return c === null ? 'not started' : `code ${c.exitCode}, signal ${c.signalCode}`;
  }

  spawn(): void {
    if (this.alive) throw new Error(`${this.name} is already running`);
    const run = ++this.runs;
    const child = spawn(this.command, this.args, { cwd: this.cwd, env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    this.exitedPromise = new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
    child.once('error', (e) => this.log.collector(`${this.name} run ${run} spawn`, true)(Buffer.from(`${e}\n`)));
    child.stdout?.on('data', this.log.collector(`${this.name} run ${run}`, false));
    child.stderr?.on('data', this.log.collector(`${this.name} run ${run} err`, true));
  }

  /** Sends `signal` (synchronously) if the process runs. */
  signal(signal: NodeJS.Signals): void {
    if (this.alive) this.child?.kill(signal);
  }

  exited(): Promise<void> {
    return this.exitedPromise;
  }

  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
  async stop(graceMs = STOP_TIMEOUT_MS): Promise<void> {
    if (!this.alive) return;
    this.signal('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.signal('SIGKILL');
        resolve();
      }, graceMs);
    });
    await Promise.race([this.exitedPromise, late]);
    clearTimeout(timer);
    await this.exitedPromise;
  }

  tail(n = 60): string {
    const lines = this.log.lines.slice(-n);
    return `--- ${this.name}: last ${lines.length} lines ---\n${lines.join('\n')}`;
  }
}

/** Every child any cluster started, killed if the test runner exits without stopping them (no orphans). */
export const everyChild = new Set<Child>();
process.once('exit', () => {
  for (const c of everyChild) c.signal('SIGKILL');
});
