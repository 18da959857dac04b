import { createHmac, timingSafeEqual } from 'node:crypto';

// A guest's identity is a signed token `userId.signature`, sent as an HTTP-only cookie to browsers and as a bearer
// token to other clients. Registered accounts later reuse the same token for their user id.

/** Signs a user id. */
export function signToken(userId: string, secret: string): string {
  return `${userId}.${mac(userId, secret)}`;
}

/** The user id of a valid token, or null for anything else. */
export function verifyToken(token: string | undefined | null, secret: string): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const userId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(userId, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

function mac(userId: string, secret: string): string {
  return createHmac('sha256', secret).update(userId).digest('base64url');
}
