// `npm run cluster`: several Birzha server processes on this machine behind one reverse proxy, sharing PostgreSQL
// and Redis (README: "Running several processes"). A way to run production on one machine, and to try the
// multi-process setup locally.
import { resolve } from 'node:path';
import { loadSecret, withoutPassword } from '@birzha/server';
import { createBackendPool } from './backend-pool.ts';
import { parseClusterFlags, USAGE, type ClusterFlags } from './flags.ts';
import { pollHealth } from './health.ts';
import { superviseServers, type ProcessSpec } from './processes.ts';
import { createClusterProxy } from './proxy.ts';
import { servicesFor } from './services.ts';
import { REPO_ROOT } from '../repo-root.ts';

const HEALTH_EVERY_MS = 2000;
/** A backend marked down after a refused connection gets requests again this long after. */
const RETRY_DOWN_MS = 3000;
/** Servers get SIGTERM, then SIGKILL after this long. */
const STOP_GRACE_MS = 10_000;

const print = (line: string) => void process.stdout.write(`${line}\n`);

function flagsOrExit(): ClusterFlags {
  try {
    const flags = parseClusterFlags(process.argv.slice(2));
    if (flags !== null) return flags;
    print(USAGE);
    process.exit(0);
  } catch (e) {
    process.stderr.write(`cluster: ${e instanceof Error ? e.message : String(e)}\n${USAGE}\n`);
    process.exit(2);
  }
}

async function main(): Promise<void> {
  const flags = flagsOrExit();
  const services = await servicesFor(process.env, REPO_ROOT);
  if ('code' in services) {
    process.stderr.write(`cluster: ${services.code}: ${services.detail}\n`);
    process.exit(1);
  }
  // The same data dir as `npm start` (relative to where the command runs): it keeps the shared secret.
  const dataDir = resolve(process.env['BIRZHA_DATA_DIR'] ?? './data');
  // One secret for every process (each making its own would sign tokens the others refuse), the one a single server
  // keeps in the data dir, so sign-ins survive switching between `npm start` and `npm run cluster`.
  const secret = loadSecret(process.env['BIRZHA_SECRET'] ?? null, dataDir);
  const specs: ProcessSpec[] = Array.from({ length: flags.processes }, (_, i) => {
    const id = `p${i + 1}`;
    const port = flags.firstBackendPort + i;
    return {
      id,
      port,
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: services.databaseUrl,
        REDIS_URL: services.redisUrl,
        BIRZHA_PROCESS_ID: id,
        // Reached only through the proxy (the processes' own ports stay off the network).
        HOST: '127.0.0.1',
        BIRZHA_SECRET: secret,
        BIRZHA_DATA_DIR: dataDir,
        // Only the proxy's forwarded headers are believed (the client's address for rate limits, https for cookies).
        TRUST_PROXY: '127.0.0.1',
      },
    };
  });

  const pool = createBackendPool(
    specs.map((s) => ({ id: s.id, port: s.port })),
    { retryDownMs: RETRY_DOWN_MS },
  );
  const proxy = createClusterProxy(pool, print, { routeByTable: flags.routeByTable });
  try {
    await proxy.listen(flags.port, flags.host);
  } catch (e) {
    process.stderr.write(`cluster: the proxy cannot listen on ${flags.host}:${flags.port}: ${String(e)}\n`);
    process.exit(1);
  }
  // Each process migrates the store as it starts: the migrations take a lock, so concurrent starts are safe.
  const servers = superviseServers(specs, { repoRoot: REPO_ROOT, print });
  const health = pollHealth(pool, { everyMs: HEALTH_EVERY_MS, print });
  print(`cluster: Birzha is served at http://localhost:${flags.port} (proxy on ${flags.host}:${flags.port})`);
  print(`cluster: ${specs.map((s) => `${s.id} on port ${s.port}`).join(', ')}`);
  print(
    `cluster: PostgreSQL ${withoutPassword(services.databaseUrl)}, Redis ${withoutPassword(services.redisUrl)}; data in ${dataDir}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      // A second Ctrl-C: do not wait for the grace period.
      for (const pid of servers.pids()) killQuietly(pid);
      process.exit(1);
    }
    stopping = true;
    print(`cluster: ${signal}: stopping`);
    health.stop();
    await Promise.all([proxy.close(), servers.stop(STOP_GRACE_MS)]);
    print('cluster: stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

await main();
