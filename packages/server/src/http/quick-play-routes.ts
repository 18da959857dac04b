import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './routes.ts';

/** POST /api/quick-play: a seat at the next open quick-play table of a game, or a new one. */
export function registerQuickPlayRoutes(_app: FastifyInstance, _deps: RouteDeps): void {
  // Written in issue 13's quick-play work.
}
