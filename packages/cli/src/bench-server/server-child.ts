import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLE_DIR, REPO_ROOT, type Bundles } from './bundle.ts';
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

function serverArgs(flags: BenchServerFlags, bundles: Bundles): string[] {
  const probe = [...flags.serverFlags, '--import', pathToFileURL(bundles.probe).href];
  if (flags.serverRunner === 'bundled') return [...probe, bundles.server];
  return ['--import', 'tsx', ...probe, join(REPO_ROOT, 'packages/server/src/main.ts')];
}

/**
 * Starts the real server (SQLite in a fresh temp dir, the probe preloaded) on a free loopback port and waits until it
 * serves /healthz. The caller stops the child and then calls `dispose`.
 */
export async function startServer(
  flags: BenchServerFlags,
  bundles: Bundles,
  children: Children,
  place: Placement,
): Promise<ServerChild> {
  const dataDir = mkdtempSync(join(tmpdir(), 'birzha-bench-'));
  const serverLog = flags.serverLog === null ? null : createWriteStream(flags.serverLog);
  const dispose = () => {
    serverLog?.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const profileFile = flags.profile
      ? join(BUNDLE_DIR, `server-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`)
      : null;
    let logLines = 0;
    log(`server: ${flags.serverRunner}, SQLite in ${dataDir}, port ${port}`);
    const child = children.spawn({
      name: 'server',
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
      },
      onStdout: (line) => {
        logLines++;
        if (serverLog !== null) serverLog.write(`${line}\n`);
        else if (logLines <= SERVER_LOG_LINES_SHOWN) process.stderr.write(`server: ${line}\n`);
      },
    });
    await waitHealthy(url, child);
    return { child, url, profileFile, logLines: () => logLines, dispose };
  } catch (e) {
    dispose();
    throw e;
  }
}
