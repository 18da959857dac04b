import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './routes.ts';

/** The routes of account notification settings, push subscriptions and the webhook (issue 25; notify-routes owner). */
export function registerNotifyRoutes(app: FastifyInstance, deps: RouteDeps): void {
  void app;
  void deps;
}
