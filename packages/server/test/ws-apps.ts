// Servers for the WebSocket tests that need seams the shared harness does not give: a store whose reads can be slowed
// (the wait while a connection is identified and admitted; the chat read a snapshot waits for), and several servers
// on one database and one bus, as several processes are.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getBot } from '@birzha/bots';
import type { AnyGame } from '@birzha/engine';
import { Client } from 'pg';
import { createApp, type BirzhaApp } from '../src/app.ts';
import type { Bus } from '../src/bus/bus.ts';
import { DEFAULT_CONFIG, type ServerConfig } from '../src/config.ts';
import type { BotChooser } from '../src/matches/bot-driver.ts';
import { openPostgresStore } from '../src/store/postgres.ts';
import { openSqliteStore } from '../src/store/sqlite.ts';
import type { Store } from '../src/store/store.ts';
import { TOY_GAMES } from './toy-game.ts';
import { sleep } from '@birzha/test-support';

/** The toy game's bots, in process (the bots package's generic random bot). */
const toyChooser: BotChooser = {
  chooseTurn(gameId, view, seat, level, seed) {
    const game = Object.hasOwn(TOY_GAMES, gameId) ? TOY_GAMES[gameId as keyof typeof TOY_GAMES] : undefined;
    if (game === undefined) return Promise.reject(new Error(`unknown game ${gameId}`));
    return Promise.resolve(getBot(gameId, level).chooseTurn(game, view, seat, seed));
  },
};

/** Milliseconds added to some store reads; the test changes them as it goes (0: none). */
export interface Slowness {
  /** Reading a session or a user: how a connection is identified (before it is attached to the hub). */
  identify: number;
  /** Reading a table's chat: what a snapshot waits for before it is built. */
  chat: number;
}

/** The store with the reads of `slow` delayed; everything else as it is. */
export function slowStore(store: Store, slow: Slowness): Store {
  const delayed = <T extends object>(target: T, delays: Record<string, () => number>): T =>
    new Proxy(target, {
      get(t, key, receiver) {
        const value: unknown = Reflect.get(t, key, receiver);
        if (typeof value !== 'function') return value;
        const fn = value as (...args: unknown[]) => unknown;
        const delay = typeof key === 'string' ? delays[key] : undefined;
        if (delay === undefined) return fn.bind(t);
        return async (...args: unknown[]) => {
          const ms = delay();
          if (ms > 0) await sleep(ms);
          return fn.apply(t, args);
        };
      },
    });
  const accounts = delayed(store.accounts, { getSession: () => slow.identify });
  return new Proxy(delayed(store, { getUser: () => slow.identify, listChat: () => slow.chat }), {
    get: (t, key, receiver) => (key === 'accounts' ? accounts : Reflect.get(t, key, receiver)),
  });
}

export interface WsApp {
  readonly app: BirzhaApp;
  readonly url: string;
  readonly wsUrl: string;
  close(): Promise<void>;
}

/**
 * A server on an ephemeral port over `store` (which the caller closes), as the harness's, playing the toy game (and
 * its bots) unless told other `games` and `chooser`.
 */
export async function startApp(
  store: Store,
  options: {
    bus?: Bus;
    overrides?: Partial<ServerConfig>;
    games?: Readonly<Record<string, AnyGame>>;
    chooser?: BotChooser;
  } = {},
): Promise<WsApp> {
  const dir = mkdtempSync(join(tmpdir(), 'birzha-ws-'));
  const config: ServerConfig = {
    ...DEFAULT_CONFIG,
    port: 0,
    host: '127.0.0.1',
    dataDir: dir,
    logLevel: 'silent',
    botDelayMs: 0,
    sweepMs: 50,
    secret: 'test-secret-test-secret-test-secret',
    httpLimits: {
      ...DEFAULT_CONFIG.httpLimits,
      guestsPerIp: 100_000,
      tablesPerIp: 100_000,
      openTablesPerUser: 100_000,
    },
    rateLimit: { perSecond: 1000, burst: 1000 },
    ...options.overrides,
  };
  const app = await createApp(config, {
    store,
    chooser: options.chooser ?? toyChooser,
    games: options.games ?? TOY_GAMES,
    ...(options.bus === undefined ? {} : { bus: options.bus }),
  });
  const url = await app.http.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    wsUrl: `${url.replace(/^http/, 'ws')}/ws`,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh SQLite store in a temporary directory (one per process: two on one file in a process can deadlock). */
export async function sqliteStore(): Promise<{ store: Store; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'birzha-ws-db-'));
  const store = await openSqliteStore(join(dir, 'birzha.sqlite'));
  await store.migrate();
  return {
    store,
    async close() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The PostgreSQL of TEST_DATABASE_URL, or undefined when it is not set (the tests that need it skip). */
export const pgUrl = process.env['TEST_DATABASE_URL'] === '' ? undefined : process.env['TEST_DATABASE_URL'];

/** A fresh schema of TEST_DATABASE_URL, and how to open stores on it (one per "process"); `drop` removes it. */
export async function pgSchema(url: string): Promise<{ open(): Promise<Store>; drop(): Promise<void> }> {
  const schema = `birzha_ws_${process.pid}_${Date.now().toString(36)}`;
  const first = await openPostgresStore(url, { schema });
  await first.migrate();
  await first.close();
  return {
    open: () => openPostgresStore(url, { schema }),
    async drop() {
      const c = new Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await c.end();
      }
    },
  };
}
