import type { ExchangeStats } from '../ipc.ts';
import type { LagMonitor } from '../lag-monitor.ts';
import type { FrameCounter } from '../load/bench-socket.ts';
import { summarize } from '../percentiles.ts';

/** Who received an update: a scripted seat or a spectator. */
export type Receiver = 'seats' | 'spectators';

/**
 * Everything one Checkers Exchange load generator counts; only what happens inside the measured window is kept
 * (failures during the set-up stay in the first window: the set-up must be clean as well).
 */
export class ExchangeCounters implements FrameCounter {
  private on = false;
  private startedAt = 0;
  private ordersSent = 0;
  private cancelsSent = 0;
  private orderAcks: number[] = [];
  private cancelAcks: number[] = [];
  private bySeat = new Map<string, number[]>();
  private sendsSkipped = 0;
  private tooLate = 0;
  private plies = 0;
  private updates = { seats: 0, spectators: 0 };
  private events = { seats: 0, spectators: 0 };
  private eventTypes: Record<string, number> = {};
  private snapshots = 0;
  private frames = 0;
  private bytes = 0;
  private errors: Record<string, number> = {};
  private closes = 0;
  private inSessionAtStart = 0;

  constructor(private readonly lag: LagMonitor) {}

  /** Whether the window is open (a message sent now is counted). */
  get counting(): boolean {
    return this.on;
  }

  /** Opens the window; `inSession` tables are in a session now. */
  startWindow(inSession: number): void {
    this.on = true;
    this.startedAt = performance.now();
    this.lag.reset();
    this.inSessionAtStart = inSession;
  }

  /** Closes the window; `inSession` tables are still in a session. */
  endWindow(inSession: number): ExchangeStats {
    this.on = false;
    const seatP99 = [...this.bySeat.values()].filter((s) => s.length > 0).map((s) => summarize(s).p99);
    return {
      seconds: (performance.now() - this.startedAt) / 1000,
      ordersSent: this.ordersSent,
      cancelsSent: this.cancelsSent,
      ordersAcked: this.orderAcks.length,
      cancelsAcked: this.cancelAcks.length,
      orderAckMs: this.orderAcks,
      cancelAckMs: this.cancelAcks,
      seatAckP99Ms: seatP99,
      sendsSkipped: this.sendsSkipped,
      cancelsTooLate: this.tooLate,
      pliesSent: this.plies,
      updates: { ...this.updates },
      events: { ...this.events },
      spectatorEventTypes: { ...this.eventTypes },
      snapshots: this.snapshots,
      framesReceived: this.frames,
      bytesReceived: this.bytes,
      errors: { ...this.errors },
      unexpectedCloses: this.closes,
      tablesInSession: { atStart: this.inSessionAtStart, atEnd: inSession },
      lag: this.lag.summary(),
    };
  }

  frame(bytes: number): void {
    if (!this.on) return;
    this.frames++;
    this.bytes += bytes;
  }

  sent(kind: 'order' | 'cancel'): void {
    if (!this.on) return;
    if (kind === 'order') this.ordersSent++;
    else this.cancelsSent++;
  }

  /** An ack of an order or a cancel sent `sentAt` by seat `seat` (a key unique in this process). */
  acked(seat: string, kind: 'order' | 'cancel', sentAt: number, counted: boolean): void {
    if (!counted || !this.on) return;
    const ms = performance.now() - sentAt;
    (kind === 'order' ? this.orderAcks : this.cancelAcks).push(ms);
    let mine = this.bySeat.get(seat);
    if (mine === undefined) this.bySeat.set(seat, (mine = []));
    mine.push(ms);
  }

  /** A cancel refused because a trade had filled the order first. */
  cancelTooLate(counted: boolean): void {
    if (counted && this.on) this.tooLate++;
  }

  skipped(): void {
    if (this.on) this.sendsSkipped++;
  }

  ply(): void {
    if (this.on) this.plies++;
  }

  update(to: Receiver, events: readonly unknown[]): void {
    if (!this.on) return;
    this.updates[to]++;
    this.events[to] += events.length;
    if (to !== 'spectators') return;
    for (const e of events) {
      const type = (e as { type?: unknown }).type;
      const key = typeof type === 'string' ? type : '?';
      this.eventTypes[key] = (this.eventTypes[key] ?? 0) + 1;
    }
  }

  snapshot(): void {
    if (this.on) this.snapshots++;
  }

  error(code: string): void {
    this.errors[code] = (this.errors[code] ?? 0) + 1;
  }

  unexpectedClose(code: number): void {
    this.closes++;
    this.error(`CLOSE_${code}`);
  }
}
