import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { InviteBody, type Invitation } from '@birzha/protocol';
import { Type } from 'typebox';
import { newId } from '../ids.ts';
import { userOf } from '../identity/users.ts';
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
  const { store, secret, tables, registry, config, now } = deps;

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
    const rows = await store.invitations.listFor(user.id, now(), LIST_LIMIT);
    const out: Invitation[] = [];
    const names = new Map<string, string>();
    for (const r of rows) {
      const table = await store.getTable(r.tableId);
      if (table === undefined) continue;
      if (!names.has(r.fromUserId)) names.set(r.fromUserId, (await store.getUser(r.fromUserId))?.name ?? '');
      // An open invitation to a table that started without me is over as surely as one past its time.
      const status = r.status === 'open' && table.status !== 'open' ? 'expired' : r.status;
      out.push({
        id: r.id,
        tableId: r.tableId,
        game: table.game,
        from: { id: r.fromUserId, name: names.get(r.fromUserId) ?? '' },
        createdAt: r.createdAt,
        expiresAt: r.expiresAt,
        status,
      });
    }
    // Open first; within each part newest first, as the store lists them (the sort is stable).
    out.sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open'));
    return { invitations: out };
  });

  /** The caller's invitation still open, or a refusal sent. */
  const openInvitation = async (
    req: FastifyRequest,
    reply: FastifyReply,
    id: string,
  ): Promise<{ user: UserRow; invitation: InvitationRow } | undefined> => {
    const user = await requireAccount(req, reply);
    if (user === undefined) return undefined;
    const invitation = await store.invitations.get(id);
    // Another account's invitation is as unknown as none.
    if (invitation === undefined || invitation.toUserId !== user.id) {
      void sendError(reply, 'NOT_FOUND');
      return undefined;
    }
    if (invitation.status !== 'open' || invitation.expiresAt <= now()) {
      void sendError(reply, 'INVITATION_CLOSED');
      return undefined;
    }
    return { user, invitation };
  };

  // Takes a free seat through the lobby's own join, with the table's invite code: an invitation opens a private table.
  api.post('/api/invitations/:id/accept', { schema: { params: InvitationParams } }, async (req, reply) => {
    const found = await openInvitation(req, reply, req.params.id);
    if (found === undefined) return reply;
    const { user, invitation } = found;
    const live = await registry.get(invitation.tableId);
    if (live === undefined) return sendError(reply, 'NOT_FOUND');
    const joined = await tables.join(user, invitation.tableId, undefined, live.table.inviteCode ?? undefined);
    // Seated already (joined by the table's link): the invitation is accepted all the same.
    if (!joined.ok && joined.error.code !== 'ALREADY_SEATED')
      return sendError(reply, joined.error.code, joined.error.detail);
    await store.invitations.answer(invitation.id, 'accepted', now());
    const fresh = joined.ok ? undefined : await registry.get(invitation.tableId);
    return { table: joined.ok ? joined.value : tables.summary(fresh ?? live) };
  });

  api.post('/api/invitations/:id/decline', { schema: { params: InvitationParams } }, async (req, reply) => {
    const found = await openInvitation(req, reply, req.params.id);
    if (found === undefined) return reply;
    if (!(await store.invitations.answer(found.invitation.id, 'declined', now())))
      return sendError(reply, 'INVITATION_CLOSED');
    return { ok: true };
  });
}
