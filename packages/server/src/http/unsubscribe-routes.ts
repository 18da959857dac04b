import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './routes.ts';

/** The routes of one-click unsubscribe links of notifications (issue 25). */
export function registerUnsubscribeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  void app;
  void deps;
}
