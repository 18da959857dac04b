// Rated games between people's bot accounts and people (issue 29, point 4): a person plays them only once they have
// said so (UserRow.ratedWithBots, off by default); bot accounts always accept each other. The server's own bots (a
// seat's `bot` level) are not bot accounts: people play rated games against them as before (issue 27).
import { isBotAccount } from '../identity/bot-account.ts';
import { isPerson } from '../identity/users.ts';
import type { UserRow } from '../store/store.ts';

/** A seat held by a user (a person or a bot account), with the user's row as read now (undefined: not found). */
export interface SeatedUser {
  readonly seat: number;
  readonly user: UserRow | undefined;
}

/** Whether a seated user may play a rated match with a bot account: a bot account, or a person who said so. */
export function acceptsBots(user: UserRow | undefined): boolean {
  if (user === undefined) return false;
  return isBotAccount(user) || (isPerson(user) && user.ratedWithBots === true);
}

/**
 * At a rated table, the seat of the first user who does not accept bot accounts when a bot account sits there too;
 * null when every seated user accepts or no bot account sits. A guest has nothing to accept with, so it does not.
 */
export function botsRefusal(seated: readonly SeatedUser[]): number | null {
  if (!seated.some((s) => s.user !== undefined && isBotAccount(s.user))) return null;
  const refusing = seated.filter((s) => !acceptsBots(s.user)).sort((a, b) => a.seat - b.seat)[0];
  return refusing === undefined ? null : refusing.seat;
}
