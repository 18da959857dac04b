import type { Me, UserInfo, UserKind } from '@birzha/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newId } from '../ids.ts';
import type { SessionEnd } from '../store/accounts-store.ts';
import { botAccountField, isBotAccount } from './bot-account.ts';
import type { Store, UserRow } from '../store/store.ts';
import {
  LEGACY_COOKIE,
  SESSION_COOKIE,
  hashSecret,
  isSessionId,
  startSession,
  type SessionTiming,
} from './sessions.ts';
import { verifyToken } from './tokens.ts';

const GUEST_NAMES = ['Гость', 'Guest'];

/** The clock and session timing identification uses; app.ts puts them on the Fastify instance. */
export interface IdentitySettings {
  readonly now: () => number;
  readonly timing: SessionTiming;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by app.ts (decorate): the server's clock and session timing, read by `userOf`. */
    birzhaIdentity?: IdentitySettings;
  }
}

const FALLBACK: IdentitySettings = {
  now: Date.now,
  timing: { lifetimeMs: 60 * 24 * 3600 * 1000, touchMs: 5 * 60 * 1000 },
};

/** Who a request is, and through which session (null: an old signed guest token). */
export interface Identity {
  readonly user: UserRow;
  /** The stored hash of the session's id; null for a signed guest token from before sessions. */
  readonly sessionHash: string | null;
  /** The token the request carried. */
  readonly token: string;
}

/** The token a request carries: `Authorization: Bearer`, `?token=` (WebSocket clients), else the cookies. */
function tokensOf(req: FastifyRequest): string[] {
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) return [auth.slice(7)];
  const query = (req.query as { token?: unknown } | undefined)?.token;
  if (typeof query === 'string') return [query];
  return [req.cookies[SESSION_COOKIE], req.cookies[LEGACY_COOKIE]].filter((t): t is string => t !== undefined);
}

/**
 * Identifies a request: a live session (sliding expiry, touched at most every `touchMs`) of a user that is not
 * deleted, or an old signed token of a guest. Anything else (forged, expired, ended, deleted) is nobody.
 */
export async function identify(req: FastifyRequest, store: Store, secret: string): Promise<Identity | undefined> {
  const settings = req.server.birzhaIdentity ?? FALLBACK;
  for (const token of tokensOf(req)) {
    const found = await byToken(token, store, secret, settings);
    if (found !== undefined) return found;
  }
  return undefined;
}

async function byToken(
  token: string,
  store: Store,
  secret: string,
  { now, timing }: IdentitySettings,
): Promise<Identity | undefined> {
  if (isSessionId(token)) {
    const idHash = hashSecret(token);
    const session = await store.accounts.getSession(idHash);
    // A session ended by a password change or reset signs no one in (`endedSession` says why).
    if (session === undefined || (session.ended ?? null) !== null) return undefined;
    const at = now();
    if (session.expiresAt <= at) {
      await store.accounts.deleteSession(idHash);
      return undefined;
    }
    const user = await store.getUser(session.userId);
    // A bot's account (issue 27) is nobody's to sign in as.
    if (user === undefined || user.deletedAt !== null || (user.botLevel ?? null) !== null) return undefined;
    if (at - session.lastSeenAt >= timing.touchMs)
      await store.accounts.touchSession(idHash, at, at + timing.lifetimeMs);
    return { user, sessionHash: idHash, token };
  }
  // A signed token from before sessions: good for a guest only (an account signs in with its password).
  const id = verifyToken(token, secret);
  if (id === null) return undefined;
  const user = await store.getUser(id);
  if (user === undefined || user.deletedAt !== null || user.username !== null || (user.botLevel ?? null) !== null)
    return undefined;
  return { user, sessionHash: null, token };
}

/** A session a request carries that was ended for its user, and why. */
export interface EndedSession {
  readonly reason: SessionEnd;
  /** Whether the session cookie holds it (a refusal then clears the cookie, so the browser can go on as a guest). */
  readonly cookie: boolean;
}

/**
 * The ended session a request carries (its password was changed on another device, or reset), for a refusal that says
 * why; null when it carries none (no session, an unknown or expired one: plain UNAUTHORIZED). Only asked once
 * `identify` has found nobody.
 */
export async function endedSession(req: FastifyRequest, store: Store): Promise<EndedSession | null> {
  const { now } = req.server.birzhaIdentity ?? FALLBACK;
  for (const token of tokensOf(req)) {
    if (!isSessionId(token)) continue;
    const session = await store.accounts.getSession(hashSecret(token));
    const reason = session?.ended ?? null;
    if (session === undefined || reason === null || session.expiresAt <= now()) continue;
    return { reason, cookie: req.cookies[SESSION_COOKIE] === token };
  }
  return null;
}

/** Finds the user of a request (see `identify`); the one place a request is identified. */
export async function userOf(req: FastifyRequest, store: Store, secret: string): Promise<UserRow | undefined> {
  return (await identify(req, store, secret))?.user;
}

/** Creates a guest with a session of its own (the cookie is set too). */
export async function createGuest(
  store: Store,
  name: string | undefined,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<{ user: UserRow; token: string }> {
  const { now, timing } = req.server.birzhaIdentity ?? FALLBACK;
  const at = now();
  const user: UserRow = {
    id: newId(16),
    name: name ?? `${GUEST_NAMES[1]}-${newId(4)}`,
    createdAt: at,
    username: null,
    email: null,
    deletedAt: null,
  };
  await store.createUser(user);
  const { token } = await startSession(store, user.id, at, timing, req, reply);
  return { user, token };
}

/** What kind of user a row is. */
export function kindOf(user: UserRow): UserKind {
  if (user.deletedAt !== null) return 'deleted';
  return user.username === null ? 'guest' : 'account';
}

/** A user as others see them. */
export function userInfoOf(user: UserRow): UserInfo {
  return { id: user.id, name: user.name, kind: kindOf(user), ...botAccountField(user) };
}

/** A user as they see themselves; a person's account with its consent to rated games against bot accounts. */
export function meOf(user: UserRow): Me {
  const me = { ...userInfoOf(user), username: user.username, email: user.email };
  return isPerson(user) ? { ...me, ratedWithBots: user.ratedWithBots === true } : me;
}

/** A person's account: registered, not deleted, neither a bot account nor one of the server's bots. */
export function isPerson(user: UserRow): boolean {
  return kindOf(user) === 'account' && !isBotAccount(user) && (user.botLevel ?? null) === null;
}
