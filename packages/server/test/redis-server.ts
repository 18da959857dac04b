// A private redis-server for tests: its own free port on 127.0.0.1, its own temporary directory, no persistence
// (`--save '' --appendonly no`), so nothing survives a restart, as after a real crash of an in-memory Redis.
//
//   import { hasRedis, startRedisServer } from '../../test/redis-server.ts';
//   describe.skipIf(!hasRedis)('...', () => { ... });   // hasRedis is false when the binary is missing
//   const redis = await startRedisServer();              // redis.url is redis://127.0.0.1:<port>
//   await redis.restart();                               // killed, then started again on the SAME port
//   await redis.stop();                                  // always, in afterAll/afterEach
//
// The port stays the same across restarts so that clients holding `url` reconnect by themselves. It is picked below
// the kernel's ephemeral range (32768 and up on Linux), so that while the server is down no outgoing connection and
// no `listen(0)` elsewhere is handed that port; a restart that still finds it taken retries for a few seconds.
// `stop()` and `restart()` are safe to call in any order and more than once (they run one after the other):
// `restart()` after `stop()` starts it again, and a second `stop()` does nothing. A server still running when the
// test process exits is killed then.
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sleep, stablePort } from '@birzha/test-support';

/** The redis-server binary: REDIS_SERVER_BIN, else Debian's. */
export const redisServerBin = process.env['REDIS_SERVER_BIN'] ?? '/usr/bin/redis-server';

/** Whether redis-server can be run here; tests that need it skip otherwise (`describe.skipIf(!hasRedis)`). */
export const hasRedis = isExecutable(redisServerBin);

/** Why tests skip when `hasRedis` is false (for a skip message). */
export const noRedisReason = `redis-server not found at ${redisServerBin} (set REDIS_SERVER_BIN)`;

/** A running private Redis. */
export interface RedisServer {
  /** redis://127.0.0.1:<port> */
  readonly url: string;
  readonly port: number;
  /** Kills the server (SIGKILL if it has not exited 2 s after SIGTERM) and removes its directory; idempotent. */
  stop(): Promise<void>;
  /**
   * Stops the server if it runs, then starts a fresh one (empty: no persistence) on the same port, resolving once
   * it accepts connections. Connected clients see the connection drop, as on a Redis crash.
   */
  restart(): Promise<void>;
}

const START_TIMEOUT_MS = 10_000;
const RELAUNCH_ATTEMPTS = 25;
const STOP_GRACE_MS = 2_000;

/** Starts a private redis-server on a free port; rejects if it is missing or does not come up. */
export async function startRedisServer(): Promise<RedisServer> {
  if (!hasRedis) throw new Error(noRedisReason);
  // A free port can be taken by someone else between our probe and redis's bind: try a few.
  let lastError: unknown;
  for (let attempt = 0; attempt < 10; attempt++) {
    // Below the ephemeral range, and not handed out before by this process: restart() binds the same port again.
    const port = await stablePort();
    try {
      const first = await launch(port);
      return serverOn(port, first);
    } catch (error) {
      lastError = error;
    }
  }
  throw new Error(`could not start redis-server: ${String(lastError)}`, { cause: lastError });
}

/** One running redis-server process and its directory. */
interface Instance {
  readonly child: ChildProcess;
  readonly dir: string;
  readonly exited: Promise<void>;
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

function serverOn(port: number, first: Instance): RedisServer {
  let current: Instance | null = first;
  // Calls are serialized so that a restart racing a stop cannot leave two servers (or none) behind.
  let queue: Promise<void> = Promise.resolve();
  const serialized = (step: () => Promise<void>): Promise<void> => {
    const next = queue.then(step);
    queue = next.catch(() => undefined);
    return next;
  };
  const stopCurrent = async () => {
    const instance = current;
    current = null;
    if (instance !== null) await kill(instance);
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () => serialized(stopCurrent),
    restart: () =>
      serialized(async () => {
        await stopCurrent();
        current = await relaunch(port);
      }),
  };
}

/** `launch` on the same port again, waiting out someone else holding it for a moment. */
async function relaunch(port: number): Promise<Instance> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(port);
    } catch (error) {
      if (attempt >= RELAUNCH_ATTEMPTS || !String(error).includes('Address already in use')) throw error;
      await sleep(200);
    }
  }
}

/** Spawns redis-server on `port` and waits until it says it accepts connections. */
async function launch(port: number): Promise<Instance> {
  const dir = await mkdtemp(join(tmpdir(), 'birzha-redis-'));
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    'no',
    '--daemonize',
    'no',
    '--protected-mode',
    'yes',
    '--loglevel',
    'notice',
  ];
  const child = spawn(redisServerBin, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  installExitHook();
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      running.delete(child);
      resolve();
    });
  });
  const instance: Instance = { child, dir, exited };
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`redis-server on port ${port} not ready after ${START_TIMEOUT_MS} ms: ${output}`)),
        START_TIMEOUT_MS,
      );
      const onData = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-4000);
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`redis-server on port ${port} exited (${code ?? signal}) before ready: ${output}`));
      });
    });
  } catch (error) {
    await kill(instance);
    throw error;
  }
  // Keep draining its output so that a full pipe never blocks it.
  child.stdout?.resume();
  child.stderr?.resume();
  return instance;
}

/** SIGTERM, SIGKILL after a grace period, then the directory goes. */
async function kill(instance: Instance): Promise<void> {
  const { child } = instance;
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await instance.exited;
    clearTimeout(timer);
  }
  await rm(instance.dir, { recursive: true, force: true });
}

/** A test process that dies or forgets stop() must not leave redis-servers behind. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
