// One person at a table of a cluster, on one process: a scripted WebSocket client that plays random legal moves (or
// watches) and checks the versions it is shown as it goes.
import type { Rng } from '@birzha/engine';
import { waitFor } from '@birzha/test-support';
import { WebSocket } from 'ws';
import { ViewBook } from '../harness.ts';
import { connectOnce, reconnectLoop, type Msg } from './connection.ts';

export interface Outcome {
  readonly ranking: number[][];
  readonly scores: number[];
}

/** A move this player sent and its answer. */
interface SentMove {
  readonly id: string;
  /** The version the player had seen (and sent with). */
  readonly from: number;
  readonly move: unknown;
  readonly at: number;
}

export interface PlayerOptions {
  /** Least time between two frames this player sends, ms (the server allows 20 a second per connection). */
  readonly paceMs?: number;
}

/**
 * One person's WebSocket at one table, on one process: a player (random moves from the `legal` of the last frame it
 * got, each sent with the version it saw) or a spectator. It checks as it goes that the versions it is shown follow
 * each other with no gap and no repeat (every update continues from the version it had, its patch applying to the
 * view it had: ViewBook), and reconnects by itself (subscribing with `since`) when its connection drops.
 */
export class ClusterPlayer {
  /**
   * Broken invariants (event handlers must not throw): an update that does not continue from the version this
   * client had, or whose patch does not apply, a version going back.
   */
  readonly problems: string[] = [];
  /**
   * Snapshots that moved this client past versions it was never sent an update for: its view is whole again, but
   * the events of those versions never reached it (a gap in what it was shown).
   */
  readonly skips: string[] = [];
  /** Every version this client was shown, in the order it was shown (a snapshot's and each update's). */
  readonly shown: number[] = [];
  readonly acked: (SentMove & { readonly version: number; readonly ackedAt: number })[] = [];
  readonly stats = { connects: 0, snapshots: 0, updates: 0, moves: 0, acks: 0, errors: {} as Record<string, number> };
  /** The last version shown (-1 before the first snapshot). */
  version = -1;
  status: 'open' | 'playing' | 'finished' | null = null;
  seat: number | null = null;
  outcome: Outcome | null = null;
  finalView: unknown = undefined;
  readonly finished: Promise<void>;

  private readonly book = new ViewBook();
  private ws: WebSocket | null = null;
  private legal: unknown[] | null = null;
  private inflight: SentMove | null = null;
  /** Acting only from this version on (after an ack or a refusal, the old `legal` is spent). */
  private actFrom = 0;
  private lastSend = 0;
  private timer: NodeJS.Timeout | null = null;
  private counter = 0;
  private stopped = false;
  private resolveFinished: () => void = () => {};
  private readonly paceMs: number;

  constructor(
    readonly name: string,
    readonly token: string,
    readonly tableId: string,
    /** The process it connects to (asked again at every reconnect, so a test may move it). */
    public wsUrl: () => string,
    /** Plays its seat when true; a spectator otherwise. */
    readonly plays: boolean,
    private readonly rng: Rng,
    options: PlayerOptions = {},
  ) {
    this.paceMs = options.paceMs ?? 60;
    this.finished = new Promise((resolve) => (this.resolveFinished = resolve));
  }

  get connected(): boolean {
    return this.ws !== null && this.ws.readyState === WebSocket.OPEN;
  }

  /** The view this client has at its last version. */
  get view(): unknown {
    return this.book.at(this.version);
  }

  /** Connects and subscribes; resolves with the first snapshot. Reconnects by itself until stopped or finished. */
  start(): Promise<void> {
    void this.loop();
    // No time limit: a process down at the start is the test's to wait for.
    return waitFor(`${this.name}'s first snapshot`, () => this.version >= 0 || this.stopped, {
      timeoutMs: Number.POSITIVE_INFINITY,
      everyMs: 20,
    }).then(() => undefined);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.ws?.terminate();
    this.resolveFinished();
  }

  /** Pending state, for failure messages. */
  describe(): string {
    const inflight = this.inflight === null ? '' : `, move in flight from ${this.inflight.from}`;
    return (
      `${this.name}${this.seat === null ? ' (spectator)' : ` (seat ${this.seat})`} at ${this.wsUrl()}: ` +
      `version ${this.version}, ${this.status}, ${this.connected ? 'connected' : 'disconnected'}, ` +
      `legal ${this.legal === null ? 'none' : this.legal.length}${inflight}, stats ${JSON.stringify(this.stats)}`
    );
  }

  private loop(): Promise<void> {
    return reconnectLoop({
      connect: () => this.connectOnce(),
      done: () => this.stopped || this.outcome !== null,
      pauseMs: () => 100 + this.rng.int(200),
    });
  }

  private connectOnce(): Promise<void> {
    return connectOnce(this.wsUrl(), this.token, {
      name: this.name,
      problems: this.problems,
      onFrame: (ws, m) => this.onMessage(ws, m),
      onClose: (ws) => {
        if (this.ws === ws) this.ws = null;
        if (this.inflight !== null) {
          // No answer will come; the versions after the resubscribe say whether it was stored.
          this.actFrom = this.inflight.from;
          this.inflight = null;
        }
      },
    });
  }

  private onMessage(ws: WebSocket, m: Msg): void {
    if (this.stopped) return;
    if (m.t === 'hello') {
      this.ws = ws;
      this.stats.connects++;
      const since = this.version >= 0 ? { since: this.version } : {};
      // A scripted player picks from its legal moves: it asks for them (not every game sends them).
      const id = `sub-${this.name}-${this.stats.connects}`;
      this.send({ t: 'subscribe', id, table: this.tableId, legal: true, ...since });
    } else if (m.t === 'snapshot') this.onSnapshot(m);
    else if (m.t === 'update') this.onUpdate(m);
    else if (m.t === 'ack') this.onAck(m);
    else if (m.t === 'error') this.onError(m);
  }

  private onSnapshot(m: Msg): void {
    const table = m['table'] as {
      id: string;
      version: number;
      status: 'open' | 'playing' | 'finished';
      outcome: Outcome | null;
    };
    if (table.id !== this.tableId) return;
    const version = table.version;
    this.stats.snapshots++;
    // A snapshot sets the whole picture: at the version this client has (the start, a resubscribe with nothing
    // new), or a later one only when the client had none yet; a later one would skip the versions between.
    if (this.version >= 0 && version > this.version)
      this.skips.push(
        `${this.name}: a snapshot at version ${version} while at ${this.version} (${this.status}): no update for ${this.version}..${version}`,
      );
    if (version < this.version)
      this.problems.push(`${this.name}: a snapshot at version ${version} went back from ${this.version}`);
    this.book.follow(m);
    this.seen(version, table.status, m['seat'] as number | null, m['legal'] as unknown[] | null, table.outcome);
  }

  private onUpdate(m: Msg): void {
    if (m['table'] !== this.tableId) return;
    const from = m['from'] as number;
    const version = m['version'] as number;
    this.stats.updates++;
    if (from !== this.version || version <= from) {
      this.problems.push(
        `${this.name}: an update from ${from} to ${version} while at version ${this.version} (${version <= this.version ? 'a repeat' : 'a gap'})`,
      );
      if (version <= this.version) return;
    }
    try {
      this.book.follow(m);
    } catch (e) {
      this.problems.push(`${this.name}: the update from ${from} to ${version} does not apply: ${String(e)}`);
    }
    this.seen(
      version,
      m['status'] as 'open' | 'playing' | 'finished',
      this.seat,
      m['legal'] as unknown[] | null,
      m['outcome'] as Outcome | null,
    );
  }

  private seen(
    version: number,
    status: 'open' | 'playing' | 'finished',
    seat: number | null,
    legal: unknown[] | null,
    outcome: Outcome | null,
  ): void {
    this.shown.push(version);
    this.version = version;
    this.status = status;
    this.seat = seat;
    this.legal = legal;
    if (status === 'finished') {
      this.outcome = outcome;
      this.finalView = this.book.at(version);
      this.stop();
      return;
    }
    this.schedule();
  }

  private onAck(m: Msg): void {
    const sent = this.inflight;
    if (sent === null || m['id'] !== sent.id) return; // a subscribe's ack
    this.inflight = null;
    const version = m['version'] as number;
    this.acked.push({ ...sent, version, ackedAt: Date.now() });
    this.stats.acks++;
    this.actFrom = Math.max(this.actFrom, version);
    this.schedule();
  }

  private onError(m: Msg): void {
    const code = String(m['code']);
    this.stats.errors[code] = (this.stats.errors[code] ?? 0) + 1;
    const sent = this.inflight;
    if (sent === null || m['id'] !== sent.id) {
      this.problems.push(`${this.name}: an error for no move in flight: ${JSON.stringify(m)}`);
      return;
    }
    this.inflight = null;
    const now = typeof m['version'] === 'number' ? m['version'] : undefined;
    if (code === 'RATE_LIMITED' || code === 'BUSY') {
      this.actFrom = sent.from;
      this.lastSend = Date.now() + 500;
    } else if (code === 'STALE' || (now !== undefined && now > sent.from)) {
      // The match moved on meanwhile (another process's move this one has not shown yet): wait for it.
      this.actFrom = Math.max(this.actFrom, sent.from + 1);
    } else {
      // A move from `legal` at the version the server says is still current: a server bug.
      this.problems.push(
        `${this.name}: move ${JSON.stringify(sent.move)} from legal at version ${sent.from} refused: ${JSON.stringify(m)}`,
      );
      this.actFrom = sent.from;
    }
    this.schedule();
  }

  /** Sends a random legal move once the pace allows, if this player may act at its version. */
  private schedule(): void {
    if (!this.plays || this.timer !== null || this.inflight !== null || this.stopped) return;
    if (this.status !== 'playing' || this.legal === null || this.legal.length === 0) return;
    if (this.version < this.actFrom) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.act();
      },
      Math.max(0, this.lastSend + this.paceMs - Date.now()),
    );
  }

  private act(): void {
    if (this.inflight !== null || this.stopped || !this.connected) return;
    if (this.status !== 'playing' || this.legal === null || this.legal.length === 0 || this.version < this.actFrom)
      return;
    const move = this.pick(this.legal);
    const sent: SentMove = { id: `${this.name}-${++this.counter}`, from: this.version, move, at: Date.now() };
    this.inflight = sent;
    this.stats.moves++;
    this.send({ t: 'move', id: sent.id, table: this.tableId, version: sent.from, move });
  }

  /**
   * A random legal move, its kind (a move's `type`) chosen first: uniform over the moves themselves, a phase with
   * hundreds of possible orders would almost never be closed by its one `ready` (a match of thousands of moves).
   */
  private pick(legal: readonly unknown[]): unknown {
    const kinds = new Map<string, unknown[]>();
    for (const move of legal) {
      const type = typeof move === 'object' && move !== null ? (move as { type?: unknown }).type : undefined;
      const key = typeof type === 'string' ? type : '';
      const list = kinds.get(key) ?? [];
      list.push(move);
      kinds.set(key, list);
    }
    const groups = [...kinds.values()];
    const group = groups[this.rng.int(groups.length)] as unknown[];
    return group[this.rng.int(group.length)];
  }

  private send(message: unknown): void {
    this.lastSend = Date.now();
    this.ws?.send(JSON.stringify(message));
  }
}
