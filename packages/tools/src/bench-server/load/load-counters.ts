import type { LoadStats } from '../ipc.ts';
import type { LagMonitor } from '../lag-monitor.ts';

/** A move sent and not yet seen back at both the mover and the spectator. */
export interface InFlight {
  /** The version the move produces (the update to wait for). */
  readonly version: number;
  readonly sentAt: number;
  /** Sent inside the measured window: only these become latency samples. */
  readonly counted: boolean;
  moverSeen: boolean;
  spectatorSeen: boolean;
}

/** Everything one load generator counts; only what happens inside the measured window is kept. */
export class LoadCounters {
  private on = false;
  private startedAt = 0;
  private movesSent = 0;
  private messagesSent = 0;
  private movesAcked = 0;
  private updates = 0;
  private snapshots = 0;
  private frames = 0;
  private bytes = 0;
  private updateFrames = 0;
  private updateBytes = 0;
  private mover: number[] = [];
  private spectator: number[] = [];
  private acks: number[] = [];
  private errors: Record<string, number> = {};
  private timeouts = 0;
  private closes = 0;
  private finished = 0;
  private windows = 0;

  constructor(private readonly lag: LagMonitor) {}

  /** Whether the window is open (a move sent now is counted). */
  get counting(): boolean {
    return this.on;
  }

  /** Starts a window from zero (a sweep measures several). */
  startWindow(): void {
    this.on = true;
    this.startedAt = performance.now();
    this.lag.reset();
    this.movesSent = 0;
    this.messagesSent = 0;
    this.movesAcked = 0;
    this.updates = 0;
    this.snapshots = 0;
    this.frames = 0;
    this.bytes = 0;
    this.updateFrames = 0;
    this.updateBytes = 0;
    this.mover = [];
    this.spectator = [];
    this.acks = [];
    this.finished = 0;
    // Failures before the first window (the set-up) stay in it: the set-up must be clean as well.
    if (this.windows++ > 0) {
      this.errors = {};
      this.timeouts = 0;
      this.closes = 0;
    }
  }

  endWindow(): LoadStats {
    this.on = false;
    return {
      seconds: (performance.now() - this.startedAt) / 1000,
      movesSent: this.movesSent,
      messagesSent: this.messagesSent,
      movesAcked: this.movesAcked,
      updatesReceived: this.updates,
      snapshotsReceived: this.snapshots,
      framesReceived: this.frames,
      bytesReceived: this.bytes,
      updateFramesReceived: this.updateFrames,
      updateBytesReceived: this.updateBytes,
      moverLatencyMs: this.mover,
      spectatorLatencyMs: this.spectator,
      ackLatencyMs: this.acks,
      errors: this.errors,
      timeouts: this.timeouts,
      unexpectedCloses: this.closes,
      gamesFinished: this.finished,
      lag: this.lag.summary(),
    };
  }

  frame(bytes: number, isUpdate: boolean): void {
    if (!this.on) return;
    this.frames++;
    this.bytes += bytes;
    if (!isUpdate) return;
    this.updateFrames++;
    this.updateBytes += bytes;
  }

  sent(moves: number): void {
    if (!this.on) return;
    this.messagesSent++;
    this.movesSent += moves;
  }

  acked(moves: number, sentAt: number, counted: boolean): void {
    if (!counted || !this.on) return;
    this.movesAcked += moves;
    this.acks.push(performance.now() - sentAt);
  }

  update(): void {
    if (this.on) this.updates++;
  }

  snapshot(): void {
    if (this.on) this.snapshots++;
  }

  seenByMover(f: InFlight): void {
    if (f.moverSeen) return;
    f.moverSeen = true;
    if (f.counted && this.on) this.mover.push(performance.now() - f.sentAt);
  }

  seenBySpectator(f: InFlight): void {
    if (f.spectatorSeen) return;
    f.spectatorSeen = true;
    if (f.counted && this.on) this.spectator.push(performance.now() - f.sentAt);
  }

  error(code: string): void {
    this.errors[code] = (this.errors[code] ?? 0) + 1;
  }

  timeout(): void {
    this.timeouts++;
  }

  unexpectedClose(code: number): void {
    this.closes++;
    this.error(`CLOSE_${code}`);
  }

  gameFinished(): void {
    if (this.on) this.finished++;
  }
}
