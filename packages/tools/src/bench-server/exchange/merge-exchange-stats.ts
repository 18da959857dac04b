import type { ExchangeStats } from '../ipc.ts';
import { summarize, type Summary } from '../percentiles.ts';

/** Every load generator's window added up, with the ack samples summarized. */
export interface MergedExchange extends Omit<ExchangeStats, 'orderAckMs' | 'cancelAckMs' | 'seatAckP99Ms' | 'lag'> {
  readonly ackMs: { readonly all: Summary; readonly order: Summary; readonly cancel: Summary };
  /** The distribution of each scripted seat's own p99 (its max is the worst seat's). */
  readonly seatP99Ms: Summary;
}

const add = (records: readonly Readonly<Record<string, number>>[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const r of records) for (const [k, n] of Object.entries(r)) out[k] = (out[k] ?? 0) + n;
  return out;
};

export function mergeExchangeStats(all: readonly ExchangeStats[]): MergedExchange {
  const sum = (f: (s: ExchangeStats) => number) => all.reduce((n, s) => n + f(s), 0);
  const orders = all.flatMap((s) => s.orderAckMs);
  const cancels = all.flatMap((s) => s.cancelAckMs);
  return {
    seconds: Math.max(...all.map((s) => s.seconds)),
    ordersSent: sum((s) => s.ordersSent),
    cancelsSent: sum((s) => s.cancelsSent),
    ordersAcked: sum((s) => s.ordersAcked),
    cancelsAcked: sum((s) => s.cancelsAcked),
    ackMs: { all: summarize([...orders, ...cancels]), order: summarize(orders), cancel: summarize(cancels) },
    seatP99Ms: summarize(all.flatMap((s) => s.seatAckP99Ms)),
    sendsSkipped: sum((s) => s.sendsSkipped),
    cancelsTooLate: sum((s) => s.cancelsTooLate),
    pliesSent: sum((s) => s.pliesSent),
    updates: { seats: sum((s) => s.updates.seats), spectators: sum((s) => s.updates.spectators) },
    events: { seats: sum((s) => s.events.seats), spectators: sum((s) => s.events.spectators) },
    spectatorEventTypes: add(all.map((s) => s.spectatorEventTypes)),
    snapshots: sum((s) => s.snapshots),
    framesReceived: sum((s) => s.framesReceived),
    bytesReceived: sum((s) => s.bytesReceived),
    errors: add(all.map((s) => s.errors)),
    unexpectedCloses: sum((s) => s.unexpectedCloses),
    tablesInSession: {
      atStart: sum((s) => s.tablesInSession.atStart),
      atEnd: sum((s) => s.tablesInSession.atEnd),
    },
  };
}
