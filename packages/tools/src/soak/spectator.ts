import type { ServerMessage } from '@birzha/protocol';
import { GuestLink, newLinkCounts, type LinkCounts } from './guest-socket.ts';
import { NO_KILLS, type KillsView } from './process-kills.ts';
import { StaleWatch } from './stale-watch.ts';

// A spectator on one process following random tables: every update must continue from the version it has (`from`
// equal to the last version seen), whichever process applied the move, or it counts a gap; and, given the store to
// read, its version must reach what the store had a bound ago, or it counts a stale view (a connection gone deaf).

/** What every spectator counts (and of its connection, LinkCounts). */
export interface SpectatorCounts extends LinkCounts {
  updates: number;
  snapshots: number;
  /** Updates whose `from` was not the version this spectator had: a lost, repeated or reordered message. */
  gaps: number;
  /** `error` frames, by code. */
  readonly errors: Record<string, number>;
  /** Subscribes refused UNAVAILABLE (the database out of reach: nothing done), each asked again after its wait. */
  unavailable: number;
  unexpectedCloses: number;
  tablesFollowed: number;
  finishedSeen: number;
  /** Times a view stayed behind the store longer than the bound (each such stretch once). */
  staleViews: number;
  /** The longest a view stayed behind the store, in ms, of those that went past the bound (0: none did). */
  worstStaleMs: number;
  /** Readings of the followed tables' versions in the store. */
  storeChecks: number;
}

export function newCounts(): SpectatorCounts {
  return {
    updates: 0,
    snapshots: 0,
    gaps: 0,
    errors: {},
    unavailable: 0,
    ...newLinkCounts(),
    tablesFollowed: 0,
    finishedSeen: 0,
    staleViews: 0,
    worstStaleMs: 0,
    storeChecks: 0,
  };
}

/** How a spectator checks that its view keeps up: the store's version of a table, and how far behind is too far. */
export interface StaleCheck {
  /** The table's version in the store now (null: not there). */
  readonly storeVersion: (tableId: string) => Promise<number | null>;
  readonly boundMs: number;
}

/** How often a spectator reads its table's version in the store. */
const CHECK_MS = 1000;

/** Follows another table after this long, finished or not. */
const FOLLOW_MS = 30_000;

export class Spectator {
  private table: string | null = null;
  /** The version of the current table this spectator has (null until its snapshot). */
  private version: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly watch: StaleWatch | null;
  private checkTimer: NodeJS.Timeout | null = null;
  private checking = false;
  /** The subscription was refused: nothing to keep up with. */
  private refused = false;

  private constructor(
    private readonly socket: GuestLink,
    private readonly counts: SpectatorCounts,
    private readonly pick: () => string | null,
    private readonly label: string,
    private readonly check: StaleCheck | null,
  ) {
    socket.onMessage = (m) => this.onMessage(m);
    // Back after its process was killed: the same table again, from a snapshot (a page reloading its table).
    socket.onReopen = () => {
      if (this.table !== null) this.follow(this.table);
    };
    this.watch = check === null ? null : new StaleWatch(check.boundMs);
    if (check !== null) this.checkTimer = setInterval(() => void this.checkStore(), CHECK_MS);
  }

  /** A guest on the process at `url`, connected, following `pick()`'s tables. */
  static async start(
    url: string,
    name: string,
    counts: SpectatorCounts,
    pick: () => string | null,
    check: StaleCheck | null = null,
    kills: KillsView = NO_KILLS,
  ): Promise<Spectator> {
    const socket = await GuestLink.open(url, name, counts, kills);
    const s = new Spectator(socket, counts, pick, name, check);
    s.next();
    return s;
  }

  /** Resolves once its connection is not reconnecting (GuestLink.settled). */
  settled(): Promise<void> {
    return this.socket.settled();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    if (this.checkTimer !== null) clearInterval(this.checkTimer);
    this.socket.close();
  }

  /** Leaves the current table and follows a random one. */
  private next(): void {
    if (this.stopped) return;
    if (this.timer !== null) clearTimeout(this.timer);
    if (this.table !== null) this.socket.send({ t: 'unsubscribe', table: this.table });
    const table = this.pick();
    this.table = table;
    this.timer = setTimeout(() => this.next(), table === null ? 1000 : FOLLOW_MS);
    if (table === null) {
      this.version = null;
      return;
    }
    this.counts.tablesFollowed++;
    this.follow(table);
  }

  /** Subscribes to `table`, its view unknown until the snapshot. */
  private follow(table: string): void {
    this.version = null;
    this.watch?.reset();
    this.refused = false;
    if (!this.socket.up) return;
    // An answer lost with a connection its process's kill closed is not the server's error: the reopen asks again.
    const generation = this.socket.generation;
    this.socket.request({ t: 'subscribe', table }).then(
      (answer) => {
        if (answer.t !== 'error') return;
        if (answer.code === 'UNAVAILABLE') return this.askAgain(table, answer.detail?.['retryAfter']);
        if (this.table === table) this.refused = true;
        this.error(answer.code);
      },
      () => {
        if (this.socket.generation === generation) this.error('NO_ANSWER');
      },
    );
  }

  /**
   * A subscribe refused UNAVAILABLE (the database out of reach, a restart of the soak's): asked again after the wait
   * the server names, as the web page does; not an error unless it never gets through (a stale view then).
   */
  private askAgain(table: string, retryAfter: unknown): void {
    this.counts.unavailable++;
    const seconds = typeof retryAfter === 'number' && retryAfter > 0 ? retryAfter : 1;
    setTimeout(() => {
      if (this.table === table && !this.stopped) this.follow(table);
    }, seconds * 1000);
  }

  /** Reads the table's version in the store and counts a view that stayed behind it past the bound. */
  private async checkStore(): Promise<void> {
    const table = this.table;
    if (this.check === null || this.watch === null || this.checking || this.stopped || table === null) return;
    // Its process killed, the page shows nothing new until it reconnects (follow then starts the watch again).
    if (!this.socket.up) return;
    this.checking = true;
    try {
      const stored = await this.check.storeVersion(table);
      // Another table followed meanwhile, nothing to keep up with, or the connection lost meanwhile.
      if (table !== this.table || this.refused || this.stopped || stored === null || !this.socket.up) return;
      this.counts.storeChecks++;
      const now = performance.now();
      this.watch.stored(now, stored);
      const { lagMs: lag, newStretch } = this.watch.behind(this.version, now);
      if (lag === 0) return;
      this.counts.worstStaleMs = Math.max(this.counts.worstStaleMs, Math.round(lag));
      if (!newStretch) return;
      this.counts.staleViews++;
      process.stderr.write(
        `soak: ${this.label} on table ${table} is at version ${this.version ?? 'none'}, ` +
          `behind the store for ${(lag / 1000).toFixed(1)} s (now ${stored})\n`,
      );
    } catch {
      // The store could not be read this time (counted nowhere: it is the soak's own reading, not the server's).
    } finally {
      this.checking = false;
    }
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
