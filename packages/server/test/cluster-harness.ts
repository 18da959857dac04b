// Several real server processes sharing one PostgreSQL schema and one Redis, for the tests of running Birzha as a
// cluster (issue 14): each process is `node --import tsx packages/server/src/main.ts` on its own port, can be killed
// with any signal and restarted on the same port with the same environment, and keeps its log lines so that a failed
// test can print them. Everything it starts is stopped by `stop()` (and killed if the test runner exits first).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, it, onTestFailed } from 'vitest';

const root = new URL('../../..', import.meta.url).pathname;
const serverMain = join(root, 'packages/server/src/main.ts');

export const REDIS_SERVER = '/usr/bin/redis-server';
const STARTUP_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;
/** Log lines kept per process (all runs), the newest. */
const KEPT_LINES = 400;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Why the cluster suites cannot run here (no PostgreSQL given, no redis-server), or null when they can. */
export function clusterSkipReason(): string | null {
  const url = process.env['TEST_DATABASE_URL'];
  if (url === undefined || url === '')
    return 'TEST_DATABASE_URL is not set (a PostgreSQL URL, e.g. postgres://birzha:birzha@127.0.0.1:5432/birzha)';
  if (!existsSync(REDIS_SERVER)) return `${REDIS_SERVER} is missing (Debian package redis-server)`;
  return null;
}

/**
 * `describe` when the cluster can run here, else a skipped suite whose name says why (so a run without PostgreSQL or
 * Redis shows the reason instead of passing silently).
 */
export function describeCluster(name: string, suite: () => void): void {
  const reason = clusterSkipReason();
  if (reason === null) {
    describe(name, suite);
    return;
  }
  describe.skip(`${name}: skipped, ${reason}`, () => {
    it('runs on PostgreSQL and Redis', () => {});
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '0.0.0.0', () => s.close(() => resolve(true)));
  });
}

const taken = new Set<number>();

/**
 * A free port below the kernel's ephemeral range, not handed out before by this harness: a restarted process (or
 * Redis) gets its port back, and a port in the ephemeral range could meanwhile go to an outgoing connection.
 */
export async function freePort(): Promise<number> {
  let low = 32768;
  try {
    low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || low;
  } catch {
    // Not Linux: keep the usual default.
  }
  for (let i = 0; i < 100 && low > 11000; i++) {
    const port = 10000 + Math.floor(Math.random() * (low - 10000));
    if (taken.has(port)) continue;
    if (await portIsFree(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port found below the ephemeral range (${low})`);
}

/** Output lines of a child process, tagged with the run, the newest `KEPT_LINES`; error lines apart. */
class LogBook {
  readonly lines: string[] = [];
  /** Error-level pino lines (level >= 50) and anything on stderr, from every run. */
  readonly errors: string[] = [];

  collector(tag: string, stderr: boolean): (data: Buffer) => void {
    let partial = '';
    return (data) => {
      const parts = (partial + String(data)).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        if (line.trim() === '') continue;
        const tagged = `[${tag}] ${line}`;
        this.lines.push(tagged);
        if (this.lines.length > KEPT_LINES) this.lines.shift();
        if (stderr || /"level":(5|6)\d/.test(line)) this.errors.push(tagged);
      }
    };
  }
}

/** A child process that can be started again with the same command, and waited for. */
class Child {
  private child: ChildProcess | null = null;
  private exitedPromise: Promise<void> = Promise.resolve();
  runs = 0;
  readonly log = new LogBook();

  constructor(
    readonly name: string,
    private readonly command: string,
    private readonly args: readonly string[],
    private readonly env: NodeJS.ProcessEnv,
    private readonly cwd: string,
  ) {}

  get alive(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** How the last run ended, for messages. */
  get exitText(): string {
    const c = this.child;
    return c === null ? 'not started' : `code ${c.exitCode}, signal ${c.signalCode}`;
  }

  spawn(): void {
    if (this.alive) throw new Error(`${this.name} is already running`);
    const run = ++this.runs;
    const child = spawn(this.command, this.args, { cwd: this.cwd, env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    this.exitedPromise = new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
    child.once('error', (e) => this.log.collector(`${this.name} run ${run} spawn`, true)(Buffer.from(`${e}\n`)));
    child.stdout?.on('data', this.log.collector(`${this.name} run ${run}`, false));
    child.stderr?.on('data', this.log.collector(`${this.name} run ${run} err`, true));
  }

  /** Sends `signal` (synchronously) if the process runs. */
  signal(signal: NodeJS.Signals): void {
    if (this.alive) this.child?.kill(signal);
  }

  exited(): Promise<void> {
    return this.exitedPromise;
  }

  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
  async stop(graceMs = STOP_TIMEOUT_MS): Promise<void> {
    if (!this.alive) return;
    this.signal('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.signal('SIGKILL');
        resolve();
      }, graceMs);
    });
    await Promise.race([this.exitedPromise, late]);
    clearTimeout(timer);
    await this.exitedPromise;
  }

  tail(n = 60): string {
    const lines = this.log.lines.slice(-n);
    return `--- ${this.name}: last ${lines.length} lines ---\n${lines.join('\n')}`;
  }
}

/** Every child any cluster started, killed if the test runner exits without stopping them (no orphans). */
const everyChild = new Set<Child>();
process.once('exit', () => {
  for (const c of everyChild) c.signal('SIGKILL');
});

/** A private Redis on a free port, no persistence; the shape of test/redis-server.ts. */
export interface TestRedis {
  readonly url: string;
  readonly port: number;
  /** Stops the server (it can be restarted on the same port). */
  stop(): Promise<void>;
  /** Starts it again on the same port (stopping it first if it runs); resolves once it accepts connections. */
  restart(): Promise<void>;
}

/** Waits until something accepts TCP connections on 127.0.0.1:port. */
async function waitListening(port: number, child: Child, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (!child.alive) throw new Error(`${child.name} exited during startup (${child.exitText})\n${child.tail()}`);
    if (!(await portIsFree(port))) return;
    if (Date.now() > until) throw new Error(`${child.name} not listening after ${timeoutMs} ms\n${child.tail()}`);
    await sleep(30);
  }
}

/** Starts `/usr/bin/redis-server` on a free port in a temp dir. */
export async function startTestRedis(): Promise<TestRedis & { readonly child: Child; readonly dir: string }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'birzha-redis-'));
  const child = new Child(
    'redis',
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    process.env,
    dir,
  );
  everyChild.add(child);
  const start = async () => {
    child.spawn();
    await waitListening(port, child, 10_000);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    child,
    dir,
    stop: () => child.stop(),
    async restart() {
      await child.stop();
      await start();
    },
  };
}

export interface ClusterOptions {
  /** Server processes (default 3). */
  readonly processes?: number;
  /** Extra environment for every process (e.g. BOT_STALL_MS, BUS_HEARTBEAT_MS); overrides the harness's own. */
  readonly env?: Readonly<Record<string, string>>;
  /** LOG_LEVEL of the processes (default 'warn'; 'info' logs every request). */
  readonly logLevel?: string;
  /** Without Redis (each process on its in-process bus): only to check the harness itself. */
  readonly redis?: boolean;
}

/** One server process of a cluster. */
export interface ClusterNode {
  readonly index: number;
  readonly port: number;
  /** http://127.0.0.1:port (for harness.ts's api() and guest()). */
  readonly url: string;
  /** ws://127.0.0.1:port/ws (for harness.ts's TestClient). */
  readonly wsUrl: string;
  /** Its BIRZHA_PROCESS_ID. */
  readonly processId: string;
  readonly alive: boolean;
  readonly pid: number | undefined;
  /** How many times it was started. */
  readonly runs: number;
  /** Error-level log lines and stderr, every run. */
  readonly errors: readonly string[];
}

export interface Cluster {
  readonly nodes: readonly ClusterNode[];
  /** The node at `i` (throws when there is none). */
  node(i: number): ClusterNode;
  readonly redis: TestRedis | null;
  /** The DATABASE_URL every process uses (its search_path set to `schema`). */
  readonly databaseUrl: string;
  readonly schema: string;
  /** The BIRZHA_SECRET every process shares (a token made by one works on all). */
  readonly secret: string;
  /** Sends `signal` to process i (default SIGKILL) and waits until it has exited. */
  kill(i: number, signal?: NodeJS.Signals): Promise<void>;
  /** Starts process i again (killing it first if it runs) on the same port with the same environment; waits healthy. */
  restart(i: number): Promise<void>;
  /** Waits until process i answers /healthz with 200 (throws with its log if it exits or the wait runs out). */
  waitHealthy(i: number, timeoutMs?: number): Promise<{ ok: boolean; connections: number; process?: string }>;
  /** The log of process i (or of every process and Redis), newest lines. */
  logs(i?: number, lines?: number): string;
  /** Error-level lines and stderr of every process, tagged. */
  errors(): string[];
  /** Prints every log when the current test fails (call inside the test). */
  printLogsOnFailure(): void;
  /** Stops every process and Redis, drops the schema and removes the temp dirs. */
  stop(): Promise<void>;
}

/** Runs `f` with a connection to `url`. */
async function withPg<T>(url: string, f: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await f(c);
  } finally {
    await c.end();
  }
}

/** `url` with its search_path set to `schema` (libpq's `options` parameter, which pg passes at connection start). */
export function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  // URLSearchParams writes spaces as '+', which pg's parser does not turn back into spaces.
  return u.toString().replace(/\+/g, '%20');
}

let clusters = 0;

/**
 * Starts `processes` server processes on PostgreSQL (a fresh schema of TEST_DATABASE_URL) and one Redis, each on
 * its own free port, and waits until all are healthy. Call `stop()` in a `finally` or afterAll.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const reason = clusterSkipReason();
  if (reason !== null) throw new Error(`the cluster cannot run: ${reason}`);
  const baseUrl = process.env['TEST_DATABASE_URL']!;
  const count = options.processes ?? 3;
  const schema = `birzha_cluster_${process.pid}_${Date.now().toString(36)}_${clusters++}`;
  await withPg(baseUrl, (c) => c.query(`create schema ${schema}`));
  const databaseUrl = withSearchPath(baseUrl, schema);
  const secret = `cluster-secret-${schema}`;
  const dirs: string[] = [];
  const children: Child[] = [];
  let redis: (TestRedis & { child: Child; dir: string }) | null = null;
  const ports: number[] = [];
  const stopAll = async () => {
    await Promise.all(children.map((c) => c.stop()));
    if (redis !== null) await redis.child.stop();
    for (const c of children) everyChild.delete(c);
    if (redis !== null) {
      everyChild.delete(redis.child);
      dirs.push(redis.dir);
    }
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    await withPg(baseUrl, (c) => c.query(`drop schema if exists ${schema} cascade`));
  };
  try {
    if (options.redis !== false) redis = await startTestRedis();
    // The rest of the environment comes from the runner, without anything that would choose another store, bus or
    // identity than the cluster's.
    const {
      DATABASE_URL: _db,
      REDIS_URL: _redis,
      BIRZHA_SECRET: _secret,
      BIRZHA_PROCESS_ID: _id,
      PORT: _port,
      ...inherited
    } = process.env;
    for (let i = 0; i < count; i++) ports.push(await freePort());
    for (let i = 0; i < count; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), `birzha-cluster-p${i}-`));
      dirs.push(dataDir);
      const env: NodeJS.ProcessEnv = {
        ...inherited,
        PORT: String(ports[i]),
        DATABASE_URL: databaseUrl,
        ...(redis === null ? {} : { REDIS_URL: redis.url }),
        BIRZHA_PROCESS_ID: `p${i}`,
        BIRZHA_SECRET: secret,
        BIRZHA_DATA_DIR: dataDir,
        LOG_LEVEL: options.logLevel ?? 'warn',
        // Every test client comes from 127.0.0.1: lift the per-address limits (their own tests set them low).
        GUESTS_PER_IP_HOUR: '100000',
        TABLES_PER_IP_HOUR: '100000',
        OPEN_TABLES_PER_USER: '100000',
        WS_CONNECTIONS_PER_IP: '100000',
        ...options.env,
      };
      const child = new Child(`p${i}`, process.execPath, ['--import', 'tsx', serverMain], env, root);
      children.push(child);
      everyChild.add(child);
    }
  } catch (e) {
    await stopAll();
    throw e;
  }

  const childAt = (i: number): Child => {
    const c = children[i];
    if (c === undefined) throw new Error(`no process ${i} (the cluster has ${children.length})`);
    return c;
  };
  const nodes: ClusterNode[] = children.map((child, index) => {
    const port = ports[index]!;
    return {
      index,
      port,
      url: `http://127.0.0.1:${port}`,
      wsUrl: `ws://127.0.0.1:${port}/ws`,
      processId: `p${index}`,
      get alive() {
        return child.alive;
      },
      get pid() {
        return child.pid;
      },
      get runs() {
        return child.runs;
      },
      get errors() {
        return child.log.errors;
      },
    };
  });
  const nodeAt = (i: number): ClusterNode => {
    const n = nodes[i];
    if (n === undefined) throw new Error(`no process ${i} (the cluster has ${nodes.length})`);
    return n;
  };

  const waitHealthy = async (i: number, timeoutMs = STARTUP_TIMEOUT_MS) => {
    const child = childAt(i);
    const node = nodeAt(i);
    const until = Date.now() + timeoutMs;
    for (;;) {
      if (!child.alive) throw new Error(`process ${child.name} is not running (${child.exitText})\n${child.tail()}`);
      const health = await fetch(`${node.url}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
        async (r) =>
          r.status === 200 ? ((await r.json()) as { ok: boolean; connections: number; process?: string }) : null,
        () => null,
      );
      if (health !== null) return health;
      if (Date.now() > until)
        throw new Error(`process ${child.name} not healthy after ${timeoutMs} ms\n${child.tail()}`);
      await sleep(50);
    }
  };

  const logs = (i?: number, lines = 80): string => {
    if (i !== undefined) return childAt(i).tail(lines);
    return [...children, ...(redis === null ? [] : [redis.child])].map((c) => c.tail(lines)).join('\n');
  };

  let stopped = false;
  const cluster: Cluster = {
    nodes,
    node: nodeAt,
    redis,
    databaseUrl,
    schema,
    secret,
    async kill(i, signal = 'SIGKILL') {
      const child = childAt(i);
      child.signal(signal);
      await child.exited();
    },
    async restart(i) {
      const child = childAt(i);
      if (child.alive) {
        child.signal('SIGKILL');
        await child.exited();
      }
      child.spawn();
      await waitHealthy(i);
    },
    waitHealthy,
    logs,
    errors: () => children.flatMap((c) => c.log.errors),
    printLogsOnFailure() {
      onTestFailed(() => {
        console.log(`cluster logs (schema ${schema}):\n${logs(undefined, 120)}`);
      });
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await stopAll();
    },
  };
  try {
    for (const c of children) c.spawn();
    await Promise.all(children.map((_, i) => waitHealthy(i)));
  } catch (e) {
    await cluster.stop();
    throw e;
  }
  return cluster;
}
