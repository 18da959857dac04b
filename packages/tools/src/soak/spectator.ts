import type { ServerMessage } from '@birzha/protocol';
import { BenchSocket } from '../bench-server/load/bench-socket.ts';
import { newGuest } from '../bench-server/load/rest.ts';

// A spectator on one process following random tables: every update must continue from the version it has (`from`
// equal to the last version seen), whichever process applied the move, or it counts a gap.

/** What every spectator counts. */
export interface SpectatorCounts {
  updates: number;
  snapshots: number;
  /** Updates whose `from` was not the version this spectator had: a lost, repeated or reordered message. */
  gaps: number;
  /** `error` frames, by code. */
  readonly errors: Record<string, number>;
  unexpectedCloses: number;
  tablesFollowed: number;
  finishedSeen: number;
}

export function newCounts(): SpectatorCounts {
  return { updates: 0, snapshots: 0, gaps: 0, errors: {}, unexpectedCloses: 0, tablesFollowed: 0, finishedSeen: 0 };
}

/** Follows another table after this long, finished or not. */
const FOLLOW_MS = 30_000;

export class Spectator {
  private table: string | null = null;
  /** The version of the current table this spectator has (null until its snapshot). */
  private version: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  private constructor(
    private readonly socket: BenchSocket,
    private readonly counts: SpectatorCounts,
    private readonly pick: () => string | null,
  ) {
    socket.onMessage = (m) => this.onMessage(m);
  }

  /** A guest on the process at `url`, connected, following `pick()`'s tables. */
  static async start(
    url: string,
    name: string,
    counts: SpectatorCounts,
    pick: () => string | null,
  ): Promise<Spectator> {
    const guest = await newGuest(url, name);
    const socket = await BenchSocket.open(`${url.replace(/^http/, 'ws')}/ws`, guest.token, {
      frame: () => undefined,
      unexpectedClose: () => {
        counts.unexpectedCloses++;
      },
    });
    const s = new Spectator(socket, counts, pick);
    s.next();
    return s;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.socket.close();
  }

  /** Leaves the current table and follows a random one. */
  private next(): void {
    if (this.stopped) return;
    if (this.timer !== null) clearTimeout(this.timer);
    if (this.table !== null) this.socket.send({ t: 'unsubscribe', table: this.table });
    const table = this.pick();
    this.table = table;
    this.version = null;
    this.timer = setTimeout(() => this.next(), table === null ? 1000 : FOLLOW_MS);
    if (table === null) return;
    this.counts.tablesFollowed++;
    this.socket.request({ t: 'subscribe', table }).then(
      (answer) => {
        if (answer.t === 'error') this.error(answer.code);
      },
      () => this.error('NO_ANSWER'),
    );
  }

  private error(code: string): void {
    if (this.stopped) return;
    this.counts.errors[code] = (this.counts.errors[code] ?? 0) + 1;
  }

  private onMessage(m: ServerMessage): void {
    if (m.t === 'error') return this.error(m.code);
    if (m.t === 'snapshot' && m.table.id === this.table) {
      this.counts.snapshots++;
      this.version = m.table.version;
      if (m.table.status === 'finished') this.finished();
    } else if (m.t === 'update' && m.table === this.table) {
      this.counts.updates++;
      // Before the snapshot there is nothing to continue from; the snapshot then holds this update already.
      if (this.version !== null && m.from !== this.version) this.counts.gaps++;
      if (this.version === null || m.version > this.version) this.version = m.version;
      if (m.status === 'finished') this.finished();
    }
  }

  private finished(): void {
    this.counts.finishedSeen++;
    // A moment later, so that a table that finished before we came is not followed again and again at once.
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.next(), 500);
  }
}
