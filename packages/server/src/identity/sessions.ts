import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRow } from '../store/accounts-store.ts';
import type { Store } from '../store/store.ts';

// Server-side sessions: the client holds a random opaque id (cookie or bearer token), the store only its SHA-256, so
// a copy of the database signs no one in, and ending a session is deleting its row.

/** The session cookie: HttpOnly, SameSite=Lax, Secure over HTTPS. */
export const SESSION_COOKIE = 'birzha_session';
/** The cookie of signed guest tokens before sessions (still read, for guests only, so nobody is signed out). */
export const LEGACY_COOKIE = 'birzha_token';

/** How long sessions last and how often their sliding expiry is written. */
export interface SessionTiming {
  /** A session ends this long after it was last used. */
  readonly lifetimeMs: number;
  /** Use is written at most this often (not on every request). */
  readonly touchMs: number;
}

/** A new random secret (a session id or a reset token): 256 bits, base64url (no dot, unlike a signed token). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The form a secret is stored in. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** Whether a token is shaped like a session id (43 base64url characters). */
export function isSessionId(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** Starts a session for a user: stores it, sets the cookie, and returns the id (the bearer token). */
export async function startSession(
  store: Store,
  userId: string,
  now: number,
  timing: SessionTiming,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<{ token: string; row: SessionRow }> {
  const token = newSecret();
  const agent = req.headers['user-agent'];
  const row: SessionRow = {
    idHash: hashSecret(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + timing.lifetimeMs,
    userAgent: typeof agent === 'string' ? agent.slice(0, 200) : null,
  };
  await store.accounts.createSession(row);
  setSessionCookie(req, reply, token, timing);
  return { token, row };
}

/** Sets (or renews) the session cookie; the legacy guest cookie goes. */
export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, timing: SessionTiming): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: req.protocol === 'https',
    maxAge: Math.floor(timing.lifetimeMs / 1000),
  });
  if (req.cookies[LEGACY_COOKIE] !== undefined) void reply.clearCookie(LEGACY_COOKIE, { path: '/' });
}

/** Removes the session cookie (and the legacy one). */
export function clearSessionCookies(req: FastifyRequest, reply: FastifyReply): void {
  const options = { path: '/', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https' } as const;
  void reply.clearCookie(SESSION_COOKIE, options);
  if (req.cookies[LEGACY_COOKIE] !== undefined) void reply.clearCookie(LEGACY_COOKIE, { path: '/' });
}
