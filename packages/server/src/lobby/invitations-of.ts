import type { Invitation } from '@birzha/protocol';
import { isBotAccount } from '../identity/bot-account.ts';
import type { Store } from '../store/store.ts';

/**
 * An account's invitations as its pages and its bot stream show them (newest `limit`; open ones first, each part
 * newest first): an open invitation to a table that started without the account is over, as one past its time.
 */
export async function invitationsOf(store: Store, userId: string, now: number, limit: number): Promise<Invitation[]> {
  const rows = await store.invitations.listFor(userId, now, limit);
  const out: Invitation[] = [];
  const senders = new Map<string, Invitation['from']>();
  for (const r of rows) {
    const table = await store.getTable(r.tableId);
    if (table === undefined) continue;
    let from = senders.get(r.fromUserId);
    if (from === undefined) {
      const sender = await store.getUser(r.fromUserId);
      from = {
        id: r.fromUserId,
        name: sender?.name ?? '',
        ...(sender !== undefined && isBotAccount(sender) ? { botAccount: true as const } : {}),
      };
      senders.set(r.fromUserId, from);
    }
    const status = r.status === 'open' && table.status !== 'open' ? 'expired' : r.status;
    out.push({
      id: r.id,
      tableId: r.tableId,
      game: table.game,
      from,
      createdAt: r.createdAt,
      expiresAt: r.expiresAt,
      status,
    });
  }
  // The sort is stable: within each part, the store's order (newest first) stays.
  out.sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open'));
  return out;
}
