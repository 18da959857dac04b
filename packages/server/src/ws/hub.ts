import type { ChatAudience, ChatLine, ClientMessage, ServerMessage } from '@birzha/protocol';
import { MAX_FRAME_BYTES, PROTOCOL_VERSION, parseClientFrame } from '@birzha/protocol';
import type { RawData } from 'ws';
import type { Bus, BusMessage } from '../bus/bus.ts';
import type { TableService } from '../lobby/table-service.ts';
import type { Presence } from '../lobby/presence.ts';
import type { PresenceSync } from '../lobby/presence-sync.ts';
import { seatOf, type LiveMatch } from '../matches/live-match.ts';
import type { MoveRequest, MoveResult } from '../matches/move-path.ts';
import type { MatchRegistry } from '../matches/registry.ts';
import { isPlayer, postChat } from '../lobby/post-chat.ts';
import type { Watchers } from '../notify/watchers.ts';
import { outageAnswers } from '../store/outage-answer.ts';
import type { Store, UserRow } from '../store/store.ts';
import { frameSize, frameText, type EarlyFrames } from './early-frames.ts';
import { holdMessages, keepHeld, type Held } from './held-messages.ts';
import { LobbyWatcher } from './lobby-watcher.ts';
import { TokenBucket } from './rate-limit.ts';
import { netSocketOf, TickCork, type Corkable } from './tick-cork.ts';
import { resumeUpdate } from './resume-update.ts';
import { SharedUpdates } from './shared-updates.ts';
import { frameWriter, OutgoingText, textFrame } from './text-frame.ts';
import { snapshotFor } from './viewer-messages.ts';
import { VisiblePages } from './visible.ts';

export interface HubDeps {
  readonly store: Store;
  readonly registry: MatchRegistry;
  readonly bus: Bus;
  readonly tables: TableService;
  readonly presence: Presence;
  /** Tells the other processes who is connected here. */
  readonly presenceSync: PresenceSync;
  /** Who shows which table on a visible page (their notifications about it are held back). */
  readonly watchers: Watchers;
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
  /**
   * While a snapshot (or a subscribe's catch-up update) is being made for this connection: the table's bus messages
   * wait here and are looked at once it is out, so that nothing about the table reaches the connection before it.
   */
  held: Held | null;
  /**
   * The seats' connected marks this connection was last sent (null: none yet): a presence change that leaves them as
   * they were is not sent.
   */
  marks: readonly boolean[] | null;
  /** The connection asked for its seat's legal moves with every snapshot and update (Subscribe.legal). */
  legal: boolean;
}

/**
 * What the hub needs of a client's socket: a WebSocket (ws) is one; the bot API's game stream (bot-api/ndjson-socket.ts)
 * is another, writing each message as a line of an HTTP response.
 */
export interface HubSocket {
  readonly bufferedAmount: number;
  send(text: string): void;
  close(code: number, reason: string): void;
  /** Drops the connection at once, with no closing handshake (a WebSocket's; the bot API's stream bounds its own). */
  terminate?(): void;
  on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** What one connection may do besides its message budget. */
export interface AttachOptions {
  /** Tables one connection may follow at once (each costs a bus subscription and a share of every broadcast). */
  readonly maxSubscriptions?: number;
  /** Frames the socket received before it was attached: handled first, after `hello`, in the order sent. */
  readonly early?: EarlyFrames;
}

/** Tables a connection may follow at once when the caller sets no cap. */
export const MAX_SUBSCRIPTIONS = 20;
/** A socket that is this far behind is too slow to keep (it would hold the server's memory). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const CHAT_LINES = 50;
/** How long a client has to answer the server's closing handshake at a shutdown. */
const SHUTDOWN_GRACE_MS = 1_000;
/** A lobby watcher hears of changes at most this often. */
export const LOBBY_THROTTLE_MS = 300;

/** One client connection: its user, its subscriptions and its message budget. */
class Connection {
  readonly subs = new Map<string, Subscription>();
  readonly bucket: TokenBucket;
  lastLimitReply = 0;
  closed = false;
  /** A tick's frames to this client leave in one write (tick-cork.ts). */
  private readonly tick = new TickCork();
  private readonly net: Corkable | undefined;
  /** Whole frames straight to a ws socket (text-frame.ts); undefined for another kind of socket. */
  private readonly frames: ((frame: Buffer) => boolean) | undefined;
  /** The frame being handled and those waiting behind it. */
  queue: Promise<void> = Promise.resolve();

  constructor(
    readonly socket: HubSocket,
    readonly user: UserRow,
    rate: HubDeps['rateLimit'],
    now: number,
    readonly maxSubscriptions: number,
  ) {
    this.bucket = new TokenBucket(rate.perSecond, rate.burst, now);
    this.net = netSocketOf(socket);
    this.frames = frameWriter(socket);
  }

  /** A message, its JSON text, or a text shared with other connections (its frame built once for all of them). */
  send(message: ServerMessage | string | OutgoingText): void {
    if (this.closed) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.close(1013, 'too slow');
      return;
    }
    this.tick.hold(this.net);
    if (message instanceof OutgoingText) {
      // A shared text's frame, built once: its text only for a socket that takes no frames.
      if (this.frames === undefined || !this.frames(message.frame)) this.socket.send(message.text);
      return;
    }
    const text = typeof message === 'string' ? message : JSON.stringify(message);
    if (this.frames === undefined || !this.frames(textFrame(text))) this.socket.send(text);
  }
}

/** The WebSocket side of play: subscriptions, moves, chat, and the per-viewer broadcast of every change. */
export class Hub {
  private readonly connections = new Set<Connection>();
  /** The connections subscribed to each table (for presence changes, which come from no table's bus messages). */
  private readonly viewers = new Map<string, Set<Connection>>();
  private readonly lobby: LobbyWatcher<Connection>;
  private readonly stopPresence: () => void;
  private readonly visible: VisiblePages;
  /** The viewers of one kind get one text of a move's update (shared-updates.ts). */
  private readonly updates = new SharedUpdates();
  /** Messages refused UNAVAILABLE while the database is out of reach (store/outage-answer.ts). */
  private readonly outage: ReturnType<typeof outageAnswers>;

  constructor(private readonly deps: HubDeps) {
    this.outage = outageAnswers(deps.log);
    this.lobby = new LobbyWatcher(deps.bus, deps.lobbyThrottleMs ?? LOBBY_THROTTLE_MS);
    this.visible = new VisiblePages(deps.watchers);
    this.stopPresence = deps.presenceSync.onChange(
      (tableId) =>
        void this.presenceChanged(tableId).catch((e: unknown) =>
          this.deps.log.error({ err: e, tableId }, 'telling a presence change failed'),
        ),
    );
  }

  /**
   * Serves one authenticated socket until it closes. The frames it sent before (`early`) are handled first, after
   * `hello`, as if they came then.
   */
  attach(socket: HubSocket, user: UserRow, options: AttachOptions = {}): void {
    const conn = new Connection(
      socket,
      user,
      this.deps.rateLimit,
      this.deps.now(),
      options.maxSubscriptions ?? MAX_SUBSCRIPTIONS,
    );
    this.connections.add(conn);
    conn.send({ t: 'hello', protocol: PROTOCOL_VERSION, user: { id: user.id, name: user.name } });
    // Taken and listened to in one tick: no frame can fall between the two.
    const early = options.early?.take() ?? [];
    socket.on('message', (data, isBinary) => this.frame(conn, data, isBinary, frameSize(data)));
    for (const f of early) this.frame(conn, f.data, f.isBinary, f.size);
    socket.on('close', () => {
      conn.closed = true;
      this.connections.delete(conn);
      this.lobby.remove(conn);
      this.visible.closed(conn);
      for (const [tableId, sub] of conn.subs) {
        sub.unsubscribe();
        this.unview(tableId, conn);
        this.leftTable(tableId, user.id);
      }
      conn.subs.clear();
    });
    // ws closes the socket itself after a protocol error, with the right close code (1007, 1009...).
    socket.on('error', (e) => this.deps.log.warn({ err: e, user: user.id }, 'websocket error'));
  }

  /** One frame from a client (`data` null: over MAX_FRAME_BYTES, not kept): checked, then queued to be handled. */
  private frame(conn: Connection, data: RawData | null, isBinary: boolean, size: number): void {
    // Every frame spends from the budget first, whatever it is: oversized ones too (each costs a reply).
    if (!conn.bucket.take(this.deps.now())) return this.rateLimited(conn);
    if (data === null || size > MAX_FRAME_BYTES)
      return this.reject(conn, { code: 'FRAME_TOO_LARGE', detail: { max: MAX_FRAME_BYTES } });
    const parsed = parseClientFrame(frameText(data, isBinary));
    if (!parsed.ok) return this.reject(conn, parsed.error);
    // One frame at a time, in the order sent: a move right after a subscribe must find the subscription made.
    conn.queue = conn.queue.then(() =>
      this.handle(conn, parsed.value).catch((e: unknown) => {
        const id = parsed.value.id === undefined ? {} : { id: parsed.value.id };
        const unavailable = this.outage(e, 'a message');
        if (unavailable !== null) return this.reject(conn, { code: 'UNAVAILABLE', ...id, detail: { ...unavailable } });
        this.deps.log.error({ err: e, user: conn.user.id }, 'message handler failed');
        this.reject(conn, { code: 'INTERNAL', ...id });
      }),
    );
  }

  /** Number of open connections. */
  get size(): number {
    return this.connections.size;
  }

  /** The tables this process's connections follow. */
  followedTables(): string[] {
    return [...this.viewers.keys()];
  }

  /** Whether a connection here follows the table. */
  isFollowed(tableId: string): boolean {
    return this.viewers.has(tableId);
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
        if (m !== undefined) this.fromBus(conn, m, 'refresh failed');
      }
    this.lobby.changedAll();
  }

  /**
   * Closes every connection (server shutdown). One whose client has not answered the closing handshake within
   * SHUTDOWN_GRACE_MS is dropped: a client gone silent (a phone off the network, a page frozen in the background) would
   * otherwise hold the server's close for ws's closing timeout (30 s), past a process runner's grace.
   */
  closeAll(): void {
    this.stopPresence();
    this.lobby.close();
    const closing = [...this.connections];
    for (const c of closing) c.socket.close(1001, 'server shutting down');
    if (closing.length === 0) return;
    const timer = setTimeout(() => {
      for (const c of closing) if (!c.closed) c.socket.terminate?.();
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
  }

  private async handle(conn: Connection, msg: ClientMessage): Promise<void> {
    switch (msg.t) {
      case 'ping':
        return conn.send(msg.id === undefined ? { t: 'pong' } : { t: 'pong', id: msg.id });
      case 'subscribe':
        return this.subscribe(conn, msg.table, msg.since, msg.invite, msg.id, msg.legal === true);
      case 'unsubscribe': {
        const sub = conn.subs.get(msg.table);
        if (sub !== undefined) {
          sub.unsubscribe();
          conn.subs.delete(msg.table);
          this.unview(msg.table, conn);
          this.leftTable(msg.table, conn.user.id);
          this.visible.set(conn, conn.user.id, msg.table, false);
        }
        if (msg.id !== undefined) conn.send({ t: 'ack', id: msg.id, table: msg.table });
        return;
      }
      case 'visible':
        // Only for a table this connection follows: unsubscribing and closing take it back.
        if (conn.subs.has(msg.table)) this.visible.set(conn, conn.user.id, msg.table, msg.visible);
        if (msg.id !== undefined) conn.send({ t: 'ack', id: msg.id, table: msg.table });
        return;
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
        const posted = await postChat(this.deps, conn.user, live, msg.text);
        if (!posted.ok) return this.reject(conn, { ...posted.error, id: msg.id, table: msg.table });
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
    legal: boolean,
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
    const following = conn.subs.get(tableId);
    const sub = following ?? this.follow(conn, tableId, live.version);
    sub.legal = legal;
    // Until the answer is out, nothing else about the table reaches this connection.
    const release = this.holdFor(conn, sub);
    // The other viewers see this person's mark change (a presence message, when the marks did change).
    if (following === undefined && this.deps.presence.add(tableId, conn.user.id))
      this.deps.presenceSync.announce(tableId);
    const answered = (chat: readonly ChatLine[]) => {
      if (id !== undefined) conn.send({ t: 'ack', id, table: tableId, version: sub.version });
      release(chat);
    };
    try {
      const { now, update } = await resumeUpdate(this.deps.store, this.deps.registry, live, since, seat, sub.legal);
      if (update === null) return await this.sendSnapshot(conn, sub, now, answered);
      sub.version = now.version;
      conn.send(update);
      // The client kept its summary from before: who is connected may have changed meanwhile.
      this.sendPresence(conn, sub, now);
      answered([]);
    } finally {
      // Never left holding, even after a failure (nothing if already released): later messages would wait forever.
      release([]);
    }
  }

  /** Starts sending a connection a table's changes (hold them until its snapshot is out: see holdFor). */
  private follow(conn: Connection, tableId: string, version: number): Subscription {
    const sub: Subscription = {
      version,
      held: null,
      marks: null,
      legal: false,
      unsubscribe: this.deps.bus.subscribe(tableId, (m) => this.fromBus(conn, m)),
    };
    conn.subs.set(tableId, sub);
    let viewers = this.viewers.get(tableId);
    if (viewers === undefined) this.viewers.set(tableId, (viewers = new Set()));
    viewers.add(conn);
    return sub;
  }

  /**
   * A bus message about a table this connection follows. A move of a table this process holds is answered at once,
   * with no promise made for it (five of them per move at a table of four and a spectator); what must wait (a load, a
   * snapshot, a spectators' chat line) goes on asynchronously, its failure logged the same way.
   */
  private fromBus(conn: Connection, m: BusMessage, failed = 'broadcast failed'): void {
    let pending: Promise<void> | void;
    try {
      pending = this.onBus(conn, m);
    } catch (e) {
      this.deps.log.error({ err: e }, failed);
      return;
    }
    if (pending instanceof Promise) pending.catch((e: unknown) => this.deps.log.error({ err: e }, failed));
  }

  /** Holds the table's bus messages to this connection until the returned `release` (held-messages.ts). */
  private holdFor(conn: Connection, sub: Subscription, asOfStart = false): (chat: readonly ChatLine[]) => void {
    return holdMessages(sub, (m) => this.fromBus(conn, m), asOfStart);
  }

  /**
   * A snapshot outside a subscribe, holding the messages meanwhile: of `live` as it is now (a gap too old for an
   * update: the freshest is best), or, `asOfNow` false, as it was when called (a start: a viewer at the start's
   * version then gets the moves made while the snapshot waited for its chat as updates, their events included).
   */
  private async snapshotHolding(conn: Connection, sub: Subscription, live: LiveMatch, asOfNow: boolean): Promise<void> {
    const release = this.holdFor(conn, sub, !asOfNow);
    // The fields a move replaces (state, version, deadlines) are kept as they are; the table row is copied.
    const seen = asOfNow ? live : { ...live, table: { ...live.table } };
    try {
      await this.sendSnapshot(conn, sub, seen, release, asOfNow);
    } finally {
      release([]);
    }
  }

  private onBus(conn: Connection, m: BusMessage): Promise<void> | void {
    const sub = conn.subs.get(m.tableId);
    if (sub === undefined || conn.closed || m.kind === 'presence' || m.kind === 'watching') return;
    if (sub.held !== null) return keepHeld(sub.held, m);
    if (m.kind === 'chat') return this.chatFromBus(conn, m);
    // The cached copy when there is one, so that the update is built before anything else runs: a patch needs the
    // state before the transition, which the next transition drops.
    const live = this.deps.registry.peek(m.tableId);
    if (live === undefined) return this.loadedFromBus(conn, m);
    return this.changeFromBus(conn, sub, live, m);
  }

  private async chatFromBus(conn: Connection, m: Extract<BusMessage, { kind: 'chat' }>): Promise<void> {
    const audience = m.audience ?? 'players';
    if (audience === 'spectators') {
      const live = this.deps.registry.peek(m.tableId) ?? (await this.deps.registry.get(m.tableId));
      if (live === undefined || isPlayer(live, conn.user.id)) return;
      // A snapshot may have begun while the table loaded.
      const held = conn.subs.get(m.tableId)?.held ?? null;
      if (held !== null) return keepHeld(held, m);
    }
    const line: ChatLine = { from: { id: m.userId, name: m.name }, text: m.text, at: m.at, audience };
    conn.send({ t: 'chat', table: m.tableId, line });
  }

  /** A change of a table this process did not hold: loaded first. */
  private async loadedFromBus(conn: Connection, m: BusMessage): Promise<void> {
    const live = await this.deps.registry.get(m.tableId);
    // A subscribe may have begun (or ended and begun again) while the table loaded.
    const sub = conn.subs.get(m.tableId);
    if (sub === undefined || conn.closed) return;
    if (sub.held !== null) return keepHeld(sub.held, m);
    if (live === undefined) return;
    return this.changeFromBus(conn, sub, live, m);
  }

  /** Seats, status or moves changed at a table this process holds. */
  private changeFromBus(conn: Connection, sub: Subscription, live: LiveMatch, m: BusMessage): Promise<void> | void {
    const seat = seatOf(live, conn.user.id);
    if (m.kind === 'table') {
      // Seats or status changed: a start brings the first view, so send the whole picture.
      if (live.table.status !== 'open') return this.snapshotHolding(conn, sub, live, false);
      sub.version = live.version;
      const summary = this.deps.tables.summary(live);
      sub.marks = summary.seats.map((s) => s.connected);
      return conn.send({ t: 'table', table: summary });
    }
    // Moves: from what this viewer was last sent to what the match is at now (which may be past `m.version` when
    // another process's moves were caught up with at once); nothing when it has seen them already.
    if (live.version <= sub.version) return;
    const update = this.updates.text(live, sub.version, seat, sub.legal);
    if (update === null) return this.snapshotHolding(conn, sub, live, true);
    sub.version = live.version;
    conn.send(update);
  }

  /**
   * The whole picture of a table for one viewer, then `sent` with the chat it carried, in the same tick. The chat is
   * read first and the rest built at once after it (`asOfNow`: from the table as it is then, else from `seen`), with
   * the version the viewer is then recorded at: built across the wait, the snapshot could be newer than the version
   * recorded, and the next update would not continue it.
   */
  private async sendSnapshot(
    conn: Connection,
    sub: Subscription,
    seen: LiveMatch,
    sent: (chat: readonly ChatLine[]) => void,
    asOfNow = true,
  ): Promise<void> {
    const chat = await this.chat(seen, conn.user.id);
    const live = asOfNow ? (this.deps.registry.peek(seen.table.id) ?? seen) : seen;
    const summary = this.deps.tables.summary(live);
    sub.version = live.version;
    sub.marks = summary.seats.map((s) => s.connected);
    conn.send(snapshotFor(live, summary, seatOf(live, conn.user.id), chat, sub.legal));
    sent(chat);
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

  /**
   * Who is connected at a table changed, through this process or another (presence-sync.ts): each viewer whose
   * seats' marks are no longer those it was sent gets the new ones, never a whole snapshot. A spectator coming or
   * going changes no mark, and is not told.
   */
  private async presenceChanged(tableId: string): Promise<void> {
    if (this.viewers.get(tableId) === undefined) return;
    const live = this.deps.registry.peek(tableId) ?? (await this.deps.registry.get(tableId));
    if (live === undefined) return;
    const marks = this.deps.tables.summary(live).seats.map((s) => s.connected);
    for (const conn of this.viewers.get(tableId) ?? []) {
      const sub = conn.subs.get(tableId);
      // One whose snapshot is being made gets the marks in it.
      if (sub === undefined || sub.held !== null || conn.closed) continue;
      this.sendPresence(conn, sub, live, marks);
    }
  }

  /** The seats' connected marks, when they are not the ones this connection was last sent. */
  private sendPresence(conn: Connection, sub: Subscription, live: LiveMatch, marks?: readonly boolean[]): void {
    const now = marks ?? this.deps.tables.summary(live).seats.map((s) => s.connected);
    if (sub.marks !== null && sub.marks.length === now.length && sub.marks.every((c, i) => c === now[i])) return;
    sub.marks = now;
    conn.send({ t: 'presence', table: live.table.id, connected: [...now] });
  }

  private unview(tableId: string, conn: Connection): void {
    const viewers = this.viewers.get(tableId);
    viewers?.delete(conn);
    if (viewers?.size === 0) this.viewers.delete(tableId);
  }

  private leftTable(tableId: string, userId: string): void {
    if (this.deps.presence.remove(tableId, userId)) this.deps.presenceSync.announce(tableId);
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
