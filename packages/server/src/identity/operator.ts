import { openStore, type StoreConfig } from '../store/open-store.ts';
import type { Store } from '../store/store.ts';
import { hashPassword, passwordProblem } from './passwords.ts';

/** What setting a password by the operator did: the account's id and name, or why nothing changed. */
export type OperatorPasswordResult =
  | { readonly ok: true; readonly userId: string; readonly username: string }
  | { readonly ok: false; readonly code: 'NO_SUCH_ACCOUNT' | 'WEAK_PASSWORD' };

/**
 * Sets an account's password as the site's operator (`birzha set-password`), the way back for a person who forgot
 * theirs on a server that sends no mail. The same rule as the site's (WEAK_PASSWORD); the name is found without
 * regard to case, as at login, and a deleted account has none. Every session of the account ends, as after a reset
 * by mail, and its devices are told why (`passwordReset`).
 */
export async function setAccountPassword(
  store: Store,
  username: string,
  password: string,
): Promise<OperatorPasswordResult> {
  const user = await store.accounts.findByUsername(username);
  if (user === undefined || user.username === null) return { ok: false, code: 'NO_SUCH_ACCOUNT' };
  if (passwordProblem(user.username, password) !== null) return { ok: false, code: 'WEAK_PASSWORD' };
  await store.accounts.setPasswordHash(user.id, await hashPassword(password));
  await store.accounts.deleteSessionsOfUser(user.id, null, 'passwordReset');
  return { ok: true, userId: user.id, username: user.username };
}

/**
 * `setAccountPassword` on the store a server with this configuration uses (SQLite in the data dir, or PostgreSQL at
 * DATABASE_URL), brought up to date first as a starting server would; the store is closed after.
 */
export async function setAccountPasswordIn(
  config: StoreConfig,
  username: string,
  password: string,
): Promise<OperatorPasswordResult> {
  const store = await openStore(config);
  try {
    await store.migrate();
    return await setAccountPassword(store, username, password);
  } finally {
    await store.close();
  }
}
