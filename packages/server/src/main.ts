import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { LOG_REDACTION } from './http/log-redaction.ts';
import { createApp } from './app.ts';
import type { Bus } from './bus/bus.ts';
import { createMemoryBus } from './bus/memory-bus.ts';
import { createRedisBus } from './bus/redis-bus.ts';
import { COUNTERS_REDIS_OPTIONS } from './identity/rate-limits.ts';
import { createBotPool } from './bots/bot-pool.ts';
import { DEFAULT_CONFIG, type HttpLimits, type NotifyConfig, type ServerConfig, type WsLimits } from './config.ts';
import { validVapidKeys } from './notify/vapid.ts';
import { openStore } from './store/open-store.ts';
import { migrateWaiting } from './store/wait-for-database.ts';
import { quitRedis } from './redis-quit.ts';

/**
 * The web client `npm run build` made (dist/web), when it has been built: found from this source file
 * (packages/server/src) or from the bundle it is built into (a file of dist/node).
 */
function builtWebClient(): string | null {
  const dir = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? '../../../dist/web' : '../web', import.meta.url));
  return existsSync(dir) ? dir : null;
}

/** An optional text setting: unset and empty both mean none. */
function optional(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? null : value;
}

/** TRUST_PROXY: true/false, else addresses or subnets of the proxies (comma-separated). */
function trustProxyFrom(text: string | null): boolean | string {
  if (text === null || text === 'false') return false;
  return text === 'true' ? true : text;
}

/** A whole-number setting of at least `min`, or the default when unset or empty. */
function count(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const text = optional(env, name);
  if (text === null) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, not ${text}`);
  return value;
}

/** A yes/no setting: `true` or `false`, or the default when unset or empty. */
function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const text = optional(env, name);
  if (text === null) return fallback;
  if (text !== 'true' && text !== 'false') throw new Error(`${name} must be true or false, not ${text}`);
  return text === 'true';
}

/** HTTP timeouts and the limits on new guests and tables (README: configuration). */
function httpLimitsFrom(env: NodeJS.ProcessEnv): HttpLimits {
  const d = DEFAULT_CONFIG.httpLimits;
  const requestTimeoutMs = count(env, 'REQUEST_TIMEOUT_MS', d.requestTimeoutMs);
  const headersTimeoutMs = count(env, 'HEADERS_TIMEOUT_MS', Math.min(d.headersTimeoutMs, requestTimeoutMs));
  if (headersTimeoutMs > requestTimeoutMs) throw new Error('HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
  return {
    ...d,
    headersTimeoutMs,
    requestTimeoutMs,
    guestsPerIp: count(env, 'GUESTS_PER_IP_HOUR', d.guestsPerIp),
    tablesPerIp: count(env, 'TABLES_PER_IP_HOUR', d.tablesPerIp),
    openTablesPerUser: count(env, 'OPEN_TABLES_PER_USER', d.openTablesPerUser),
  };
}

/** WebSocket keep-alive and caps (README: configuration). */
function wsLimitsFrom(env: NodeJS.ProcessEnv): WsLimits {
  const d = DEFAULT_CONFIG.wsLimits;
  return {
    connectionsPerUser: count(env, 'WS_CONNECTIONS_PER_USER', d.connectionsPerUser),
    connectionsPerIp: count(env, 'WS_CONNECTIONS_PER_IP', d.connectionsPerIp),
    subscriptionsPerConnection: count(env, 'WS_SUBSCRIPTIONS_PER_CONNECTION', d.subscriptionsPerConnection),
  };
}

/**
 * Notifications (README: Notifications): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither: base64url, as
 * `npx web-push generate-vapid-keys` prints them; neither: a pair kept in the data dir), VAPID_SUBJECT (a mailto: or
 * https: contact for push services), ALLOW_PRIVATE_WEBHOOKS (webhooks and push endpoints on private addresses),
 * NOTIFY_GRACE_MS (how long "your turn" waits for a move or a look first), NOTIFY_DIGEST_MS (how long e-mail gathers
 * events into one digest) and NOTIFY_SEND_MS (how often the sender looks for due notifications).
 */
function notifyFrom(env: NodeJS.ProcessEnv): NotifyConfig {
  const d = DEFAULT_CONFIG.notify;
  const publicKey = optional(env, 'VAPID_PUBLIC_KEY');
  const privateKey = optional(env, 'VAPID_PRIVATE_KEY');
  if ((publicKey === null) !== (privateKey === null))
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither)');
  const vapid = publicKey === null || privateKey === null ? null : { publicKey, privateKey };
  if (vapid !== null && !validVapidKeys(vapid))
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be a P-256 key pair in base64url');
  const vapidSubject = optional(env, 'VAPID_SUBJECT') ?? d.vapidSubject;
  if (!/^(?:mailto:.+|https:\/\/.+)$/.test(vapidSubject))
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, not ${vapidSubject}`);
  return {
    ...d,
    vapid,
    vapidSubject,
    allowPrivateWebhooks: flag(env, 'ALLOW_PRIVATE_WEBHOOKS', d.allowPrivateWebhooks),
    // No wait at all is allowed for the grace and the digest (tests, a server whose players want mail at once).
    graceMs: count(env, 'NOTIFY_GRACE_MS', d.graceMs, 0),
    digestMs: count(env, 'NOTIFY_DIGEST_MS', d.digestMs, 0),
    sendMs: count(env, 'NOTIFY_SEND_MS', d.sendMs),
  };
}

/**
 * The only place that reads the environment: PORT, HOST, BIRZHA_DATA_DIR, DATABASE_URL, DATABASE_WAIT_MS, LOG_LEVEL, BIRZHA_SECRET,
 * BIRZHA_WEB_ROOT, TRUST_PROXY, ALLOWED_ORIGINS, SMTP_URL, MAIL_FROM, PUBLIC_URL, HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS,
 * GUESTS_PER_IP_HOUR, TABLES_PER_IP_HOUR, OPEN_TABLES_PER_USER, WS_PING_MS, WS_CONNECTIONS_PER_USER, WS_CONNECTIONS_PER_IP,
 * WS_SUBSCRIPTIONS_PER_CONNECTION, REDIS_URL, BIRZHA_PROCESS_ID, BUS_HEARTBEAT_MS, BOT_STALL_MS, BOTS_WAIT_FOR_SHOW,
 * VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, ALLOW_PRIVATE_WEBHOOKS, NOTIFY_GRACE_MS, NOTIFY_DIGEST_MS,
 * NOTIFY_SEND_MS, METRICS_TOKEN (README).
 */
export function configFromEnv(env: NodeJS.ProcessEnv): ServerConfig {
  const port = env['PORT'] === undefined ? DEFAULT_CONFIG.port : Number(env['PORT']);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not ${env['PORT']}`);
  const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
  const level = env['LOG_LEVEL'] ?? DEFAULT_CONFIG.logLevel;
  if (!(levels as readonly string[]).includes(level))
    throw new Error(`LOG_LEVEL must be one of ${levels.join(', ')}, not ${level}`);
  return {
    ...DEFAULT_CONFIG,
    port,
    host: optional(env, 'HOST') ?? DEFAULT_CONFIG.host,
    logLevel: level as ServerConfig['logLevel'],
    dataDir: resolve(env['BIRZHA_DATA_DIR'] ?? DEFAULT_CONFIG.dataDir),
    databaseUrl: env['DATABASE_URL'] === undefined || env['DATABASE_URL'] === '' ? null : env['DATABASE_URL'],
    secret: env['BIRZHA_SECRET'] ?? null,
    webRoot:
      env['BIRZHA_WEB_ROOT'] === undefined || env['BIRZHA_WEB_ROOT'] === ''
        ? builtWebClient()
        : resolve(env['BIRZHA_WEB_ROOT']),
    trustProxy: trustProxyFrom(optional(env, 'TRUST_PROXY')),
    allowedOrigins: (optional(env, 'ALLOWED_ORIGINS') ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter((o) => o !== ''),
    smtpUrl: optional(env, 'SMTP_URL'),
    mailFrom: optional(env, 'MAIL_FROM') ?? DEFAULT_CONFIG.mailFrom,
    publicUrl: optional(env, 'PUBLIC_URL'),
    metricsToken: optional(env, 'METRICS_TOKEN'),
    httpLimits: httpLimitsFrom(env),
    wsPingMs: count(env, 'WS_PING_MS', DEFAULT_CONFIG.wsPingMs),
    wsLimits: wsLimitsFrom(env),
    redisUrl: optional(env, 'REDIS_URL'),
    processId: optional(env, 'BIRZHA_PROCESS_ID'),
    busHeartbeatMs: count(env, 'BUS_HEARTBEAT_MS', DEFAULT_CONFIG.busHeartbeatMs),
    busOutagePollMs: count(env, 'BUS_OUTAGE_POLL_MS', DEFAULT_CONFIG.busOutagePollMs),
    databaseWaitMs: count(env, 'DATABASE_WAIT_MS', DEFAULT_CONFIG.databaseWaitMs, 0),
    botStallMs: count(env, 'BOT_STALL_MS', DEFAULT_CONFIG.botStallMs),
    botsWaitForShow: flag(env, 'BOTS_WAIT_FOR_SHOW', DEFAULT_CONFIG.botsWaitForShow),
    notify: notifyFrom(env),
  };
}

/** The bus: Redis when REDIS_URL is set (several processes), else the in-process one. */
async function busFor(config: ServerConfig): Promise<Bus> {
  // Unique per start even with BIRZHA_PROCESS_ID: a process restarted within a heartbeat or two must not be taken
  // for its predecessor (whose connections, presence and slots died with it).
  const processId = `${config.processId ?? `${hostname()}:${process.pid}`}:${randomUUID().slice(0, 8)}`;
  if (config.redisUrl === null) return createMemoryBus(processId);
  const log = pino({ level: config.logLevel, ...LOG_REDACTION }).child({ bus: 'redis' });
  return createRedisBus({ url: config.redisUrl, processId, heartbeatMs: config.busHeartbeatMs, log });
}

/** Starts the server and stops it cleanly on SIGINT/SIGTERM. */
export async function serve(config: ServerConfig): Promise<void> {
  const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    // A PostgreSQL not up yet (started together, a failover under way) is waited for; then a clear error.
    if (config.databaseUrl === null) await store.migrate();
    else {
      const log = pino({ level: config.logLevel, ...LOG_REDACTION }).child({ store: 'postgresql' });
      await migrateWaiting(store, { url: config.databaseUrl, waitMs: config.databaseWaitMs, log });
    }
  } catch (e) {
    await store.close().catch(() => undefined);
    throw e;
  }
  const pool = createBotPool({ threads: config.botThreads });
  const bus = await busFor(config);
  const redis = config.redisUrl === null ? undefined : new Redis(config.redisUrl, COUNTERS_REDIS_OPTIONS);
  // ioredis reconnects by itself; an error with no listener would be printed raw for every failed attempt.
  const redisLog = pino({ level: config.logLevel, ...LOG_REDACTION }).child({ redis: 'counters' });
  redis?.on('error', (e: Error) => redisLog.warn({ err: e.message }, 'redis (shared counters) unreachable'));
  const app = await createApp(config, { store, chooser: pool, bus, ...(redis === undefined ? {} : { redis }) });
  if (config.smtpUrl !== null && config.publicUrl === null)
    app.http.log.warn('SMTP_URL is set without PUBLIC_URL: reset links use the Host header a client sent');
  await app.http.listen({ port: config.port, host: config.host });
  // Each part is closed even when one before it failed (the store last, after everything that writes to it); the
  // exit code says whether all closed.
  const parts: [string, () => Promise<void>][] = [
    ['the HTTP server and the matches', () => app.close()],
    ['the bus', () => bus.close()],
    ['the counters', async () => (redis === undefined ? undefined : quitRedis(redis))],
    ['the bot pool', () => pool.close()],
    ['the store', () => store.close()],
  ];
  const stop = async () => {
    let failed = false;
    for (const [part, close] of parts) {
      try {
        await close();
      } catch (e) {
        failed = true;
        app.http.log.error({ err: e }, `stopping: closing ${part} failed`);
      }
    }
    process.exit(failed ? 1 : 0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

// Run as a program from its source (`node --import tsx packages/server/src/main.ts`); built into the birzha command
// (dist/node/birzha.mjs), the program is the command's and this module's URL is the bundle's.
if (import.meta.url.endsWith('.ts') && import.meta.url === `file://${process.argv[1]}`) {
  try {
    await serve(configFromEnv(process.env));
  } catch (e) {
    process.stderr.write(`birzha server: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  }
}
