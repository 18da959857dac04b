import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './routes.ts';

/** Accounts under /api/account: register, log in and out, password, e-mail, reset, sessions, delete. */
export async function registerAccountRoutes(_app: FastifyInstance, _deps: RouteDeps): Promise<void> {
  // Written in issue 13's accounts work.
}
