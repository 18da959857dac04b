import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { BUILT_BIRZHA } from '../repo-root.ts';
import { restartDelay } from './restart-delay.ts';

/** One server process to keep running. */
export interface ProcessSpec {
  /** p1, p2, ...: its BIRZHA_PROCESS_ID and the prefix of its log lines. */
  readonly id: string;
  readonly port: number;
  /** Its whole environment. */
  readonly env: NodeJS.ProcessEnv;
}

/** The running set of server processes. */
export interface Supervisor {
  /** Pids of the processes running now. */
  pids(): number[];
  /** SIGTERM to every process (no more restarts), SIGKILL to those still running after `graceMs`; resolves when all ended. */
  stop(graceMs: number): Promise<void>;
}

export interface SupervisorOptions {
  readonly repoRoot: string;
  /** Where lines go (the processes' own, prefixed, and the supervisor's). */
  readonly print: (line: string) => void;
}

interface Slot {
  readonly spec: ProcessSpec;
  child: ChildProcess | null;
  exited: Promise<void>;
  delayMs: number;
  restartTimer: NodeJS.Timeout | null;
}

/** `node dist/node/birzha.mjs serve`: the build, as `npm start` runs the server. */
function startServer(spec: ProcessSpec, options: SupervisorOptions): ChildProcess {
  // Its own process group: Ctrl-C in the terminal reaches the supervisor only, which stops the processes in order.
  const child = spawn(process.execPath, ['--enable-source-maps', BUILT_BIRZHA, 'serve'], {
    cwd: options.repoRoot,
    env: spec.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (stream !== null) createInterface({ input: stream }).on('line', (line) => options.print(`${spec.id} | ${line}`));
  }
  return child;
}

/** Starts the processes and restarts any that dies (with backoff) until `stop`. */
export function superviseServers(specs: readonly ProcessSpec[], options: SupervisorOptions): Supervisor {
  let stopping = false;
  const slots: Slot[] = specs.map((spec) => ({
    spec,
    child: null,
    exited: Promise.resolve(),
    delayMs: 0,
    restartTimer: null,
  }));

  const launch = (slot: Slot): void => {
    slot.restartTimer = null;
    const startedAt = Date.now();
    const child = startServer(slot.spec, options);
    slot.child = child;
    options.print(`cluster: ${slot.spec.id} started (pid ${String(child.pid)}, port ${slot.spec.port})`);
    slot.exited = new Promise((resolve) => {
      child.once('error', (e) => options.print(`cluster: ${slot.spec.id} could not start: ${e.message}`));
      child.once('close', (code, signal) => {
        slot.child = null;
        resolve();
        if (stopping) return;
        slot.delayMs = restartDelay(slot.delayMs, Date.now() - startedAt);
        options.print(
          `cluster: ${slot.spec.id} exited (${signal ?? `code ${String(code)}`}); restarting in ${slot.delayMs / 1000} s`,
        );
        slot.restartTimer = setTimeout(() => launch(slot), slot.delayMs);
      });
    });
  };

  for (const slot of slots) launch(slot);

  // Should this process end without stop() (an uncaught error), the servers must not outlive it holding their ports.
  const killAll = () => {
    for (const slot of slots) slot.child?.kill('SIGKILL');
  };
  process.once('exit', killAll);

  return {
    pids: () => slots.flatMap((s) => (s.child?.pid === undefined ? [] : [s.child.pid])),
    async stop(graceMs) {
      stopping = true;
      for (const slot of slots) {
        if (slot.restartTimer !== null) clearTimeout(slot.restartTimer);
        slot.child?.kill('SIGTERM');
      }
      const timer = setTimeout(() => {
        for (const slot of slots) {
          if (slot.child === null) continue;
          options.print(`cluster: ${slot.spec.id} still running after ${graceMs / 1000} s: SIGKILL`);
          slot.child.kill('SIGKILL');
        }
      }, graceMs);
      await Promise.all(slots.map((s) => s.exited));
      clearTimeout(timer);
      process.off('exit', killAll);
    },
  };
}
