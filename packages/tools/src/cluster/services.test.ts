import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { servicesFor } from './services.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A repository root whose .ci scripts are the given shell bodies. */
function fakeRepo(scripts: { postgres: string; redis: string }): string {
  const root = mkdtempSync(join(tmpdir(), 'birzha-services-'));
  dirs.push(root);
  mkdirSync(join(root, '.ci'));
  writeFileSync(join(root, '.ci', 'start-postgres.sh'), scripts.postgres);
  writeFileSync(join(root, '.ci', 'start-redis.sh'), scripts.redis);
  return root;
}

const PRINTS = {
  postgres: 'echo "progress" >&2; echo TEST_DATABASE_URL=postgres://u:p@127.0.0.1:5432/db',
  redis: 'echo REDIS_URL=redis://127.0.0.1:6379',
};

describe('services', () => {
  it('takes DATABASE_URL and REDIS_URL from the environment without running the scripts', async () => {
    const root = fakeRepo({ postgres: 'exit 1', redis: 'exit 1' });
    expect(await servicesFor({ DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://z:1' }, root)).toEqual({
      databaseUrl: 'postgres://x/y',
      redisUrl: 'redis://z:1',
    });
  });

  it('starts what is missing with the .ci scripts and reads the URL they print', async () => {
    const root = fakeRepo(PRINTS);
    expect(await servicesFor({}, root)).toEqual({
      databaseUrl: 'postgres://u:p@127.0.0.1:5432/db',
      redisUrl: 'redis://127.0.0.1:6379',
    });
    expect(await servicesFor({ DATABASE_URL: 'postgres://given/db' }, root)).toMatchObject({
      databaseUrl: 'postgres://given/db',
    });
  });

  it('says that a failed script needs root, or the URL given', async () => {
    const root = fakeRepo({ postgres: PRINTS.postgres, redis: 'exit 100' });
    const result = await servicesFor({}, root);
    expect(result).toMatchObject({ code: 'SERVICE_SCRIPT_FAILED' });
    const detail = 'detail' in result ? result.detail : '';
    expect(detail).toContain('start-redis.sh failed (exit code 100)');
    expect(detail).toContain('needs root');
    expect(detail).toContain('REDIS_URL');
  });
});
