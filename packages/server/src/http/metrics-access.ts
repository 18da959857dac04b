import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Whether a request may read `/metrics` (issue 28: it was open to anyone). With a token configured (METRICS_TOKEN),
 * only a request bearing it; without one, only a client on this machine, as its address is judged with TRUST_PROXY
 * (so behind the cluster's proxy a remote client is refused, while a scraper on the host reads the process directly).
 */
export function metricsAllowed(req: Pick<FastifyRequest, 'ip' | 'headers'>, token: string | null): boolean {
  if (token === null) return isLoopback(req.ip);
  const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  // Compared as digests: equal lengths for timingSafeEqual, and no timing that tells how much of the token matched.
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}
