/** What is needed of a WebSocket here (ws's WebSocket has it). */
export interface PingableSocket {
  readonly readyState: number;
  readonly OPEN: number;
  ping(): void;
  terminate(): void;
  on(event: 'pong', listener: () => void): unknown;
  once(event: 'close', listener: () => void): unknown;
}

/**
 * Protocol-level keep-alive: every `everyMs` each watched socket gets a WebSocket ping; one that has not answered the
 * previous ping by then is terminated (its 'close' then cleans up as any close does). Without it a silent or vanished
 * client holds its socket, its subscriptions and its presence forever. Browsers answer pings by themselves.
 */
export class Keepalive {
  /** Each watched socket, and whether it answered the last ping. */
  private readonly answered = new Map<PingableSocket, boolean>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly everyMs: number) {}

  watch(socket: PingableSocket): void {
    this.answered.set(socket, true);
    socket.on('pong', () => {
      if (this.answered.has(socket)) this.answered.set(socket, true);
    });
    socket.once('close', () => {
      this.answered.delete(socket);
      // No timer while nothing is watched: an idle server (or one being shut down) keeps no interval.
      if (this.answered.size === 0) this.stop();
    });
    if (this.timer === null) {
      this.timer = setInterval(() => this.tick(), this.everyMs);
      this.timer.unref();
    }
  }

  /** Number of watched sockets. */
  get size(): number {
    return this.answered.size;
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  private tick(): void {
    for (const [socket, answered] of this.answered) {
      if (!answered) {
        // Forgotten now: 'close' comes later, and the socket must not be terminated twice meanwhile.
        this.answered.delete(socket);
        socket.terminate();
        continue;
      }
      this.answered.set(socket, false);
      // Not open yet or closing: nothing to ask (ws drops a ping on a closing socket).
      if (socket.readyState === socket.OPEN) socket.ping();
    }
    if (this.answered.size === 0) this.stop();
  }
}
