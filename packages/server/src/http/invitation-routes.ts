import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './routes.ts';

/** The routes of invitations of accounts to tables (issue 25). */
export function registerInvitationRoutes(app: FastifyInstance, deps: RouteDeps): void {
  void app;
  void deps;
}
