import { CheckersExchange } from '@birzha/engine';
import type { ServerMessage } from '@birzha/protocol';
import type { BenchSocket } from '../load/bench-socket.ts';
import { patched } from '../load/patched.ts';
import type { ExchangeCounters } from './exchange-counters.ts';
import { nextSessionMove, type SentOrder, type SessionMove } from './order-flow.ts';

type View = CheckersExchange.View;

/** Unanswered messages a seat may have on the wire; the pacer skips a beat beyond (an overloaded server). */
export const MAX_IN_FLIGHT = 8;
/** A message with no answer after this long is given up (counted as a timeout). */
const ANSWER_TIMEOUT_MS = 10_000;

/** How a scripted seat plays (ExchangeSetup's fields). */
export interface SeatPlan {
  readonly orderRate: number;
  readonly restingOrders: number;
  readonly readyAfterSeconds: number | null;
}

/** A message sent and not yet answered; session orders and cancels stay until the view shows their effect. */
interface Sent {
  readonly kind: 'order' | 'cancel' | 'ply' | 'ready';
  readonly sentAt: number;
  readonly counted: boolean;
  readonly order?: SentOrder;
  readonly cancels?: number;
  /** The version the server acked it with; the entry goes once the view is there. */
  ackedAt?: number;
}

/**
 * One scripted seat of a Checkers Exchange table, kept like the web client keeps its view (snapshot, then patches).
 * It says `ready` in the auction and the meetings, plays the active firm's first legal ply at once when it holds the
 * move, and in a session sends an order or a cancel every 1/orderRate s (order-flow.ts) without waiting for answers,
 * up to MAX_IN_FLIGHT unanswered; it says `ready` in a session only after `readyAfterSeconds`, if ever.
 */
export class ExchangeSeat {
  private seat: number | null = null;
  private version = -1;
  private view: View | null = null;
  private readonly sent = new Map<string, Sent>();
  private nextId = 0;
  private pacer: NodeJS.Timeout | null = null;
  private nextBeat = 0;
  /** The stage this seat last said ready in, and played a ply at (one message per decision). */
  private readyStage = -1;
  private plyVersion = -1;
  private sessionOpenedAt = 0;
  private closed = false;

  constructor(
    private readonly key: string,
    private readonly tableId: string,
    readonly socket: BenchSocket,
    private readonly counters: ExchangeCounters,
    private readonly plan: SeatPlan,
    private readonly random: () => number,
  ) {
    socket.onMessage = (m) => this.onMessage(m);
  }

  /** The phase this seat's view is in ('none' before the first snapshot of play). */
  get phase(): View['phase'] | 'none' {
    return this.view?.phase ?? 'none';
  }

  /** Called when the phase the seat sees changes (the table watches for the first session). */
  onPhase: (phase: View['phase']) => void = () => undefined;

  close(): void {
    this.closed = true;
    this.stopPacer();
    this.socket.close();
  }

  /** Gives up on messages unanswered for too long, and asks for a fresh snapshot when one was lost. */
  checkTimeouts(now: number): void {
    for (const [id, s] of this.sent) {
      if (s.ackedAt !== undefined || now - s.sentAt < ANSWER_TIMEOUT_MS) continue;
      this.sent.delete(id);
      this.counters.error('TIMEOUT');
      this.resync();
    }
  }

  private onMessage(m: ServerMessage): void {
    switch (m.t) {
      case 'snapshot':
        if (m.table.id !== this.tableId) return;
        this.counters.snapshot();
        this.seat = m.seat;
        if (m.table.version < this.version || m.view === null) return;
        return this.observe(m.table.version, m.view as View);
      case 'update': {
        if (m.table !== this.tableId) return;
        this.counters.update('seats', m.events);
        if (m.version <= this.version || this.version < 0 || this.view === null) return;
        const view = m.from !== this.version ? undefined : m.patch === undefined ? m.view : patched(this.view, m.patch);
        if (view === undefined) {
          // A gap, or a patch that does not fit the view held: start again from a snapshot, as the web client does.
          this.counters.error(m.from !== this.version ? 'CLIENT_GAP' : 'CLIENT_PATCH_FAILED');
          return this.resync();
        }
        return this.observe(m.version, view as View);
      }
      case 'ack': {
        const s = this.sent.get(m.id);
        if (s === undefined) return;
        if (s.kind === 'order' || s.kind === 'cancel') this.counters.acked(this.key, s.kind, s.sentAt, s.counted);
        s.ackedAt = m.version ?? this.version;
        return this.prune();
      }
      case 'error': {
        const s = m.id === undefined ? undefined : this.sent.get(m.id);
        if (s === undefined || m.id === undefined) return this.counters.error(m.code);
        this.sent.delete(m.id);
        // A trade filled the order while the cancel was on its way: the market's race, not a fault.
        if (s.kind === 'cancel' && m.code === 'NO_SUCH_ORDER') return this.counters.cancelTooLate(s.counted);
        this.counters.error(m.code);
        if (m.code === 'STALE') this.resync();
        return;
      }
      default:
        return;
    }
  }

  private resync(): void {
    this.version = -1;
    this.view = null;
    for (const [id, s] of this.sent) if (s.ackedAt !== undefined) this.sent.delete(id);
    this.socket.send({ t: 'subscribe', table: this.tableId });
  }

  /** Drops answered messages whose effect the view now shows. */
  private prune(): void {
    for (const [id, s] of this.sent) if (s.ackedAt !== undefined && s.ackedAt <= this.version) this.sent.delete(id);
  }

  private observe(version: number, view: View): void {
    const before = this.view?.phase;
    this.version = version;
    this.view = view;
    this.prune();
    if (view.phase !== before) {
      if (view.phase === 'session') this.sessionOpenedAt = performance.now();
      this.onPhase(view.phase);
    }
    if (this.closed || this.seat === null) return;
    if (view.phase === 'session') this.startPacer();
    else this.stopPacer();
    this.decide(view, this.seat);
  }

  /** The decisions that are not paced: ready where the phase waits for it, and the ply when the seat holds the move. */
  private decide(view: View, seat: number): void {
    if (view.phase === 'finished' || view.seats[seat]?.status !== 'active') return;
    if (view.phase === 'board') {
      const firm = view.activeFirm;
      if (firm === null || this.plyVersion === this.version) return;
      if (CheckersExchange.Reads.effectiveHolder(view, firm) !== seat) return;
      const ply = CheckersExchange.Reads.firmPlies(view, firm)[0];
      if (ply === undefined) return;
      this.plyVersion = this.version;
      this.counters.ply();
      return this.send('ply', { type: 'ply', move: ply.notation });
    }
    if (view.ready[seat] === true || this.readyStage === view.stage) return;
    const late = this.plan.readyAfterSeconds;
    if (view.phase === 'session' && (late === null || performance.now() - this.sessionOpenedAt < late * 1000)) return;
    this.readyStage = view.stage;
    this.send('ready', { type: 'ready' });
  }

  private startPacer(): void {
    if (this.pacer !== null) return;
    this.nextBeat = performance.now();
    this.beat();
  }

  private stopPacer(): void {
    if (this.pacer !== null) clearTimeout(this.pacer);
    this.pacer = null;
  }

  /** One paced message, then the next beat on a fixed schedule (a late timer does not lower the rate). */
  private beat(): void {
    const view = this.view;
    if (view !== null && this.seat !== null && view.phase === 'session') {
      this.paced(view, this.seat);
      this.decide(view, this.seat);
    }
    const interval = 1000 / this.plan.orderRate;
    const now = performance.now();
    // Fallen behind by more than a beat (a stall): start the schedule again rather than send a burst.
    this.nextBeat = Math.max(this.nextBeat + interval, now - interval);
    this.pacer = setTimeout(() => this.beat(), Math.max(0, this.nextBeat - now));
  }

  private paced(view: View, seat: number): void {
    if (view.seats[seat]?.status !== 'active') return;
    if (this.sent.size >= MAX_IN_FLIGHT) return this.counters.skipped();
    const placing: SentOrder[] = [];
    const cancelling = new Set<number>();
    for (const s of this.sent.values()) {
      if (s.order !== undefined) placing.push(s.order);
      if (s.cancels !== undefined) cancelling.add(s.cancels);
    }
    const move = nextSessionMove(view, seat, { placing, cancelling }, this.plan.restingOrders, this.random);
    if (move === null) return this.counters.skipped();
    this.counters.sent(move.type);
    this.send(move.type, move);
  }

  private send(kind: Sent['kind'], move: SessionMove | CheckersExchange.Move): void {
    const id = `m${this.nextId++}`;
    const entry: Sent = {
      kind,
      sentAt: performance.now(),
      counted: this.counters.counting,
      ...(move.type === 'order' ? { order: { side: move.side, firm: move.firm, limit: move.limit } } : {}),
      ...(move.type === 'cancel' ? { cancels: move.orderId } : {}),
    };
    this.sent.set(id, entry);
    this.socket.send({ t: 'move', id, table: this.tableId, version: this.version, move });
  }
}
