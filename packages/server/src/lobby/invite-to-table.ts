import { fail, ok, type Result } from '@birzha/engine';
import type { Bus } from '../bus/bus.ts';
import { newId } from '../ids.ts';
import type { InvitationRow } from '../store/invitations-store.ts';
import type { Store, UserRow } from '../store/store.ts';
import { isAccount } from './table-summary.ts';

/**
 * What an invitation request answers: the user names invited now, and those left out: the inviter, a person seated at
 * the table already, an account invited to it before (one invitation per table and account), or a name that names an
 * account the request named before (`repeated`: the same name again, or another spelling of it), as sent.
 */
export interface InviteAnswer {
  readonly invited: string[];
  readonly skipped: { readonly username: string; readonly reason: 'self' | 'seated' | 'invited' | 'repeated' }[];
}

export interface InviteDeps {
  readonly store: Store;
  /** Tells every process of the invitations (the invitees' bot event streams look again at once). */
  readonly bus: Bus;
  readonly now: () => number;
  /** How long an invitation stays open (config.notify.invitationMs). */
  readonly invitationMs: number;
}

/**
 * Invites accounts by user name to an open table the inviter hosts or sits at (issue 25; a person from the table's
 * page, a bot account through the bot API), and tells each (a mail, a push, the bot's event stream). Every name is
 * looked up first: one unknown name refuses the whole request, and nobody is invited.
 */
export async function inviteToTable(
  deps: InviteDeps,
  user: UserRow,
  tableId: string,
  usernames: readonly string[],
): Promise<Result<InviteAnswer>> {
  const { store } = deps;
  // From the store, not this process's copy: seats change on every process.
  const table = await store.getTable(tableId);
  if (table === undefined) return fail('NOT_FOUND');
  const seats = await store.getSeats(table.id);
  if (table.hostId !== user.id && !seats.some((s) => s.userId === user.id)) return fail('NOT_SEATED');
  if (table.status !== 'open') return fail('NOT_OPEN');

  // By account: two spellings of one name (case, look-alike letters) find the same person, invited once; the repeat
  // is said, not merged unsaid.
  const invitees = new Map<string, UserRow>();
  const repeated: InviteAnswer['skipped'] = [];
  for (const name of usernames) {
    const found = await store.accounts.findByUsername(name.trim());
    if (found === undefined || !isAccount(found)) return fail('NO_SUCH_USER', { username: name });
    if (invitees.has(found.id)) repeated.push({ username: name.trim(), reason: 'repeated' });
    else invitees.set(found.id, found);
  }

  const at = deps.now();
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
      expiresAt: at + deps.invitationMs,
    });
    fresh.push(id);
    answer.invited.push(username);
  }
  answer.skipped.push(...repeated);
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
  // A lobby change: a bot's event stream looks for its invitations again (bot-api/event-stream.ts).
  if (stored.length > 0) deps.bus.publish({ kind: 'table', tableId: table.id });
  return ok(answer);
}
