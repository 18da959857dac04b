import type { LoadStats } from './ipc.ts';
import { summarize, type Summary } from './percentiles.ts';

/** Every load generator's window, added up: the same counters, with the latency samples summarized. */
export interface MergedLoad extends Omit<LoadStats, 'moverLatencyMs' | 'spectatorLatencyMs' | 'ackLatencyMs' | 'lag'> {
  readonly latencyMs: { readonly mover: Summary; readonly spectator: Summary; readonly ack: Summary };
}

export function mergeLoadStats(all: readonly LoadStats[]): MergedLoad {
  const sum = (f: (s: LoadStats) => number) => all.reduce((n, s) => n + f(s), 0);
  const errors: Record<string, number> = {};
  for (const s of all) for (const [code, n] of Object.entries(s.errors)) errors[code] = (errors[code] ?? 0) + n;
  return {
    seconds: Math.max(...all.map((s) => s.seconds)),
    movesSent: sum((s) => s.movesSent),
    messagesSent: sum((s) => s.messagesSent),
    movesAcked: sum((s) => s.movesAcked),
    updatesReceived: sum((s) => s.updatesReceived),
    snapshotsReceived: sum((s) => s.snapshotsReceived),
    framesReceived: sum((s) => s.framesReceived),
    bytesReceived: sum((s) => s.bytesReceived),
    updateFramesReceived: sum((s) => s.updateFramesReceived),
    updateBytesReceived: sum((s) => s.updateBytesReceived),
    latencyMs: {
      mover: summarize(all.flatMap((s) => s.moverLatencyMs)),
      spectator: summarize(all.flatMap((s) => s.spectatorLatencyMs)),
      ack: summarize(all.flatMap((s) => s.ackLatencyMs)),
    },
    errors,
    timeouts: sum((s) => s.timeouts),
    unexpectedCloses: sum((s) => s.unexpectedCloses),
    gamesFinished: sum((s) => s.gamesFinished),
  };
}
