import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RenameBody, SessionBody } from '@birzha/protocol';
import { Type } from 'typebox';
import { createGuest, userOf } from '../identity/users.ts';
import type { UserRow } from '../store/store.ts';
import { sendError } from './errors.ts';
import type { RouteDeps } from './routes.ts';

/** The session and the signed-in user (/api/session, /api/me), and accounts under /api/account. */
export async function registerAccountRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { store, secret } = deps;

  const requireUser = async (req: FastifyRequest, reply: FastifyReply): Promise<UserRow | undefined> => {
    const user = await userOf(req, store, secret);
    if (user === undefined) void sendError(reply, 'UNAUTHORIZED');
    return user;
  };

  api.post('/api/session', { schema: { body: Type.Optional(SessionBody) } }, async (req, reply) => {
    const existing = await userOf(req, store, secret);
    if (existing !== undefined && req.body?.name === undefined)
      return { user: { id: existing.id, name: existing.name } };
    const { user, token } = await createGuest(store, secret, req.body?.name, deps.now(), reply);
    return { user: { id: user.id, name: user.name }, token };
  });

  api.get('/api/me', async (req, reply) => {
    const user = await requireUser(req, reply);
    if (user === undefined) return reply;
    return { user: { id: user.id, name: user.name } };
  });

  api.patch('/api/me', { schema: { body: RenameBody } }, async (req, reply) => {
    const user = await requireUser(req, reply);
    if (user === undefined) return reply;
    await store.renameUser(user.id, req.body.name);
    for (const id of deps.registry.loadedIds()) {
      const live = await deps.registry.get(id);
      if (live?.users.has(user.id) === true) live.users.set(user.id, { ...user, name: req.body.name });
    }
    return { user: { id: user.id, name: req.body.name } };
  });
}
