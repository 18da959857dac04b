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
/**
 * A subscribe (or `lobby`) with no answer in this long is sent again, the wait doubling each time; after
 * SUBSCRIBE_ATTEMPTS sends the connection is taken as deaf and opened anew.
 */
export const SUBSCRIBE_RETRY_MS = 4_000;
export const SUBSCRIBE_ATTEMPTS = 4;
/** Refusals of a subscribe that are worth trying again (the same request may pass a moment later). */
const TRANSIENT = new Set(['RATE_LIMITED', 'BUSY', 'UNAVAILABLE', 'INTERNAL']);

/** A subscribe (or `lobby`) sent on this connection and not answered yet. */
interface Unanswered {
  readonly id: string;
  /** `table:<id>` or `lobby`: one at a time per key, the newest. */
  readonly key: string;
  /** Sends made so far, this one included. */
  readonly attempt: number;
  readonly timer: number;
}

/** Test seams: the jitter's source of randomness. */
export interface GameSocketOptions {
  readonly random?: () => number;
}

/**
 * The one WebSocket of a tab. It reconnects by itself and, on every (re)connection, once the server's `hello` says
 * it is served, subscribes again to the tables the page watches with the version it has (the server answers with
 * the missing events or a snapshot). A subscribe that goes unanswered is sent again (SUBSCRIBE_RETRY_MS, doubling),
 * and a connection that answers none of them is opened anew: a page never sits subscribed to nothing. A socket the
 * server refuses says why in `problem`: over the cap of connections it comes back slowly (see reconnectDelay), and
 * unauthorized it does not come back at all (the session opens a new one for a new identity).
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
  /** The server said hello on this connection: subscriptions may be sent. */
  private ready = false;
  /** A hello came on an earlier connection: the next one is a reconnection (the lobby may have changed meanwhile). */
  private servedBefore = false;
  private readonly unanswered = new Map<string, Unanswered>();
  private readonly statusListeners = new Set<(s: SocketStatus) => void>();
  status: SocketStatus = 'connecting';
  /** Why the server refused the last connection; null once it admits one (or when it never refused). */
  problem: SocketProblem | null = null;

  /** `url` is asked again at each (re)connection: a reconnect from a table's page carries that table's hint. */
  constructor(
    private readonly url: string | (() => string),
    options: GameSocketOptions = {},
  ) {
    this.random = options.random ?? Math.random;
    document.addEventListener('visibilitychange', this.visibilityChanged);
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
    } else {
      sub.since = since;
      sub.invite = invite;
    }
    // A snapshot for the new listener (the others take it as a repeat).
    this.subscribe(table, undefined);
    sub.listeners.add(fn);
    return () => {
      const s = this.tables.get(table);
      if (s === undefined) return;
      s.listeners.delete(fn);
      if (s.listeners.size === 0) {
        this.tables.delete(table);
        this.answered(`table:${table}`);
        if (this.ready) this.raw({ t: 'unsubscribe', table });
      }
    };
  }

  /** Asks again for a table's missing events (after a gap in versions), or for a snapshot with no `since`. */
  resync(table: string, since?: number): void {
    if (this.tables.has(table)) this.subscribe(table, since);
  }

  /** Calls `fn` whenever the lobby's lists may have changed (after a reconnection too: changes may have been missed). */
  watchLobby(fn: () => void): () => void {
    this.lobby.add(fn);
    if (this.lobby.size === 1) this.track('lobby', (id) => ({ t: 'lobby', id }));
    return () => {
      this.lobby.delete(fn);
      if (this.lobby.size > 0) return;
      this.answered('lobby');
      if (this.ready) this.raw({ t: 'unlobby' });
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
    document.removeEventListener('visibilitychange', this.visibilityChanged);
    // A reconnection still waiting would otherwise open a socket nobody closes (and that counts against the cap).
    window.clearTimeout(this.retryTimer);
    this.forgetUnanswered();
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
    const ws = new WebSocket(typeof this.url === 'string' ? this.url : this.url());
    this.ws = ws;
    this.ready = false;
    ws.onopen = () => {
      this.retries = 0;
      this.setStatus('open');
      // Nothing is subscribed before the server's hello: it may still be identifying and admitting the socket.
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
      this.ready = false;
      this.forgetUnanswered();
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
      this.served();
      return;
    }
    if (m.t === 'snapshot' && this.unanswered.has(`table:${m.table.id}`)) {
      this.answered(`table:${m.table.id}`);
      this.followed(m.table.id);
    }
    if ((m.t === 'ack' || m.t === 'error') && m.id !== undefined) {
      this.answer(m.id, m.t === 'error' ? m.code : null);
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

  /** The server serves this connection now: every table (with the version held) and the lobby, subscribed anew. */
  private served(): void {
    this.ready = true;
    for (const table of this.tables.keys()) this.subscribe(table, this.tables.get(table)?.since());
    if (this.lobby.size > 0) this.track('lobby', (id) => ({ t: 'lobby', id }));
    if (this.servedBefore) for (const fn of this.lobby) fn();
    this.servedBefore = true;
  }

  /**
   * Subscribes to a watched table from `since` (undefined: a snapshot), answered or tried again; a retry asks from
   * the version the page holds by then.
   */
  private subscribe(table: string, since: number | undefined): void {
    this.track(`table:${table}`, (id) => {
      const sub = this.tables.get(table);
      const from = since === undefined ? undefined : (sub?.since() ?? since);
      return {
        t: 'subscribe',
        id,
        table,
        ...(from === undefined ? {} : { since: from }),
        ...(sub?.invite === undefined ? {} : { invite: sub.invite }),
      };
    });
  }

  /**
   * Sends `build(id)` once the server serves this connection (a later hello sends it anyway), replacing any
   * unanswered message of the same key; sends it again, with a new id, when no answer comes in time.
   */
  private track(key: string, build: (id: string) => Record<string, unknown>, attempt = 1): void {
    this.answered(key);
    if (!this.ready) return;
    if (attempt > SUBSCRIBE_ATTEMPTS) {
      // Nothing answered on this connection: it is deaf; a new one subscribes everything again.
      this.ws?.close();
      return;
    }
    const id = `s${this.nextId++}`;
    const timer = window.setTimeout(() => this.track(key, build, attempt + 1), SUBSCRIBE_RETRY_MS * 2 ** (attempt - 1));
    this.unanswered.set(key, { id, key, attempt, timer });
    this.raw(build(id));
  }

  /** An answer with this id: done, or for a refusal that may pass later, sent again when its wait is over. */
  private answer(id: string, code: string | null): void {
    for (const u of this.unanswered.values()) {
      if (u.id !== id) continue;
      if (code === null || !TRANSIENT.has(code)) this.answered(u.key);
      if (code === null && u.key.startsWith('table:')) this.followed(u.key.slice('table:'.length));
      return;
    }
  }

  /**
   * The server follows the table for this connection now: it is told whether the page is visible (a person with a
   * visible page of a match is not sent notifications about it; the server forgets it when the connection closes).
   */
  private followed(table: string): void {
    if (this.tables.has(table)) this.raw({ t: 'visible', table, visible: pageVisible() });
  }

  /** The page was shown or hidden: every table this connection follows is told. */
  private readonly visibilityChanged = (): void => {
    if (!this.ready) return;
    for (const table of this.tables.keys()) this.raw({ t: 'visible', table, visible: pageVisible() });
  };

  private answered(key: string): void {
    const u = this.unanswered.get(key);
    if (u === undefined) return;
    window.clearTimeout(u.timer);
    this.unanswered.delete(key);
  }

  private forgetUnanswered(): void {
    for (const key of [...this.unanswered.keys()]) this.answered(key);
  }

  private raw(msg: Record<string, unknown>): void {
    if (this.ws !== null && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
  }
}

/** Whether the document is shown now (not a background tab, a minimized window or a locked phone). */
function pageVisible(): boolean {
  return document.visibilityState === 'visible';
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
  const base = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
  // At a table's page, the table it is for: a cluster's proxy may send the connection to the process that holds the
  // table (its viewers and bots together: fewer moves cross the bus). The server itself ignores it.
  const table = /^\/t\/([A-Za-z0-9_-]{1,64})(?:\/|$)/.exec(location.pathname)?.[1];
  return table === undefined ? base : `${base}?table=${table}`;
}
