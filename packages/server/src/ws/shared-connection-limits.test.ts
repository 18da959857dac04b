import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedis, noRedisReason, startRedisServer, type RedisServer } from '../../test/redis-server.ts';
import { SharedConnectionLimits } from './shared-connection-limits.ts';
import { sleep } from '@birzha/test-support';

const log = { warn: () => undefined };

describe.skipIf(!hasRedis)(
  `WebSocket caps shared by processes${hasRedis ? '' : ` (skipped: ${noRedisReason})`}`,
  () => {
    let server: RedisServer;
    let redis: Redis;
    beforeAll(async () => {
      server = await startRedisServer();
      redis = new Redis(server.url);
    });
    afterAll(async () => {
      await redis.quit();
      await server.stop();
    });

    it('counts one user and one address across processes, and only live ones', async () => {
      let peers = ['p1', 'p2'];
      const caps = { perUser: 3, perIp: 4 };
      const a = new SharedConnectionLimits(caps, { redis, processId: 'p1', peers: () => peers, log });
      const b = new SharedConnectionLimits(caps, { redis, processId: 'p2', peers: () => peers, log });
      const first = await a.admit('u1', '10.0.0.1');
      const second = await b.admit('u1', '10.0.0.1');
      const third = await a.admit('u1', '10.0.0.1');
      expect([first.ok, second.ok, third.ok]).toEqual([true, true, true]);
      // Each process alone holds fewer than 3; together they hold the user's cap.
      expect(await b.admit('u1', '10.0.0.1')).toMatchObject({ ok: false, detail: { scope: 'user', max: 3 } });
      expect(await b.admit('u2', '10.0.0.1')).toMatchObject({ ok: true });
      expect(await a.admit('u3', '10.0.0.1')).toMatchObject({ ok: false, detail: { scope: 'ip', max: 4 } });
      // A slot freed on one process is free on the other.
      if (second.ok) second.release();
      await sleep(50);
      expect(await a.admit('u1', '10.0.0.1')).toMatchObject({ ok: true });
      // A process that is gone stops counting: p1's three slots of u1 no longer hold p2 back.
      peers = ['p2'];
      expect(await b.admit('u1', '10.0.0.2')).toMatchObject({ ok: true });
    });

    it('holds the caps per process when Redis is unreachable', async () => {
      const dead = new Redis('redis://127.0.0.1:1', {
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
        lazyConnect: true,
      });
      const limits = new SharedConnectionLimits(
        { perUser: 1, perIp: 5 },
        { redis: dead, processId: 'p1', peers: () => ['p1'], log },
      );
      expect(await limits.admit('u1', '10.0.0.9')).toMatchObject({ ok: true });
      expect(await limits.admit('u1', '10.0.0.9')).toMatchObject({ ok: false, detail: { scope: 'user' } });
      dead.disconnect();
    });
  },
);
