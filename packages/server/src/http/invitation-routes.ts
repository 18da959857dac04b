import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { InviteBody } from '@birzha/protocol';
import { Type } from 'typebox';
import { userOf } from '../identity/users.ts';
import { acceptInvitation, declineInvitation } from '../lobby/invitation-answers.ts';
import { invitationsOf } from '../lobby/invitations-of.ts';
import { inviteToTable } from '../lobby/invite-to-table.ts';
import { isAccount } from '../lobby/table-summary.ts';
import type { UserRow } from '../store/store.ts';
import { sendError } from './errors.ts';
import type { RouteDeps } from './routes.ts';

const TableParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const InvitationParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** How many of an account's invitations its list shows (newest first). */
const LIST_LIMIT = 50;

export type { InviteAnswer } from '../lobby/invite-to-table.ts';

/** The routes of invitations of accounts to tables (issue 25). */
export function registerInvitationRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { store, secret, config, now } = deps;

  /** The request's account, or a refusal sent: nobody (UNAUTHORIZED) or a guest (NOT_REGISTERED). */
  const requireAccount = async (req: FastifyRequest, reply: FastifyReply): Promise<UserRow | undefined> => {
    const user = await userOf(req, store, secret);
    if (user === undefined) void sendError(reply, 'UNAUTHORIZED');
    else if (!isAccount(user)) void sendError(reply, 'NOT_REGISTERED');
    else return user;
    return undefined;
  };

  // Each invitation tells someone else (a mail, a push): counted per client address like the account changes.
  const perIp = { rateLimit: { max: config.accountLimits.perIp, timeWindow: config.accountLimits.perIpWindowMs } };
  api.post(
    '/api/tables/:id/invitations',
    { schema: { params: TableParams, body: InviteBody }, config: perIp },
    async (req, reply) => {
      const user = await requireAccount(req, reply);
      if (user === undefined) return reply;
      const r = await inviteToTable(
        { store, bus: deps.bus, now, invitationMs: config.notify.invitationMs },
        user,
        req.params.id,
        req.body.usernames,
      );
      if (!r.ok) return sendError(reply, r.error.code, r.error.detail);
      return reply.code(201).send(r.value);
    },
  );

  api.get('/api/account/invitations', async (req, reply) => {
    const user = await requireAccount(req, reply);
    if (user === undefined) return reply;
    const out = await invitationsOf(store, user.id, now(), LIST_LIMIT);
    return { invitations: out };
  });

  api.post('/api/invitations/:id/accept', { schema: { params: InvitationParams } }, async (req, reply) => {
    const user = await requireAccount(req, reply);
    if (user === undefined) return reply;
    const r = await acceptInvitation(deps, user, req.params.id);
    return r.ok ? { table: r.value } : sendError(reply, r.error.code, r.error.detail);
  });

  api.post('/api/invitations/:id/decline', { schema: { params: InvitationParams } }, async (req, reply) => {
    const user = await requireAccount(req, reply);
    if (user === undefined) return reply;
    const r = await declineInvitation(deps, user, req.params.id);
    return r.ok ? { ok: true } : sendError(reply, r.error.code, r.error.detail);
  });
}
