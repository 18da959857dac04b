import type { UserRow } from '../store/store.ts';

/**
 * The mark of a person's bot account (issue 29) on a user as others see them (UserInfo.botAccount), which clients
 * show as the bot badge; nothing for anyone else (a deleted one is a deleted player).
 */
export function botAccountField(u: UserRow | undefined): { botAccount?: true } {
  return u !== undefined && u.deletedAt === null && isBotAccount(u) ? { botAccount: true } : {};
}

/** Whether a user is a person's bot account (made by POST /api/account/bot; never a person again). */
export function isBotAccount(u: UserRow): boolean {
  return (u.botAccountSince ?? null) !== null;
}
