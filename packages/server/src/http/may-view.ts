import type { FastifyRequest } from 'fastify';
import { userOf } from '../identity/users.ts';
import type { LiveMatch } from '../matches/live-match.ts';
import type { Store } from '../store/store.ts';

/**
 * Whether a request may see a table: public ones to anyone; a private one to its host, its seated players and whoever
 * has its invite code (the same rule as joining and watching over the WebSocket). The person a bot took a seat over
 * from is still of the table: they may come back.
 */
export async function mayViewTable(
  req: FastifyRequest,
  live: LiveMatch,
  invite: string | undefined,
  store: Store,
  secret: string,
): Promise<boolean> {
  if (!live.table.private || invite === live.table.inviteCode) return true;
  const user = await userOf(req, store, secret);
  return (
    user !== undefined &&
    (user.id === live.table.hostId || live.seats.some((s) => s.userId === user.id || s.leftUserId === user.id))
  );
}
