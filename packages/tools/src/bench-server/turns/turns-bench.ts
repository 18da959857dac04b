import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_NOTIFY_SETTINGS, PACE_PRESETS } from '@birzha/protocol';
import { createApp, DEFAULT_CONFIG, hashSecret, newSecret, openStore, type ServerConfig } from '@birzha/server';
import { log } from '../log.ts';
import { summarize, type Summary } from '../percentiles.ts';
import { sleep } from '../wait.ts';
import { startHookReceiver, type Arrival } from './hook-receiver.ts';
import { playTurn } from './turn-player.ts';
import type { TurnsFlags } from './turns-flags.ts';

// `npm run bench:server -- turns`: N turn-based Akcioner tables of two accounts each, the real server in this
// process (SQLite, or PostgreSQL), every player's webhook pointing at a local receiver. Turns are played at a steady
// rate over all tables, each from a freshly opened page (a WebSocket), as an away player's would be. Measured: the
// time from a turn's last move leaving the player to the next player's "your turn" arriving at their webhook (the
// outbox written with the move, the sender's claim, the signed POST), p50/p99; the process's CPU with nothing due
// (the sweeper and the sender over N tables); memory over the run.

interface Table {
  readonly id: string;
  /** The tokens of seats 0 and 1. */
  readonly tokens: readonly [string, string];
  /** Which seat is to act, as last seen (a guess until the first turn). */
  toAct: 0 | 1;
  busy: boolean;
  /** Set while a turn's "your turn" is awaited: when the turn's last move was sent. */
  passedAt: number | null;
  /** Turn notifications that arrived and were not matched to a turn yet. */
  arrivals: number[];
  finished: boolean;
}

export interface TurnsReport {
  readonly bench: 'turns';
  readonly tables: number;
  readonly store: 'sqlite' | 'postgres';
  readonly setupSeconds: number;
  /**
   * The start notifications (3 per table: two 'started', a 'turn') still to deliver when the set-up ended, and how
   * long the sender took to deliver them (its throughput on a backlog, webhooks to one receiver).
   */
  readonly startBacklog: { readonly notifications: number; readonly seconds: number; readonly perSecond: number };
  readonly window: {
    readonly seconds: number;
    readonly turns: number;
    readonly moves: number;
    readonly turnsPerSecond: number;
  };
  /** Last move of a turn sent → the next player's "your turn" at their webhook (ms). */
  readonly moveToNotification: Summary;
  readonly unmatchedTurns: number;
  readonly notificationsReceived: number;
  /** CPU of the whole process with N tables and nothing due, ms per second (sweeper + sender + timers). */
  readonly idleCpuMsPerSecond: number;
  readonly memory: {
    readonly samplesMb: readonly number[];
    readonly heapStartMb: number;
    readonly heapEndMb: number;
    readonly rssMaxMb: number;
  };
  readonly config: { readonly sendMs: number; readonly graceMs: number; readonly sweepMs: number };
  readonly errors: Readonly<Record<string, number>>;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function heapNow(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

export async function runTurnsBench(flags: TurnsFlags): Promise<TurnsReport> {
  const dataDir = mkdtempSync(join(tmpdir(), 'birzha-turns-'));
  const tables = new Map<string, Table>();
  const onArrival = (a: Arrival) => {
    if (a.kind !== 'turn' || a.tableId === null) return;
    tables.get(a.tableId)?.arrivals.push(a.at);
  };
  const hooks = await startHookReceiver(onArrival);
  const store = await openStore({ dataDir, databaseUrl: flags.databaseUrl });
  await store.migrate();
  const config: ServerConfig = {
    ...DEFAULT_CONFIG,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    logLevel: 'warn',
    secret: 'bench-secret-bench-secret-bench-secret',
    rateLimit: { perSecond: 1000, burst: 1000 },
    httpLimits: { ...DEFAULT_CONFIG.httpLimits, guestsPerIp: 1e9, tablesPerIp: 1e9, openTablesPerUser: 1e9 },
    wsLimits: { connectionsPerUser: 1000, connectionsPerIp: 1e9, subscriptionsPerConnection: 20 },
    // "Your turn" goes at once: the grace that spares a player sitting at the table is a deliberate wait, not cost.
    notify: { ...DEFAULT_CONFIG.notify, sendMs: flags.sendMs, graceMs: 0, allowPrivateWebhooks: true },
  };
  const chooser = { chooseTurn: () => Promise.reject(new Error('no bots in this bench')) };
  const app = await createApp(config, { store, chooser });
  const address = await app.http.listen({ port: 0, host: '127.0.0.1' });
  const wsUrl = `${address.replace(/^http/, 'ws')}/ws`;
  const errors: Record<string, number> = {};
  const count = (e: unknown) => {
    const key = e instanceof Error ? e.message.slice(0, 80) : String(e);
    errors[key] = (errors[key] ?? 0) + 1;
  };

  try {
    const setupStart = performance.now();
    const now = Date.now();
    const settings = {
      ...DEFAULT_NOTIFY_SETTINGS,
      email: { ...DEFAULT_NOTIFY_SETTINGS.email, on: false },
      push: { ...DEFAULT_NOTIFY_SETTINGS.push, on: false },
      webhook: { ...DEFAULT_NOTIFY_SETTINGS.webhook, on: true },
      webhookTarget: { url: hooks.url, discord: false },
    };
    const account = async (i: number): Promise<string> => {
      const id = `bench-u${i}`;
      await store.accounts.createAccount({ id, name: `Player ${i}`, createdAt: now }, `bench${i}`, 'no-password');
      const token = newSecret();
      await store.accounts.createSession({
        idHash: hashSecret(token),
        userId: id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: now + 24 * 3600_000,
        userAgent: 'bench',
      });
      await store.notify.putSettings(id, settings, 'bench-webhook-secret', now);
      return token;
    };
    const call = async (method: 'POST', url: string, token: string, body?: object) => {
      const res = await app.http.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { payload: body }),
      });
      if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      return res.json() as Record<string, unknown>;
    };
    const setUpTable = async (k: number) => {
      const a = await account(2 * k);
      const b = await account(2 * k + 1);
      const created = await call('POST', '/api/tables', a, { game: 'akcioner', players: 2, pace: PACE_PRESETS.day });
      const id = String((created['table'] as { id?: unknown } | undefined)?.id ?? created['id']);
      await call('POST', `/api/tables/${id}/join`, b, {});
      await call('POST', `/api/tables/${id}/start`, a);
      tables.set(id, { id, tokens: [a, b], toAct: 0, busy: false, passedAt: null, arrivals: [], finished: false });
    };
    const lanes = 8;
    let next = 0;
    let lastLog = performance.now();
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        while (next < flags.tables) {
          const k = next++;
          await setUpTable(k);
          if (performance.now() - lastLog > 5000) {
            lastLog = performance.now();
            log(`turns: ${tables.size}/${flags.tables} tables set up`);
          }
        }
      }),
    );
    const setupSeconds = (performance.now() - setupStart) / 1000;
    // The start's notifications (each person's 'started', the first mover's 'turn') go out before the window opens:
    // a backlog would be timed as the moves' latency.
    const expected = 3 * tables.size;
    log(
      `turns: ${tables.size} tables in ${setupSeconds.toFixed(1)} s; waiting for their ${expected} start notifications`,
    );
    const drainStart = performance.now();
    const leftAtSetupEnd = expected - hooks.count();
    let seen = -1;
    let still = performance.now();
    while (hooks.count() < expected) {
      if (hooks.count() !== seen) [seen, still] = [hooks.count(), performance.now()];
      if (performance.now() - still > 30_000) throw new Error(`the start notifications stopped at ${seen}/${expected}`);
      await sleep(500);
    }
    const drainSeconds = (performance.now() - drainStart) / 1000;
    log(`turns: ${hooks.count()} start notifications delivered in ${drainSeconds.toFixed(1)} s`);
    for (const t of tables.values()) t.arrivals = [];

    // The measured window: a turn every 1/rate s on a table not in play.
    const latencies: number[] = [];
    let turns = 0;
    let moves = 0;
    let unmatched = 0;
    const ids = [...tables.keys()];
    const memory: number[] = [];
    const heapStart = heapNow();
    let rssMax = process.memoryUsage().rss;
    const memTimer = setInterval(() => {
      const rss = process.memoryUsage().rss;
      rssMax = Math.max(rssMax, rss);
      memory.push(mb(process.memoryUsage().heapUsed));
    }, 5000);
    const match = (t: Table) => {
      if (t.passedAt === null) return;
      const at = t.arrivals.find((x) => x >= t.passedAt!);
      if (at === undefined) return;
      latencies.push(at - t.passedAt);
      t.passedAt = null;
      t.arrivals = [];
    };
    const playOne = async (t: Table) => {
      t.busy = true;
      try {
        let played = await playTurn(wsUrl, t.tokens[t.toAct], t.id);
        if (played === null) {
          t.toAct = t.toAct === 0 ? 1 : 0;
          played = await playTurn(wsUrl, t.tokens[t.toAct], t.id);
        }
        if (played === null) throw new Error('neither seat may act');
        turns += 1;
        moves += played.moves;
        if (played.finished) t.finished = true;
        else {
          if (t.passedAt !== null) unmatched += 1;
          t.passedAt = played.passedAt;
          t.toAct = t.toAct === 0 ? 1 : 0;
        }
      } catch (e) {
        count(e);
      } finally {
        t.busy = false;
      }
    };
    const matcher = setInterval(() => tables.forEach(match), 50);
    const windowStart = performance.now();
    const inFlight = new Set<Promise<void>>();
    let i = 0;
    while (performance.now() - windowStart < flags.seconds * 1000) {
      const t = tables.get(ids[Math.floor(Math.random() * ids.length)] as string) as Table;
      i += 1;
      if (!t.busy && !t.finished && t.passedAt === null) {
        const p = playOne(t).finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      const due = windowStart + (i * 1000) / flags.rate;
      await sleep(Math.max(0, due - performance.now()));
    }
    await Promise.all(inFlight);
    const windowSeconds = (performance.now() - windowStart) / 1000;
    // The last turns' notifications: up to a few sender passes.
    await sleep(Math.max(3 * flags.sendMs, 3000));
    tables.forEach(match);
    clearInterval(matcher);
    for (const t of tables.values()) if (t.passedAt !== null) unmatched += 1;

    // Idle: nothing due, every table with a bank running for a day.
    log(`turns: ${turns} turns played; measuring ${flags.idleSeconds} s idle`);
    const cpuBefore = process.cpuUsage();
    const idleStart = performance.now();
    await sleep(flags.idleSeconds * 1000);
    const cpu = process.cpuUsage(cpuBefore);
    const idleCpuMsPerSecond =
      Math.round(((cpu.user + cpu.system) / 1000 / ((performance.now() - idleStart) / 1000)) * 100) / 100;
    clearInterval(memTimer);
    const heapEnd = heapNow();
    return {
      bench: 'turns',
      tables: tables.size,
      store: flags.databaseUrl === null ? 'sqlite' : 'postgres',
      setupSeconds: Math.round(setupSeconds * 10) / 10,
      startBacklog: {
        notifications: leftAtSetupEnd,
        seconds: Math.round(drainSeconds * 10) / 10,
        perSecond: Math.round(leftAtSetupEnd / Math.max(drainSeconds, 0.001)),
      },
      window: {
        seconds: Math.round(windowSeconds * 10) / 10,
        turns,
        moves,
        turnsPerSecond: Math.round((turns / windowSeconds) * 100) / 100,
      },
      moveToNotification: summarize(latencies),
      unmatchedTurns: unmatched,
      notificationsReceived: hooks.count(),
      idleCpuMsPerSecond,
      memory: { samplesMb: memory, heapStartMb: mb(heapStart), heapEndMb: mb(heapEnd), rssMaxMb: mb(rssMax) },
      config: { sendMs: config.notify.sendMs, graceMs: config.notify.graceMs, sweepMs: config.sweepMs },
      errors,
    };
  } finally {
    await app.close();
    await store.close();
    await hooks.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
