import type { Invitation } from '@birzha/protocol';
import type { Store } from '../store/store.ts';

/**
 * An account's invitations as its pages and its bot stream show them (newest `limit`; open ones first, each part
 * newest first): an open invitation to a table that started without the account is over, as one past its time.
 */
export async function invitationsOf(store: Store, userId: string, now: number, limit: number): Promise<Invitation[]> {
  const rows = await store.invitations.listFor(userId, now, limit);
  const out: Invitation[] = [];
  const names = new Map<string, string>();
  for (const r of rows) {
    const table = await store.getTable(r.tableId);
    if (table === undefined) continue;
    if (!names.has(r.fromUserId)) names.set(r.fromUserId, (await store.getUser(r.fromUserId))?.name ?? '');
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
  // The sort is stable: within each part, the store's order (newest first) stays.
  out.sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open'));
  return out;
}
