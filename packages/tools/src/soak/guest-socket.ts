import type { ServerMessage } from '@birzha/protocol';
import { BenchSocket } from '../bench-server/load/bench-socket.ts';
import { newGuest } from '../bench-server/load/rest.ts';
import { sleep } from '../bench-server/wait.ts';
import { NO_KILLS, type KillsView } from './process-kills.ts';

/** What a guest's connection counts of its closes. */
export interface LinkCounts {
  /** Closes the soak did not cause: errors. */
  unexpectedCloses: number;
  /** Closes by a process the soak killed (each followed by a reconnect). */
  closesByKills: number;
  reconnects: number;
  /** Connections that could not reconnect within RECONNECT_LIMIT_MS of a kill: errors. */
  notReconnected: number;
}

export function newLinkCounts(): LinkCounts {
  return { unexpectedCloses: 0, closesByKills: 0, reconnects: 0, notReconnected: 0 };
}

/** A connection closed by a kill tries again this often... */
const RECONNECT_EVERY_MS = 500;
/** ...for this long after the close, past the process's restart. */
export const RECONNECT_LIMIT_MS = 60_000;

/**
 * A guest's WebSocket to the process at `url`, as a page keeps it: closed by a process the soak killed (`kills`), it
 * opens again on the same address with the same session, and `onReopen` lets its owner ask again for what it followed;
 * any other close counts as unexpected. `generation` grows at each close, so that an answer still awaited on a socket
 * that closed can be told apart.
 */
export class GuestLink {
  generation = 0;
  /** Called when the connection is open again after a kill (its owner subscribes again). */
  onReopen: () => void = () => undefined;
  private socket: BenchSocket | null = null;
  private closed = false;
  private handler: (m: ServerMessage) => void = () => undefined;
  /** The reconnect under way after a kill's close (null when open, or closed by its owner). */
  private reconnecting: Promise<void> | null = null;

  private constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly counts: LinkCounts,
    private readonly kills: KillsView,
    private readonly label: string,
  ) {}

  /** A new guest `name` on the process at `url` (http://...), connected (hello received). */
  static async open(url: string, name: string, counts: LinkCounts, kills: KillsView = NO_KILLS): Promise<GuestLink> {
    const guest = await newGuest(url, name);
    const link = new GuestLink(url, guest.token, counts, kills, name);
    link.socket = await link.connect();
    return link;
  }

  /** Open now (false between a kill's close and the reconnect). */
  get up(): boolean {
    return this.socket !== null;
  }

  set onMessage(handler: (m: ServerMessage) => void) {
    this.handler = handler;
    if (this.socket !== null) this.socket.onMessage = handler;
  }

  /** Sends when open; dropped while reconnecting (what it asked is asked again at the reopen). */
  send(message: object): void {
    this.socket?.send(message);
  }

  request(message: object): Promise<ServerMessage> {
    if (this.socket === null) return Promise.reject(new Error('reconnecting'));
    return this.socket.request(message);
  }

  /**
   * Resolves once no reconnect is under way: open again, or given up. The soak's end waits for it after the last kill,
   * since a client closed by a process that is back reconnects half a second or more later, and stopping it first
   * would count a close with no reconnect.
   */
  settled(): Promise<void> {
    return this.reconnecting ?? Promise.resolve();
  }

  close(): void {
    this.closed = true;
    this.socket?.close();
    this.socket = null;
  }

  private async connect(): Promise<BenchSocket> {
    // Empty until open: a close before the hello fails the open instead.
    const opened: { socket?: BenchSocket } = {};
    const socket = await BenchSocket.open(`${this.url.replace(/^http/, 'ws')}/ws`, this.token, {
      frame: () => undefined,
      unexpectedClose: () => this.lost(opened.socket),
    });
    opened.socket = socket;
    socket.onMessage = this.handler;
    return socket;
  }

  /** `socket` closed without being asked: the current one, or one that lost the race to become it (ignored). */
  private lost(socket: BenchSocket | undefined): void {
    if (this.closed || socket === undefined || socket !== this.socket) return;
    this.generation++;
    this.socket = null;
    if (!this.kills.expected(this.url)) {
      this.counts.unexpectedCloses++;
      return;
    }
    this.counts.closesByKills++;
    this.reconnecting = this.reconnect().finally(() => {
      this.reconnecting = null;
    });
  }

  private async reconnect(): Promise<void> {
    const giveUp = performance.now() + RECONNECT_LIMIT_MS;
    while (!this.closed && performance.now() < giveUp) {
      await sleep(RECONNECT_EVERY_MS);
      if (this.closed || this.kills.isDown(this.url)) continue;
      try {
        const socket = await this.connect();
        if (this.closed) return socket.close();
        this.socket = socket;
        this.counts.reconnects++;
        this.onReopen();
        return;
      } catch {
        // Not serving yet (refused, or no hello in time): once more.
      }
    }
    if (this.closed) return;
    this.counts.notReconnected++;
    process.stderr.write(`soak: ${this.label} could not reconnect within ${RECONNECT_LIMIT_MS / 1000} s\n`);
  }
}
