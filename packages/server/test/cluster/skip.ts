// Whether the cluster tests can run here: they need PostgreSQL (TEST_DATABASE_URL) and a redis-server binary.
import { describe, it } from 'vitest';
import { hasRedis, noRedisReason } from '../redis-server.ts';

/** Why the cluster suites cannot run here (no PostgreSQL given, no redis-server), or null when they can. */
export function clusterSkipReason(): string | null {
  const url = process.env['TEST_DATABASE_URL'];
  if (url === undefined || url === '')
    return 'TEST_DATABASE_URL is not set (a PostgreSQL URL, e.g. postgres://birzha:birzha@127.0.0.1:5432/birzha)';
  if (!hasRedis) return noRedisReason;
  return null;
}

/**
 * `describe` when the cluster can run here, else a skipped suite whose name says why (so a run without PostgreSQL or
 * Redis shows the reason instead of passing silently).
 */
export function describeCluster(name: string, suite: () => void): void {
  const reason = clusterSkipReason();
  if (reason === null) {
    describe(name, suite);
    return;
  }
  describe.skip(`${name}: skipped, ${reason}`, () => {
    it('runs on PostgreSQL and Redis', () => {});
  });
}
