/** Everything the server can be told; only main.ts builds it (from the environment). */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Where the SQLite file and anything else kept on disk live. */
  readonly dataDir: string;
  /** PostgreSQL instead of SQLite when set. */
  readonly databaseUrl: string | null;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Secret that signs identity tokens; when null, one is generated and kept in the data dir. */
  readonly secret: string | null;
  /** Worker threads for bots. */
  readonly botThreads: number;
  /** Pause before a bot acts, so that people can follow the game. */
  readonly botDelayMs: number;
  /** How often the clock sweeper looks for due deadlines. */
  readonly sweepMs: number;
  /** Per-connection message budget: sustained rate per second and burst. */
  readonly rateLimit: { readonly perSecond: number; readonly burst: number };
  /** Consecutive timeouts after which a bot takes over a human's seat. */
  readonly timeoutsBeforeBot: number;
  /** Static files of the web client, served at / when present. */
  readonly webRoot: string | null;
}

export const DEFAULT_CONFIG: ServerConfig = {
  port: 8080,
  host: '0.0.0.0',
  dataDir: './data',
  databaseUrl: null,
  logLevel: 'info',
  secret: null,
  botThreads: 1,
  botDelayMs: 600,
  sweepMs: 250,
  rateLimit: { perSecond: 20, burst: 60 },
  timeoutsBeforeBot: 2,
  webRoot: null,
};
