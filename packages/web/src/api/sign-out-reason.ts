import { ApiError } from './http.ts';

/** Why the server ended this browser's session (SESSION_ENDED's detail): a password changed elsewhere, or reset. */
export type SignOutReason = 'passwordChanged' | 'passwordReset';

/** The reason of a SESSION_ENDED refusal, or null for any other failure. */
export function signOutReason(e: unknown): SignOutReason | null {
  if (!(e instanceof ApiError) || e.code !== 'SESSION_ENDED') return null;
  return e.detail?.['reason'] === 'passwordReset' ? 'passwordReset' : 'passwordChanged';
}
