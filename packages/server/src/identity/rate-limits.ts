import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

/** Thrown by the rate limiter; the app's error handler answers RATE_LIMITED with `retryAfter` (seconds). */
export class RateLimitedError extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfter: number) {
    super('rate limited');
  }
}

/**
 * A limit that must hold could not be checked (its counters are in Redis, which is unreachable): the app's error
 * handler answers UNAVAILABLE (503) with `retryAfter`, at once, and nothing is done.
 */
export class LimitsUnavailableError extends Error {
  readonly statusCode = 503;
  readonly retryAfter = 5;
  constructor() {
    super('rate-limit counters unreachable');
  }
}

/**
 * The Redis client of the shared counters (rate limits, WebSocket caps) answers at once while Redis is away: no
 * queue of commands waiting for it to come back, no retries, and a command unanswered for a second fails. Each
 * limit then decides by itself whether to let the request through or to refuse it (README, "When Redis is down").
 */
export const COUNTERS_REDIS_OPTIONS = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: 1000,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
} as const;

/** Where the counters live: with `redis`, in Redis, so that every server process sharing it counts against one limit. */
export interface RateLimitStore {
  /** A client for commands (not one in subscriber mode); the plugin defines its Lua scripts on it. */
  readonly redis?: Redis;
}

/** Keys of every counter start with this, so they are easy to find (and to tell from the bus's) in a shared Redis. */
export const RATE_LIMIT_KEY_PREFIX = 'birzha:rate-limit:';

/**
 * Registers @fastify/rate-limit for routes that ask for it (config.rateLimit); no global limit. Every limiter made
 * afterwards (route configs and `failureLimiter`) is a child of the store chosen here: process memory by default,
 * Redis when given one. Without Redis, N processes would each allow the full limit, N times it in all. The routes'
 * limits per address (new tables, the account routes, invitations, notification settings) let requests through
 * while Redis is unreachable: they slow abuse down, and the site stays usable without them for a while.
 */
export async function registerRateLimits(app: FastifyInstance, store: RateLimitStore = {}): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(store.redis === undefined ? {} : { redis: store.redis, nameSpace: RATE_LIMIT_KEY_PREFIX }),
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

/**
 * `whenDown` says what happens while the counters cannot be reached: 'open' lets every attempt through (new guests per
 * address), 'closed' refuses each with LimitsUnavailableError (failed logins per name, reset mails per account: what
 * they guard, an account's password and someone's mailbox, must not be open to a flood meanwhile).
 */
export function failureLimiter(
  app: FastifyInstance,
  max: number,
  timeWindow: number,
  group: string,
  whenDown: 'open' | 'closed',
): CountLimiter {
  const keyOf = (req: FastifyRequest) => (req as FastifyRequest & { limitKey?: string }).limitKey ?? '';
  const check = app.createRateLimit({ max, timeWindow, keyGenerator: keyOf, skipOnError: false });
  // The limiter reads its key from the request; these calls have a key and no request of their own.
  const fake = (key: string) => ({ limitKey: `${group}:${key}`, routeOptions: {} }) as unknown as FastifyRequest;
  return {
    async blocked(key) {
      let r: Awaited<ReturnType<typeof check>>;
      try {
        r = await check(fake(key), { increment: false });
      } catch {
        if (whenDown === 'open') return null;
        throw new LimitsUnavailableError();
      }
      if (r.isAllowed || r.remaining > 0) return null;
      return Math.max(1, r.ttlInSeconds);
    },
    async add(key) {
      // Counted once the attempt is over: an attempt made while the counters were away stays uncounted.
      await check(fake(key)).catch(() => undefined);
    },
  };
}
