import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { freePort, sleep } from '@birzha/test-support';
import { guest } from './harness.ts';

const root = new URL('../../..', import.meta.url).pathname;

// issue 28 (hostile-input probe): a session token given as `/ws?token=` was written in clear to the log at the
// default level. The real server process, every level on: no session token, invite code or link signature in its
// output, whichever way a request carried it.
describe('the server log', () => {
  it('never holds a session token, an invite code or a signature, from the query, Authorization or a cookie', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'birzha-log-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/cli/src/main.ts', 'serve'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), BIRZHA_DATA_DIR: dir, LOG_LEVEL: 'trace' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    const base = `http://127.0.0.1:${port}`;
    try {
      let up = false;
      for (let i = 0; i < 100 && !up; i++) {
        up = (await fetch(`${base}/healthz`).catch(() => undefined))?.status === 200;
        if (!up) await sleep(200);
      }
      expect(up, out).toBe(true);
      const { token } = await guest({ url: base });
      const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${encodeURIComponent(token)}`);
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      ws.close();
      const me = await fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      await fetch(`${base}/api/me`, { headers: { cookie: `birzha_session=${token}` } });
      await fetch(`${base}/api/tables/no-such-table?invite=INVITE-SECRET-1`);
      await fetch(`${base}/api/unsubscribe?u=someone&c=email&s=SIGNATURE-SECRET-2`);
      await sleep(300);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(out).toContain('/ws?token=[redacted]');
      expect(out).toContain('invite=[redacted]');
      for (const secret of [token, encodeURIComponent(token), 'INVITE-SECRET-1', 'SIGNATURE-SECRET-2'])
        expect(out.includes(secret), `${secret} in the log`).toBe(false);
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
