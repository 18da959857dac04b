import type { ChatAudience, ChatLine, ClientMessage, ServerMessage } from '@birzha/protocol';
import { MAX_FRAME_BYTES, PROTOCOL_VERSION, checkChat, parseClientFrame } from '@birzha/protocol';
import type { WebSocket } from 'ws';
import type { Bus, BusMessage } from '../bus/bus.ts';
import type { TableService } from '../lobby/table-service.ts';
import type { Presence } from '../lobby/presence.ts';
import type { PresenceSync } from '../lobby/presence-sync.ts';
import { seatOf, type LiveMatch } from '../matches/live-match.ts';
import type { MoveRequest, MoveResult } from '../matches/move-path.ts';
import type { MatchRegistry } from '../matches/registry.ts';
import type { Store, UserRow } from '../store/store.ts';
import { LobbyWatcher } from './lobby-watcher.ts';
import { TokenBucket } from './rate-limit.ts';
import { snapshotFor, updateFor } from './viewer-messages.ts';

export interface HubDeps {
  readonly store: Store;
  readonly registry: MatchRegistry;
  readonly bus: Bus;
  readonly tables: TableService;
  readonly presence: Presence;
  /** Tells the other processes who is connected here. */
  readonly presenceSync: PresenceSync;
  readonly submit: (req: MoveRequest) => Promise<MoveResult>;
  readonly now: () => number;
  readonly rateLimit: { readonly perSecond: number; readonly burst: number };
  readonly log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  readonly onError?: (code: string) => void;
  /** Least time between two `lobbyChanged` to one connection (default LOBBY_THROTTLE_MS). */
  readonly lobbyThrottleMs?: number;
}

interface Subscription {
  /** The last version this connection was sent. */
  version: number;
  readonly unsubscribe: () => void;
}

/** What one connection may do besides its message budget. */
export interface AttachOptions {
  /** Tables one connection may follow at once (each costs a bus subscription and a share of every broadcast). */
  readonly maxSubscriptions?: number;
}

/** Tables a connection may follow at once when the caller sets no cap. */
export const MAX_SUBSCRIPTIONS = 20;
/** A socket that is this far behind is too slow to keep (it would hold the server's memory). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const CHAT_LINES = 50;
/** A lobby watcher hears of changes at most this often. */
export const LOBBY_THROTTLE_MS = 300;

/** One client connection: its user, its subscriptions and its message budget. */
class Connection {
  readonly subs = new Map<string, Subscription>();
  readonly bucket: TokenBucket;
  lastLimitReply = 0;
  closed = false;
  /** The frame being handled and those waiting behind it. */
  queue: Promise<void> = Promise.resolve();

  constructor(
    readonly socket: WebSocket,
    readonly user: UserRow,
    rate: HubDeps['rateLimit'],
    now: number,
    readonly maxSubscriptions: number,
  ) {
    this.bucket = new TokenBucket(rate.perSecond, rate.burst, now);
  }

  send(message: ServerMessage | string): void {
    if (this.closed) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.close(1013, 'too slow');
      return;
    }
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }
}

/** The WebSocket side of play: subscriptions, moves, chat, and the per-viewer broadcast of every change. */
export class Hub {
  private readonly connections = new Set<Connection>();
  private readonly lobby: LobbyWatcher<Connection>;

  constructor(private readonly deps: HubDeps) {
    this.lobby = new LobbyWatcher(deps.bus, deps.lobbyThrottleMs ?? LOBBY_THROTTLE_MS);
  }

  /** Serves one authenticated socket until it closes. */
  attach(socket: WebSocket, user: UserRow, options: AttachOptions = {}): void {
    const conn = new Connection(
      socket,
      user,
      this.deps.rateLimit,
      this.deps.now(),
      options.maxSubscriptions ?? MAX_SUBSCRIPTIONS,
    );
    this.connections.add(conn);
    conn.send({ t: 'hello', protocol: PROTOCOL_VERSION, user: { id: user.id, name: user.name } });
    socket.on('message', (data, isBinary) => {
      // Every frame spends from the budget first, whatever it is: oversized ones too (each costs a reply).
      if (!conn.bucket.take(this.deps.now())) return this.rateLimited(conn);
      const size = Array.isArray(data)
        ? data.reduce((n, b) => n + b.length, 0)
        : (data as Buffer | ArrayBuffer).byteLength;
      if (size > MAX_FRAME_BYTES)
        return this.reject(conn, { code: 'FRAME_TOO_LARGE', detail: { max: MAX_FRAME_BYTES } });
      const text = isBinary
        ? ''
        : Buffer.isBuffer(data)
          ? data.toString('utf8')
          : Buffer.concat(data as Buffer[]).toString('utf8');
      const parsed = parseClientFrame(text);
      if (!parsed.ok) return this.reject(conn, parsed.error);
      // One frame at a time, in the order sent: a move right after a subscribe must find the subscription made.
      conn.queue = conn.queue.then(() =>
        this.handle(conn, parsed.value).catch((e: unknown) => {
          this.deps.log.error({ err: e, user: user.id }, 'message handler failed');
          this.reject(conn, { code: 'INTERNAL', ...(parsed.value.id === undefined ? {} : { id: parsed.value.id }) });
        }),
      );
    });
    socket.on('close', () => {
      conn.closed = true;
      this.connections.delete(conn);
      this.lobby.remove(conn);
      for (const [tableId, sub] of conn.subs) {
        sub.unsubscribe();
        this.leftTable(tableId, user.id);
      }
      conn.subs.clear();
    });
    // ws closes the socket itself after a protocol error, with the right close code (1007, 1009...).
    socket.on('error', (e) => this.deps.log.warn({ err: e, user: user.id }, 'websocket error'));
  }

  /** Number of open connections. */
  get size(): number {
    return this.connections.size;
  }

  /**
   * After a gap in the bus: the viewers of `moved` get the moves they missed (as any moves message would bring them),
   * those of `reloaded` the whole picture, and the lobby watchers a change.
   */
  refresh(moved: readonly string[], reloaded: readonly string[]): void {
    const kinds = new Map<string, BusMessage>();
    for (const tableId of moved) kinds.set(tableId, { kind: 'moves', tableId, from: 0, version: 0, finished: false });
    for (const tableId of reloaded) kinds.set(tableId, { kind: 'table', tableId });
    for (const conn of this.connections)
      for (const tableId of conn.subs.keys()) {
        const m = kinds.get(tableId);
        if (m !== undefined)
          void this.onBus(conn, m).catch((e: unknown) => this.deps.log.error({ err: e }, 'refresh failed'));
      }
    this.lobby.changedAll();
  }

  /** Closes every connection (server shutdown). */
  closeAll(): void {
    this.lobby.close();
    for (const c of this.connections) c.socket.close(1001, 'server shutting down');
  }

  private async handle(conn: Connection, msg: ClientMessage): Promise<void> {
    switch (msg.t) {
      case 'ping':
        return conn.send(msg.id === undefined ? { t: 'pong' } : { t: 'pong', id: msg.id });
      case 'subscribe':
        return this.subscribe(conn, msg.table, msg.since, msg.invite, msg.id);
      case 'unsubscribe': {
        const sub = conn.subs.get(msg.table);
        if (sub !== undefined) {
          sub.unsubscribe();
          conn.subs.delete(msg.table);
          this.leftTable(msg.table, conn.user.id);
        }
        if (msg.id !== undefined) conn.send({ t: 'ack', id: msg.id, table: msg.table });
        return;
      }
      case 'move':
      case 'moves': {
        const moves = msg.t === 'move' ? [msg.move] : msg.moves;
        if (!conn.subs.has(msg.table))
          return this.reject(conn, { code: 'NOT_SUBSCRIBED', id: msg.id, table: msg.table });
        const live = await this.deps.registry.get(msg.table);
        if (live === undefined) return this.reject(conn, { code: 'NOT_FOUND', id: msg.id, table: msg.table });
        const seat = seatOf(live, conn.user.id);
        if (seat === null) return this.reject(conn, { code: 'NOT_SEATED', id: msg.id, table: msg.table });
        const result = await this.deps.submit({ tableId: msg.table, seat, moves, version: msg.version, by: 'human' });
        if (!result.ok) {
          const { code, detail, index, version } = result.error;
          return this.reject(conn, { code, id: msg.id, table: msg.table, detail, index, version });
        }
        if (msg.id !== undefined) conn.send({ t: 'ack', id: msg.id, table: msg.table, version: result.value });
        return;
      }
      case 'lobby':
      case 'unlobby':
        if (msg.t === 'lobby') this.lobby.add(conn, () => conn.send({ t: 'lobbyChanged' }));
        else this.lobby.remove(conn);
        if (msg.id !== undefined) conn.send({ t: 'ack', id: msg.id });
        return;
      case 'chat': {
        if (!conn.subs.has(msg.table))
          return this.reject(conn, { code: 'NOT_SUBSCRIBED', id: msg.id, table: msg.table });
        const live = await this.deps.registry.get(msg.table);
        if (live === undefined) return this.reject(conn, { code: 'NOT_FOUND', id: msg.id, table: msg.table });
        // Controls, bidi overrides and invisible characters go; a line blank after that, or too long, is refused.
        const checked = checkChat(msg.text);
        if (!checked.ok) return this.reject(conn, { ...checked.error, id: msg.id, table: msg.table });
        const text = checked.value;
        const at = this.deps.now();
        // Spectators talk among themselves: the players do not read them (no hints from the audience).
        const audience: ChatAudience = isPlayer(live, conn.user.id) ? 'players' : 'spectators';
        await this.deps.store.addChat({
          tableId: msg.table,
          userId: conn.user.id,
          name: conn.user.name,
          text,
          at,
          audience,
        });
        this.deps.bus.publish({
          kind: 'chat',
          tableId: msg.table,
          userId: conn.user.id,
          name: conn.user.name,
          text,
          at,
          audience,
        });
        if (msg.id !== undefined) conn.send({ t: 'ack', id: msg.id, table: msg.table });
        return;
      }
    }
  }

  private async subscribe(
    conn: Connection,
    tableId: string,
    since: number | undefined,
    invite: string | undefined,
    id: string | undefined,
  ): Promise<void> {
    // Checked before the table is even loaded (a flood of subscriptions must not load tables), and again below.
    if (this.overSubscribed(conn, tableId)) return this.tooManySubscriptions(conn, tableId, id);
    let live = await this.deps.registry.get(tableId);
    // A client coming from another process may have seen more than this copy holds yet: catch up, never go back.
    if (live !== undefined && since !== undefined && since > live.version) {
      await this.deps.registry.exclusive(tableId, () => this.deps.registry.catchUp(tableId));
      live = await this.deps.registry.get(tableId);
    }
    if (live === undefined) return this.reject(conn, { code: 'NOT_FOUND', id, table: tableId });
    const seat = seatOf(live, conn.user.id);
    const left = live.seats.some((s) => s.leftUserId === conn.user.id);
    if (
      live.table.private &&
      seat === null &&
      !left &&
      live.table.hostId !== conn.user.id &&
      invite !== live.table.inviteCode
    ) {
      return this.reject(conn, { code: 'BAD_INVITE', id, table: tableId });
    }
    // Another subscribe may have taken the last free place while this one loaded its table.
    if (this.overSubscribed(conn, tableId)) return this.tooManySubscriptions(conn, tableId, id);
    if (!conn.subs.has(tableId)) {
      const sub: Subscription = {
        version: live.version,
        unsubscribe: this.deps.bus.subscribe(
          tableId,
          (m) => void this.onBus(conn, m).catch((e: unknown) => this.deps.log.error({ err: e }, 'broadcast failed')),
        ),
      };
      conn.subs.set(tableId, sub);
      // Seated players' "connected" marks are part of the table: tell everyone when one changes.
      if (this.deps.presence.add(tableId, conn.user.id)) {
        this.deps.presenceSync.announce(tableId);
        if (seat !== null) this.deps.bus.publish({ kind: 'table', tableId, presenceOnly: true });
      }
    }
    const sub = conn.subs.get(tableId) as Subscription;
    const update = since === undefined || since > live.version ? null : updateFor(live, since, seat);
    if (update !== null) {
      conn.send(update);
      sub.version = live.version;
    } else {
      await this.sendSnapshot(conn, sub, live);
    }
    if (id !== undefined) conn.send({ t: 'ack', id, table: tableId, version: sub.version });
  }

  private async onBus(conn: Connection, m: BusMessage): Promise<void> {
    const sub = conn.subs.get(m.tableId);
    if (sub === undefined || conn.closed || m.kind === 'presence') return;
    if (m.kind === 'chat') {
      const audience = m.audience ?? 'players';
      if (audience === 'spectators') {
        const live = this.deps.registry.peek(m.tableId) ?? (await this.deps.registry.get(m.tableId));
        if (live === undefined || isPlayer(live, conn.user.id)) return;
      }
      const line: ChatLine = { from: { id: m.userId, name: m.name }, text: m.text, at: m.at, audience };
      return conn.send({ t: 'chat', table: m.tableId, line });
    }
    // The cached copy when there is one, so that the update is built before anything else runs: a patch needs the
    // state before the transition, which the next transition drops.
    const live = this.deps.registry.peek(m.tableId) ?? (await this.deps.registry.get(m.tableId));
    if (live === undefined) return;
    const seat = seatOf(live, conn.user.id);
    if (m.kind === 'table') {
      // Seats or status changed: a start brings the first view, so send the whole picture.
      if (live.table.status !== 'open') return this.sendSnapshot(conn, sub, live);
      sub.version = live.version;
      return conn.send({ t: 'table', table: this.deps.tables.summary(live) });
    }
    // Moves: from what this viewer was last sent to what the match is at now (which may be past `m.version` when
    // another process's moves were caught up with at once); nothing when it has seen them already.
    if (live.version <= sub.version) return;
    const update = updateFor(live, sub.version, seat);
    if (update === null) return this.sendSnapshot(conn, sub, live);
    sub.version = live.version;
    conn.send(update);
  }

  /**
   * The whole picture of a table for one viewer. The chat is read first and the rest built at once after it, with
   * the version the viewer is then recorded at: built across the wait, the snapshot could be newer than the version
   * recorded, and the next update would not continue it.
   */
  private async sendSnapshot(conn: Connection, sub: Subscription, seen: LiveMatch): Promise<void> {
    const chat = await this.chat(seen, conn.user.id);
    const live = this.deps.registry.peek(seen.table.id) ?? seen;
    sub.version = live.version;
    conn.send(snapshotFor(live, this.deps.tables.summary(live), seatOf(live, conn.user.id), chat));
  }

  /** The chat a snapshot carries: players read the players' lines; spectators read both (each line marked). */
  private async chat(live: LiveMatch, userId: string): Promise<ChatLine[]> {
    const audiences: readonly ChatAudience[] = isPlayer(live, userId) ? ['players'] : ['players', 'spectators'];
    const rows = await this.deps.store.listChat(live.table.id, CHAT_LINES, audiences);
    return rows.map((r) => ({
      from: { id: r.userId, name: r.name },
      text: r.text,
      at: r.at,
      audience: r.audience ?? 'players',
    }));
  }

  private leftTable(tableId: string, userId: string): void {
    if (!this.deps.presence.remove(tableId, userId)) return;
    this.deps.presenceSync.announce(tableId);
    void this.deps.registry.get(tableId).then(
      (live) => {
        if (live !== undefined && seatOf(live, userId) !== null)
          this.deps.bus.publish({ kind: 'table', tableId, presenceOnly: true });
      },
      (e: unknown) => this.deps.log.error({ err: e, tableId }, 'could not load a table after a client left'),
    );
  }

  /** A new table for a connection that already follows as many as it may (following one again is always fine). */
  private overSubscribed(conn: Connection, tableId: string): boolean {
    return !conn.subs.has(tableId) && conn.subs.size >= conn.maxSubscriptions;
  }

  private tooManySubscriptions(conn: Connection, tableId: string, id: string | undefined): void {
    this.reject(conn, { code: 'TOO_MANY_SUBSCRIPTIONS', id, table: tableId, detail: { max: conn.maxSubscriptions } });
  }

  private rateLimited(conn: Connection): void {
    // One reply per second at most: answering every flooded frame would double the flood.
    const now = this.deps.now();
    if (now - conn.lastLimitReply < 1000) return;
    conn.lastLimitReply = now;
    this.reject(conn, { code: 'RATE_LIMITED' });
  }

  private reject(
    conn: Connection,
    e: {
      code: string;
      id?: string | undefined;
      table?: string | undefined;
      detail?: Record<string, string | number> | undefined;
      index?: number | undefined;
      version?: number | undefined;
    },
  ): void {
    this.deps.onError?.(e.code);
    const msg: Record<string, unknown> = { t: 'error', code: e.code };
    if (e.id !== undefined) msg['id'] = e.id;
    if (e.table !== undefined) msg['table'] = e.table;
    if (e.detail !== undefined) msg['detail'] = e.detail;
    if (e.index !== undefined) msg['index'] = e.index;
    if (e.version !== undefined) msg['version'] = e.version;
    conn.send(JSON.stringify(msg));
  }
}

/**
 * A player of the table for the chat: seated, or the person a bot took the seat over from (they may come back, and
 * they must not read the spectators' talk about the game they still own a seat in).
 */
function isPlayer(live: LiveMatch, userId: string): boolean {
  return live.seats.some((s) => s.userId === userId || s.leftUserId === userId);
}
