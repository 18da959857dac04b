import { GuestLink, newLinkCounts, type LinkCounts } from './guest-socket.ts';
import { NO_KILLS, type KillsView } from './process-kills.ts';
import { StaleWatch } from './stale-watch.ts';

// A lobby page on one process: it must hear `lobbyChanged` after tables are made anywhere, whichever process made
// them (the bus's lobby notes), or it counts a stale lobby (a lobby gone deaf: its lists would never be read again).

/** What every lobby listener counts (and of its connection, LinkCounts). */
export interface LobbyCounts extends LinkCounts {
  changes: number;
  /** Times a lobby heard nothing for longer than the bound after a table was made (each such stretch once). */
  staleLobbies: number;
  /** The longest a lobby went past the bound without hearing of a table made, in ms (0: none did). */
  worstStaleMs: number;
  errors: number;
}

export function newLobbyCounts(): LobbyCounts {
  return { changes: 0, staleLobbies: 0, worstStaleMs: 0, errors: 0, ...newLinkCounts() };
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
    private readonly socket: GuestLink,
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
    // Back after its process was killed: the page asks for the lobby again and reads its lists afresh.
    socket.onReopen = () => {
      const generation = socket.generation;
      socket.request({ t: 'lobby' }).then(
        (answer) => {
          if (answer.t === 'error') this.counts.errors++;
          else this.heard = this.made();
        },
        () => {
          if (socket.generation === generation) this.counts.errors++;
        },
      );
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
    kills: KillsView = NO_KILLS,
  ): Promise<LobbyListener> {
    const socket = await GuestLink.open(url, name, counts, kills);
    const answer = await socket.request({ t: 'lobby' });
    if (answer.t === 'error') throw new Error(`${name}: the lobby refused: ${answer.code}`);
    return new LobbyListener(socket, counts, made, name, boundMs);
  }

  /** Resolves once its connection is not reconnecting (GuestLink.settled). */
  settled(): Promise<void> {
    return this.socket.settled();
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
    // Its process killed, the page hears nothing until it reconnects; then it reads the lists again.
    if (!this.socket.up) {
      this.heard = made;
      this.watch.reset();
      return;
    }
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
