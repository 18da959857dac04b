import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../repo-root.ts';
import { PROFILE_DIR, type Bundles } from './built.ts';
import type { Child, Children } from './children.ts';
import type { BenchServerFlags } from './flags.ts';
import { log } from './log.ts';
import type { Placement } from './placement.ts';
import { freePort, waitHealthy } from './wait.ts';

/** Log lines of the server copied to stderr (the rest are only counted). */
const SERVER_LOG_LINES_SHOWN = 20;

/** The real server as a child: its URL, and what to clean up after it. */
export interface ServerChild {
  readonly child: Child;
  /** http://127.0.0.1:PORT */
  readonly url: string;
  /** The CPU profile the probe writes when a window asks for one (null: not profiled). */
  readonly profileFile: string | null;
  /** Lines the server wrote to stdout so far. */
  logLines(): number;
  /** Closes the log file and removes the data dir (after the child stopped). */
  dispose(): void;
}

/** How the server runs: the flags of the bench that the soak shares. */
export type ServerRunFlags = Pick<BenchServerFlags, 'serverRunner' | 'serverFlags' | 'profile' | 'serverLog'>;

/** Which of several server processes this is, and what they share (backing.ts). */
export interface ServerRole {
  /** 0-based; the only one when the run has one process. */
  readonly index: number;
  /** How many server processes the run has (names them server0, server1... when more than one). */
  readonly of: number;
  /** DATABASE_URL, REDIS_URL, BIRZHA_SECRET... (backing.ts); none: SQLite in a temp dir, in-process bus. */
  readonly env: Readonly<Record<string, string>>;
  /** Each line the server logs, after the bench's own handling (the soak counts error lines). */
  readonly onLogLine?: (line: string) => void;
  /** The port to serve on (a process started again where a killed one served); none: a free one. */
  readonly port?: number;
}

const SOLE: ServerRole = { index: 0, of: 1, env: {} };

function serverArgs(flags: ServerRunFlags, bundles: Bundles): string[] {
  const probe = [...flags.serverFlags, '--import', pathToFileURL(bundles.probe).href];
  if (flags.serverRunner === 'bundled') return ['--enable-source-maps', ...probe, bundles.server, 'serve'];
  return ['--import', 'tsx', ...probe, join(REPO_ROOT, 'packages/server/src/main.ts')];
}

/**
 * Starts the real server (SQLite in a fresh temp dir unless `role.env` names a database, the probe preloaded) on a
 * free loopback port and waits until it serves /healthz. The caller stops the child and then calls `dispose`.
 */
export async function startServer(
  flags: ServerRunFlags,
  bundles: Bundles,
  children: Children,
  place: Placement,
  role: ServerRole = SOLE,
): Promise<ServerChild> {
  const name = role.of === 1 ? 'server' : `server${role.index}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'birzha-bench-'));
  // Several processes write one log file each: server.log, server.log.1, ...
  const logFile =
    flags.serverLog === null ? null : role.index === 0 ? flags.serverLog : `${flags.serverLog}.${role.index}`;
  const serverLog = logFile === null ? null : createWriteStream(logFile);
  const dispose = () => {
    serverLog?.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const port = role.port ?? (await freePort());
    const url = `http://127.0.0.1:${port}`;
    // Only the first process is profiled: one profile is what the report summarizes.
    const profileFile =
      flags.profile !== null && role.index === 0
        ? join(
            PROFILE_DIR,
            `server-${new Date().toISOString().replace(/[:.]/g, '-')}.${flags.profile === 'alloc' ? 'heapprofile' : 'cpuprofile'}`,
          )
        : null;
    // On a fresh clone the cache folder is not there yet, and the probe writes the profile only at the window's end.
    if (profileFile !== null) mkdirSync(PROFILE_DIR, { recursive: true });
    let logLines = 0;
    const storage = role.env['DATABASE_URL'] === undefined ? `SQLite in ${dataDir}` : 'PostgreSQL';
    const bus = role.env['REDIS_URL'] === undefined ? '' : ', Redis bus';
    log(`${name}: ${flags.serverRunner}, ${storage}${bus}, port ${port}`);
    const child = children.spawn({
      name,
      nodeArgs: serverArgs(flags, bundles),
      fileLimit: place.fileLimit,
      cpus: place.serverCpus,
      nice: place.nice,
      env: {
        ...process.env,
        PORT: String(port),
        BIRZHA_DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The load makes thousands of guests and tables from one address: the per-address limits would refuse it.
        GUESTS_PER_IP_HOUR: '1000000000',
        TABLES_PER_IP_HOUR: '1000000000',
        OPEN_TABLES_PER_USER: '1000000000',
        // Every client of the bench comes from 127.0.0.1.
        WS_CONNECTIONS_PER_IP: '1000000000',
        BIRZHA_BENCH_PROFILE: profileFile ?? '',
        // Empty is unset for the server: a DATABASE_URL or REDIS_URL of the caller's shell must not leak in.
        DATABASE_URL: '',
        REDIS_URL: '',
        ...role.env,
      },
      onStdout: (line) => {
        logLines++;
        if (serverLog !== null) serverLog.write(`${line}\n`);
        else if (logLines <= SERVER_LOG_LINES_SHOWN) process.stderr.write(`${name}: ${line}\n`);
        role.onLogLine?.(line);
      },
    });
    await waitHealthy(url, child);
    return { child, url, profileFile, logLines: () => logLines, dispose };
  } catch (e) {
    dispose();
    throw e;
  }
}
