// Several real server processes sharing one PostgreSQL schema and one Redis, for the tests of running Birzha as a
// cluster (issue 14): each process is `node dist/node/birzha.mjs serve` (the build, as `npm start` runs it; Vitest's
// globalSetup builds it once per run) on its own port, can be killed with any signal and restarted on the same port
// with the same environment, and keeps its log lines so that a failed test can print them. Everything it starts is
// stopped by `stop()` (and killed if the test runner exits first).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRng, GAMES, parseRecord, replay, rngFromSeed, type AnyGame, type Rng } from '@birzha/engine';
import pg from 'pg';
import { describe, it, onTestFailed } from 'vitest';
import { WebSocket } from 'ws';
import { api, guest, ViewBook } from './harness.ts';
import { hasRedis, noRedisReason, startRedisServer, type RedisServer } from './redis-server.ts';
import { freePort } from './free-port.ts';

const root = new URL('../../..', import.meta.url).pathname;
const birzha = join(root, 'dist/node/birzha.mjs');

/** Generous: three processes starting at once on a busy 2-core machine. */
const STARTUP_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 5_000;
/** Log lines kept per process (all runs), the newest. */
const KEPT_LINES = 400;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Why the cluster suites cannot run here (no PostgreSQL given, no redis-server), or null when they can. */
export function clusterSkipReason(): string | null {
  const url = process.env['TEST_DATABASE_URL'];
  if (url === undefined || url === '')
    return 'TEST_DATABASE_URL is not set (a PostgreSQL URL, e.g. postgres://birzha:birzha@127.0.0.1:5432/birzha)';
  if (!hasRedis) return noRedisReason;
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

// ---------------------------------------------------------------------------------------------------------------
// People at a table spread over the processes

/** A frame from the server. */
type Msg = Record<string, unknown> & { t: string };

export interface Outcome {
  readonly ranking: number[][];
  readonly scores: number[];
}

/** A move this player sent and its answer. */
interface SentMove {
  readonly id: string;
  /** The version the player had seen (and sent with). */
  readonly from: number;
  readonly move: unknown;
  readonly at: number;
}

export interface PlayerOptions {
  /** Least time between two frames this player sends, ms (the server allows 20 a second per connection). */
  readonly paceMs?: number;
}

/**
 * One person's WebSocket at one table, on one process: a player (random moves from the `legal` of the last frame it
 * got, each sent with the version it saw) or a spectator. It checks as it goes that the versions it is shown follow
 * each other with no gap and no repeat (every update continues from the version it had, its patch applying to the
 * view it had: ViewBook), and reconnects by itself (subscribing with `since`) when its connection drops.
 */
export class ClusterPlayer {
  /**
   * Broken invariants (event handlers must not throw): an update that does not continue from the version this
   * client had, or whose patch does not apply, a version going back.
   */
  readonly problems: string[] = [];
  /**
   * Snapshots that moved this client past versions it was never sent an update for: its view is whole again, but
   * the events of those versions never reached it (a gap in what it was shown).
   */
  readonly skips: string[] = [];
  /** Every version this client was shown, in the order it was shown (a snapshot's and each update's). */
  readonly shown: number[] = [];
  readonly acked: (SentMove & { readonly version: number; readonly ackedAt: number })[] = [];
  readonly stats = { connects: 0, snapshots: 0, updates: 0, moves: 0, acks: 0, errors: {} as Record<string, number> };
  /** The last version shown (-1 before the first snapshot). */
  version = -1;
  status: 'open' | 'playing' | 'finished' | null = null;
  seat: number | null = null;
  outcome: Outcome | null = null;
  finalView: unknown = undefined;
  readonly finished: Promise<void>;

  private readonly book = new ViewBook();
  private ws: WebSocket | null = null;
  private legal: unknown[] | null = null;
  private inflight: SentMove | null = null;
  /** Acting only from this version on (after an ack or a refusal, the old `legal` is spent). */
  private actFrom = 0;
  private lastSend = 0;
  private timer: NodeJS.Timeout | null = null;
  private counter = 0;
  private stopped = false;
  private resolveFinished: () => void = () => {};
  private readonly paceMs: number;

  constructor(
    readonly name: string,
    readonly token: string,
    readonly tableId: string,
    /** The process it connects to (asked again at every reconnect, so a test may move it). */
    public wsUrl: () => string,
    /** Plays its seat when true; a spectator otherwise. */
    readonly plays: boolean,
    private readonly rng: Rng,
    options: PlayerOptions = {},
  ) {
    this.paceMs = options.paceMs ?? 60;
    this.finished = new Promise((resolve) => (this.resolveFinished = resolve));
  }

  get connected(): boolean {
    return this.ws !== null && this.ws.readyState === WebSocket.OPEN;
  }

  /** The view this client has at its last version. */
  get view(): unknown {
    return this.book.at(this.version);
  }

  /** Connects and subscribes; resolves with the first snapshot. Reconnects by itself until stopped or finished. */
  start(): Promise<void> {
    void this.loop();
    return new Promise((resolve) => {
      const check = setInterval(() => {
        if (this.version >= 0 || this.stopped) {
          clearInterval(check);
          resolve();
        }
      }, 20);
    });
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.ws?.terminate();
    this.resolveFinished();
  }

  /** Pending state, for failure messages. */
  describe(): string {
    const inflight = this.inflight === null ? '' : `, move in flight from ${this.inflight.from}`;
    return (
      `${this.name}${this.seat === null ? ' (spectator)' : ` (seat ${this.seat})`} at ${this.wsUrl()}: ` +
      `version ${this.version}, ${this.status}, ${this.connected ? 'connected' : 'disconnected'}, ` +
      `legal ${this.legal === null ? 'none' : this.legal.length}${inflight}, stats ${JSON.stringify(this.stats)}`
    );
  }

  private async loop(): Promise<void> {
    while (!this.stopped && this.outcome === null) {
      await this.connectOnce();
      if (this.stopped || this.outcome !== null) return;
      await sleep(100 + this.rng.int(200));
    }
  }

  private connectOnce(): Promise<void> {
    return new Promise((resolve) => {
      const ws = new WebSocket(`${this.wsUrl()}?token=${encodeURIComponent(this.token)}`, { handshakeTimeout: 3000 });
      ws.on('error', () => undefined); // 'close' follows
      ws.on('close', () => {
        if (this.ws === ws) this.ws = null;
        if (this.inflight !== null) {
          // No answer will come; the versions after the resubscribe say whether it was stored.
          this.actFrom = this.inflight.from;
          this.inflight = null;
        }
        resolve();
      });
      ws.on('message', (data) => {
        let m: Msg;
        try {
          m = JSON.parse(String(data)) as Msg;
        } catch {
          this.problems.push(`${this.name}: a frame that is not JSON: ${String(data).slice(0, 200)}`);
          return;
        }
        this.onMessage(ws, m);
      });
    });
  }

  private onMessage(ws: WebSocket, m: Msg): void {
    if (this.stopped) return;
    if (m.t === 'hello') {
      this.ws = ws;
      this.stats.connects++;
      const since = this.version >= 0 ? { since: this.version } : {};
      // A scripted player picks from its legal moves: it asks for them (not every game sends them).
      const id = `sub-${this.name}-${this.stats.connects}`;
      this.send({ t: 'subscribe', id, table: this.tableId, legal: true, ...since });
    } else if (m.t === 'snapshot') this.onSnapshot(m);
    else if (m.t === 'update') this.onUpdate(m);
    else if (m.t === 'ack') this.onAck(m);
    else if (m.t === 'error') this.onError(m);
  }

  private onSnapshot(m: Msg): void {
    const table = m['table'] as { id: string; status: 'open' | 'playing' | 'finished'; outcome: Outcome | null };
    if (table.id !== this.tableId) return;
    const version = m['version'] as number;
    this.stats.snapshots++;
    // A snapshot sets the whole picture: at the version this client has (the start, a resubscribe with nothing
    // new), or a later one only when the client had none yet; a later one would skip the versions between.
    if (this.version >= 0 && version > this.version)
      this.skips.push(
        `${this.name}: a snapshot at version ${version} while at ${this.version} (${this.status}): no update for ${this.version}..${version}`,
      );
    if (version < this.version)
      this.problems.push(`${this.name}: a snapshot at version ${version} went back from ${this.version}`);
    this.book.follow(m);
    this.seen(version, table.status, m['seat'] as number | null, m['legal'] as unknown[] | null, table.outcome);
  }

  private onUpdate(m: Msg): void {
    if (m['table'] !== this.tableId) return;
    const from = m['from'] as number;
    const version = m['version'] as number;
    this.stats.updates++;
    if (from !== this.version || version <= from) {
      this.problems.push(
        `${this.name}: an update from ${from} to ${version} while at version ${this.version} (${version <= this.version ? 'a repeat' : 'a gap'})`,
      );
      if (version <= this.version) return;
    }
    try {
      this.book.follow(m);
    } catch (e) {
      this.problems.push(`${this.name}: the update from ${from} to ${version} does not apply: ${String(e)}`);
    }
    this.seen(
      version,
      m['status'] as 'open' | 'playing' | 'finished',
      this.seat,
      m['legal'] as unknown[] | null,
      m['outcome'] as Outcome | null,
    );
  }

  private seen(
    version: number,
    status: 'open' | 'playing' | 'finished',
    seat: number | null,
    legal: unknown[] | null,
    outcome: Outcome | null,
  ): void {
    this.shown.push(version);
    this.version = version;
    this.status = status;
    this.seat = seat;
    this.legal = legal;
    if (status === 'finished') {
      this.outcome = outcome;
      this.finalView = this.book.at(version);
      this.stop();
      return;
    }
    this.schedule();
  }

  private onAck(m: Msg): void {
    const sent = this.inflight;
    if (sent === null || m['id'] !== sent.id) return; // a subscribe's ack
    this.inflight = null;
    const version = m['version'] as number;
    this.acked.push({ ...sent, version, ackedAt: Date.now() });
    this.stats.acks++;
    this.actFrom = Math.max(this.actFrom, version);
    this.schedule();
  }

  private onError(m: Msg): void {
    const code = String(m['code']);
    this.stats.errors[code] = (this.stats.errors[code] ?? 0) + 1;
    const sent = this.inflight;
    if (sent === null || m['id'] !== sent.id) {
      this.problems.push(`${this.name}: an error for no move in flight: ${JSON.stringify(m)}`);
      return;
    }
    this.inflight = null;
    const now = typeof m['version'] === 'number' ? m['version'] : undefined;
    if (code === 'RATE_LIMITED' || code === 'BUSY') {
      this.actFrom = sent.from;
      this.lastSend = Date.now() + 500;
    } else if (code === 'STALE' || (now !== undefined && now > sent.from)) {
      // The match moved on meanwhile (another process's move this one has not shown yet): wait for it.
      this.actFrom = Math.max(this.actFrom, sent.from + 1);
    } else {
      // A move from `legal` at the version the server says is still current: a server bug.
      this.problems.push(
        `${this.name}: move ${JSON.stringify(sent.move)} from legal at version ${sent.from} refused: ${JSON.stringify(m)}`,
      );
      this.actFrom = sent.from;
    }
    this.schedule();
  }

  /** Sends a random legal move once the pace allows, if this player may act at its version. */
  private schedule(): void {
    if (!this.plays || this.timer !== null || this.inflight !== null || this.stopped) return;
    if (this.status !== 'playing' || this.legal === null || this.legal.length === 0) return;
    if (this.version < this.actFrom) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.act();
      },
      Math.max(0, this.lastSend + this.paceMs - Date.now()),
    );
  }

  private act(): void {
    if (this.inflight !== null || this.stopped || !this.connected) return;
    if (this.status !== 'playing' || this.legal === null || this.legal.length === 0 || this.version < this.actFrom)
      return;
    const move = this.pick(this.legal);
    const sent: SentMove = { id: `${this.name}-${++this.counter}`, from: this.version, move, at: Date.now() };
    this.inflight = sent;
    this.stats.moves++;
    this.send({ t: 'move', id: sent.id, table: this.tableId, version: sent.from, move });
  }

  /**
   * A random legal move, its kind (a move's `type`) chosen first: uniform over the moves themselves, a phase with
   * hundreds of possible orders would almost never be closed by its one `ready` (a match of thousands of moves).
   */
  private pick(legal: readonly unknown[]): unknown {
    const kinds = new Map<string, unknown[]>();
    for (const move of legal) {
      const type = typeof move === 'object' && move !== null ? (move as { type?: unknown }).type : undefined;
      const key = typeof type === 'string' ? type : '';
      const list = kinds.get(key) ?? [];
      list.push(move);
      kinds.set(key, list);
    }
    const groups = [...kinds.values()];
    const group = groups[this.rng.int(groups.length)] as unknown[];
    return group[this.rng.int(group.length)];
  }

  private send(message: unknown): void {
    this.lastSend = Date.now();
    this.ws?.send(JSON.stringify(message));
  }
}

/**
 * The options of the shortest untimed match a game offers, found from its meta and parseOptions (no game named):
 * every number option at the least value accepted (0 turns a clock off), every text option 'untimed' or 'short'
 * when accepted, the rest at the defaults.
 */
export function shortestOptions(game: AnyGame, players: number): Record<string, unknown> {
  const options: Record<string, unknown> = { ...(game.meta.defaultOptions as Record<string, unknown>) };
  const accepts = (o: Record<string, unknown>) => game.parseOptions(o, players).ok;
  for (const [key, value] of Object.entries(options)) {
    if (typeof value === 'number') {
      for (let v = 0; v < value; v++)
        if (accepts({ ...options, [key]: v })) {
          options[key] = v;
          break;
        }
    } else if (typeof value === 'string') {
      const word = ['untimed', 'short'].find((w) => accepts({ ...options, [key]: w }));
      if (word !== undefined) options[key] = word;
    }
  }
  return options;
}

/** Whether a match of `game` with these options runs no clock at its start. */
export function untimed(game: AnyGame, players: number, options: Record<string, unknown>): boolean {
  const parsed = game.parseOptions(options, players);
  if (!parsed.ok) return false;
  const setup = game.setup({ players, options: parsed.value, seed: 'untimed-check' });
  // A game declares its periods with 0 seconds when its options set no clock.
  return setup.ok && (game.deadlines?.(setup.value.state) ?? []).every((d) => d.seconds === 0);
}

export interface SpreadTable {
  readonly tableId: string;
  readonly game: AnyGame;
  readonly players: number;
  readonly options: Record<string, unknown>;
  /** The seated people, person k connected to process k mod N. */
  readonly seated: ClusterPlayer[];
  readonly spectator: ClusterPlayer;
  /** Everyone: the seated people, then the spectator. */
  readonly everyone: ClusterPlayer[];
  /** The process each person is on (same order as `everyone`). */
  readonly processOf: number[];
}

/**
 * A table of `game` whose people are spread over the processes: person k is a guest made on process k mod N and
 * connected there; person 0 creates the table on process 0, the others join over HTTP on their own processes; a
 * spectator on process `players` mod N. Everyone is subscribed (at version 0) when this resolves; not started yet.
 */
export async function spreadTable(
  cluster: Cluster,
  game: AnyGame,
  players: number,
  options: Record<string, unknown>,
  seed: string,
  playerOptions: PlayerOptions = {},
): Promise<SpreadTable> {
  const n = cluster.nodes.length;
  const id = game.meta.id;
  const people = await Promise.all(
    Array.from({ length: players + 1 }, (_, k) => guest(cluster.node(k % n), `${k < players ? 'P' : 'S'}${k}`)),
  );
  const host = people[0]!;
  const created = await api<{ table: { id: string } }>(cluster.node(0), host.token, 'POST', '/api/tables', {
    game: id,
    players,
    options,
  });
  if (created.status !== 201)
    throw new Error(`creating a ${id} table: ${created.status} ${JSON.stringify(created.body)}`);
  const tableId = created.body.table.id;
  for (let k = 1; k < players; k++) {
    const joined = await api(cluster.node(k % n), people[k]!.token, 'POST', `/api/tables/${tableId}/join`, {});
    if (joined.status !== 200)
      throw new Error(`person ${k} joining on process ${k % n}: ${joined.status} ${JSON.stringify(joined.body)}`);
  }
  const processOf = people.map((_, k) => k % n);
  const everyone = people.map(
    (p, k) =>
      new ClusterPlayer(
        `${id}/${k < players ? 'P' : 'S'}${k}@p${k % n}`,
        p.token,
        tableId,
        () => cluster.node(k % n).wsUrl,
        k < players,
        createRng(rngFromSeed(`${seed}/${k}`)),
        playerOptions,
      ),
  );
  await Promise.all(everyone.map((c) => c.start()));
  return {
    tableId,
    game,
    players,
    options,
    seated: everyone.slice(0, players),
    spectator: everyone[players]!,
    everyone,
    processOf,
  };
}

/** The table's summary as process i answers it. */
export async function summaryOn(
  cluster: Cluster,
  i: number,
  tableId: string,
): Promise<{
  status: string;
  version: number;
  seats: { seat: number; user: { name: string } | null; connected: boolean }[];
}> {
  const r = await api<{
    table: {
      status: string;
      version: number;
      seats: { seat: number; user: { name: string } | null; connected: boolean }[];
    };
  }>(cluster.node(i), null, 'GET', `/api/tables/${tableId}`);
  if (r.status !== 200)
    throw new Error(`GET /api/tables/${tableId} on process ${i}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.table;
}

/** Waits until `check` holds (polling), else returns false after `timeoutMs`: for conditions another process makes true. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await sleep(100);
  }
}

/** The stored record of a finished table (over HTTP from process i), replayed by the engine. */
export async function replayedRecord(
  cluster: Cluster,
  i: number,
  t: SpreadTable,
): Promise<{ moves: number; state: unknown; outcome: Outcome | undefined }> {
  const res = await api(cluster.node(i), null, 'GET', `/api/tables/${t.tableId}/record`);
  if (res.status !== 200) throw new Error(`GET record on process ${i}: ${res.status} ${JSON.stringify(res.body)}`);
  const parsed = parseRecord(res.body, GAMES);
  if (!parsed.ok) throw new Error(`the stored record does not parse: ${JSON.stringify(parsed.error)}`);
  const replayed = replay(t.game, parsed.value);
  if (!replayed.ok) throw new Error(`the stored record does not replay: ${JSON.stringify(replayed.error)}`);
  const state = replayed.value.state;
  return { moves: parsed.value.moves.length, state, outcome: t.game.outcome(state) as Outcome | undefined };
}
