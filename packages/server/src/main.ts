import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { createBotPool } from './bots/bot-pool.ts';
import { DEFAULT_CONFIG, type ServerConfig } from './config.ts';
import { openStore } from './store/open-store.ts';

/** The web client built in this repository (packages/web/dist), when it has been built. */
function builtWebClient(): string | null {
  const dir = fileURLToPath(new URL('../../web/dist', import.meta.url));
  return existsSync(dir) ? dir : null;
}

/**
 * The only place that reads the environment: PORT, BIRZHA_DATA_DIR, DATABASE_URL, LOG_LEVEL, BIRZHA_SECRET,
 * BIRZHA_WEB_ROOT (README).
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
    logLevel: level as ServerConfig['logLevel'],
    dataDir: resolve(env['BIRZHA_DATA_DIR'] ?? DEFAULT_CONFIG.dataDir),
    databaseUrl: env['DATABASE_URL'] === undefined || env['DATABASE_URL'] === '' ? null : env['DATABASE_URL'],
    secret: env['BIRZHA_SECRET'] ?? null,
    webRoot:
      env['BIRZHA_WEB_ROOT'] === undefined || env['BIRZHA_WEB_ROOT'] === ''
        ? builtWebClient()
        : resolve(env['BIRZHA_WEB_ROOT']),
  };
}

/** Starts the server and stops it cleanly on SIGINT/SIGTERM. */
export async function serve(config: ServerConfig): Promise<void> {
  const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await store.migrate();
  const pool = createBotPool({ threads: config.botThreads });
  const app = await createApp(config, { store, chooser: pool });
  await app.http.listen({ port: config.port, host: config.host });
  const stop = async () => {
    await app.close();
    await pool.close();
    await store.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await serve(configFromEnv(process.env));
  } catch (e) {
    process.stderr.write(`birzha server: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  }
}
