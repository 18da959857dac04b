import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { FromChild, ToChild } from './ipc.ts';
import { autogroupEnabled, setAutogroupNice } from './scheduling.ts';

/** How to start one child process. */
export interface ChildSpec {
  /** Shown before its stderr lines and in errors. */
  readonly name: string;
  readonly nodeArgs: readonly string[];
  /** Soft limit on open files, set by the shell before node starts. */
  readonly fileLimit: number;
  /** CPUs to pin it to (taskset -c), or null to let the kernel schedule it. */
  readonly cpus: string | null;
  /** nice level (0: as this process). */
  readonly nice: number;
  readonly env?: NodeJS.ProcessEnv;
  /** Each line the child writes to stdout (the server's log); default: copied to stderr. */
  readonly onStdout?: (line: string) => void;
}

/** A running child: its pid, and its IPC messages as something to wait for. */
export class Child {
  private readonly queue: FromChild[] = [];
  private waiters: { match: (m: FromChild) => boolean; resolve: (m: FromChild) => void; reject: (e: Error) => void }[] =
    [];
  private failure: Error | null = null;
  /** Resolves with the exit code (or signal) when the process has ended. */
  readonly exited: Promise<string>;
  onProgress: (m: FromChild & { t: 'progress' }) => void = () => undefined;

  constructor(
    readonly name: string,
    readonly process: ChildProcess,
  ) {
    process.on('message', (raw) => this.receive(raw as FromChild));
    process.on('error', (e) => this.fail(new Error(`${name}: ${e.message}`)));
    this.exited = new Promise((resolve) => {
      process.once('exit', (code, signal) => {
        const how = signal ?? `code ${code}`;
        this.fail(new Error(`${name} exited (${how})`));
        resolve(how);
      });
    });
  }

  get pid(): number {
    return this.process.pid as number;
  }

  get running(): boolean {
    return this.process.exitCode === null && this.process.signalCode === null;
  }

  send(message: ToChild): void {
    this.process.send(message);
  }

  /** The next message that matches (already received or still to come); rejects if the child fails or exits first. */
  next<T extends FromChild['t']>(t: T, timeoutMs: number): Promise<FromChild & { t: T }> {
    const match = (m: FromChild) => m.t === t;
    const i = this.queue.findIndex(match);
    if (i >= 0) return Promise.resolve(this.queue.splice(i, 1)[0] as FromChild & { t: T });
    if (this.failure !== null) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${this.name}: no '${t}' after ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m as FromChild & { t: T });
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
    });
  }

  private receive(m: FromChild): void {
    if (m.t === 'progress') return this.onProgress(m);
    if (m.t === 'failed') return this.fail(new Error(`${this.name} failed: ${m.message}`));
    const w = this.waiters.find((x) => x.match(m));
    if (w === undefined) {
      this.queue.push(m);
      return;
    }
    this.waiters = this.waiters.filter((x) => x !== w);
    w.resolve(m);
  }

  private fail(e: Error): void {
    this.failure ??= e;
    for (const w of this.waiters) w.reject(this.failure);
    this.waiters = [];
  }
}

/** Every child the orchestrator started; `stopAll` ends them (SIGTERM, then SIGKILL), whatever happened. */
export class Children {
  private readonly all = new Set<Child>();

  /**
   * Starts `node ARGS` through `sh -c` to raise the soft limit on open files first (a process cannot raise its own),
   * optionally niced and pinned with taskset; every step execs, so the pid stays and /proc/PID is node's. Each child
   * is a session of its own (scheduling.ts), so Ctrl-C reaches only this process, which stops them all; a child whose
   * parent vanished sees its IPC channel close and exits. stdin closed, stdout read line by line, stderr shared.
   */
  spawn(spec: ChildSpec): Child {
    const pin = [
      ...(spec.nice === 0 ? [] : ['nice', '-n', String(spec.nice)]),
      ...(spec.cpus === null ? [] : ['taskset', '-c', spec.cpus]),
    ];
    const script = 'ulimit -S -n "$1" || exit 111; shift; exec "$@"';
    const cp = spawn('sh', ['-c', script, 'sh', String(spec.fileLimit), ...pin, process.execPath, ...spec.nodeArgs], {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      env: spec.env ?? process.env,
      detached: true,
    });
    if (spec.nice !== 0 && cp.pid !== undefined && autogroupEnabled() && !setAutogroupNice(cp.pid, spec.nice)) {
      process.stderr.write(`bench:server: could not set the autogroup nice level of ${spec.name} to ${spec.nice}\n`);
    }
    const child = new Child(spec.name, cp);
    this.all.add(child);
    void child.exited.then(() => this.all.delete(child));
    const onLine = spec.onStdout ?? ((line: string) => void process.stderr.write(`${spec.name}: ${line}\n`));
    createInterface({ input: cp.stdout as NodeJS.ReadableStream }).on('line', onLine);
    return child;
  }

  /** Asks a child to end (SIGTERM) and waits; SIGKILL after `graceMs`. */
  async stop(child: Child, graceMs = 5000): Promise<void> {
    if (!child.running) return;
    child.process.kill('SIGTERM');
    const timer = setTimeout(() => child.process.kill('SIGKILL'), graceMs);
    await child.exited;
    clearTimeout(timer);
  }

  async stopAll(graceMs = 5000): Promise<void> {
    await Promise.all([...this.all].map((c) => this.stop(c, graceMs)));
  }
}
