import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './routes.ts';

/** Profiles, match history and leaderboards: /api/users/:id, /api/users/:id/matches, /api/me/matches, /api/leaderboard/:game. */
export function registerProfileRoutes(_app: FastifyInstance, _deps: RouteDeps): void {
  // Written in issue 13's results work.
}
