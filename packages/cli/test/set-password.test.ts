// `birzha set-password --user NAME` end to end: a real server (the CLI's `serve`) on SQLite, and on PostgreSQL when
// TEST_DATABASE_URL is set, an account registered and signed in on two devices, then the operator's command: the new
// password signs in, the old one does not, both devices are told their password was reset; refusals change nothing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort, sleep, waitFor } from '@birzha/test-support';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPasswordCommand } from '../src/commands/set-password.ts';
import { REPO_ROOT, tempDir } from './run-cli.ts';

const DATABASE = process.env['TEST_DATABASE_URL'] ?? '';
const GOOD = 'correct horse battery';

/** Runs the CLI in a child process with these settings and standard input. */
function birzha(args: readonly string[], env: NodeJS.ProcessEnv, input: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'packages/cli/src/main.ts', ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    input,
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  if (r.error !== undefined) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** `birzha serve` with these settings, once it answers /healthz; its base URL and how to stop it. */
async function serve(env: NodeJS.ProcessEnv): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  let out = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'packages/cli/src/main.ts', 'serve'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
    child.kill('SIGKILL');
  };
  try {
    await waitFor(
      'the server to answer /healthz',
      () =>
        fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      {
        timeoutMs: 30_000,
        everyMs: 200,
      },
    );
  } catch (e) {
    await stop();
    throw new Error(`the server did not start (${String(e)}):\n${out}`);
  }
  return { url, stop };
}

async function post(url: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { token?: string; error?: { code: string } } };
}

async function me(url: string, token: string): Promise<unknown> {
  return (await fetch(`${url}/api/me`, { headers: { authorization: `Bearer ${token}` } })).json();
}

/**
 * The story on one store, `env` naming it as the server and the command both read it; with `refusals`, the
 * refusals too (they do not depend on the store: once is enough, each CLI run costs seconds).
 */
function operatorStory(env: () => NodeJS.ProcessEnv, refusals: boolean) {
  let server: { url: string; stop(): Promise<void> };
  beforeAll(async () => {
    server = await serve(env());
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('sets the password from standard input; the account is signed out everywhere, told why', async () => {
    const { url } = server;
    const a = await post(url, '/api/account/register', { username: 'Vika', password: GOOD });
    expect(a.status).toBe(201);
    const b = await post(url, '/api/account/login', { username: 'Vika', password: GOOD });
    const r = birzha(['set-password', '--user', 'vika'], env(), 'chosen by the operator\n');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('The password of Vika is set. Every device signed in to the account was signed out.\n');
    for (const token of [a.body.token, b.body.token])
      expect(await me(url, token as string)).toEqual({
        error: { code: 'SESSION_ENDED', detail: { reason: 'passwordReset' } },
      });
    expect((await post(url, '/api/account/login', { username: 'Vika', password: GOOD })).status).toBe(401);
    const c = await post(url, '/api/account/login', { username: 'Vika', password: 'chosen by the operator' });
    expect(c.status).toBe(200);
  }, 60_000);

  it.runIf(refusals)(
    'refuses an unknown account and a weak password (exit 1), and no password (exit 2), changing nothing',
    async () => {
      const { url } = server;
      expect((await post(url, '/api/account/register', { username: 'Zhenya', password: GOOD })).status).toBe(201);
      // The command's own function, in this process (each run of the real CLI costs seconds).
      const run = async (user: string, typed: string) => {
        const said = { out: '', err: '' };
        const output = {
          out: (t: string) => void (said.out += t),
          err: (t: string) => void (said.err += t),
          progressStream: undefined,
        };
        const input = { isTTY: false, readAll: () => Promise.resolve(typed), askHidden: () => Promise.resolve(null) };
        return { code: await setPasswordCommand({ user }, output, input, { ...process.env, ...env() }), ...said };
      };
      const unknown = await run('nobody', 'a fine password\n');
      expect(unknown.code).toBe(1);
      expect(unknown.err).toMatch(/^birzha set-password: no account named nobody in /);
      expect(await run('Zhenya', 'short\n')).toEqual({
        code: 1,
        out: '',
        err: 'birzha set-password: the password is too weak: at least 8 characters, and not the user name\n',
      });
      expect(await run('Zhenya', '')).toEqual({
        code: 2,
        out: '',
        err: 'birzha set-password: no password on standard input\n',
      });
      expect(await run('  ', 'a fine password\n')).toMatchObject({ code: 2 });
      expect((await post(url, '/api/account/login', { username: 'Zhenya', password: GOOD })).status).toBe(200);
    },
    60_000,
  );
}

describe('birzha set-password on SQLite (BIRZHA_DATA_DIR)', () => {
  const dir = tempDir();
  afterAll(() => dir.remove());
  operatorStory(() => ({ BIRZHA_DATA_DIR: dir.path, DATABASE_URL: '' }), true);
});

describe.skipIf(DATABASE === '')('birzha set-password on PostgreSQL (DATABASE_URL)', () => {
  const schema = `birzha_cli_pw_${process.pid}_${Date.now().toString(36)}`;
  const withPg = async (sql: string) => {
    const c = new pg.Client({ connectionString: DATABASE });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  const url = new URL(DATABASE);
  url.searchParams.set('options', `-c search_path=${schema}`);
  beforeAll(async () => withPg(`create schema ${schema}`));
  afterAll(async () => withPg(`drop schema if exists ${schema} cascade`));
  operatorStory(() => ({ DATABASE_URL: url.toString() }), false);
});
