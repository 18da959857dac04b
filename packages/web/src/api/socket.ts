import type { ServerMessage } from '@birzha/protocol';
import { problemOf, reconnectDelay, type SocketProblem } from './reconnect-delay.ts';

export type { SocketProblem } from './reconnect-delay.ts';

export type SocketStatus = 'connecting' | 'open' | 'closed';
type TableListener = (m: ServerMessage) => void;

/** A request answered with an error frame: the code and, for a batch, the failing move's index. */
export class SocketError extends Error {
  constructor(
    readonly code: string,
    readonly detail?: Record<string, string | number>,
    readonly index?: number,
  ) {
    super(code);
  }
}

interface TableSub {
  readonly listeners: Set<TableListener>;
  invite: string | undefined;
  /** The version the page holds, so a reconnect asks only for what is missing. */
  since: () => number | undefined;
}

const REQUEST_TIMEOUT_MS = 15_000;

/** Test seams: the jitter's source of randomness. */
export interface GameSocketOptions {
  readonly random?: () => number;
}

/**
 * The one WebSocket of a tab. It reconnects by itself and, on every (re)connection, subscribes again to the tables
 * the page watches with the version it has (the server answers with the missing events or a snapshot). A socket
 * the server refuses says why in `problem`: over the cap of connections it comes back slowly (see reconnectDelay),
 * and unauthorized it does not come back at all (the session opens a new one for a new identity).
 */
export class GameSocket {
  private ws: WebSocket | null = null;
  private nextId = 1;
  private retries = 0;
  /** Refusals for too many connections in a row; reset only once the server admits us (its hello). */
  private crowdedRetries = 0;
  private retryTimer: number | undefined;
  private stopped = false;
  private readonly random: () => number;
  private readonly pending = new Map<
    string,
    { resolve: (v: { version?: number }) => void; reject: (e: Error) => void; timer: number }
  >();
  private readonly tables = new Map<string, TableSub>();
  private readonly lobby = new Set<() => void>();
  private readonly statusListeners = new Set<(s: SocketStatus) => void>();
  status: SocketStatus = 'connecting';
  /** Why the server refused the last connection; null once it admits one (or when it never refused). */
  problem: SocketProblem | null = null;

  constructor(
    private readonly url: string,
    options: GameSocketOptions = {},
  ) {
    this.random = options.random ?? Math.random;
    this.open();
  }

  onStatus(fn: (s: SocketStatus) => void): () => void {
    this.statusListeners.add(fn);
    return () => this.statusListeners.delete(fn);
  }

  /** Watches a table; `since` reports the version the caller holds (undefined: send me a snapshot). */
  watchTable(
    table: string,
    invite: string | undefined,
    since: () => number | undefined,
    fn: TableListener,
  ): () => void {
    let sub = this.tables.get(table);
    if (sub === undefined) {
      sub = { listeners: new Set(), invite, since };
      this.tables.set(table, sub);
      this.sendSubscribe(table, sub, true);
    } else {
      sub.since = since;
      sub.invite = invite;
      this.sendSubscribe(table, sub, true);
    }
    sub.listeners.add(fn);
    return () => {
      const s = this.tables.get(table);
      if (s === undefined) return;
      s.listeners.delete(fn);
      if (s.listeners.size === 0) {
        this.tables.delete(table);
        this.raw({ t: 'unsubscribe', table });
      }
    };
  }

  /** Asks again for a table's missing events (after a gap in versions). */
  resync(table: string, since?: number): void {
    const sub = this.tables.get(table);
    if (sub !== undefined)
      this.raw({
        t: 'subscribe',
        table,
        ...(since === undefined ? {} : { since }),
        ...(sub.invite === undefined ? {} : { invite: sub.invite }),
      });
  }

  /** Calls `fn` whenever the lobby's lists may have changed. */
  watchLobby(fn: () => void): () => void {
    this.lobby.add(fn);
    if (this.lobby.size === 1) this.raw({ t: 'lobby' });
    return () => {
      this.lobby.delete(fn);
      if (this.lobby.size === 0) this.raw({ t: 'unlobby' });
    };
  }

  /** Sends a message that the server acknowledges; rejects with the server's code. */
  request(msg: Record<string, unknown>): Promise<{ version?: number }> {
    const id = `r${this.nextId++}`;
    return new Promise((resolve, reject) => {
      if (this.ws === null || this.ws.readyState !== WebSocket.OPEN) {
        reject(new SocketError('NETWORK'));
        return;
      }
      const timer = window.setTimeout(() => {
        this.pending.delete(id);
        reject(new SocketError('NETWORK'));
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      this.ws.send(JSON.stringify({ ...msg, id }));
    });
  }

  close(): void {
    this.stopped = true;
    // A reconnection still waiting would otherwise open a socket nobody closes (and that counts against the cap).
    window.clearTimeout(this.retryTimer);
    this.ws?.close();
  }

  /** Tries at once instead of waiting out the backoff (the user closed other tabs and says so). */
  reconnectNow(): void {
    if (this.stopped || this.ws !== null || this.problem === 'UNAUTHORIZED') return;
    window.clearTimeout(this.retryTimer);
    this.open();
  }

  private setStatus(s: SocketStatus): void {
    this.status = s;
    for (const fn of this.statusListeners) fn(s);
  }

  private open(): void {
    if (this.stopped) return;
    this.setStatus('connecting');
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.retries = 0;
      this.setStatus('open');
      for (const [table, sub] of this.tables) this.sendSubscribe(table, sub, false);
      if (this.lobby.size > 0) this.raw({ t: 'lobby' });
    };
    ws.onmessage = (ev: MessageEvent<string>) => {
      let msg: ServerMessage;
      try {
        msg = JSON.parse(ev.data) as ServerMessage;
      } catch {
        return;
      }
      this.dispatch(msg);
    };
    ws.onclose = (ev: CloseEvent | undefined) => {
      if (this.ws !== ws) return;
      this.ws = null;
      for (const [id, p] of this.pending) {
        window.clearTimeout(p.timer);
        p.reject(new SocketError('NETWORK'));
        this.pending.delete(id);
      }
      if (this.stopped) return this.setStatus('closed');
      this.problem = problemOf(ev?.code);
      const attempt = this.problem === 'TOO_MANY_CONNECTIONS' ? this.crowdedRetries++ : this.retries++;
      const delay = reconnectDelay(this.problem, attempt, this.random);
      this.setStatus('closed');
      if (delay !== null) this.retryTimer = window.setTimeout(() => this.open(), delay);
    };
  }

  private dispatch(msg: ServerMessage): void {
    const m = msg as ServerMessage & { id?: string };
    if (m.t === 'hello') {
      // Admitted: the socket opened before the server checked the caps, so only this says the refusals are over.
      this.crowdedRetries = 0;
      if (this.problem !== null) {
        this.problem = null;
        this.setStatus(this.status);
      }
      return;
    }
    if ((m.t === 'ack' || m.t === 'error') && m.id !== undefined) {
      const p = this.pending.get(m.id);
      if (p !== undefined) {
        this.pending.delete(m.id);
        window.clearTimeout(p.timer);
        if (m.t === 'ack') p.resolve(m.version === undefined ? {} : { version: m.version });
        else p.reject(new SocketError(m.code, m.detail, m.index));
        return;
      }
    }
    if ((m as { t: string }).t === 'lobbyChanged') {
      for (const fn of this.lobby) fn();
      return;
    }
    const table = tableOf(m);
    if (table === undefined) return;
    const sub = this.tables.get(table);
    if (sub === undefined) return;
    for (const fn of sub.listeners) fn(m);
  }

  private sendSubscribe(table: string, sub: TableSub, fresh: boolean): void {
    const since = fresh ? undefined : sub.since();
    this.raw({
      t: 'subscribe',
      table,
      ...(since === undefined ? {} : { since }),
      ...(sub.invite === undefined ? {} : { invite: sub.invite }),
    });
  }

  private raw(msg: Record<string, unknown>): void {
    if (this.ws !== null && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
  }
}

function tableOf(m: ServerMessage): string | undefined {
  switch (m.t) {
    case 'snapshot':
    case 'table':
      return m.table.id;
    case 'update':
    case 'chat':
    case 'presence':
      return m.table;
    case 'error':
    case 'ack':
      return m.table;
    default:
      return undefined;
  }
}

/** The server's WebSocket address for this page. */
export function socketUrl(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}
