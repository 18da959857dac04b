import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { InviteBody } from '@birzha/protocol';
import { Type } from 'typebox';
import { newId } from '../ids.ts';
import { userOf } from '../identity/users.ts';
import { acceptInvitation, declineInvitation } from '../lobby/invitation-answers.ts';
import { invitationsOf } from '../lobby/invitations-of.ts';
import { isAccount } from '../lobby/table-summary.ts';
import type { InvitationRow } from '../store/invitations-store.ts';
import type { UserRow } from '../store/store.ts';
import { sendError } from './errors.ts';
import type { RouteDeps } from './routes.ts';

const TableParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const InvitationParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** How many of an account's invitations its list shows (newest first). */
const LIST_LIMIT = 50;

/**
 * What POST /api/tables/:id/invitations answers: the user names invited now, and those left out: the inviter, a
 * person seated at the table already, or an account invited to it before (one invitation per table and account).
 */
export interface InviteAnswer {
  readonly invited: string[];
  readonly skipped: { readonly username: string; readonly reason: 'self' | 'seated' | 'invited' }[];
}

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
      // From the store, not this process's copy: seats change on every process.
      const table = await store.getTable(req.params.id);
      if (table === undefined) return sendError(reply, 'NOT_FOUND');
      const seats = await store.getSeats(table.id);
      if (table.hostId !== user.id && !seats.some((s) => s.userId === user.id)) return sendError(reply, 'NOT_SEATED');
      if (table.status !== 'open') return sendError(reply, 'NOT_OPEN');

      // Every name first: one unknown name refuses the whole request, and nobody is invited.
      // By account: two spellings of one name (case, look-alike letters) find the same person, invited once.
      const invitees = new Map<string, UserRow>();
      for (const name of req.body.usernames) {
        const found = await store.accounts.findByUsername(name.trim());
        if (found === undefined || !isAccount(found)) return sendError(reply, 'NO_SUCH_USER', { username: name });
        invitees.set(found.id, found);
      }

      const at = now();
      const answer: InviteAnswer = { invited: [], skipped: [] };
      const before = new Set((await store.invitations.listOfTable(table.id)).map((r) => r.toUserId));
      const fresh: InvitationRow['id'][] = [];
      const rows = [];
      for (const invitee of invitees.values()) {
        const username = invitee.username ?? invitee.name;
        const skip =
          invitee.id === user.id
            ? 'self'
            : seats.some((s) => s.userId === invitee.id)
              ? 'seated'
              : before.has(invitee.id)
                ? 'invited'
                : null;
        if (skip !== null) {
          answer.skipped.push({ username, reason: skip });
          continue;
        }
        const id = newId();
        rows.push({
          id,
          tableId: table.id,
          fromUserId: user.id,
          toUserId: invitee.id,
          createdAt: at,
          expiresAt: at + config.notify.invitationMs,
        });
        fresh.push(id);
        answer.invited.push(username);
      }
      await store.invitations.create(rows);
      // Only the rows that are stored (a racing request may have invited the same account a moment ago).
      const stored = (await store.invitations.listOfTable(table.id)).filter((r) => fresh.includes(r.id));
      await store.notify.enqueue(
        stored.map((r) => ({
          userId: r.toUserId,
          kind: 'invitation' as const,
          tableId: table.id,
          payload: { tableId: table.id, game: table.game, name: user.name, invitationId: r.id },
          dedupe: `invitation:${r.id}`,
          createdAt: at,
          dueAt: at,
        })),
      );
      return reply.code(201).send(answer);
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
