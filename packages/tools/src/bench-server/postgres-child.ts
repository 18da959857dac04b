import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, sleep } from './wait.ts';

// A private PostgreSQL for a run: initdb in a temp dir, its own free port, one database. The soak's
// `--db-restarts-every` stops it (a fast or an immediate shutdown, as a failover or a crash would) and starts it again
// on the same port and data, which the shared test cluster cannot be (other runs use it). Run as root, the server runs
// as the `postgres` system user (PostgreSQL refuses root), as .ci/start-postgres.sh does.

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;
/** The role and database of a private server (trusted on 127.0.0.1 only, no password). */
const NAME = 'birzha';

/** How a restart stops the server: `fast` (SIGINT: sessions ended, a checkpoint) or `immediate` (SIGQUIT: a crash). */
export type PostgresStop = 'fast' | 'immediate';

export interface PostgresChild {
  /** postgres://birzha@127.0.0.1:PORT/birzha */
  readonly url: string;
  /** The current postmaster's pid (a restart makes a new one). */
  readonly pid: number;
  /** Its temp dir (the data directory and the socket under it), removed by stop(). */
  readonly dir: string;
  /** Stops it as `how`, waits `downMs` with nothing listening, starts it again; the ms until it answered again. */
  restart(how: PostgresStop, downMs: number): Promise<number>;
  /** A fast shutdown (SIGKILL after STOP_TIMEOUT_MS), then its directory removed; safe to call twice. */
  stop(): Promise<void>;
}

/** The newest installed server's bin directory (Debian keeps it off PATH), PG_BIN_DIR, or '' for PATH. */
export function postgresBinDir(env: NodeJS.ProcessEnv = process.env): string {
  const given = env['PG_BIN_DIR'];
  if (given !== undefined && given !== '') return given;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return '';
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'postgres')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest === undefined ? '' : join(root, newest, 'bin');
}

/** Who runs the server: the postgres system user when this is root, else this user. */
function owner(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** One postmaster. */
interface Instance {
  readonly cp: ChildProcess;
  readonly exit: Promise<void>;
  exited: boolean;
}

/** Starts a private PostgreSQL; resolves once its database can be used. */
export async function startPostgres(): Promise<PostgresChild> {
  const bin = postgresBinDir();
  const tool = (name: string) => (bin === '' ? name : join(bin, name));
  const user = owner();
  const dir = mkdtempSync(join(tmpdir(), 'birzha-pg-'));
  const data = join(dir, 'data');
  if (user !== null) execFileSync('chown', [`${user.uid}:${user.gid}`, dir]);
  const as = user === null ? {} : { uid: user.uid, gid: user.gid };
  execFileSync(tool('initdb'), ['-D', data, '-U', NAME, '-A', 'trust', '-E', 'UTF8', '--no-sync'], {
    ...as,
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await freePort();
  const url = `postgres://${NAME}@127.0.0.1:${port}/${NAME}`;
  const spawnServer = (): Instance => {
    const cp = spawn(
      tool('postgres'),
      [
        '-D',
        data,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${dir}`,
        '-c',
        'max_connections=300',
      ],
      { ...as, cwd: dir, stdio: ['ignore', 'ignore', 'ignore'], detached: true },
    );
    const instance: Instance = {
      cp,
      exited: false,
      exit: new Promise<void>((resolve) =>
        cp.once('exit', () => {
          instance.exited = true;
          resolve();
        }),
      ),
    };
    return instance;
  };
  let current = spawnServer();
  try {
    await ready(`postgres://${NAME}@127.0.0.1:${port}/postgres`, current);
    const admin = new pg.Client({ connectionString: `postgres://${NAME}@127.0.0.1:${port}/postgres` });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${NAME}`);
    } finally {
      await admin.end();
    }
  } catch (e) {
    await stopInstance(current, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  let stopped = false;
  return {
    url,
    dir,
    get pid() {
      return current.cp.pid ?? -1;
    },
    async restart(how, downMs) {
      const t = performance.now();
      await stopInstance(current, how === 'fast' ? 'SIGINT' : 'SIGQUIT');
      await sleep(downMs);
      current = spawnServer();
      await ready(url, current);
      return Math.round(performance.now() - t);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await stopInstance(current, 'SIGINT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Signals the postmaster and waits for it to exit (SIGKILL to its group after STOP_TIMEOUT_MS). */
async function stopInstance(instance: Instance, signal: NodeJS.Signals): Promise<void> {
  if (instance.exited) return;
  instance.cp.kill(signal);
  const timer = setTimeout(() => {
    // Its backends are in its process group (detached): none may outlive it holding the port.
    if (instance.cp.pid !== undefined) process.kill(-instance.cp.pid, 'SIGKILL');
  }, STOP_TIMEOUT_MS);
  await instance.exit;
  clearTimeout(timer);
}

/** Waits until a query on `url` answers (PostgreSQL refuses or says it is starting up before then). */
async function ready(url: string, instance: Instance): Promise<void> {
  const deadline = performance.now() + START_TIMEOUT_MS;
  let last: unknown = null;
  while (performance.now() < deadline) {
    if (instance.exited) throw new Error(`postgres exited while starting (code ${instance.cp.exitCode})`);
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch (e) {
      last = e;
      await client.end().catch(() => undefined);
      await sleep(50);
    }
  }
  throw new Error(`postgres did not answer within ${START_TIMEOUT_MS} ms: ${String(last)}`);
}
