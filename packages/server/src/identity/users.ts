import type { FastifyReply, FastifyRequest } from 'fastify';
import { newId } from '../ids.ts';
import type { Store, UserRow } from '../store/store.ts';
import { signToken, verifyToken } from './tokens.ts';

export const COOKIE = 'birzha_token';
const GUEST_NAMES = ['Гость', 'Guest'];

/** Finds the user of a request (cookie, `Authorization: Bearer`, or `?token=` for WebSocket clients). */
export async function userOf(req: FastifyRequest, store: Store, secret: string): Promise<UserRow | undefined> {
  const auth = req.headers.authorization;
  const bearer = typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7) : undefined;
  const query = (req.query as { token?: unknown } | undefined)?.token;
  const token = bearer ?? (typeof query === 'string' ? query : undefined) ?? req.cookies[COOKIE];
  const id = verifyToken(token, secret);
  return id === null ? undefined : store.getUser(id);
}

/** Creates a guest and gives it its token (as an HTTP-only cookie too). */
export async function createGuest(
  store: Store,
  secret: string,
  name: string | undefined,
  now: number,
  reply: FastifyReply,
): Promise<{ user: UserRow; token: string }> {
  const user: UserRow = {
    id: newId(16),
    name: name ?? `${GUEST_NAMES[1]}-${newId(4)}`,
    createdAt: now,
    username: null,
    email: null,
    deletedAt: null,
  };
  await store.createUser(user);
  const token = signToken(user.id, secret);
  void reply.setCookie(COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60 * 60 * 24 * 365 });
  return { user, token };
}
