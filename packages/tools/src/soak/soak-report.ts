import type { Sample } from './process-sample.ts';
import { rssTrend } from './rss-slope.ts';
import { newLobbyCounts, type LobbyCounts } from './lobby-listener.ts';
import type { SpectatorCounts } from './spectator.ts';

// The JSON `npm run soak` prints, and the errors that make it exit non-zero.

/** One server process at the end of the soak. */
export interface ProcessOutcome {
  readonly index: number;
  readonly pid: number;
  readonly rss: readonly { atSeconds: number; rssMB: number }[];
  readonly samples: readonly Sample[];
  readonly overall: Sample | null;
  readonly errorLines: number;
  readonly errorLinesWhileStopping: number;
  /** Error lines while the soak restarted PostgreSQL (and its grace after): counted apart. */
  readonly errorLinesWhileDatabaseRestarted: number;
  readonly warnLines: number;
  readonly otherLines: number;
  readonly firstErrorLines: readonly string[];
  /** How it ended, when it died during the soak (null: it ran to the end). */
  readonly died: string | null;
  /** How it exited when told to stop at the end ('code 0': cleanly; null: it had died before). */
  readonly stopped: string | null;
  readonly tablesCreated: number;
  /** Times the soak killed it and started it again (--process-kills-every). */
  readonly kills: number;
}

const sumValues = (r: Readonly<Record<string, number>>) => Object.values(r).reduce((a, b) => a + b, 0);

/** Every error of the run, by kind; the soak fails when the total is not 0. */
export function errorsOf(
  processes: readonly ProcessOutcome[],
  spectators: SpectatorCounts,
  requestFailures: Readonly<Record<string, number>>,
  stuckTables = 0,
  lobbies: LobbyCounts = newLobbyCounts(),
  /** The soak restarted the database: UNAVAILABLE answers (nothing done, try again) are its doing, not errors. */
  databaseRestarted = false,
) {
  const clientErrors: Record<string, number> = {};
  for (const p of processes)
    for (const [code, n] of Object.entries(p.overall?.clientErrors ?? {}))
      clientErrors[code] = (clientErrors[code] ?? 0) + n;
  const unavailable = databaseRestarted ? (clientErrors['UNAVAILABLE'] ?? 0) : 0;
  const byKind = {
    clientErrorsCountedByServers: sumValues(clientErrors) - unavailable,
    logErrorLines: processes.reduce((n, p) => n + p.errorLines, 0),
    processesDied: processes.filter((p) => p.died !== null).length,
    // A process told to stop (SIGTERM) closes everything and exits 0, Redis up or not: a deploy is a stop.
    processesStoppedUncleanly: processes.filter((p) => p.died === null && p.stopped !== 'code 0').length,
    spectatorGaps: spectators.gaps,
    spectatorErrorFrames: sumValues(spectators.errors),
    spectatorUnexpectedCloses: spectators.unexpectedCloses,
    spectatorsNotReconnected: spectators.notReconnected,
    spectatorStaleViews: spectators.staleViews,
    stuckTables,
    staleLobbies: lobbies.staleLobbies,
    lobbyErrorFrames: lobbies.errors,
    lobbyUnexpectedCloses: lobbies.unexpectedCloses,
    lobbiesNotReconnected: lobbies.notReconnected,
    failedRequests: sumValues(requestFailures),
  };
  return {
    total: sumValues(byKind),
    byKind,
    // Not in the total (the soak is over by then), but a clean shutdown logs none: for whoever owns the shutdown.
    logErrorLinesWhileStopping: processes.reduce((n, p) => n + p.errorLinesWhileStopping, 0),
    // Not in the total: the sweeps log an outage of the store (once at once, then once per 10 s), and the restarts
    // are the soak's; what a restart failed for a client is in the total where the client saw it.
    logErrorLinesWhileDatabaseRestarted: processes.reduce((n, p) => n + p.errorLinesWhileDatabaseRestarted, 0),
    // Also apart: requests refused UNAVAILABLE while the soak had the database down (the clients ask again).
    unavailableWhileDatabaseRestarted: unavailable,
    clientErrorsByCode: clientErrors,
    spectatorErrorsByCode: spectators.errors,
    failedRequestsByReason: requestFailures,
  };
}

/** One process's account: its series, the trend of its RSS over the second half, its totals. */
export function processReport(p: ProcessOutcome, totalSeconds: number) {
  const trend = rssTrend(
    p.rss.map((r) => ({ atSeconds: r.atSeconds, value: r.rssMB })),
    totalSeconds,
  );
  return {
    index: p.index,
    pid: p.pid,
    died: p.died,
    stopped: p.stopped,
    killed: p.kills,
    tablesCreatedHere: p.tablesCreated,
    rssMB: p.rss.map((r) => [r.atSeconds, r.rssMB]),
    rssSecondHalf: { ...trend, note: 'least-squares slope of RSS over the second half; flat is near 0' },
    heapUsedMB: p.samples.map((s) => [s.atSeconds, s.heapUsedMB]),
    cores: p.samples.map((s) => [s.atSeconds, s.cores]),
    eventLoopLagP99Ms: p.samples.map((s) => [s.atSeconds, s.eventLoopLagP99Ms]),
    movesPerSecond: p.samples.map((s) => [s.atSeconds, s.movesPerSecond]),
    openConnections: p.samples.map((s) => [s.atSeconds, s.openConnections]),
    moves: p.overall?.moves ?? 0,
    matchesFinished: p.overall?.matchesFinished ?? 0,
    clientErrors: p.overall?.clientErrors ?? {},
    log: {
      errorLines: p.errorLines,
      errorLinesWhileStopping: p.errorLinesWhileStopping,
      errorLinesWhileDatabaseRestarted: p.errorLinesWhileDatabaseRestarted,
      warnLines: p.warnLines,
      otherLines: p.otherLines,
      firstErrorLines: p.firstErrorLines,
    },
  };
}
