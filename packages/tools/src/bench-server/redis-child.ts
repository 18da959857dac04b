import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, sleep } from './wait.ts';

// A private redis-server for a run of several server processes: its own free port and temp dir, no persistence.
// The soak's `--redis-restarts-every` crashes it and starts it again on the same port, empty, as a real in-memory
// Redis comes back from a crash.

export const REDIS_SERVER_BIN = process.env['REDIS_SERVER_BIN'] ?? '/usr/bin/redis-server';

const START_TIMEOUT_MS = 10_000;

/** A running private Redis. */
export interface RedisChild {
  /** redis://127.0.0.1:PORT */
  readonly url: string;
  /** The current redis-server's pid (a restart makes a new one). */
  readonly pid: number;
  /** SIGTERM (SIGKILL after 2 s), then its directory removed; safe to call twice. */
  stop(): Promise<void>;
  /**
   * SIGKILL (a crash: connected clients see their connections drop), `downMs` with nothing listening, then a fresh,
   * empty server on the same port. Resolves when it answers PING; the time from the kill to then, in ms.
   */
  restart(downMs: number): Promise<number>;
}

/** Whether a Redis answers PING on `port` now. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

/** One redis-server process. */
interface Instance {
  readonly cp: ChildProcess;
  readonly exit: Promise<void>;
  readonly exited: boolean;
}

function spawnOn(port: number, dir: string): Instance {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
  const cp = spawn(REDIS_SERVER_BIN, args, { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  let exited = cp.exitCode !== null;
  const exit = new Promise<void>((resolve) =>
    cp.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  cp.once('error', () => undefined);
  return {
    cp,
    exit,
    get exited() {
      return exited;
    },
  };
}

async function kill(instance: Instance, signal: NodeJS.Signals): Promise<void> {
  if (instance.exited) return;
  instance.cp.kill(signal);
  const timer = setTimeout(() => instance.cp.kill('SIGKILL'), 2000);
  await instance.exit;
  clearTimeout(timer);
}

/** Waits (up to 10 s) until `instance` answers PING on `port`; false if it exited or never answered. */
async function answers(instance: Instance, port: number): Promise<boolean> {
  const deadline = performance.now() + START_TIMEOUT_MS;
  while (performance.now() < deadline && !instance.exited) {
    if (await pings(port)) return true;
    await sleep(50);
  }
  return false;
}

/** Starts redis-server on a free loopback port and waits (up to 10 s) until it answers PING. */
export async function startRedis(): Promise<RedisChild> {
  const dir = mkdtempSync(join(tmpdir(), 'birzha-redis-'));
  const port = await freePort();
  let current = spawnOn(port, dir);
  let stopped = false;
  const stop = async () => {
    stopped = true;
    await kill(current, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  const restart = async (downMs: number): Promise<number> => {
    if (stopped) throw new Error('redis-server: restart after stop');
    const killedAt = performance.now();
    await kill(current, 'SIGKILL');
    await sleep(downMs);
    // The port may be held for a moment (a client's connection in TIME_WAIT does not stop a listener; another
    // process's outgoing connection given this port would): a few tries.
    for (let attempt = 1; ; attempt++) {
      current = spawnOn(port, dir);
      if (await answers(current, port)) return Math.round(performance.now() - killedAt);
      await kill(current, 'SIGKILL');
      if (attempt >= 20) throw new Error(`redis-server did not come back on port ${port}`);
      await sleep(250);
    }
  };
  if (await answers(current, port))
    return {
      url: `redis://127.0.0.1:${port}`,
      get pid() {
        return current.cp.pid as number;
      },
      stop,
      restart,
    };
  await stop();
  throw new Error(`redis-server (${REDIS_SERVER_BIN}) did not answer on port ${port} within 10 s`);
}
