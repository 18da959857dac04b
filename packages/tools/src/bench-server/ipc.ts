import type { LagSummary } from './lag-monitor.ts';

// Messages between the orchestrator (main.ts) and its children, over the Node IPC channel of child_process.spawn.

/** How the seats choose: one random legal move per message, or the random bot's whole turn as one `moves` batch. */
export type PlayMode = 'move' | 'turn';

/**
 * Where a table's guests connect when there are several processes: spread over them as a round-robin balancer would,
 * or all on one process, as the cluster's proxy routing by table puts them (issue 28 point 3).
 */
export type ViewerPlacement = 'spread' | 'table';

/** What one load generator plays. */
export interface LoadSetup {
  readonly t: 'load';
  /** http://127.0.0.1:PORT of each server process; a table's guests are spread over them (table-player.ts). */
  readonly urls: readonly string[];
  readonly tables: number;
  /** Index of this generator's first table (names only). */
  readonly firstTable: number;
  readonly variant: string;
  readonly thinkMs: number;
  /** Think time is uniform in thinkMs * [1 - jitter, 1 + jitter]. */
  readonly jitter: number;
  readonly mode: PlayMode;
  readonly viewers: ViewerPlacement;
  /** Spectator connections per table (the first one's latency is measured). */
  readonly spectators: number;
  /** Tables set up at once. */
  readonly concurrency: number;
}

/** What one load generator of the Checkers Exchange mode sets up and plays (exchange/exchange-flags.ts). */
export interface ExchangeSetup {
  readonly t: 'exchange';
  readonly url: string;
  readonly tables: number;
  readonly firstTable: number;
  readonly players: number;
  readonly bots: number;
  readonly botLevel: string;
  readonly spectators: number;
  readonly orderRate: number;
  readonly restingOrders: number;
  readonly readyAfterSeconds: number | null;
  readonly concurrency: number;
}

/**
 * What one echo client opens; each connection then sends `frame` again when it comes back: at once (`pauseMs` 0), or
 * after a pause uniform in [0.5, 1.5] x `pauseMs`, as a seat thinks between moves.
 */
export interface EchoSetup {
  readonly t: 'echo';
  /** ws://127.0.0.1:PORT of the echo server. */
  readonly url: string;
  readonly connections: number;
  readonly frame: string;
  readonly pauseMs: number;
  /** Tables instead of lone connections (the table echo): `connections` is then a whole number of tables. */
  readonly table: TableEchoShape | null;
}

/**
 * The table echo: connections in tables of `seats` + `spectators`, the seats sending in turn, each after a pause; the
 * server sends every connection of the table an update of `updateBytes` and the mover an ack, as Birzha does for a
 * move, and does nothing else (no parse, no game, no store). Birzha's frames at Birzha's rate, with none of its work.
 */
export interface TableEchoShape {
  readonly seats: number;
  readonly spectators: number;
  readonly updateBytes: number;
}

/**
 * Orchestrator -> child. `play`: the load generator's hosts start their tables within `rampSeconds`; `think`: a new
 * think time from now on. `window` starts or ends a measured window (`profile`: the server's probe profiles it);
 * ending it makes the child answer `stats`.
 */
export type ToChild =
  | LoadSetup
  | ExchangeSetup
  | EchoSetup
  | { readonly t: 'play'; readonly rampSeconds: number }
  | { readonly t: 'think'; readonly thinkMs: number }
  | { readonly t: 'window'; readonly on: boolean; readonly profile: boolean }
  | { readonly t: 'stop' };

/** Counters and samples of one load generator over the measured window. */
export interface LoadStats {
  readonly seconds: number;
  readonly movesSent: number;
  readonly messagesSent: number;
  readonly movesAcked: number;
  readonly updatesReceived: number;
  readonly snapshotsReceived: number;
  readonly framesReceived: number;
  readonly bytesReceived: number;
  /** The `update` frames among them (any table's), and their bytes. */
  readonly updateFramesReceived: number;
  readonly updateBytesReceived: number;
  /** Milliseconds from a move sent to the update with its version at the mover / at the table's spectator. */
  readonly moverLatencyMs: readonly number[];
  readonly spectatorLatencyMs: readonly number[];
  readonly ackLatencyMs: readonly number[];
  readonly errors: Readonly<Record<string, number>>;
  /** Moves with no update after MOVE_TIMEOUT_MS. */
  readonly timeouts: number;
  readonly unexpectedCloses: number;
  readonly gamesFinished: number;
  readonly lag: LagSummary;
}

/** Counters and samples of one Checkers Exchange load generator over the measured window. */
export interface ExchangeStats {
  readonly seconds: number;
  /** Session moves of the scripted seats: `order` and `cancel` messages sent, and those the server acked. */
  readonly ordersSent: number;
  readonly cancelsSent: number;
  readonly ordersAcked: number;
  readonly cancelsAcked: number;
  /** Milliseconds from an `order` / a `cancel` sent to its `ack`. */
  readonly orderAckMs: readonly number[];
  readonly cancelAckMs: readonly number[];
  /** Each scripted seat's own p99 of both (seats with no sample left out). */
  readonly seatAckP99Ms: readonly number[];
  /** Cancels refused with NO_SUCH_ORDER because a trade filled the order while the cancel was on its way. */
  readonly cancelsTooLate: number;
  /** Sends the pacer skipped because the seat had its limit of unanswered messages in flight. */
  readonly sendsSkipped: number;
  /** Board plies the scripted seats played. */
  readonly pliesSent: number;
  readonly updates: { readonly seats: number; readonly spectators: number };
  /** Game events inside those updates. */
  readonly events: { readonly seats: number; readonly spectators: number };
  /** Events the spectators received, by type. */
  readonly spectatorEventTypes: Readonly<Record<string, number>>;
  readonly snapshots: number;
  readonly framesReceived: number;
  readonly bytesReceived: number;
  readonly errors: Readonly<Record<string, number>>;
  readonly unexpectedCloses: number;
  /** Tables whose spectator saw a session at the window's start and at its end. */
  readonly tablesInSession: { readonly atStart: number; readonly atEnd: number };
  readonly lag: LagSummary;
}

/** Counters of one echo client over the measured window. */
export interface EchoStats {
  readonly seconds: number;
  /** Frames that came back (the table echo: moves acked). */
  readonly messages: number;
  /** Every frame received (the echo: as `messages`). */
  readonly framesReceived: number;
  /** Round trips of every ROUND_TRIP_SAMPLE_EVERY-th frame. */
  readonly roundTripMs: readonly number[];
  readonly lag: LagSummary;
}

/** What the server's probe (or the echo server) reports at the end of the window. */
export interface ProbeStats {
  readonly lag: LagSummary;
  /** The .cpuprofile written, when profiling was asked for. */
  readonly profile: string | null;
}

/** Child -> orchestrator. */
export type FromChild =
  | { readonly t: 'progress'; readonly ready: number; readonly total: number }
  | { readonly t: 'ready'; readonly connections: number }
  | { readonly t: 'started' }
  | { readonly t: 'stats'; readonly stats: LoadStats | ExchangeStats | EchoStats | ProbeStats }
  | { readonly t: 'failed'; readonly message: string };

/** Sends to the parent; a child without an IPC channel was started by hand and has nobody to talk to. */
export function toParent(message: FromChild): void {
  if (process.send === undefined)
    throw new Error('bench:server children run under the orchestrator (npm run bench:server)');
  process.send(message);
}

/** Runs `handle` for every message from the parent, and exits when the parent goes away (Ctrl-C, a crash). */
export function fromParent(handle: (message: ToChild) => void | Promise<void>): void {
  process.on('message', (m) => {
    Promise.resolve(handle(m as ToChild)).catch((e: unknown) => {
      toParent({ t: 'failed', message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
      process.exit(1);
    });
  });
  process.on('disconnect', () => process.exit(0));
}
