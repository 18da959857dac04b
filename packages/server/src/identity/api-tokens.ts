// API tokens of people's bot accounts (issue 29, docs/bot-api.md): `bzb_` and 256 random bits (base64url), shown
// to their owner once; the store keeps only the SHA-256, so a copy of the database signs no program in. A token is
// good only for the bot API (`botOf`): the site's routes read sessions, and `identify` (users.ts) takes a token of
// this shape for nobody.
import { randomBytes } from 'node:crypto';
import type { ApiTokenScope } from '@birzha/protocol';
import type { FastifyRequest } from 'fastify';
import type { ApiTokenRow } from '../store/accounts-store.ts';
import type { Store, UserRow } from '../store/store.ts';
import { isBotAccount } from './bot-account.ts';
import { hashSecret } from './sessions.ts';

/** What every API token starts with: a reader (or a secret scanner) knows one at sight. */
export const API_TOKEN_PREFIX = 'bzb_';
const TOKEN_SHAPE = /^bzb_[A-Za-z0-9_-]{43}$/;
/** A token's last use is written at most this often (not on every request of a busy bot). */
export const TOKEN_TOUCH_MS = 60_000;

/** A new token (the owner's, shown once) and the hash the store keeps. */
export function newApiToken(): { readonly token: string; readonly hash: string } {
  const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return { token, hash: hashApiToken(token) };
}

/** The form a token is stored and looked up in: SHA-256, base64url (as sessions' ids). */
export function hashApiToken(token: string): string {
  return hashSecret(token);
}

/** Whether a string is shaped like an API token. */
export function isApiToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** A bot API request's account and the token it came with. */
export interface BotIdentity {
  readonly user: UserRow;
  readonly token: ApiTokenRow;
}

export type BotAuth =
  | { readonly ok: true; readonly value: BotIdentity }
  | {
      readonly ok: false;
      /** UNAUTHORIZED: no token, or one unknown or revoked, or of a deleted account; NOT_A_BOT; MISSING_SCOPE. */
      readonly code: 'UNAUTHORIZED' | 'NOT_A_BOT' | 'MISSING_SCOPE';
      readonly detail?: Record<string, string>;
    };

/** The token of `Authorization: Bearer <token>`, or null (never the query string: addresses end up in logs). */
export function bearerOf(req: FastifyRequest): string | null {
  const auth = req.headers.authorization;
  if (typeof auth !== 'string' || !auth.startsWith('Bearer ')) return null;
  return auth.slice(7).trim();
}

/**
 * Who a bot API request is: the bot account of its bearer token, when the token is live and has `scope`; else why
 * not. A good token's use is recorded (at most every TOKEN_TOUCH_MS).
 */
export async function botOf(req: FastifyRequest, store: Store, scope: ApiTokenScope, now: number): Promise<BotAuth> {
  return botOfToken(bearerOf(req), store, scope, now);
}

/** `botOf` for a token already read from its request. */
export async function botOfToken(
  bearer: string | null,
  store: Store,
  scope: ApiTokenScope,
  now: number,
): Promise<BotAuth> {
  if (bearer === null || !isApiToken(bearer)) return { ok: false, code: 'UNAUTHORIZED' };
  const token = await store.accounts.findApiToken(hashApiToken(bearer));
  if (token === undefined) return { ok: false, code: 'UNAUTHORIZED' };
  const user = await store.getUser(token.userId);
  if (user === undefined || user.deletedAt !== null) return { ok: false, code: 'UNAUTHORIZED' };
  if (token.lastUsedAt === null || now - token.lastUsedAt >= TOKEN_TOUCH_MS)
    await store.accounts.touchApiToken(token.id, now);
  // Tokens are made only by bot accounts, and an account never stops being one; checked all the same.
  if (!isBotAccount(user)) return { ok: false, code: 'NOT_A_BOT' };
  if (!token.scopes.includes(scope)) return { ok: false, code: 'MISSING_SCOPE', detail: { scope } };
  return { ok: true, value: { user, token } };
}
