import { parseArgs } from 'node:util';

/** What `npm run cluster -- [flags]` can be told. */
export interface ClusterFlags {
  /** Server processes to run. */
  readonly processes: number;
  /** The proxy's port: where Birzha is served. */
  readonly port: number;
  /** The proxy listens on this address. */
  readonly host: string;
  /** Process pN listens on firstBackendPort + N - 1. */
  readonly firstBackendPort: number;
  /** The proxy sends a table's WebSockets (`/ws?table=`) to the table's owner process (issue 28 point 3). */
  readonly routeByTable: boolean;
}

export const USAGE = `usage: npm run cluster -- [flags]
  Several Birzha server processes on this machine behind one reverse proxy, sharing PostgreSQL and Redis.
  --processes N            server processes (default 2)
  --port P                 where the proxy serves Birzha (default 8080)
  --host H                 the proxy's address (default 0.0.0.0)
  --first-backend-port Q   the processes listen on Q, Q+1, ... (default P+1)
  --route-by-table         send the WebSockets opened at a table's page to that table's owner process (the one
                           that plays its bots), falling back to any live process: most moves then need no bus
environment:
  DATABASE_URL             PostgreSQL; default: .ci/start-postgres.sh starts a local one (needs root)
  REDIS_URL                Redis; default: .ci/start-redis.sh starts a local one (needs root)
  BIRZHA_SECRET            the token secret all processes share; default: kept in BIRZHA_DATA_DIR/secret
  other server settings (README) are passed to every process`;

function port(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`--${name} must be a port number, not ${raw}`);
  return n;
}

/** Parses the flags; throws an Error with a message for anything wrong. Returns null for --help. */
export function parseClusterFlags(argv: readonly string[]): ClusterFlags | null {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      processes: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'first-backend-port': { type: 'string' },
      'route-by-table': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help === true) return null;
  const processes = values.processes === undefined ? 2 : Number(values.processes);
  if (!Number.isInteger(processes) || processes < 1 || processes > 64)
    throw new Error(`--processes must be a whole number from 1 to 64, not ${values.processes}`);
  const proxyPort = port('port', values.port, 8080);
  const firstBackendPort = port('first-backend-port', values['first-backend-port'], proxyPort + 1);
  const last = firstBackendPort + processes - 1;
  if (last > 65535) throw new Error(`--first-backend-port ${firstBackendPort} leaves no room for ${processes} ports`);
  if (proxyPort >= firstBackendPort && proxyPort <= last)
    throw new Error(`--port ${proxyPort} is among the processes' ports (${firstBackendPort}-${last})`);
  return {
    processes,
    port: proxyPort,
    host: values.host ?? '0.0.0.0',
    firstBackendPort,
    routeByTable: values['route-by-table'] === true,
  };
}
