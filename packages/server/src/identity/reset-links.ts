import type { FastifyRequest } from 'fastify';
import { hashSecret, newSecret } from './sessions.ts';
import type { Store } from '../store/store.ts';

/** A reset link works for an hour, once. */
export const RESET_LIFETIME_MS = 60 * 60 * 1000;

/** Makes and stores (hashed) a reset token for a user; returns the token for the link. */
export async function newResetToken(store: Store, userId: string, now: number): Promise<string> {
  const token = newSecret();
  await store.accounts.createResetToken({
    tokenHash: hashSecret(token),
    userId,
    createdAt: now,
    expiresAt: now + RESET_LIFETIME_MS,
  });
  return token;
}

/**
 * The link a reset mail carries: PUBLIC_URL when configured, else the request's own origin (README: set PUBLIC_URL
 * in production, since a client can send any Host header).
 */
export function resetLink(publicUrl: string | null, req: FastifyRequest, token: string): string {
  const base = publicUrl ?? `${req.protocol}://${req.host}`;
  return `${base.replace(/\/+$/, '')}/reset/${token}`;
}

/** A plausible e-mail address: one @, something on each side, a dot in the domain, no spaces. */
export function isEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) && text.length <= 254;
}
