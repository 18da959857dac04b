import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, sleep } from '@birzha/test-support';
import { hasRedis, noRedisReason, startRedisServer } from './redis-server.ts';

const root = new URL('../../..', import.meta.url).pathname;

/** `birzha serve` from source on a free port with SQLite in a fresh dir and `env` added, once /healthz answers 200. */
async function serving(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'birzha-serve-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/cli/src/main.ts', 'serve'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), BIRZHA_DATA_DIR: dir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += String(d)));
  child.stderr.on('data', (d) => (out += String(d)));
  let health: Response | undefined;
  for (let i = 0; i < 100 && health?.status !== 200; i++) {
    health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
    if (health?.status !== 200) await sleep(200);
  }
  if (health?.status !== 200) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`birzha serve did not answer /healthz: ${out}`);
  }
  return { child, dir, port, out: () => out };
}

describe('npm start / birzha serve', () => {
  it('serves /healthz on $PORT with SQLite under $BIRZHA_DATA_DIR, and stops on SIGTERM', async () => {
    const { child, dir, port } = await serving({});
    try {
      const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      expect(metrics).toMatch(/^birzha_ws_connections 0$/m);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!hasRedis)('stops cleanly on SIGTERM while its Redis is down (a deploy during an outage)', async (ctx) => {
    if (!hasRedis) return ctx.skip(noRedisReason);
    const redis = await startRedisServer();
    try {
      const { child, dir, out } = await serving({ REDIS_URL: redis.url });
      try {
        await redis.stop();
        // Until the counters' client has seen the connection go (it then reconnects, and QUIT cannot be sent).
        for (let i = 0; i < 50 && !out().includes('redis (shared counters) unreachable'); i++) await sleep(100);
        const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
        child.kill('SIGTERM');
        expect(await exited, out()).toBe(0);
        expect(out()).not.toMatch(/"level":(50|60)|Error: /);
      } finally {
        child.kill('SIGKILL');
        rmSync(dir, { recursive: true, force: true });
      }
    } finally {
      await redis.stop();
    }
  });

  it('refuses a bad PORT with a clear message and exit code 2', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/cli/src/main.ts', 'serve'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => (err += String(d)));
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    expect(code).toBe(2);
    expect(err).toMatch(/PORT must be a port number, not eighty/);
  });
});
