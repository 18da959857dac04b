import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsonPatch, { type Operation } from 'fast-json-patch';
import type { AnyGame } from '@birzha/engine';
import { WebSocket } from 'ws';
import { createApp, type BirzhaApp } from '../src/app.ts';
import { DEFAULT_CONFIG, type ServerConfig } from '../src/config.ts';
import type { BotChooser } from '../src/matches/bot-driver.ts';
import { openSqliteStore } from '../src/store/sqlite.ts';
import type { Store } from '../src/store/store.ts';

/** A real server on an ephemeral port with a fresh SQLite file, for integration tests. */
export interface TestServer {
  readonly app: BirzhaApp;
  readonly store: Store;
  readonly url: string;
  readonly wsUrl: string;
  readonly dataDir: string;
  close(): Promise<void>;
}

export async function startServer(
  chooser: BotChooser,
  overrides: Partial<ServerConfig> = {},
  dataDir?: string,
  now?: () => number,
  games?: Readonly<Record<string, AnyGame>>,
): Promise<TestServer> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'birzha-test-'));
  const store = await openSqliteStore(join(dir, 'birzha.sqlite'));
  await store.migrate();
  const config: ServerConfig = {
    ...DEFAULT_CONFIG,
    port: 0,
    host: '127.0.0.1',
    dataDir: dir,
    logLevel: 'silent',
    botDelayMs: 0,
    // Bots do not wait for the games' shows (a Stockpile Movement holds them 7 s): the show tests turn it on.
    botsWaitForShow: false,
    sweepMs: 50,
    secret: 'test-secret-test-secret-test-secret',
    // Tests make many guests and tables from one address; the tests of these limits (http-abuse*) set them low.
    httpLimits: {
      ...DEFAULT_CONFIG.httpLimits,
      guestsPerIp: 100_000,
      tablesPerIp: 100_000,
      openTablesPerUser: 100_000,
    },
    ...overrides,
  };
  const app = await createApp(config, {
    store,
    chooser,
    ...(now === undefined ? {} : { now }),
    ...(games === undefined ? {} : { games }),
  });
  const address = await app.http.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    store,
    url: address,
    wsUrl: address.replace(/^http/, 'ws') + '/ws',
    dataDir: dir,
    async close() {
      await app.close();
      await store.close();
      if (dataDir === undefined) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A guest session: its user and token. */
export async function guest(
  server: { url: string },
  name?: string,
): Promise<{ id: string; name: string; token: string }> {
  const res = await fetch(`${server.url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(name === undefined ? {} : { name }),
  });
  const body = (await res.json()) as { user: { id: string; name: string }; token: string };
  return { ...body.user, token: body.token };
}

/** A JSON API call as a user. */
export async function api<T = unknown>(
  server: { url: string },
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (token !== null) headers['authorization'] = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text === '' ? null : JSON.parse(text)) as T };
}

type Msg = Record<string, unknown> & { t: string };

/** A WebSocket client that records every frame and can wait for one that matches (each message is consumed once). */
export class TestClient {
  readonly frames: string[] = [];
  readonly messages: Msg[] = [];
  /** Updates whose patch did not apply to the view this client had at their `from`. */
  readonly viewProblems: string[] = [];
  private readonly consumed: boolean[] = [];
  private readonly books = new Map<string, ViewBook>();
  private waiters: { match: (m: Msg) => boolean; resolve: (m: Msg) => void; timer: NodeJS.Timeout }[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = String(data);
      this.frames.push(text);
      const m = JSON.parse(text) as Msg;
      this.follow(m);
      const index = this.messages.length;
      this.messages.push(m);
      this.consumed.push(false);
      const w = this.waiters.find((x) => x.match(m));
      if (w !== undefined) {
        clearTimeout(w.timer);
        this.waiters = this.waiters.filter((x) => x !== w);
        this.consumed[index] = true;
        w.resolve(m);
      }
    });
  }

  /** Connects with a token and waits for `hello`; rejects when the server refuses the connection. */
  static async connect(server: { wsUrl: string }, token: string): Promise<TestClient> {
    const socket = new WebSocket(`${server.wsUrl}?token=${encodeURIComponent(token)}`);
    const client = new TestClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('close', (code) => reject(new Error(`connection closed: ${code}`)));
      void client
        .next((m) => m.t === 'hello' || m.t === 'error')
        .then((m) => (m.t === 'hello' ? resolve() : reject(new Error(String(m['code'])))));
    });
    return client;
  }

  /** The view a snapshot or update this client got leads to (undefined for another message, or a failed patch). */
  viewOf(m: Msg): unknown {
    const table = tableOf(m);
    return table === undefined ? undefined : this.books.get(table)?.at(versionOf(m) as number);
  }

  private follow(m: Msg): void {
    const table = tableOf(m);
    if (table === undefined) return;
    let book = this.books.get(table);
    if (book === undefined) this.books.set(table, (book = new ViewBook()));
    try {
      book.follow(m);
    } catch (e) {
      this.viewProblems.push(`${m.t} to version ${String(versionOf(m))}: ${String(e)}`);
    }
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first not yet consumed message (already received or still to come) that matches. */
  next(match: (m: Msg) => boolean, timeoutMs = 10_000): Promise<Msg> {
    for (let i = 0; i < this.messages.length; i++) {
      const m = this.messages[i] as Msg;
      if (!this.consumed[i] && match(m)) {
        this.consumed[i] = true;
        return Promise.resolve(m);
      }
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out waiting for a message; last: ${this.frames.slice(-3).join(' | ')}`)),
        timeoutMs,
      );
      this.waiters.push({ match, resolve, timer });
    });
  }

  /** Sends a request with an id and waits for its answer (ack, error or pong). */
  async request(message: Record<string, unknown>): Promise<Msg> {
    const id = `r${Math.random().toString(36).slice(2)}`;
    this.send({ ...message, id });
    return this.next((m) => m['id'] === id && (m.t === 'ack' || m.t === 'error' || m.t === 'pong'));
  }

  close(): void {
    this.socket.close();
  }
}

/**
 * The match version a message carries: a snapshot's is its table summary's (`table.version`), any other message's
 * its own `version` field (undefined when it has none).
 */
export function versionOf(m: Record<string, unknown> & { t: string }): number | undefined {
  const v = m.t === 'snapshot' ? (m['table'] as { version?: unknown } | undefined)?.version : m['version'];
  return typeof v === 'number' ? v : undefined;
}

/** The table a snapshot or update is about. */
function tableOf(m: Msg): string | undefined {
  if (m.t === 'update') return m['table'] as string;
  if (m.t === 'snapshot') return (m['table'] as { id: string }).id;
  return undefined;
}

/** A raw WebSocket to the server (no waiting for `hello`): every frame it gets, and how it closed. */
export interface RawSocket {
  readonly socket: WebSocket;
  readonly frames: string[];
  /** Resolves once the socket is open (rejects when it cannot connect). */
  readonly opened: Promise<void>;
  /** Resolves with the close code and reason once the socket is closed. */
  readonly closed: Promise<{ code: number; reason: string }>;
}

/** Opens a WebSocket with the given `?token=` (null: none), for tests of refused or hostile connections. */
export function openSocket(server: { wsUrl: string }, token: string | null): RawSocket {
  const socket = new WebSocket(token === null ? server.wsUrl : `${server.wsUrl}?token=${encodeURIComponent(token)}`);
  const frames: string[] = [];
  socket.on('message', (data) => frames.push(String(data)));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  opened.catch(() => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  return { socket, frames, opened, closed };
}

/**
 * The view an `update` leads to from `base` (the receiver's view at the update's `from`): its whole `view`, or its
 * `patch` applied to a copy of `base` (which is left as it was). Throws when the patch does not apply.
 */
export function applyUpdate(base: unknown, update: Record<string, unknown>): unknown {
  if (update['patch'] === undefined) return update['view'];
  if (update['view'] !== undefined) throw new Error('an update with both a view and a patch');
  if (base === undefined) throw new Error(`a patch from version ${String(update['from'])}, with no view there`);
  return jsonPatch.applyPatch(base, update['patch'] as Operation[], true, false).newDocument;
}

/**
 * A client's views by version, kept from what it is sent the way a real client keeps its one view: a snapshot sets
 * it, an update patches the view it had at `from` (an old one too, for a client that resumes from further back).
 */
export class ViewBook {
  private readonly views = new Map<number, unknown>();

  /**
   * The view a snapshot or update leads to, recorded at its version (throws as `applyUpdate` does). `missing` gives
   * the base for an update from a version this book has no view at (a check that knows what the client had).
   */
  follow(m: Record<string, unknown> & { t: string }, missing?: (from: number) => unknown): unknown {
    const version = versionOf(m) as number;
    const from = m['from'] as number;
    const view = m.t === 'snapshot' ? m['view'] : applyUpdate(this.views.get(from) ?? missing?.(from), m);
    this.views.set(version, view);
    return view;
  }

  /** The view recorded at a version, if any. */
  at(version: number): unknown {
    return this.views.get(version);
  }

  /** The versions it has a view at, oldest first. */
  versions(): number[] {
    return [...this.views.keys()].sort((a, b) => a - b);
  }
}
