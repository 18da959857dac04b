import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Thrown by the rate limiter; the app's error handler answers RATE_LIMITED with `retryAfter` (seconds). */
export class RateLimitedError extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfter: number) {
    super('rate limited');
  }
}

/** Registers @fastify/rate-limit for routes that ask for it (config.rateLimit); no global limit. */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => new RateLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

/**
 * Chosen events per key (failed logins per lower-cased user name, reset mails per account) in a window, on the
 * plugin's store. The plugin counts requests as they arrive, before their outcome is known, so it cannot count only
 * failures by itself: this reads the count before an attempt (refusing once `max` are in) and adds one only when the
 * caller says so (the attempt failed, the mail went).
 */
export interface CountLimiter {
  /** Seconds until the key may go on, or null when it may now. */
  blocked(key: string): Promise<number | null>;
  add(key: string): Promise<void>;
}

export function failureLimiter(app: FastifyInstance, max: number, timeWindow: number, group: string): CountLimiter {
  const keyOf = (req: FastifyRequest) => (req as FastifyRequest & { limitKey?: string }).limitKey ?? '';
  const check = app.createRateLimit({ max, timeWindow, keyGenerator: keyOf });
  // The limiter reads its key from the request; these calls have a key and no request of their own.
  const fake = (key: string) => ({ limitKey: `${group}:${key}`, routeOptions: {} }) as unknown as FastifyRequest;
  return {
    async blocked(key) {
      const r = await check(fake(key), { increment: false });
      if (r.isAllowed || r.remaining > 0) return null;
      return Math.max(1, r.ttlInSeconds);
    },
    async add(key) {
      await check(fake(key));
    },
  };
}
