// "An open, visible table of that match suppresses it" across processes (issue 25): two servers on one PostgreSQL and
// one real Redis, as two processes are. A person's page of a table is visible through the first; the outbox sender
// of the second claims her 'turn' and drops it; hidden again, the next one is posted to her webhook (a local receiver
// that checks the signature). A process that joins later hears the pages shown before; one whose bus is gone is
// forgotten.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_NOTIFY_SETTINGS, type TableSummary } from '@birzha/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Bus } from '../src/bus/bus.ts';
import { createRedisBus } from '../src/bus/redis-bus.ts';
import { DEFAULT_CONFIG, type ServerConfig } from '../src/config.ts';
import { createChannels } from '../src/notify/channels.ts';
import type { Store } from '../src/store/store.ts';
import { register } from './accounts-client.ts';
import { describeCluster } from './cluster-harness.ts';
import { api, TestClient } from './harness.ts';
import { event, makeSender } from './notify-email-kit.ts';
import { startRedisServer, type RedisServer } from './redis-server.ts';
import { startWebhookEndpoint, type WebhookEndpoint } from './support/webhook-endpoint.ts';
import { pgSchema, pgUrl, startApp, type WsApp } from './ws-apps.ts';

const HOOK_SECRET = 'hook-secret-of-anna';
const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined };
/** The servers' own senders stay idle: the test's sender on the second server is the one that claims. */
const idle = { notify: { ...DEFAULT_CONFIG.notify, sendMs: 3_600_000 } };

describeCluster('visible pages across processes', () => {
  let redis: RedisServer;
  let schema: Awaited<ReturnType<typeof pgSchema>>;
  let receiver: WebhookEndpoint;
  let dir: string;
  const prefix = `watchers-${process.pid}-${Date.now().toString(36)}`;
  const stores: Store[] = [];
  const buses: Bus[] = [];
  const servers: WsApp[] = [];

  /** A server of its own process id on the shared Redis and schema. */
  const server = async (processId: string): Promise<WsApp> => {
    const store = await schema.open();
    stores.push(store);
    const bus = await createRedisBus({ url: redis.url, processId, prefix, heartbeatMs: 100, log: quiet });
    buses.push(bus);
    const app = await startApp(store, { bus, overrides: idle });
    servers.push(app);
    return app;
  };

  beforeAll(async () => {
    redis = await startRedisServer();
    schema = await pgSchema(pgUrl as string);
    receiver = await startWebhookEndpoint(HOOK_SECRET);
    dir = mkdtempSync(join(tmpdir(), 'birzha-watchers-'));
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    for (const b of buses) await b.close();
    for (const s of stores) await s.close();
    await schema?.drop();
    await redis?.stop();
    await receiver?.close();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it("a page visible through one process stops the other's sender telling its person; hidden, it tells", async () => {
    const one = await server('p1');
    const two = await server('p2');
    const anna = await register(one, 'anna_watch', 'a long enough password 1');
    const created = await api<{ table: TableSummary }>(one, anna.token, 'POST', '/api/tables', {
      game: 'toy',
      players: 2,
      options: { rounds: 20 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const table = created.body.table.id;
    const page = await TestClient.connect(one, anna.token);
    expect(await page.request({ t: 'subscribe', table })).toMatchObject({ t: 'ack' });

    // Her notifications go to her webhook only (the receiver on 127.0.0.1: allowed by the tests' setting).
    const twoStore = stores[1] as Store;
    await twoStore.notify.putSettings(
      anna.user.id,
      {
        ...DEFAULT_NOTIFY_SETTINGS,
        lang: 'en',
        email: { on: false, kinds: [] },
        push: { on: false, kinds: [] },
        webhook: { on: true, kinds: ['turn'] },
        webhookTarget: { url: `${receiver.origin}/hook`, discord: false },
      },
      HOOK_SECRET,
      Date.now(),
    );
    const config: ServerConfig = {
      ...DEFAULT_CONFIG,
      dataDir: dir,
      notify: { ...DEFAULT_CONFIG.notify, allowPrivateWebhooks: true },
    };
    const sender = makeSender(twoStore, createChannels(config, twoStore), config.notify, Date.now, two.app.watchers);
    /** Writes a 'turn' of hers about the table, lets the second server's sender run, and says how it ended. */
    const turn = async (n: number): Promise<string | null> => {
      const at = Date.now();
      await twoStore.notify.enqueue([
        event(anna.user.id, at, { tableId: table, dedupe: `turn:${table}:${n}`, payload: { tableId: table } }, 'toy'),
      ]);
      const [row] = (await twoStore.notify.pendingOf(anna.user.id)).filter((r) => r.dedupe === `turn:${table}:${n}`);
      expect(row).toBeDefined();
      await sender.runOnce();
      return (await twoStore.notify.getNotification(row?.id ?? -1))?.outcome ?? null;
    };

    // Shown through the first server: the second knows it, and its sender drops her turn.
    expect(await page.request({ t: 'visible', table, visible: true })).toMatchObject({ t: 'ack' });
    await expect.poll(() => two.app.watchers.isWatching(anna.user.id, table)).toBe(true);
    expect(two.app.watchers.localUsers(table)).toEqual([]);
    expect(await turn(1)).toBe('dropped:watching');
    expect(receiver.received).toEqual([]);

    // Hidden: the next turn is posted to her, once.
    expect(await page.request({ t: 'visible', table, visible: false })).toMatchObject({ t: 'ack' });
    await expect.poll(() => two.app.watchers.isWatching(anna.user.id, table)).toBe(false);
    expect(await turn(2)).toBe('sent');
    expect(receiver.received.map((r) => [r.path, r.signed, (JSON.parse(r.raw) as { kind: string }).kind])).toEqual([
      ['/hook', true, 'turn'],
    ]);

    // Shown again, then a third server starts: it hears the page shown before it came.
    expect(await page.request({ t: 'visible', table, visible: true })).toMatchObject({ t: 'ack' });
    await expect.poll(() => two.app.watchers.isWatching(anna.user.id, table)).toBe(true);
    const three = await server('p3');
    await expect.poll(() => three.app.watchers.isWatching(anna.user.id, table)).toBe(true);

    // The first server's bus goes (its process gone, the page's socket still open there): the others forget its
    // pages, so the sender tells her again.
    await (buses[0] as Bus).close();
    await expect.poll(() => two.app.watchers.isWatching(anna.user.id, table)).toBe(false);
    await expect.poll(() => three.app.watchers.isWatching(anna.user.id, table)).toBe(false);
    expect(one.app.watchers.isWatching(anna.user.id, table)).toBe(true);
    expect(await turn(3)).toBe('sent');
    expect(receiver.received).toHaveLength(2);
    page.close();
  });
});
