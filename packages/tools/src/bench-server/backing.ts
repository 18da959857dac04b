import { randomBytes } from 'node:crypto';
import { log } from './log.ts';
import { createRunSchema, terminateOneConnection, type RunSchema } from './postgres-schema.ts';
import { startRedis, type RedisChild } from './redis-child.ts';

// What the server processes of a run share: the store (SQLite in each one's temp dir for a single process without a
// database URL, else a fresh schema on PostgreSQL) and the bus (in-process for one process, else a private Redis).

/** The store and bus of a run, and the environment that points every server process at them. */
export interface Backing {
  /** Added to every server process's environment. */
  readonly env: Readonly<Record<string, string>>;
  /** For the report: 'sqlite' or the PostgreSQL URL (password hidden) with the run's schema. */
  readonly database: { readonly kind: 'sqlite' | 'postgresql'; readonly url: string | null };
  readonly bus: { readonly kind: 'in-process' | 'redis'; readonly url: string | null };
  /** The private redis-server's pid (its CPU is measured), or null. */
  readonly redisPid: number | null;
  /**
   * Crashes the private Redis and starts it again, empty, on the same port after `downMs` (redis-child.ts); resolves
   * with the ms from the crash until it answered again. Throws with no private Redis (one process).
   */
  restartRedis(downMs: number): Promise<number>;
  /**
   * Ends one of the server processes' PostgreSQL connections (they carry the run's PGAPPNAME); false when there was
   * none. Throws with SQLite.
   */
  endOneDatabaseConnection(): Promise<boolean>;
  /** Stops Redis and drops the schema; call after every server process has stopped. */
  dispose(): Promise<void>;
}

/** The database URL of a run: the flag, else TEST_DATABASE_URL, else DATABASE_URL; null when none is set. */
export function databaseUrlFrom(flag: string | null, env: NodeJS.ProcessEnv): string | null {
  for (const url of [flag, env['TEST_DATABASE_URL'], env['DATABASE_URL']]) {
    if (url !== null && url !== undefined && url.trim() !== '') return url.trim();
  }
  return null;
}

/**
 * Sets up the store and bus of `processes` server processes. Several processes need PostgreSQL (`databaseUrl`) and
 * get a private Redis; one process uses PostgreSQL when a URL is given, else SQLite.
 */
export async function startBacking(processes: number, databaseUrl: string | null, prefix: string): Promise<Backing> {
  if (processes > 1 && databaseUrl === null)
    throw new Error(
      `${processes} processes share PostgreSQL: give --database-url, or set TEST_DATABASE_URL or DATABASE_URL`,
    );
  let schema: RunSchema | null = null;
  let redis: RedisChild | null = null;
  try {
    if (databaseUrl !== null) {
      schema = await createRunSchema(databaseUrl, prefix);
      log(`PostgreSQL: fresh schema ${schema.schema} (${schema.shown})`);
    }
    if (processes > 1) {
      redis = await startRedis();
      log(`Redis: private redis-server at ${redis.url} (pid ${redis.pid})`);
    }
  } catch (e) {
    await redis?.stop();
    await schema?.drop();
    throw e;
  }
  const env: Record<string, string> = {
    // Every process must accept the others' tokens and cookies.
    BIRZHA_SECRET: randomBytes(32).toString('hex'),
  };
  // The servers' connections name the run, so that a fault can be made on them and on no one else's.
  const app = schema === null ? null : `birzha-${schema.schema}`;
  if (schema !== null) env['DATABASE_URL'] = schema.url;
  if (app !== null) env['PGAPPNAME'] = app;
  if (redis !== null) env['REDIS_URL'] = redis.url;
  const [s, r] = [schema, redis];
  return {
    env,
    database: s === null ? { kind: 'sqlite', url: null } : { kind: 'postgresql', url: s.shown },
    bus: r === null ? { kind: 'in-process', url: null } : { kind: 'redis', url: r.url },
    redisPid: r?.pid ?? null,
    endOneDatabaseConnection: () => {
      if (s === null || app === null || databaseUrl === null)
        throw new Error('no PostgreSQL connection to end: the run uses SQLite');
      return terminateOneConnection(databaseUrl, app);
    },
    restartRedis: (downMs) => {
      if (r === null) throw new Error('no private Redis to restart: one process uses the in-process bus');
      return r.restart(downMs);
    },
    dispose: async () => {
      await r?.stop();
      try {
        await s?.drop();
      } catch (e) {
        log(`could not drop schema ${s?.schema}: ${e instanceof Error ? e.message : String(e)}`);
      }
    },
  };
}

/** The environment of server process `index` of a run: the shared one and its own process id. */
export function serverEnv(backing: Backing, index: number): Record<string, string> {
  return { ...backing.env, BIRZHA_PROCESS_ID: `server-${index}` };
}
