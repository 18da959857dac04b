// What the Docker image holds, started as it starts (Dockerfile): dist/ and the packages scripts/runtime-modules.mjs
// copies, in a folder outside the repository, so that nothing resolves through the repository's node_modules. A
// package the build neither bundles nor copies fails here, not in production (bug: the confusables data of the user
// names' keys was read from node_modules at run time, and the image has no such package).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from '@birzha/test-support';
import { expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

it('serves, makes a guest and registers an account from dist/ and the runtime modules alone', async () => {
  expect(existsSync(join(REPO_ROOT, 'dist/node/birzha.mjs')), 'the build (globalSetup)').toBe(true);
  const app = mkdtempSync(join(tmpdir(), 'birzha-image-'));
  const data = mkdtempSync(join(tmpdir(), 'birzha-image-data-'));
  execFileSync(process.execPath, ['scripts/runtime-modules.mjs', app], { cwd: REPO_ROOT, stdio: 'ignore' });
  cpSync(join(REPO_ROOT, 'dist'), join(app, 'dist'), { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/node/birzha.mjs', 'serve'], {
    cwd: app,
    env: {
      PATH: process.env['PATH'],
      PORT: String(port),
      BIRZHA_DATA_DIR: data,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += String(d)));
  child.stderr.on('data', (d) => (out += String(d)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      'the server to answer /healthz',
      async () => (await fetch(`${url}/healthz`).catch(() => null))?.ok === true || child.exitCode !== null,
      { timeoutMs: 60_000, everyMs: 200 },
    );
    expect(child.exitCode, out).toBeNull();
    const guest = await fetch(`${url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(guest.status, out).toBe(200);
    const { token } = (await guest.json()) as { token: string };
    // A user name goes through its key (the confusables data), a password through argon2 (a native addon).
    const registered = await fetch(`${url}/api/account/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ username: 'Image_Ann', password: 'correct horse battery' }),
    });
    expect(registered.status, `${await registered.clone().text()}\n${out}`).toBe(201);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    rmSync(app, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  }
}, 120_000);
