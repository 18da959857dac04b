import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  checkName,
  DeleteAccountBody,
  EmailBody,
  LoginBody,
  PasswordBody,
  RegisterBody,
  RenameBody,
  ResetBody,
  ResetRequestBody,
  SessionBody,
  type SessionInfo,
} from '@birzha/protocol';
import { Type } from 'typebox';
import { newId } from '../ids.ts';
import { resetMail, smtpMailer, type Mailer } from '../identity/mail.ts';
import { hashPassword, passwordProblem, usernameProblem, verifyPassword } from '../identity/passwords.ts';
import { failureLimiter } from '../identity/rate-limits.ts';
import { isEmail, newResetToken, resetLink } from '../identity/reset-links.ts';
import {
  clearSessionCookies,
  hashSecret,
  SESSION_COOKIE,
  setSessionCookie,
  startSession,
  type SessionTiming,
} from '../identity/sessions.ts';
import { createGuest, endedSession, identify, meOf, type Identity } from '../identity/users.ts';
import { keepFirstLanguage } from '../notify/first-language.ts';
import { usernameKey } from '../store/username-key.ts';
import type { UserRow } from '../store/store.ts';
import { turnsOfNewAccount } from '../lobby/registered-turns.ts';
import { userChanged } from '../lobby/user-changed.ts';
import { sendError } from './errors.ts';
import type { RouteDeps } from './routes.ts';

/** The name a deleted account's matches show (the client words it from UserInfo.kind 'deleted'). */
const DELETED_NAME = 'Deleted player';
const SessionParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/** What account routes tell the rest of the server, and what they may be given instead of the defaults. */
export interface AccountHooks {
  /** Some sessions of this user ended (its open connections from them should close). */
  readonly sessionsEnded?: (userId: string) => Promise<void>;
  /** Sends mail instead of SMTP_URL's server (default: that server, or none without SMTP_URL). */
  readonly mailer?: Mailer | null;
}

/**
 * The session and the signed-in user (/api/session, /api/me), and accounts under /api/account: register, log in
 * and out, password, e-mail and reset, devices, delete.
 */
export async function registerAccountRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  hooks: AccountHooks = {},
): Promise<void> {
  const mailer =
    hooks.mailer !== undefined
      ? hooks.mailer
      : deps.config.smtpUrl === null
        ? null
        : smtpMailer(deps.config.smtpUrl, deps.config.mailFrom);
  const ended = async (userId: string) => {
    await hooks.sessionsEnded?.(userId);
  };
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { store, secret, config } = deps;
  const timing: SessionTiming = { lifetimeMs: config.sessionLifetimeMs, touchMs: config.sessionTouchMs };
  const limits = config.accountLimits;
  const perIp = { rateLimit: { max: limits.perIp, timeWindow: limits.perIpWindowMs } };
  const resetPerIp = { rateLimit: { max: limits.resetPerIp, timeWindow: limits.resetWindowMs } };
  const failedLogins = failureLimiter(app, limits.failedPerName, limits.perNameWindowMs, 'login', 'closed');
  const resetMails = failureLimiter(app, limits.resetPerAccount, limits.resetWindowMs, 'reset', 'closed');
  // New guests per client address: only a request that makes one counts (a returning session does not).
  const guests = failureLimiter(app, config.httpLimits.guestsPerIp, config.httpLimits.windowMs, 'guest', 'open');

  /**
   * Refuses a request that names nobody: SESSION_ENDED with why, for a session ended by a password change elsewhere
   * or a reset (its cookie cleared, so that the browser's next request starts afresh), else UNAUTHORIZED.
   */
  const refuseNobody = async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const ended = await endedSession(req, store);
    if (ended === null) return sendError(reply, 'UNAUTHORIZED');
    if (ended.cookie) clearSessionCookies(req, reply);
    return sendError(reply, 'SESSION_ENDED', { reason: ended.reason });
  };
  /** The request's identity, or a refusal already sent. */
  const requireIdentity = async (req: FastifyRequest, reply: FastifyReply): Promise<Identity | undefined> => {
    const id = await identify(req, store, secret);
    if (id === undefined) await refuseNobody(req, reply);
    return id;
  };
  /** The request's identity when it is an account, or an error already sent. */
  const requireAccount = async (req: FastifyRequest, reply: FastifyReply): Promise<Identity | undefined> => {
    const id = await requireIdentity(req, reply);
    if (id !== undefined && id.user.username === null) {
      void sendError(reply, 'NOT_REGISTERED');
      return undefined;
    }
    return id;
  };
  /** Every copy of the user's tables, here and on the other processes, and their viewers get the changed user. */
  const refreshLive = (user: UserRow) => userChanged(deps, user);
  const reread = async (id: string): Promise<UserRow> => {
    const user = await store.getUser(id);
    if (user === undefined) throw new Error(`user ${id} vanished`);
    return user;
  };

  api.post('/api/session', { schema: { body: Type.Optional(SessionBody) } }, async (req, reply) => {
    const existing = await identify(req, store, secret);
    if (existing !== undefined && req.body?.name === undefined) {
      if (existing.sessionHash !== null) {
        // The browser's cookie lives as long as the session now does (its expiry slides on the server).
        if (req.cookies[SESSION_COOKIE] === existing.token) setSessionCookie(req, reply, existing.token, timing);
        return { user: meOf(existing.user) };
      }
      // A signed guest token from before sessions becomes a session.
      const { token } = await startSession(store, existing.user.id, deps.now(), timing, req, reply);
      return { user: meOf(existing.user), token };
    }
    // An account's device signed out by a password change elsewhere hears why, rather than silently becoming a
    // guest; the refusal clears its cookie, so its next request makes the guest.
    if (existing === undefined && req.body?.name === undefined && (await endedSession(req, store)) !== null)
      return refuseNobody(req, reply);
    // A chosen name is cleaned and measured like a rename; none means a generated one.
    let name: string | undefined;
    if (req.body?.name !== undefined) {
      const checked = checkName(req.body.name);
      if (!checked.ok) return sendError(reply, checked.error.code, checked.error.detail);
      name = checked.value;
    }
    const retryAfter = await guests.blocked(req.ip);
    if (retryAfter !== null) return sendError(reply, 'RATE_LIMITED', { retryAfter });
    await guests.add(req.ip);
    const { user, token } = await createGuest(store, name, req, reply);
    return { user: meOf(user), token };
  });

  api.get('/api/me', async (req, reply) => {
    const id = await requireIdentity(req, reply);
    if (id === undefined) return reply;
    return { user: meOf(id.user) };
  });

  api.patch('/api/me', { schema: { body: RenameBody } }, async (req, reply) => {
    const id = await requireIdentity(req, reply);
    if (id === undefined) return reply;
    // Controls, bidi overrides and invisible characters go; a name blank after that, or too long, changes nothing.
    const name = checkName(req.body.name);
    if (!name.ok) return sendError(reply, name.error.code, name.error.detail);
    await store.renameUser(id.user.id, name.value);
    const user = { ...id.user, name: name.value };
    await refreshLive(user);
    return { user: meOf(user) };
  });

  api.get('/api/config', async () => ({ mail: mailer !== null }));

  api.post('/api/account/register', { schema: { body: RegisterBody }, config: perIp }, async (req, reply) => {
    const { username, password } = req.body;
    const problem = usernameProblem(username) ?? passwordProblem(username, password);
    if (problem !== null) return sendError(reply, problem);
    const id = await identify(req, store, secret);
    if (id !== undefined && id.user.username !== null) return sendError(reply, 'ALREADY_REGISTERED');
    if ((await store.accounts.findByUsername(username)) !== undefined) return sendError(reply, 'USERNAME_TAKEN');
    const hash = await hashPassword(password);
    const now = deps.now();
    let userId: string;
    if (id !== undefined) {
      // The guest becomes the account: same id, so every table it played stays its own.
      if (!(await store.accounts.setCredentials(id.user.id, username, hash))) return sendError(reply, 'USERNAME_TAKEN');
      userId = id.user.id;
      if (/^Guest-[A-Za-z0-9_-]{4}$/.test(id.user.name)) await store.renameUser(userId, username);
      // A new session for the new privileges (the guest's id might have been seen by others).
      if (id.sessionHash !== null) await store.accounts.deleteSession(id.sessionHash);
    } else {
      userId = newId(16);
      const created = await store.accounts.createAccount(
        { id: userId, name: username, createdAt: now },
        username,
        hash,
      );
      if (!created) return sendError(reply, 'USERNAME_TAKEN');
    }
    const { token } = await startSession(store, userId, now, timing, req, reply);
    // The guest session's open WebSockets end with it, as logout's do (issue 28); this browser opens a new one.
    if (id !== undefined) await ended(userId);
    const user = await reread(userId);
    await refreshLive(user);
    // A guest's turns under way were told to nobody: the account is told of them now.
    if (id !== undefined)
      await turnsOfNewAccount({ ...deps, graceMs: deps.config.notify.graceMs }, user).catch((e: unknown) =>
        req.log.error({ err: e }, 'telling a new account of its turns failed'),
      );
    return reply.code(201).send({ user: meOf(user), token });
  });

  api.post('/api/account/login', { schema: { body: LoginBody }, config: perIp }, async (req, reply) => {
    const { username, password } = req.body;
    // Failures count per look-alike key: "аnna" (Cyrillic а) reaches anna's account too, so it gets no fresh tries.
    const key = usernameKey(username);
    const wait = await failedLogins.blocked(key);
    if (wait !== null) return sendError(reply, 'RATE_LIMITED', { retryAfter: wait });
    const found = await store.accounts.findByUsername(username);
    const stored = found === undefined ? null : await store.accounts.getPasswordHash(found.id);
    // verifyPassword hashes a dummy when there is no account: unknown names take as long as wrong passwords.
    const matches = await verifyPassword(stored, password);
    if (found === undefined || !matches) {
      await failedLogins.add(key);
      return sendError(reply, 'BAD_CREDENTIALS');
    }
    const current = await identify(req, store, secret);
    if (current !== undefined && current.sessionHash !== null) {
      await store.accounts.deleteSession(current.sessionHash);
      await ended(current.user.id);
    }
    const { token } = await startSession(store, found.id, deps.now(), timing, req, reply);
    return { user: meOf(found), token };
  });

  api.post('/api/account/logout', async (req, reply) => {
    const id = await identify(req, store, secret);
    if (id !== undefined && id.sessionHash !== null) {
      await store.accounts.deleteSession(id.sessionHash);
      await ended(id.user.id);
    }
    clearSessionCookies(req, reply);
    return { ok: true };
  });

  api.post('/api/account/password', { schema: { body: PasswordBody }, config: perIp }, async (req, reply) => {
    const id = await requireAccount(req, reply);
    if (id === undefined) return reply;
    const { current, next } = req.body;
    // The person is signed in and typed no user name: the password alone is wrong (not BAD_CREDENTIALS, a login's).
    if (!(await verifyPassword(await store.accounts.getPasswordHash(id.user.id), current)))
      return sendError(reply, 'WRONG_PASSWORD');
    const problem = passwordProblem(id.user.username ?? '', next);
    if (problem !== null) return sendError(reply, problem);
    await store.accounts.setPasswordHash(id.user.id, await hashPassword(next));
    // The other devices are signed out, and told why when they next ask.
    await store.accounts.deleteSessionsOfUser(id.user.id, id.sessionHash, 'passwordChanged');
    await ended(id.user.id);
    return { user: meOf(id.user) };
  });

  api.delete('/api/account', { schema: { body: DeleteAccountBody }, config: perIp }, async (req, reply) => {
    const id = await requireAccount(req, reply);
    if (id === undefined) return reply;
    if (!(await verifyPassword(await store.accounts.getPasswordHash(id.user.id), req.body.password)))
      return sendError(reply, 'WRONG_PASSWORD');
    await store.accounts.deleteAccount(id.user.id, deps.now(), DELETED_NAME);
    await refreshLive(await reread(id.user.id));
    await ended(id.user.id);
    clearSessionCookies(req, reply);
    return { ok: true };
  });

  api.get('/api/account/sessions', async (req, reply) => {
    const id = await requireIdentity(req, reply);
    if (id === undefined) return reply;
    const now = deps.now();
    const sessions: SessionInfo[] = (await store.accounts.listSessions(id.user.id))
      .filter((s) => s.expiresAt > now && (s.ended ?? null) === null)
      .map((s) => ({
        // The stored hash names a session without being the secret that signs in.
        id: s.idHash,
        createdAt: s.createdAt,
        lastSeenAt: s.lastSeenAt,
        userAgent: s.userAgent,
        current: s.idHash === id.sessionHash,
      }));
    return { sessions };
  });

  api.delete('/api/account/sessions/:id', { schema: { params: SessionParams } }, async (req, reply) => {
    const id = await requireIdentity(req, reply);
    if (id === undefined) return reply;
    const session = await store.accounts.getSession(req.params.id);
    if (session === undefined || session.userId !== id.user.id) return sendError(reply, 'NOT_FOUND');
    await store.accounts.deleteSession(session.idHash);
    await ended(id.user.id);
    if (session.idHash === id.sessionHash) clearSessionCookies(req, reply);
    return { ok: true };
  });

  api.post('/api/account/email', { schema: { body: EmailBody } }, async (req, reply) => {
    const id = await requireAccount(req, reply);
    if (id === undefined) return reply;
    if (mailer === null) return sendError(reply, 'MAIL_DISABLED');
    const email = req.body.email === null ? null : req.body.email.trim();
    if (email !== null && !isEmail(email)) return sendError(reply, 'BAD_EMAIL');
    if (!(await store.accounts.setEmail(id.user.id, email))) return sendError(reply, 'BAD_EMAIL');
    // Mail may go out from now on: in the browser's language unless the person chose one.
    if (email !== null) await keepFirstLanguage(store.notify, id.user.id, req.headers['accept-language'], deps.now());
    return { user: meOf({ ...id.user, email }) };
  });

  api.post(
    '/api/account/reset-request',
    { schema: { body: ResetRequestBody }, config: resetPerIp },
    async (req, reply) => {
      if (mailer === null) return sendError(reply, 'MAIL_DISABLED');
      const login = req.body.login.trim();
      const user = login.includes('@')
        ? await store.accounts.findByEmail(login)
        : await store.accounts.findByUsername(login);
      // A mailbox is not flooded: past the cap the answer is the same, and nothing is sent.
      if (
        user !== undefined &&
        user.email !== null &&
        user.deletedAt === null &&
        (await resetMails.blocked(user.id)) === null
      ) {
        await resetMails.add(user.id);
        const token = await newResetToken(store, user.id, deps.now());
        const mail = resetMail(resetLink(config.publicUrl, req, token));
        // Sent in the background: the answer must not wait on (and so tell) whether there was an account.
        mailer.send(user.email, mail.subject, mail.text).catch((e: unknown) => {
          req.log.error({ err: e }, 'reset mail not sent');
        });
      }
      return { ok: true };
    },
  );

  api.post('/api/account/reset', { schema: { body: ResetBody }, config: perIp }, async (req, reply) => {
    const tokenHash = hashSecret(req.body.token);
    const now = deps.now();
    const userId = await store.accounts.peekResetToken(tokenHash, now);
    const user = userId === undefined ? undefined : await store.getUser(userId);
    if (user === undefined || user.username === null) return sendError(reply, 'BAD_RESET_TOKEN');
    const problem = passwordProblem(user.username, req.body.password);
    if (problem !== null) return sendError(reply, problem);
    const hash = await hashPassword(req.body.password);
    // Spent only now, so that a refused password leaves the link usable; of two uses at once only one spends it.
    if ((await store.accounts.useResetToken(tokenHash, now)) !== user.id) return sendError(reply, 'BAD_RESET_TOKEN');
    await store.accounts.setPasswordHash(user.id, hash);
    await store.accounts.deleteSessionsOfUser(user.id, null, 'passwordReset');
    await ended(user.id);
    return { ok: true };
  });
}
