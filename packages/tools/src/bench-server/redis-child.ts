import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, sleep } from './wait.ts';

// A private redis-server for a run of several server processes: its own free port and temp dir, no persistence.

export const REDIS_SERVER_BIN = process.env['REDIS_SERVER_BIN'] ?? '/usr/bin/redis-server';

/** A running private Redis. */
export interface RedisChild {
  /** redis://127.0.0.1:PORT */
  readonly url: string;
  readonly pid: number;
  /** SIGTERM (SIGKILL after 2 s), then its directory removed; safe to call twice. */
  stop(): Promise<void>;
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

/** Starts redis-server on a free loopback port and waits (up to 10 s) until it answers PING. */
export async function startRedis(): Promise<RedisChild> {
  const dir = mkdtempSync(join(tmpdir(), 'birzha-redis-'));
  const port = await freePort();
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
  const stop = async () => {
    if (!exited) {
      cp.kill('SIGTERM');
      const timer = setTimeout(() => cp.kill('SIGKILL'), 2000);
      await exit;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline && !exited) {
    if (await pings(port)) return { url: `redis://127.0.0.1:${port}`, pid: cp.pid as number, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`redis-server (${REDIS_SERVER_BIN}) did not answer on port ${port} within 10 s`);
}
