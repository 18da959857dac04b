import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The server's Prometheus metrics, in a registry of its own (no module-level singleton). `statements` reads the
 * store's count of database statements, when it keeps one.
 */
export function createMetrics(statements?: () => number) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'birzha_process_' });
  if (statements !== undefined) {
    let reported = 0;
    new Counter({
      name: 'birzha_store_statements_total',
      help: 'Statements sent to the database (a move costs a few; issue 28 compares them per move)',
      registers: [registry],
      collect() {
        const now = statements();
        this.inc(now - reported);
        reported = now;
      },
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
