// Starting a cluster: several `birzha serve` processes on one PostgreSQL schema and one Redis, each on its own
// port, and the handle a test drives them by (kill, restart, wait healthy, logs, stop).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stablePort, waitFor } from '@birzha/test-support';
import { afterAll, beforeAll, onTestFailed } from 'vitest';
import { startRedisServer, type RedisServer } from '../redis-server.ts';
import { Child, everyChild } from './child.ts';
import { withPg, withSearchPath } from './postgres.ts';
import { clusterSkipReason } from './skip.ts';

const root = new URL('../../../..', import.meta.url).pathname;
const birzha = join(root, 'dist/node/birzha.mjs');

/** Generous: three processes starting at once on a busy 2-core machine. */
const STARTUP_TIMEOUT_MS = 90_000;

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
  /** The Redis every process uses (stop() and restart() it to test an outage); null without one. */
  readonly redis: RedisServer | null;
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
  /**
   * Prints every log when the current test fails (call inside the test; a concurrent test passes its context's
   * onTestFailed).
   */
  printLogsOnFailure(onFailed?: typeof onTestFailed): void;
  /** Stops every process and Redis, drops the schema and removes the temp dirs. */
  stop(): Promise<void>;
}

let clusters = 0;

/**
 * Starts `processes` server processes on PostgreSQL (a fresh schema of TEST_DATABASE_URL) and one Redis, each on
 * its own free port, and waits until all are healthy. Call `stop()` in a `finally` or afterAll.
 */
/**
 * One cluster for every test of the enclosing describe: started before the first, stopped after the last. Returns
 * the cluster once started (throws if asked before).
 */
export function sharedCluster(options: ClusterOptions = {}): () => Cluster {
  let cluster: Cluster | undefined;
  beforeAll(async () => {
    cluster = await startCluster(options);
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
  });
  return () => {
    if (cluster === undefined) throw new Error('the cluster has not started');
    return cluster;
  };
}

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
  let redis: RedisServer | null = null;
  const ports: number[] = [];
  const stopAll = async () => {
    await Promise.all(children.map((c) => c.stop()));
    if (redis !== null) await redis.stop();
    for (const c of children) everyChild.delete(c);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    // CLUSTER_KEEP_SCHEMA=1 keeps the database for a look at what the processes stored (a failed run).
    if (process.env['CLUSTER_KEEP_SCHEMA'] === '1') console.log(`cluster: schema ${schema} kept (CLUSTER_KEEP_SCHEMA)`);
    else await withPg(baseUrl, (c) => c.query(`drop schema if exists ${schema} cascade`));
  };
  try {
    if (options.redis !== false) redis = await startRedisServer();
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
    for (let i = 0; i < count; i++) ports.push(await stablePort());
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
      const child = new Child(`p${i}`, process.execPath, ['--enable-source-maps', birzha, 'serve'], env, root);
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
    type Health = { ok: boolean; connections: number; process?: string };
    // null: the process is gone, no use waiting on.
    const health = await waitFor(
      `process ${child.name} to answer /healthz`,
      async (): Promise<Health | null | undefined> => {
        if (!child.alive) return null;
        return fetch(`${node.url}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
          async (r) => (r.status === 200 ? ((await r.json()) as Health) : undefined),
          () => undefined,
        );
      },
      { timeoutMs, everyMs: 50 },
    ).catch((e: unknown) => {
      throw new Error(`${String(e)} (${timeoutMs} ms)\n${child.tail()}`);
    });
    if (health === null) throw new Error(`process ${child.name} is not running (${child.exitText})\n${child.tail()}`);
    return health;
  };

  const logs = (i?: number, lines = 80): string => {
    if (i !== undefined) return childAt(i).tail(lines);
    return children.map((c) => c.tail(lines)).join('\n');
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
    printLogsOnFailure(onFailed = onTestFailed) {
      onFailed(() => {
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
