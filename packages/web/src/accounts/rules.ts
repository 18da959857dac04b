import { PASSWORD_MIN, isUsername } from '@birzha/protocol';

/** A refusal found before sending: one of the server's codes, or the client's own PASSWORD_MISMATCH. */
export type LocalProblem = { readonly code: 'BAD_USERNAME' | 'WEAK_PASSWORD' | 'PASSWORD_MISMATCH' };

/** The server's password rule, checked before sending: long enough and not the user name. */
export function newPasswordProblem(password: string, repeat: string, username: string | null): LocalProblem | null {
  if (password.length < PASSWORD_MIN) return { code: 'WEAK_PASSWORD' };
  if (username !== null && password.toLowerCase() === username.toLowerCase()) return { code: 'WEAK_PASSWORD' };
  if (password !== repeat) return { code: 'PASSWORD_MISMATCH' };
  return null;
}

/** The register form's checks, in the order the form shows them. */
export function registerProblem(username: string, password: string, repeat: string): LocalProblem | null {
  if (!isUsername(username)) return { code: 'BAD_USERNAME' };
  return newPasswordProblem(password, repeat, username);
}

/**
 * Where to go after signing in: `?next=` when it is a path of this site (never another site: `//host` or a
 * scheme), else the lobby.
 */
export function safeNext(next: string | null): string {
  if (next === null || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
