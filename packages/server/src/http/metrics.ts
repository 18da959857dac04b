import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { BusCounts } from '../bus/bus.ts';
import type { StatementCounts } from '../store/store.ts';

/** What the metrics read from the other parts when asked (each only when that part counts it). */
export interface CountedParts {
  /** The store's statements, reads and writes. */
  readonly statements?: (() => StatementCounts) | undefined;
  /** The bus's messages to and from other processes. */
  readonly bus?: (() => BusCounts) | undefined;
}

/**
 * A counter that reads running totals from elsewhere at each scrape (prom-client counters only go up by inc), one
 * series per label value.
 */
function readCounter(
  registry: Registry,
  name: string,
  help: string,
  label: string,
  read: () => Readonly<Partial<Record<string, number>>>,
): void {
  const reported = new Map<string, number>();
  new Counter({
    name,
    help,
    labelNames: [label],
    registers: [registry],
    collect() {
      for (const [value, total] of Object.entries(read())) {
        if (total === undefined) continue;
        this.inc({ [label]: value }, total - (reported.get(value) ?? 0));
        reported.set(value, total);
      }
    },
  });
}

/**
 * The server's Prometheus metrics, in a registry of its own (no module-level singleton), with the counts `parts`
 * keep (issue 28 compares them per move).
 */
export function createMetrics(parts: CountedParts = {}) {
  const registry = new Registry();
  // The event-loop lag is sampled every 100 ms, not prom-client's 10: a timer 100 times a second was a third of an
  // idle process's CPU (38 -> 26 ticks in 30 s), paid once per process. A stall still shows: it delays a sample.
  collectDefaultMetrics({ register: registry, prefix: 'birzha_process_', eventLoopMonitoringPrecision: 100 });
  const { statements, bus } = parts;
  if (statements !== undefined)
    readCounter(registry, 'birzha_store_statements_total', 'Statements sent to the database', 'kind', () => {
      const s = statements();
      return { read: s.reads, write: s.writes };
    });
  if (bus !== undefined)
    readCounter(
      registry,
      'birzha_bus_messages_total',
      'Bus messages to and from other processes (skipped: of a table no other process follows, not sent)',
      'direction',
      () => {
        const b = bus();
        return { out: b.sent, in: b.received, skipped: b.skipped ?? 0 };
      },
    );
  if (bus !== undefined) {
    readCounter(registry, 'birzha_bus_sent_total', 'Bus messages to other processes, by kind', 'kind', () => {
      return bus().sentByKind ?? {};
    });
    readCounter(registry, 'birzha_bus_received_total', 'Bus messages from other processes, by kind', 'kind', () => {
      return bus().receivedByKind ?? {};
    });
  }
  return {
    registry,
    moves: new Counter({
      name: 'birzha_moves_total',
      help: 'Moves appended, by submitter',
      labelNames: ['by'] as const,
      registers: [registry],
    }),
    matchesFinished: new Counter({
      name: 'birzha_matches_finished_total',
      help: 'Matches finished',
      registers: [registry],
    }),
    errors: new Counter({
      name: 'birzha_client_errors_total',
      help: 'Errors sent to clients, by code',
      labelNames: ['code'] as const,
      registers: [registry],
    }),
    connections: new Gauge({
      name: 'birzha_ws_connections',
      help: 'Open WebSocket connections',
      registers: [registry],
    }),
    moveSeconds: new Histogram({
      name: 'birzha_move_seconds',
      help: 'Time from a move received to its append committed',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers: [registry],
    }),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
