// The table echo's plan and its part of the report: Birzha's frames at Birzha's rate, with none of its work, so that a
// ratio to the echo at its ceiling (issue 28.5) or a cost per move at a third of the rate (28.1) can be read against
// what the wire alone allows on this machine.
import type { EchoResult } from './echo-phase.ts';
import type { TableEchoShape } from './ipc.ts';
import type { WindowResult } from './measure-window.ts';

/** Seats of a bench table (Akcioner's 4). */
const SEATS = 4;

export interface TableEchoRun {
  /** The share of the Birzha window's moves a second this run is paced to. */
  readonly share: number;
  /** Each seat's mean think time: the tables' moves a second at this share. */
  readonly thinkMs: number;
  readonly shape: TableEchoShape;
}

/**
 * A run for each share of the first window's rate, with its tables, its spectators and its updates' mean size (an
 * update of at least 64 bytes when the window counted none). Empty when the window moved nothing.
 */
export function tableEchoRuns(
  tables: number,
  spectators: number,
  shares: readonly number[],
  main: WindowResult,
): TableEchoRun[] {
  const movesPerSecond = main.load.movesAcked / Math.max(main.load.seconds, 1e-9);
  if (!(movesPerSecond > 0)) return [];
  const updateBytes =
    main.load.updateFramesReceived === 0
      ? 64
      : Math.max(64, Math.round(main.load.updateBytesReceived / main.load.updateFramesReceived));
  return shares.map((share) => ({
    share,
    thinkMs: Math.max(1, Math.round((tables / (share * movesPerSecond)) * 1000)),
    shape: { seats: SEATS, spectators, updateBytes },
  }));
}

/**
 * Each table echo run: its moves a second and the echo server's CPU per move; its frames per core-second over the echo
 * at its ceiling (what Birzha's `framesPerServerCoreSecondRatio` would be if its work cost nothing); Birzha's moves per
 * core-second as a share of the table echo's at the same rate; and its CPU per move over the run at share 1's (a
 * server with no work of its own, at a part of the rate).
 */
export function tableEchoReport(
  runs: readonly { readonly run: TableEchoRun; readonly result: EchoResult }[],
  birzhaMovesPerCore: number,
  echoPerCore: number | null,
) {
  const perCore = (r: EchoResult) => r.messagesPerSecond / Math.max(r.server.cpu.coresBusy, 1e-9);
  const full = runs.find((r) => r.run.share === 1);
  const entries = runs.map(({ run, result }) => {
    const movesPerCore = perCore(result);
    const framesPerMove =
      result.messagesPerSecond === 0 ? null : result.framesReceivedPerSecond / result.messagesPerSecond;
    return {
      shareOfBirzhaRate: run.share,
      thinkMs: run.thinkMs,
      tables: Math.floor(result.connections / (run.shape.seats + run.shape.spectators)),
      updateBytes: run.shape.updateBytes,
      movesPerSecond: result.messagesPerSecond,
      framesPerMove: framesPerMove === null ? null : round(framesPerMove, 2),
      serverCoresBusy: result.server.cpu.coresBusy,
      serverCpuMsPerMove: result.messagesPerSecond === 0 ? null : round(1000 / movesPerCore, 3),
      movesPerServerCoreSecond: Math.round(movesPerCore),
      framesPerServerCoreSecondRatio:
        echoPerCore === null || framesPerMove === null
          ? null
          : round((movesPerCore * (framesPerMove + 1)) / (2 * echoPerCore), 4),
      birzhaMovesPerCoreShare: run.share === 1 ? round(birzhaMovesPerCore / movesPerCore, 4) : null,
      cpuPerMoveOverShareOne:
        full === undefined || run.share === 1 ? null : round(perCore(full.result) / movesPerCore, 3),
      roundTripMs: result.roundTripMs,
    };
  });
  return {
    runs: entries,
    note: "a bare ws server whose tables and seats are the run's: each seat in turn sends a move's frame after a think time (uniform in [0.5, 1.5] x thinkMs), and the server sends every connection of the table an update of updateBytes and the mover an ack (with its update in one write), as Birzha does, and does nothing else. framesPerServerCoreSecondRatio is issue 28.5's ratio for that server (what Birzha's would be if its own work cost nothing); birzhaMovesPerCoreShare is Birzha's moves per core-second over this server's at the same rate; cpuPerMoveOverShareOne is this server's CPU per move at a share of the rate over its CPU per move at the whole rate (issue 28.1's ratio for a server with no work of its own, its load split over 1 / share processes).",
  };
}

const round = (n: number, places: number): number => Math.round(n * 10 ** places) / 10 ** places;
