// `npm run cluster` end to end: the runner as a child process (the build's, made once per run by Vitest's
// globalSetup), three server processes on PostgreSQL (a fresh schema) and a private redis-server, requests and a
// WebSocket through its proxy, a backend killed, and a clean stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { portIsFree, stablePort, waitFor } from '@birzha/test-support';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

/** The repository root: the runner is run from there, as `npm run cluster` does. */
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const REDIS_SERVER = '/usr/bin/redis-server';
const PROCESSES = 3;
const DATABASE = process.env['TEST_DATABASE_URL'] ?? '';

function skipReason(): string | null {
  if (DATABASE === '') return 'TEST_DATABASE_URL is not set (a PostgreSQL URL; .ci/start-postgres.sh prints one)';
  if (!existsSync(REDIS_SERVER)) return `${REDIS_SERVER} is missing (Debian package redis-server)`;
  return null;
}

/**
 * `count` consecutive free ports below the kernel's ephemeral range (so no outgoing connection takes one meanwhile):
 * the runner puts its proxy on the first and the processes on the ones after it.
 */
async function freePorts(count: number): Promise<number> {
  const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32768;
  for (let i = 0; i < 100; i++) {
    const first = 10_000 + Math.floor(Math.random() * (low - 10_000 - count));
    const free = await Promise.all(Array.from({ length: count }, (_, k) => portIsFree(first + k)));
    if (free.every(Boolean)) return first;
  }
  throw new Error('no free ports');
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function healthz(port: number): Promise<{ ok: boolean; process?: string } | null> {
  const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(3000) });
  return res.ok ? ((await res.json()) as { ok: boolean; process?: string }) : null;
}

async function withPg(f: (c: pg.Client) => Promise<unknown>): Promise<void> {
  const c = new pg.Client({ connectionString: DATABASE });
  await c.connect();
  try {
    await f(c);
  } finally {
    await c.end();
  }
}

const reason = skipReason();
const suite = reason === null ? describe : describe.skip;

suite(`npm run cluster${reason === null ? '' : `: skipped, ${reason}`}`, () => {
  const schema = `birzha_cluster_${process.pid}_${Date.now().toString(36)}`;
  const dir = mkdtempSync(join(tmpdir(), 'birzha-cluster-'));
  const lines: string[] = [];
  /** Every server pid the runner reported starting, by process id. */
  const pids = new Map<string, number[]>();
  let redis: ChildProcess | null = null;
  let runner: ChildProcess | null = null;
  let proxyPort = 0;
  let firstBackendPort = 0;

  const output = () => lines.join('\n');
  /** A failed wait's error, with the runner's output so far. */
  const withOutput = (e: unknown): never => {
    throw new Error(`${String(e)}; the runner's output:\n${output()}`);
  };
  const proxied = (path: string, init?: RequestInit) =>
    fetch(`http://127.0.0.1:${proxyPort}${path}`, { ...init, signal: AbortSignal.timeout(5000) });

  /** Opens a WebSocket through the proxy and returns the type of the first frame (the server's `hello`). */
  const helloThrough = async (token: string): Promise<string> => {
    const socket = new WebSocket(`ws://127.0.0.1:${proxyPort}/ws?token=${encodeURIComponent(token)}`);
    try {
      const first = await new Promise<{ t: string }>((resolve, reject) => {
        socket.once('message', (data) => resolve(JSON.parse(String(data)) as { t: string }));
        socket.once('error', reject);
        socket.once('close', (code) => reject(new Error(`closed: ${code}`)));
      });
      return first.t;
    } finally {
      socket.terminate();
    }
  };

  beforeAll(async () => {
    await withPg((c) => c.query(`create schema ${schema}`));
    const redisPort = await stablePort();
    redis = spawn(
      REDIS_SERVER,
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        cwd: dir,
        stdio: 'ignore',
      },
    );
    await waitFor('redis-server to listen', async () => !(await portIsFree(redisPort)), {
      timeoutMs: 10_000,
      everyMs: 200,
    });

    proxyPort = await freePorts(PROCESSES + 1);
    firstBackendPort = proxyPort + 1;
    const url = new URL(DATABASE);
    url.searchParams.set('options', `-c search_path=${schema}`);
    runner = spawn(
      process.execPath,
      [
        '--enable-source-maps',
        'dist/node/cluster.mjs',
        ...['--processes', String(PROCESSES), '--port', String(proxyPort), '--host', '127.0.0.1'],
        ...['--first-backend-port', String(firstBackendPort)],
      ],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          DATABASE_URL: url.toString(),
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          BIRZHA_DATA_DIR: dir,
          // Request lines (with the client's address as the server saw it) are what the checks below read.
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    for (const stream of [runner.stdout, runner.stderr]) {
      if (stream === null) continue;
      createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        const started = /^cluster: (p\d+) started \(pid (\d+),/.exec(line);
        if (started !== null) pids.set(started[1] ?? '', [...(pids.get(started[1] ?? '') ?? []), Number(started[2])]);
      });
    }
    await waitFor(
      'the cluster to come up',
      async () => {
        const all = await Promise.all(
          Array.from({ length: PROCESSES }, (_, i) => healthz(firstBackendPort + i).catch(() => null)),
        );
        // The proxy's own view too: until its health check saw a process up, requests go to the others.
        const inPool = Array.from({ length: PROCESSES }, (_, i) => `cluster: p${i + 1} (port `).every((prefix) =>
          lines.some((l) => l.startsWith(prefix) && l.endsWith(' is up')),
        );
        return inPool && all.every((h) => h?.ok === true) && (await healthz(proxyPort).catch(() => null))?.ok === true;
      },
      { timeoutMs: 60_000, everyMs: 200 },
    ).catch(withOutput);
  }, 90_000);

  afterAll(async () => {
    if (runner !== null && runner.exitCode === null && runner.signalCode === null) runner.kill('SIGKILL');
    for (const pid of [...pids.values()].flat()) if (alive(pid)) process.kill(pid, 'SIGKILL');
    redis?.kill('SIGKILL');
    await withPg((c) => c.query(`drop schema if exists ${schema} cascade`)).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends requests to every process in turn', async () => {
    const seen: string[] = [];
    for (let i = 0; i < PROCESSES * 2; i++) {
      const res = await proxied('/healthz');
      expect(res.status).toBe(200);
      const body = (await res.json()) as { ok: boolean; process: string };
      // The bus id is the runner's BIRZHA_PROCESS_ID and a part new at each start.
      seen.push(body.process.split(':')[0] ?? '');
    }
    expect([...new Set(seen)].sort()).toEqual(['p1', 'p2', 'p3']);
  });

  it('passes the client address on in X-Forwarded-For (the processes trust the proxy only)', async () => {
    // Every client here is on 127.0.0.1, like the proxy; the address a client claims shows that the header arrives.
    const marker = `xff${Date.now().toString(36)}`;
    // A route logged at info (health checks are not).
    const res = await proxied(`/api/games?${marker}`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.status).toBe(200);
    await waitFor(
      'the request logged with the address 203.0.113.9',
      () => lines.some((l) => l.includes(marker) && l.includes('"203.0.113.9"')),
      { timeoutMs: 5000, everyMs: 200 },
    ).catch(withOutput);
  });

  it("upgrades a WebSocket through the proxy to the server's hello", async () => {
    const session = await proxied('/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(session.status).toBe(200);
    const { token } = (await session.json()) as { token: string };
    expect(await helloThrough(token)).toBe('hello');
  });

  it('keeps serving from the others when a process is killed, and restarts it', async () => {
    const victim = pids.get('p2')?.at(-1);
    expect(victim).toBeDefined();
    process.kill(victim ?? 0, 'SIGKILL');
    await waitFor(`pid ${victim} to exit`, () => !alive(victim ?? 0), { timeoutMs: 5000, everyMs: 200 });
    // A WebSocket right after: an upgrade that meets the dead process goes on to the next.
    const { token } = (await (
      await proxied('/api/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    ).json()) as { token: string };
    for (let i = 0; i < PROCESSES; i++) expect(await helloThrough(token)).toBe('hello');
    // Requests too: the one that meets the dead process goes on to the next.
    for (let i = 0; i < PROCESSES * 2; i++) {
      expect((await proxied('/healthz')).status).toBe(200);
      expect(
        (await proxied('/api/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }))
          .status,
      ).toBe(200);
    }
    await waitFor(
      'p2 restarted and healthy',
      async () =>
        (pids.get('p2')?.length ?? 0) >= 2 && (await healthz(firstBackendPort + 1).catch(() => null))?.ok === true,
      { timeoutMs: 45_000, everyMs: 200 },
    ).catch(withOutput);
  }, 60_000);

  it('stops every process on SIGTERM', async () => {
    const all = [...pids.values()].flat();
    const running = all.filter(alive);
    expect(running.length).toBe(PROCESSES);
    const exited = new Promise<number | null>((resolve) => runner?.once('exit', (code) => resolve(code)));
    runner?.kill('SIGTERM');
    expect(await exited, output()).toBe(0);
    // Each process ended on SIGTERM by itself, within the grace period.
    expect(lines.filter((l) => l.startsWith('cluster:') && l.includes('still running after'))).toEqual([]);
    for (const pid of all) expect(alive(pid), `pid ${pid} outlived the runner`).toBe(false);
    expect(await portIsFree(proxyPort)).toBe(true);
  }, 30_000);
});
