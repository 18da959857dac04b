import { cpus } from 'node:os';
import type { BirzhaResult } from './birzha-phase.ts';
import type { EchoResult } from './echo-phase.ts';
import type { BenchServerFlags } from './flags.ts';
import type { WindowResult } from './measure-window.ts';
import type { AllocationSummary, ProfileSummary } from './profile-summary.ts';
import {
  cpuSplit,
  perSecond,
  processesReport,
  processesSetup,
  serverSetup,
  serverSubmit,
  type Environment,
} from './report-parts.ts';
import { autogroupEnabled } from './scheduling.ts';
import { tableEchoReport, type TableEchoRun } from './table-echo.ts';

/** The target on a 2-core machine: this many tables (4 players each) at a p99 move-to-broadcast latency under this. */
export const TARGET = { tables: 1000, p99Ms: 50 } as const;

const ratio = (a: number, b: number): number | null => (b === 0 ? null : Math.round((a / b) * 10_000) / 10_000);
const movesPerSecond = (w: WindowResult): number => perSecond(w.load.movesAcked, w.load.seconds);
const clientErrors = (w: WindowResult): number => Object.values(w.load.errors).reduce((a, b) => a + b, 0);
/** What the seats would send if the server answered at once: one move per table per think time (null: no think time). */
const offered = (tables: number, w: WindowResult): number | null =>
  w.thinkMs === 0 ? null : Math.round((tables * 1000) / w.thinkMs);

/**
 * Database statements and server CPU milliseconds per move the server applied: the store's statements over every
 * process (the clocks' and outbox's polls included), every server process's CPU, and of it the garbage-collection
 * pauses of their main threads, over the window's moves.
 */
export function perMove(
  w: Pick<WindowResult, 'serverMoves' | 'serverStatements' | 'busMessages' | 'server' | 'windowSeconds' | 'serverGc'>,
) {
  const moves = w.serverMoves;
  const each = (n: number): number | null => (moves === 0 ? null : Math.round((n / moves) * 100) / 100);
  // Three places: the rarer kinds are a few thousandths of a message per move.
  const eachOf = (byKind: Readonly<Record<string, number>>): Record<string, number | null> =>
    Object.fromEntries(
      Object.entries(byKind).map(([kind, n]) => [kind, moves === 0 ? null : Math.round((n / moves) * 1000) / 1000]),
    );
  const { reads, writes } = w.serverStatements;
  return {
    storeStatements: each(reads + writes),
    storeReads: each(reads),
    storeWrites: each(writes),
    busMessagesSent: each(w.busMessages.sent),
    busMessagesReceived: each(w.busMessages.received),
    // What goes to every process (presence, watching, lobby) against what goes to a table's followers.
    busMessagesByKind: {
      sent: eachOf(w.busMessages.sentByKind),
      received: eachOf(w.busMessages.receivedByKind),
    },
    serverCpuMs: each(w.server.cpu.coresBusy * w.windowSeconds * 1000),
    // Three places: a move's share of the pauses is a few hundredths of a millisecond.
    serverGcMs: moves === 0 ? null : Math.round((w.serverGc.totalMs / moves) * 1000) / 1000,
    note:
      'per move applied, all processes together: statements the stores sent (BEGIN/COMMIT not counted; reads are ' +
      'SELECTs), bus messages between processes (by kind: presence, watching and lobby go to every process, the rest ' +
      "to the processes holding the table), server CPU ms, and of it the main threads' garbage-collection pauses",
    gc: {
      ...w.serverGc,
      note:
        "the window's garbage-collection pauses on the servers' main threads (prom-client nodejs_gc_duration_seconds): " +
        'minor = scavenges, major = full collections with their incremental marking steps',
    },
  };
}

/** Of these windows, the one that moved the most a second (null: none). */
function busiest(windows: readonly WindowResult[]): WindowResult | null {
  return windows.reduce<WindowResult | null>(
    (a, w) => (a === null || movesPerSecond(w) > movesPerSecond(a) ? w : a),
    null,
  );
}

/** A server process counts as kept busy from this share of a core on (its JavaScript runs on one thread). */
export const BUSY_CORES = 0.9;

/**
 * The comparison at both ceilings: of a sweep's windows where every server process was kept busy (BUSY_CORES), the
 * one that moved the most, against the echo at its ceiling. There each server's wakeups find several frames, as the
 * echo's do; `comparison` takes the first window, whose server is not kept busy at the usual think times. Null
 * without an echo or when no window kept the servers busy (sweep to lower think times, e.g. --think-ms 500,150,100).
 */
export function atCeiling(windows: readonly WindowResult[], echo: EchoResult | null) {
  if (echo === null) return null;
  const busy = windows.filter((w) => w.load.movesAcked > 0 && w.servers.every((p) => p.cpu.coresBusy >= BUSY_CORES));
  const best = busiest(busy);
  if (best === null) return null;
  const movesPerCore = movesPerSecond(best) / best.server.cpu.coresBusy;
  const echoPerCore = echo.messagesPerSecond / Math.max(echo.server.cpu.coresBusy, 1e-9);
  const framesPerMove = best.load.framesReceived / best.load.movesAcked;
  return {
    thinkMs: best.thinkMs,
    movesPerSecond: movesPerSecond(best),
    serverCoresBusy: best.server.cpu.coresBusy,
    movesPerServerCoreSecond: Math.round(movesPerCore),
    echoMessagesPerServerCoreSecond: Math.round(echoPerCore),
    framesPerServerCoreSecondRatio: framesPerCoreRatio(movesPerCore, framesPerMove, echoPerCore),
    note: `as comparison, for the window of the sweep that moved the most with every server process at least ${BUSY_CORES} of a core busy: both servers at their ceilings`,
  };
}

/** The full account of one window (the first think time's is the headline). */
/**
 * Issue 28.5's figure: the frames a server handles per core-second (each move's one frame in and the frames out the
 * clients received for it) over the bare echo's (1 in and 1 out per message). Null without moves or an echo.
 */
export function framesPerCoreRatio(
  movesPerCore: number,
  framesOutPerMove: number | null,
  echoPerCore: number,
): number | null {
  return framesOutPerMove === null ? null : ratio(movesPerCore * (framesOutPerMove + 1), 2 * echoPerCore);
}

/** The frames the servers handled a second in a window: the messages the seats sent, and every frame clients got. */
export const serverFramesPerSecond = (w: WindowResult): number =>
  perSecond(w.load.messagesSent + w.load.framesReceived, w.load.seconds);

/**
 * The comparison with an echo paced to this window's frames per second: the wire at the same rate, where the echo too
 * pays for the wakeups a process that is not kept busy pays (null without that echo or without moves).
 */
export function atSameRate(main: WindowResult, framesPerMove: number | null, movesPerCore: number, paced: EchoResult) {
  const echoPerCore = paced.messagesPerSecond / Math.max(paced.server.cpu.coresBusy, 1e-9);
  return {
    birzhaFramesPerSecond: serverFramesPerSecond(main),
    echoFramesPerSecond: 2 * paced.messagesPerSecond,
    echoPauseMs: paced.pauseMs,
    movesPerServerCoreSecond: Math.round(movesPerCore),
    echoMessagesPerServerCoreSecond: Math.round(echoPerCore),
    framesPerServerCoreSecondRatio: framesPerCoreRatio(movesPerCore, framesPerMove, echoPerCore),
    note: "as comparison, against a second echo whose connections pause between echoes (uniform in [0.5, 1.5] x echoPauseMs) so that its server handles about the frames per second this window's did: the echo's own cost per frame at this rate, not at its ceiling (comparison's echo keeps its processes busy, so few of its reads and writes wake anyone)",
  };
}

function windowReport(tables: number, w: WindowResult) {
  const { load } = w;
  return {
    thinkMs: w.thinkMs,
    windowSeconds: w.windowSeconds,
    offeredMovesPerSecond: offered(tables, w),
    movesPerSecond: movesPerSecond(w),
    moves: {
      acked: load.movesAcked,
      sent: load.movesSent,
      countedByServer: w.serverMoves,
      messagesSentPerSecond: perSecond(load.messagesSent, load.seconds),
      framesReceivedPerSecond: perSecond(load.framesReceived, load.seconds),
      bytesPerFrameReceived: load.framesReceived === 0 ? 0 : Math.round(load.bytesReceived / load.framesReceived),
      // What the clients receive for each move applied: every frame (updates, acks, snapshots) over the moves acked.
      framesPerMove: load.movesAcked === 0 ? null : Math.round((load.framesReceived / load.movesAcked) * 100) / 100,
      bytesPerMove: load.movesAcked === 0 ? null : Math.round(load.bytesReceived / load.movesAcked),
      bytesPerUpdate:
        load.updateFramesReceived === 0 ? null : Math.round(load.updateBytesReceived / load.updateFramesReceived),
      updatesReceived: load.updatesReceived,
      snapshotsReceived: load.snapshotsReceived,
      gamesFinished: load.gamesFinished,
    },
    // What one move costs the servers, all processes together (issue 28 compares them for 1, 2 and 3 processes).
    perMove: perMove(w),
    latencyMs: {
      moveToUpdateAtMover: load.latencyMs.mover,
      moveToUpdateAtSpectator: load.latencyMs.spectator,
      moveToAck: load.latencyMs.ack,
      serverSubmit: serverSubmit(w.serverSubmitMs),
    },
    errors: {
      byCode: load.errors,
      countedByServer: w.serverErrorsByCode,
      timeouts: load.timeouts,
      unexpectedCloses: load.unexpectedCloses,
    },
    ...processesReport(w),
  };
}

/** Whether a window kept both latencies under the target's p99, with no error and no lost move. */
const withinTarget = (w: WindowResult): boolean =>
  w.load.latencyMs.mover.count > 0 &&
  w.load.latencyMs.mover.p99 < TARGET.p99Ms &&
  w.load.latencyMs.spectator.p99 < TARGET.p99Ms &&
  clientErrors(w) === 0 &&
  w.load.timeouts === 0;

/**
 * The highest rate of any window that stayed within the target (p99 < 50 ms at the mover and the spectator, no
 * error): a sweep of think times (--think-ms 2000,1000,500,...) offers more and more until the latency breaks.
 */
export function atLatencyTarget(windows: readonly WindowResult[]) {
  const ok = windows.filter(withinTarget);
  const best = busiest(ok);
  return {
    p99Ms: TARGET.p99Ms,
    movesPerSecond: best === null ? null : movesPerSecond(best),
    thinkMs: best?.thinkMs ?? null,
    // The sweep did not reach the limit when its fastest think time still met the target: the rate is a lower bound.
    limitReached: windows.some((w) => !withinTarget(w)),
    windowsTried: windows.length,
  };
}

/** One line of a sweep. */
function sweepEntry(tables: number, w: WindowResult) {
  const pick = (s: WindowResult['load']['latencyMs']['mover']) => ({ p50: s.p50, p95: s.p95, p99: s.p99, max: s.max });
  return {
    thinkMs: w.thinkMs,
    offeredMovesPerSecond: offered(tables, w),
    movesPerSecond: movesPerSecond(w),
    moverLatencyMs: pick(w.load.latencyMs.mover),
    spectatorLatencyMs: pick(w.load.latencyMs.spectator),
    serverCoresBusy: w.server.cpu.coresBusy,
    perMove: perMove(w),
    serverEventLoopLagP99Ms: w.server.eventLoopLagMs.p99,
    serverRssMB: w.server.rssMB,
    servers: w.servers.map((p) => ({
      coresBusy: p.cpu.coresBusy,
      rssMB: p.rssMB,
      eventLoopLagP99Ms: p.eventLoopLagMs.p99,
    })),
    cpu: cpuSplit(w),
    errors: { byCode: w.load.errors, timeouts: w.load.timeouts },
  };
}

/** The one JSON object `npm run bench:server` prints. */
export function buildReport(
  flags: BenchServerFlags,
  birzha: BirzhaResult,
  echo: EchoResult | null,
  profile: ProfileSummary | AllocationSummary | null,
  env: Environment,
  echoAtSameRate: EchoResult | null = null,
  tableEcho: readonly { readonly run: TableEchoRun; readonly result: EchoResult }[] = [],
) {
  const main = birzha.windows[0] as WindowResult;
  const headline = windowReport(birzha.tables, main);
  const meetsTarget =
    birzha.tables >= TARGET.tables && birzha.connections.openAtServer >= birzha.tables * 5 && withinTarget(main);
  const movesPerCore = headline.movesPerSecond / Math.max(main.server.cpu.coresBusy, 1e-9);
  const echoPerCore = echo === null ? 0 : echo.messagesPerSecond / Math.max(echo.server.cpu.coresBusy, 1e-9);
  const think = (ms: number) => `uniform in [${ms * (1 - flags.jitter)}, ${ms * (1 + flags.jitter)}] ms`;
  return {
    benchmark: 'bench:server',
    node: process.version,
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    setup: {
      ...serverSetup(flags, env, birzha),
      game: { id: 'akcioner', players: 4, variant: flags.variant, turnSeconds: 0 },
      play:
        flags.mode === 'move'
          ? 'each seat, when its update lists legal moves, thinks, then sends one of them chosen uniformly (t: move)'
          : "each seat, when its update lists legal moves, thinks, then sends the random bot's whole turn (t: moves)",
      thinkTime: think(main.thinkMs),
      processes: {
        ...processesSetup(flags),
        sessions: `each child in a session of its own${autogroupEnabled() ? ` (the kernel schedules by autogroup: ${flags.nice === 0 ? 'each gets a fair share against other sessions' : `autogroup nice ${flags.nice}`})` : ''}`,
      },
      machineBackgroundCoresBusyBeforeStart: env.backgroundCoresBusy,
      fileLimits: env.fileLimits,
      setupSeconds: birzha.setupSeconds,
      rampSeconds: flags.rampSeconds,
      warmupSeconds: flags.warmupSeconds,
      serverLogLines: birzha.serverLogLines,
    },
    processes: birzha.processes,
    database: birzha.database.kind,
    tables: birzha.tables,
    connections: { ...birzha.connections, total: birzha.connections.players + birzha.connections.spectators },
    ...headline,
    atLatencyTarget: atLatencyTarget(birzha.windows),
    sweep: birzha.windows.length > 1 ? birzha.windows.map((w) => sweepEntry(birzha.tables, w)) : null,
    echo,
    comparison:
      echo === null
        ? null
        : {
            birzhaMovesPerEchoMessage: ratio(headline.movesPerSecond, echo.messagesPerSecond),
            birzhaFramesPerEchoFrame: ratio(serverFramesPerSecond(main), 2 * echo.messagesPerSecond),
            movesPerServerCoreSecond: Math.round(movesPerCore),
            echoMessagesPerServerCoreSecond: Math.round(echoPerCore),
            perServerCoreRatio: ratio(movesPerCore, echoPerCore),
            framesPerServerCoreSecondRatio: framesPerCoreRatio(movesPerCore, headline.moves.framesPerMove, echoPerCore),
            note:
              'the Birzha rate is what the seats asked for at this think time (see offeredMovesPerSecond; a sweep to lower think times finds its ceiling, and comparisonAtCeiling compares there); the echo rate is the ceiling. ' +
              'Each message a seat sends is 1 frame in and 5 + K out at the server (an update to the 4 seats and the K spectators, and an ack; see framesPerMove, and bytesPerUpdate: updates carry a patch of the view, not the view); an echo is 1 frame in and 1 out of ' +
              `${echo.frameBytes} bytes.`,
          },
    echoAtSameRate,
    comparisonAtSameRate:
      echoAtSameRate === null ? null : atSameRate(main, headline.moves.framesPerMove, movesPerCore, echoAtSameRate),
    comparisonAtCeiling: atCeiling(birzha.windows, echo),
    tableEcho:
      tableEcho.length === 0 ? null : tableEchoReport(tableEcho, movesPerCore, echo === null ? null : echoPerCore),
    profile,
    target: TARGET,
    meetsTarget,
    totalSeconds: env.totalSeconds,
  };
}
