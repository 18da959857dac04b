// A person's bot account and its API tokens (issue 29, point 1; docs/bot-api.md, "Accounts and tokens"), under
// /api/account like the other account routes and, like them, for the signed-in session (a token never manages
// tokens). Only a bot account creates tokens: they serve the bot API alone, and a person's account has no use for one.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_TOKENS_MAX, checkName, NewTokenBody, type ApiTokenInfo, type ApiTokenScope } from '@birzha/protocol';
import { isApiTokenScope } from '@birzha/protocol';
import { Type } from 'typebox';
import { acceptEmptyJsonBody } from '../bot-api/empty-json-body.ts';
import { tokenStreamsOf } from '../bot-api/token-streams.ts';
import { newId } from '../ids.ts';
import { newApiToken } from '../identity/api-tokens.ts';
import { isBotAccount } from '../identity/bot-account.ts';
import { identify, meOf, type Identity } from '../identity/users.ts';
import type { ApiTokenRow } from '../store/accounts-store.ts';
import type { UserRow } from '../store/store.ts';
import { userChanged } from '../lobby/user-changed.ts';
import { sendError } from './errors.ts';
import type { RouteDeps } from './routes.ts';

const TokenParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** A token as its owner's list shows it: never the token or its hash. */
function tokenInfo(t: ApiTokenRow): ApiTokenInfo {
  const scopes: ApiTokenScope[] = t.scopes.filter(isApiTokenScope);
  return { id: t.id, name: t.name, scopes, createdAt: t.createdAt, lastUsedAt: t.lastUsedAt };
}

const REFUSALS = { notAccount: 'NOT_REGISTERED', alreadyBot: 'ALREADY_BOT', ratedGames: 'HAS_RATED_GAMES' } as const;

/** POST /api/account/bot, GET and POST /api/account/tokens, DELETE /api/account/tokens/:id. */
export function registerBotAccountRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { store, secret, config } = deps;
  // The bot API's open streams (http/bot-routes.ts), by the token they were opened with.
  const streams = tokenStreamsOf(app);
  const perIp = { rateLimit: { max: config.accountLimits.perIp, timeWindow: config.accountLimits.perIpWindowMs } };

  /** The request's registered account, or a refusal already sent (UNAUTHORIZED, NOT_REGISTERED). */
  const requireAccount = async (req: FastifyRequest, reply: FastifyReply): Promise<Identity | undefined> => {
    const id = await identify(req, store, secret);
    if (id === undefined) void sendError(reply, 'UNAUTHORIZED');
    else if (id.user.username === null || id.user.deletedAt !== null) void sendError(reply, 'NOT_REGISTERED');
    else return id;
    return undefined;
  };
  /** Every copy of its tables and their viewers get the account as a bot account: the badge shows at once. */
  const refreshLive = (user: UserRow) => userChanged(deps, user);

  // In a scope of their own: `Content-Type: application/json` with no body is no body here (POST /api/account/bot takes
  // none, and many clients send the header on every POST).
  void app.register((scope, _opts, done) => {
    acceptEmptyJsonBody(scope);
    const api = scope.withTypeProvider<TypeBoxTypeProvider>();

    api.post('/api/account/bot', { config: perIp }, async (req, reply) => {
      const id = await requireAccount(req, reply);
      if (id === undefined) return reply;
      const refused = await store.accounts.makeBotAccount(id.user.id, deps.now());
      if (refused !== null) return sendError(reply, REFUSALS[refused]);
      const user = await store.getUser(id.user.id);
      if (user === undefined) return sendError(reply, 'NOT_FOUND');
      await refreshLive(user);
      return { user: meOf(user) };
    });

    api.get('/api/account/tokens', async (req, reply) => {
      const id = await requireAccount(req, reply);
      if (id === undefined) return reply;
      return { tokens: (await store.accounts.listApiTokens(id.user.id)).map(tokenInfo) };
    });

    api.post('/api/account/tokens', { schema: { body: NewTokenBody }, config: perIp }, async (req, reply) => {
      const id = await requireAccount(req, reply);
      if (id === undefined) return reply;
      if (!isBotAccount(id.user)) return sendError(reply, 'NOT_A_BOT');
      const name = checkName(req.body.name);
      if (!name.ok) return sendError(reply, name.error.code, name.error.detail);
      const { token, hash } = newApiToken();
      const row: ApiTokenRow = {
        id: newId(12),
        userId: id.user.id,
        name: name.value,
        // In the list's order whatever order they were sent in.
        scopes: [...req.body.scopes].sort(),
        tokenHash: hash,
        createdAt: deps.now(),
        lastUsedAt: null,
      };
      if (!(await store.accounts.createApiToken(row, API_TOKENS_MAX)))
        return sendError(reply, 'TOO_MANY_TOKENS', { max: API_TOKENS_MAX });
      return reply.code(201).send({ info: tokenInfo(row), token });
    });

    api.delete('/api/account/tokens/:id', { schema: { params: TokenParams } }, async (req, reply) => {
      const id = await requireAccount(req, reply);
      if (id === undefined) return reply;
      // Another account's token is as unknown as no token at all.
      if (!(await store.accounts.revokeApiToken(id.user.id, req.params.id, deps.now())))
        return sendError(reply, 'NOT_FOUND');
      // Its open streams end now, as a session's sockets do at logout (another process's at its next look).
      streams.end(req.params.id);
      return { ok: true };
    });
    done();
  });
}
