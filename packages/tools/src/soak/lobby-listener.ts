import type { BenchSocket } from '../bench-server/load/bench-socket.ts';
import { guestSocket } from './guest-socket.ts';
import { StaleWatch } from './stale-watch.ts';

// A lobby page on one process: it must hear `lobbyChanged` after tables are made anywhere, whichever process made
// them (the bus's lobby notes), or it counts a stale lobby (a lobby gone deaf: its lists would never be read again).

/** What every lobby listener counts. */
export interface LobbyCounts {
  changes: number;
  /** Times a lobby heard nothing for longer than the bound after a table was made (each such stretch once). */
  staleLobbies: number;
  /** The longest a lobby went past the bound without hearing of a table made, in ms (0: none did). */
  worstStaleMs: number;
  errors: number;
  unexpectedCloses: number;
}

export function newLobbyCounts(): LobbyCounts {
  return { changes: 0, staleLobbies: 0, worstStaleMs: 0, errors: 0, unexpectedCloses: 0 };
}

/** How often a listener compares what it heard with the tables made. */
const CHECK_MS = 1000;

export class LobbyListener {
  private readonly watch: StaleWatch;
  /** Tables made (all processes) when this lobby last heard of a change. */
  private heard = 0;
  /** Tables made as last read (a reading of the "store" of table creations). */
  private seen = 0;
  private readonly timer: NodeJS.Timeout;

  private constructor(
    private readonly socket: BenchSocket,
    private readonly counts: LobbyCounts,
    private readonly made: () => number,
    private readonly label: string,
    boundMs: number,
  ) {
    this.watch = new StaleWatch(boundMs);
    this.heard = this.seen = made();
    socket.onMessage = (m) => {
      if (m.t === 'lobbyChanged') {
        this.counts.changes++;
        this.heard = this.made();
      } else if (m.t === 'error') this.counts.errors++;
    };
    this.timer = setInterval(() => this.check(), CHECK_MS);
  }

  /** A guest's lobby page on the process at `url`; `made()` counts the tables made so far on every process. */
  static async start(
    url: string,
    name: string,
    counts: LobbyCounts,
    made: () => number,
    boundMs: number,
  ): Promise<LobbyListener> {
    const socket = await guestSocket(url, name, counts);
    const answer = await socket.request({ t: 'lobby' });
    if (answer.t === 'error') throw new Error(`${name}: the lobby refused: ${answer.code}`);
    return new LobbyListener(socket, counts, made, name, boundMs);
  }

  stop(): void {
    clearInterval(this.timer);
    this.socket.close();
  }

  private check(): void {
    const now = performance.now();
    const made = this.made();
    if (made > this.seen) this.watch.stored(now, made);
    this.seen = made;
    const { lagMs, newStretch } = this.watch.behind(this.heard, now);
    if (lagMs === 0) return;
    this.counts.worstStaleMs = Math.max(this.counts.worstStaleMs, Math.round(lagMs));
    if (!newStretch) return;
    this.counts.staleLobbies++;
    process.stderr.write(
      `soak: ${this.label} has heard of no change for ${(lagMs / 1000).toFixed(1)} s since tables were made\n`,
    );
  }
}
