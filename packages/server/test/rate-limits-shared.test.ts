// Several server processes share one Redis: a rate limit must hold across all of them, not once per process.
// Two Fastify apps stand for two processes (each with its own Redis client, as each process has) and requests are
// split between them; the limit is counted once. The same apps without Redis show what happens otherwise.
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '@birzha/test-support';
import { sendError } from '../src/http/errors.ts';
import { hasRedis, noRedisReason, startRedisServer, type RedisServer } from './redis-server.ts';
import {
  COUNTERS_REDIS_OPTIONS,
  LimitsUnavailableError,
  RATE_LIMIT_KEY_PREFIX,
  RateLimitedError,
  failureLimiter,
  registerRateLimits,
} from '../src/identity/rate-limits.ts';

if (!hasRedis) console.warn(`rate-limits-shared: the shared-counter tests are skipped: ${noRedisReason}`);

const LIMIT = 3;
const WINDOW_MS = 60_000;

/**
 * One "process": the limiter registered as the app registers it, an error handler answering RATE_LIMITED as the
 * app's does, a route limited per address by its config (as POST /api/tables and the account routes are) and one
 * counted by `failureLimiter` (as new guests per address and failed logins are).
 */
async function processApp(redis: Redis | undefined): Promise<FastifyInstance> {
  const app = Fastify();
  app.setErrorHandler((error, _req, reply) => {
    if (error instanceof RateLimitedError) return sendError(reply, 'RATE_LIMITED', { retryAfter: error.retryAfter });
    if (error instanceof LimitsUnavailableError)
      return sendError(reply, 'UNAVAILABLE', { retryAfter: error.retryAfter });
    return sendError(reply, 'INTERNAL');
  });
  await registerRateLimits(app, redis === undefined ? {} : { redis });
  app.post('/api/tables', { config: { rateLimit: { max: LIMIT, timeWindow: WINDOW_MS } } }, async () => ({ ok: 1 }));
  const guests = failureLimiter(app, LIMIT, WINDOW_MS, 'guest', 'open');
  app.post('/api/session', async (req, reply) => {
    const retryAfter = await guests.blocked(req.ip);
    if (retryAfter !== null) return sendError(reply, 'RATE_LIMITED', { retryAfter });
    await guests.add(req.ip);
    return { ok: 1 };
  });
  // As failed logins per name: refused while the counters cannot be read.
  const logins = failureLimiter(app, LIMIT, WINDOW_MS, 'login', 'closed');
  app.post('/api/account/login', async (_req, reply) => {
    const retryAfter = await logins.blocked('ann');
    if (retryAfter !== null) return sendError(reply, 'RATE_LIMITED', { retryAfter });
    await logins.add('ann');
    return { ok: 1 };
  });
  await app.ready();
  return app;
}

/** Sends `count` requests to `url`, alternating between the apps; the statuses in order. */
async function alternate(apps: readonly FastifyInstance[], url: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const app = apps[i % apps.length];
    if (app === undefined) throw new Error('no app');
    statuses.push((await app.inject({ method: 'POST', url })).statusCode);
  }
  return statuses;
}

const ALLOWED_THEN_ONE_REFUSED = [...Array<number>(LIMIT).fill(200), 429];

describe.skipIf(!hasRedis)('rate limits shared through Redis by two processes', () => {
  let redisServer: RedisServer;
  let clients: Redis[] = [];
  let apps: FastifyInstance[] = [];

  beforeAll(async () => {
    redisServer = await startRedisServer();
  });
  afterAll(async () => {
    await redisServer.stop();
  });
  beforeEach(async () => {
    clients = [new Redis(redisServer.url), new Redis(redisServer.url)];
    await clients[0]?.flushall();
  });
  afterEach(async () => {
    await Promise.all(apps.map((a) => a.close()));
    apps = [];
    await Promise.all(clients.map((c) => c.quit()));
    clients = [];
  });

  it('a route limited by its config: the (limit+1)-th request across both is RATE_LIMITED', async () => {
    apps = [await processApp(clients[0]), await processApp(clients[1])];
    expect(await alternate(apps, '/api/tables', LIMIT + 1)).toEqual(ALLOWED_THEN_ONE_REFUSED);
    // Either process now refuses, with the code and the wait the app's clients read.
    for (const app of apps) {
      const refused = await app.inject({ method: 'POST', url: '/api/tables' });
      expect(refused.statusCode).toBe(429);
      const body = refused.json<{ error: { code: string; detail: { retryAfter: number } } }>();
      expect(body.error.code).toBe('RATE_LIMITED');
      expect(body.error.detail.retryAfter).toBeGreaterThan(0);
      expect(body.error.detail.retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
    }
  });

  it('a failureLimiter count (new guests per address): one count across both processes', async () => {
    apps = [await processApp(clients[0]), await processApp(clients[1])];
    expect(await alternate(apps, '/api/session', LIMIT + 1)).toEqual(ALLOWED_THEN_ONE_REFUSED);
    expect((await apps[1]?.inject({ method: 'POST', url: '/api/session' }))?.statusCode).toBe(429);
  });

  it('keeps its counters under its own key prefix', async () => {
    apps = [await processApp(clients[0])];
    await apps[0]?.inject({ method: 'POST', url: '/api/tables' });
    await apps[0]?.inject({ method: 'POST', url: '/api/session' });
    const keys = (await clients[0]?.keys('*')) ?? [];
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key.startsWith(RATE_LIMIT_KEY_PREFIX)).toBe(true);
  });
});

describe('rate limits without Redis (what the shared store fixes)', () => {
  it('each process counts alone: two processes let twice the limit through', async () => {
    const apps = [await processApp(undefined), await processApp(undefined)];
    try {
      expect(await alternate(apps, '/api/tables', 2 * LIMIT)).toEqual(Array<number>(2 * LIMIT).fill(200));
      expect(await alternate(apps, '/api/tables', 2)).toEqual([429, 429]);
    } finally {
      await Promise.all(apps.map((a) => a.close()));
    }
  });
});

describe('rate limits while Redis is unreachable (README: When Redis is down)', () => {
  it('answer at once: the limits per address let requests through, failed logins per name refuse with UNAVAILABLE', async () => {
    // Nothing listens on this port: the client, made as the server makes it, is never ready.
    const port = await freePort();
    const redis = new Redis(`redis://127.0.0.1:${port}`, COUNTERS_REDIS_OPTIONS);
    redis.on('error', () => undefined);
    const app = await processApp(redis);
    try {
      for (const url of ['/api/tables', '/api/session']) {
        const started = performance.now();
        const statuses = await alternate([app], url, LIMIT + 2);
        expect(statuses, url).toEqual(Array<number>(LIMIT + 2).fill(200));
        expect(performance.now() - started, `${url}: answered without waiting for Redis`).toBeLessThan(2000);
      }
      const started = performance.now();
      const login = await app.inject({ method: 'POST', url: '/api/account/login' });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual({ error: { code: 'UNAVAILABLE', detail: { retryAfter: 5 } } });
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      await app.close();
      redis.disconnect();
    }
  });
});
