import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { QuickPlayBody } from '@birzha/protocol';
import { userOf } from '../identity/users.ts';
import { quickPlay } from '../lobby/quick-play.ts';
import { sendError } from './errors.ts';
import type { RouteDeps } from './routes.ts';

/** POST /api/quick-play: a seat at the next open quick-play table of a game, or a new one. */
export function registerQuickPlayRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post('/api/quick-play', { schema: { body: QuickPlayBody } }, async (req, reply) => {
    const user = await userOf(req, deps.store, deps.secret);
    if (user === undefined) return sendError(reply, 'UNAUTHORIZED');
    const r = await quickPlay(deps, user, req.body);
    if (!r.ok) return sendError(reply, r.error.code, r.error.detail);
    // 201: a new table was opened; 200: a seat at one that was waiting (or the one the user already sits at).
    return reply.code(r.value.created ? 201 : 200).send({ table: r.value.table });
  });
}
