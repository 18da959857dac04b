import { fail } from '@birzha/engine';
import type { TableSummary } from '@birzha/protocol';
import type { MatchRegistry } from '../matches/registry.ts';
import type { InvitationRow } from '../store/invitations-store.ts';
import type { Store, UserRow } from '../store/store.ts';
import type { LobbyResult, TableService } from './table-service.ts';

export interface InvitationAnswerDeps {
  readonly store: Store;
  readonly registry: MatchRegistry;
  readonly tables: TableService;
  readonly now: () => number;
}

const refuse = (code: string) => fail(code);

/** The account's invitation still open, or why not (NOT_FOUND for another account's, as for none). */
async function openInvitation(
  deps: InvitationAnswerDeps,
  user: UserRow,
  id: string,
): Promise<LobbyResult<InvitationRow>> {
  const invitation = await deps.store.invitations.get(id);
  if (invitation === undefined || invitation.toUserId !== user.id) return refuse('NOT_FOUND');
  if (invitation.status !== 'open' || invitation.expiresAt <= deps.now()) return refuse('INVITATION_CLOSED');
  return { ok: true, value: invitation };
}

/**
 * Accepts: takes a free seat through the lobby's own join, with the table's invite code (an invitation opens a private
 * table). Seated already (joined by the table's link), it is accepted all the same.
 */
export async function acceptInvitation(
  deps: InvitationAnswerDeps,
  user: UserRow,
  id: string,
): Promise<LobbyResult<TableSummary>> {
  const found = await openInvitation(deps, user, id);
  if (!found.ok) return found;
  const invitation = found.value;
  const live = await deps.registry.get(invitation.tableId);
  if (live === undefined) return refuse('NOT_FOUND');
  const joined = await deps.tables.join(user, invitation.tableId, undefined, live.table.inviteCode ?? undefined);
  if (!joined.ok && joined.error.code !== 'ALREADY_SEATED') return joined;
  await deps.store.invitations.answer(invitation.id, 'accepted', deps.now());
  if (joined.ok) return joined;
  const fresh = await deps.registry.get(invitation.tableId);
  return { ok: true, value: deps.tables.summary(fresh ?? live) };
}

/** Declines an open invitation. */
export async function declineInvitation(
  deps: InvitationAnswerDeps,
  user: UserRow,
  id: string,
): Promise<LobbyResult<true>> {
  const found = await openInvitation(deps, user, id);
  if (!found.ok) return found;
  if (!(await deps.store.invitations.answer(found.value.id, 'declined', deps.now())))
    return refuse('INVITATION_CLOSED');
  return { ok: true, value: true };
}
