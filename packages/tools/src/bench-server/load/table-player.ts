import type { ServerMessage } from '@birzha/protocol';
import type { PlayMode, ViewerPlacement } from '../ipc.ts';
import { BenchSocket } from './bench-socket.ts';
import type { InFlight, LoadCounters } from './load-counters.ts';
import { createTable, joinTable, newGuest, startTable, type Guest } from './rest.ts';
import { SeatPlayer, type SeatsTable } from './seat-player.ts';

/** A move not seen back at the mover and the spectator after this long counts as lost. */
const MOVE_TIMEOUT_MS = 10_000;
const PLAYERS = 4;

/** What every table of a load generator shares. */
export interface TableContext {
  /** Every server process (http://127.0.0.1:PORT), and its WebSocket endpoint. */
  readonly urls: readonly string[];
  readonly wsUrls: readonly string[];
  readonly variant: string;
  /** Changes between the windows of a sweep. */
  thinkMs: number;
  readonly jitter: number;
  readonly mode: PlayMode;
  readonly viewers: ViewerPlacement;
  /** Spectators per table: the first one's latency is measured, the others only receive (and are counted). */
  readonly spectators: number;
  readonly counters: LoadCounters;
}

/**
 * One table of the benchmark: four guests seated through the REST API, each with its own WebSocket and scripted
 * seat, plus its spectators' WebSockets (`--spectators`, the first one's latency measured). When a game ends the same guests start the next one (a rematch), so the number
 * of tables in play stays constant. With several server processes, guest k of table i does everything (REST and
 * WebSocket) on process (i + k) mod N, as a round-robin balancer would spread them: the connections are even over
 * the processes and most moves reach some of their viewers through the bus. With viewers placed by table, all of
 * table i's on process i mod N, as the cluster's proxy routing by table puts them: no move needs the bus to reach them.
 */
export class TablePlayer implements SeatsTable {
  tableId = '';
  private readonly inFlight: (InFlight & { readonly by: SeatPlayer })[] = [];
  private guests: Guest[] = [];
  private seats: SeatPlayer[] = [];
  private spectator: BenchSocket | null = null;
  /** The spectators after the first. */
  private watchers: BenchSocket[] = [];
  private rematching = false;
  private closed = false;

  constructor(
    readonly ctx: TableContext,
    private readonly name: string,
    private readonly index: number,
  ) {}

  /** The server process of guest `k` (0 is the host): its HTTP URL and its WebSocket URL. */
  private processOf(k: number): { url: string; wsUrl: string } {
    const i = (this.index + (this.ctx.viewers === 'table' ? 0 : k)) % this.ctx.urls.length;
    return { url: this.ctx.urls[i] as string, wsUrl: this.ctx.wsUrls[i] as string };
  }

  /** Guests, connections, and the first table with every seat taken and everyone subscribed; not started yet. */
  async setUp(): Promise<void> {
    const { counters } = this.ctx;
    this.guests = await Promise.all(
      Array.from({ length: PLAYERS + this.ctx.spectators }, (_, k) =>
        newGuest(this.processOf(k).url, `${this.name}-${k}`),
      ),
    );
    const sockets = await Promise.all(
      this.guests.map((g, k) => BenchSocket.open(this.processOf(k).wsUrl, g.token, counters)),
    );
    this.seats = sockets.slice(0, PLAYERS).map((s) => new SeatPlayer(this, s));
    this.spectator = sockets[PLAYERS] as BenchSocket;
    this.spectator.onMessage = (m) => this.onSpectator(m);
    this.watchers = sockets.slice(PLAYERS + 1);
    await this.prepareGame();
  }

  /** The host starts the game (POST start): the first snapshot of play reaches every connection. */
  start(): Promise<void> {
    return startTable(this.processOf(0).url, this.guests[0] as Guest, this.tableId);
  }

  /** Connections this table holds. */
  get connections(): number {
    return this.seats.length + (this.spectator === null ? 0 : 1) + this.watchers.length;
  }

  /** The mover's own update for `version` arrived. */
  seenByMover(by: SeatPlayer, version: number): void {
    for (const f of this.inFlight) if (f.by === by && f.version <= version) this.ctx.counters.seenByMover(f);
    this.prune();
  }

  sentMove(by: SeatPlayer, version: number, sentAt: number): void {
    this.inFlight.push({
      by,
      version,
      sentAt,
      counted: this.ctx.counters.counting,
      moverSeen: false,
      spectatorSeen: false,
    });
  }

  /** The seat's move was refused: it will never come back. */
  dropInFlight(by: SeatPlayer): void {
    for (let i = this.inFlight.length - 1; i >= 0; i--) if (this.inFlight[i]?.by === by) this.inFlight.splice(i, 1);
  }

  /** Counts moves that never came back and makes their seats resync. */
  checkTimeouts(now: number): void {
    for (let i = this.inFlight.length - 1; i >= 0; i--) {
      const f = this.inFlight[i] as InFlight & { by: SeatPlayer };
      if (now - f.sentAt < MOVE_TIMEOUT_MS) continue;
      this.inFlight.splice(i, 1);
      this.ctx.counters.timeout();
      f.by.resync();
    }
  }

  close(): void {
    this.closed = true;
    for (const s of this.seats) {
      s.stop();
      s.socket.close();
    }
    this.spectator?.close();
    for (const w of this.watchers) w.close();
  }

  private onSpectator(m: ServerMessage): void {
    const { counters } = this.ctx;
    if (m.t === 'update' && m.table === this.tableId) {
      counters.update();
      for (const f of this.inFlight) if (f.version <= m.version) counters.seenBySpectator(f);
      this.prune();
      if (m.status === 'finished') this.finished();
    } else if (m.t === 'snapshot' && m.table.id === this.tableId) {
      counters.snapshot();
      if (m.table.status === 'finished') this.finished();
    } else if (m.t === 'error') {
      counters.error(m.code);
    }
  }

  private prune(): void {
    for (let i = this.inFlight.length - 1; i >= 0; i--) {
      const f = this.inFlight[i] as InFlight;
      if (f.moverSeen && f.spectatorSeen) this.inFlight.splice(i, 1);
    }
  }

  private finished(): void {
    if (this.rematching || this.closed) return;
    this.rematching = true;
    this.ctx.counters.gameFinished();
    this.prepareGame()
      .then(() => this.start())
      .catch((e: unknown) => {
        this.ctx.counters.error('REMATCH_FAILED');
        process.stderr.write(
          `load: table ${this.name}: rematch failed: ${e instanceof Error ? e.message : String(e)}\n`,
        );
      })
      .finally(() => {
        this.rematching = false;
      });
  }

  /** A new table for the same guests: create, join, everyone subscribes. */
  private async prepareGame(): Promise<void> {
    const { variant } = this.ctx;
    const [host, ...others] = this.guests as [Guest, ...Guest[]];
    const previous = this.tableId;
    // From here on, messages about the old table (snapshots sent as the others leave it) are ignored.
    this.tableId = '';
    const sockets = [...this.seats.map((s) => s.socket), this.spectator as BenchSocket, ...this.watchers];
    if (previous !== '') for (const s of sockets) s.send({ t: 'unsubscribe', table: previous });
    for (const s of this.seats) s.reset();
    this.inFlight.length = 0;
    const tableId = await createTable(this.processOf(0).url, host, PLAYERS, variant);
    this.tableId = tableId;
    // Guest k takes seat k by name: "the first free seat" is what a process's copy of the table says, and with
    // several processes a copy can be behind the joins made through the others (the server answers SEAT_TAKEN).
    for (const [k, g] of others.slice(0, PLAYERS - 1).entries())
      await joinTable(this.processOf(k + 1).url, g, tableId, k + 1);
    const answers = await Promise.all(sockets.map((s) => s.request({ t: 'subscribe', table: tableId })));
    const refused = answers.find((a) => a.t === 'error');
    if (refused !== undefined) throw new Error(`subscribe refused: ${refused.t === 'error' ? refused.code : ''}`);
  }
}
