import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    sweepMs: 50,
    secret: 'test-secret-test-secret-test-secret',
    ...overrides,
  };
  const app = await createApp(config, now === undefined ? { store, chooser } : { store, chooser, now });
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
  private readonly consumed: boolean[] = [];
  private waiters: { match: (m: Msg) => boolean; resolve: (m: Msg) => void; timer: NodeJS.Timeout }[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = String(data);
      this.frames.push(text);
      const m = JSON.parse(text) as Msg;
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
