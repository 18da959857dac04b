import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, sleep } from '@birzha/test-support';

const root = new URL('../../..', import.meta.url).pathname;

describe('npm start / birzha serve', () => {
  it('serves /healthz on $PORT with SQLite under $BIRZHA_DATA_DIR, and stops on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'birzha-serve-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/cli/src/main.ts', 'serve'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), BIRZHA_DATA_DIR: dir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    try {
      let health: Response | undefined;
      for (let i = 0; i < 100 && health === undefined; i++) {
        health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
        if (health === undefined) await sleep(200);
      }
      expect(health?.status, out).toBe(200);
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
