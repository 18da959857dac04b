import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** Where the processes find PostgreSQL and Redis. */
export interface Services {
  readonly databaseUrl: string;
  readonly redisUrl: string;
}

/** A service that could not be had, and what to tell the person running the cluster. */
export interface ServiceError {
  readonly code: 'SERVICE_SCRIPT_FAILED';
  readonly detail: string;
}

/** Runs a .ci/start-*.sh script (its progress shown on stderr) and returns the value of its `NAME=` line. */
function runStartScript(repoRoot: string, script: string, name: string): Promise<string | ServiceError> {
  return new Promise((resolve) => {
    const child = spawn('bash', [join(repoRoot, '.ci', script)], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.on('error', (e) => resolve({ code: 'SERVICE_SCRIPT_FAILED', detail: `.ci/${script}: ${e.message}` }));
    child.on('close', (code) => {
      const value = new RegExp(`^${name}=(.+)$`, 'm').exec(out)?.[1]?.trim();
      if (code === 0 && value !== undefined && value !== '') return resolve(value);
      resolve({ code: 'SERVICE_SCRIPT_FAILED', detail: `.ci/${script} failed (exit code ${String(code)})` });
    });
  });
}

function given(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? null : value;
}

/**
 * DATABASE_URL and REDIS_URL from the environment; each one missing is started locally by its .ci script (Debian's
 * packages, installed when missing: that needs root, which is why a failure says to give the URL instead).
 */
export async function servicesFor(env: NodeJS.ProcessEnv, repoRoot: string): Promise<Services | ServiceError> {
  const databaseUrl =
    given(env, 'DATABASE_URL') ?? (await runStartScript(repoRoot, 'start-postgres.sh', 'TEST_DATABASE_URL'));
  if (typeof databaseUrl !== 'string') return withHint(databaseUrl, 'PostgreSQL', 'DATABASE_URL');
  const redisUrl = given(env, 'REDIS_URL') ?? (await runStartScript(repoRoot, 'start-redis.sh', 'REDIS_URL'));
  if (typeof redisUrl !== 'string') return withHint(redisUrl, 'Redis', 'REDIS_URL');
  return { databaseUrl, redisUrl };
}

function withHint(e: ServiceError, what: string, variable: string): ServiceError {
  return {
    code: e.code,
    detail:
      `${e.detail}. Starting a local ${what} installs and runs Debian's package and needs root (apt-get); ` +
      `run as root, or start ${what} yourself and set ${variable}.`,
  };
}
