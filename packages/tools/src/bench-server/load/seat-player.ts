import type { ServerMessage, TableStatus } from '@birzha/protocol';
import type { BenchSocket } from './bench-socket.ts';
import { chooseMoves, legalOf } from './choose-moves.ts';
import { patchedInPlace } from './patched.ts';
import type { LoadCounters } from './load-counters.ts';
import type { PlayMode } from '../ipc.ts';

/** The message a seat is waiting an ack for. */
interface Pending {
  readonly id: string;
  readonly moves: number;
  readonly sentAt: number;
  readonly counted: boolean;
}

/** What a seat needs of its table (table-player.ts): its id, the run's settings, and the moves it has in flight. */
export interface SeatsTable {
  readonly tableId: string;
  readonly ctx: {
    readonly counters: LoadCounters;
    readonly thinkMs: number;
    readonly jitter: number;
    readonly mode: PlayMode;
  };
  seenByMover(by: SeatPlayer, version: number): void;
  sentMove(by: SeatPlayer, version: number, sentAt: number): void;
  dropInFlight(by: SeatPlayer): void;
}

/**
 * One seat, scripted like a simple bot: whenever an update or snapshot says it is to act (its `toAct`), it lists its
 * legal moves from its view as a bot does, thinks for a while, then sends one of them (or its whole turn) for the
 * version it saw.
 */
export class SeatPlayer {
  private seat: number | null = null;
  private version = -1;
  /** The seat's view at `version`, kept as the web client keeps it: from the snapshot, then patched. */
  private view: unknown = null;
  private timer: NodeJS.Timeout | null = null;
  private pending: Pending | null = null;
  private sent = 0;

  constructor(
    private readonly table: SeatsTable,
    readonly socket: BenchSocket,
  ) {
    socket.onMessage = (m) => this.onMessage(m);
  }

  /** Forgets the last table (a new game starts). */
  reset(): void {
    this.seat = null;
    this.version = -1;
    this.view = null;
    this.pending = null;
    this.stop();
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Asks for a fresh snapshot (after a refused or lost move). */
  resync(): void {
    this.version = -1;
    this.view = null;
    this.pending = null;
    this.stop();
    this.socket.send({ t: 'subscribe', table: this.table.tableId });
  }

  private onMessage(m: ServerMessage): void {
    const { counters } = this.table.ctx;
    switch (m.t) {
      case 'snapshot':
        if (m.table.id !== this.table.tableId) return;
        counters.snapshot();
        this.seat = m.seat;
        if (m.table.version < this.version) return;
        this.view = m.view;
        return this.observe(m.table.version, m.table.status, m.toAct);
      case 'update': {
        if (m.table !== this.table.tableId) return;
        counters.update();
        this.table.seenByMover(this, m.version);
        if (m.version < this.version || this.version < 0) return;
        // In place: a timer waiting to act holds this view, but acts only if no update came meanwhile (see act).
        const view =
          m.from !== this.version ? undefined : m.patch === undefined ? m.view : patchedInPlace(this.view, m.patch);
        if (view === undefined) {
          // A gap, or a patch that does not fit the view held: start again from a snapshot, as the web client does.
          counters.error(m.from !== this.version ? 'CLIENT_GAP' : 'CLIENT_PATCH_FAILED');
          return this.resync();
        }
        this.view = view;
        return this.observe(m.version, m.status, m.toAct);
      }
      case 'ack':
        if (this.pending?.id !== m.id) return;
        counters.acked(this.pending.moves, this.pending.sentAt, this.pending.counted);
        this.pending = null;
        return;
      case 'error':
        counters.error(m.code);
        if (m.id === undefined || this.pending?.id !== m.id) return;
        this.table.dropInFlight(this);
        return this.resync();
      default:
        return;
    }
  }

  private observe(version: number, status: TableStatus, toAct: readonly number[]): void {
    this.version = version;
    const view = this.view;
    this.stop();
    if (status !== 'playing' || this.seat === null) return;
    const legal = legalOf(view, this.seat, toAct, `${this.table.tableId}:${version}`);
    if (legal === null || legal.length === 0) return;
    const { thinkMs, jitter } = this.table.ctx;
    const think = thinkMs * (1 - jitter + 2 * jitter * Math.random());
    this.timer = setTimeout(() => this.act(version, legal, view), think);
  }

  private act(version: number, legal: unknown[], view: unknown): void {
    this.timer = null;
    if (version !== this.version || this.seat === null) return;
    const { ctx } = this.table;
    const moves = chooseMoves(ctx.mode, legal, view, this.seat, `${this.table.tableId}:${version}`);
    if (moves.length === 0) return;
    const id = `m${this.sent++}`;
    const table = this.table.tableId;
    const sentAt = performance.now();
    this.socket.send(
      ctx.mode === 'move'
        ? { t: 'move', id, table, version, move: moves[0] }
        : { t: 'moves', id, table, version, moves },
    );
    this.pending = { id, moves: moves.length, sentAt, counted: ctx.counters.counting };
    ctx.counters.sent(moves.length);
    this.table.sentMove(this, version + moves.length, sentAt);
  }
}
