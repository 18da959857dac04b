// A person's preferences for play (issue 29, point 4): today one, whether they play rated games against people's bot
// accounts (off until they turn it on). The lobby reads it when seats are taken and when a match starts
// (lobby/bots-consent.ts).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PlaySettingsBody } from '@birzha/protocol';
import { clearSessionCookies } from '../identity/sessions.ts';
import { endedSession, identify, isPerson, meOf } from '../identity/users.ts';
import { isBotAccount } from '../identity/bot-account.ts';
import { sendError } from './errors.ts';
import type { RouteDeps } from './routes.ts';

/**
 * PUT /api/account/settings: a person's account only. Refused, changing nothing: UNAUTHORIZED or SESSION_ENDED for
 * nobody (as the other account routes answer), NOT_REGISTERED for a guest, NOT_FOR_BOTS for a bot account (it always
 * accepts bots: it is one).
 */
export function registerPlaySettingsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { store, secret, config } = deps;
  const perIp = { rateLimit: { max: config.accountLimits.perIp, timeWindow: config.accountLimits.perIpWindowMs } };

  api.put('/api/account/settings', { schema: { body: PlaySettingsBody }, config: perIp }, async (req, reply) => {
    const id = await identify(req, store, secret);
    if (id === undefined) {
      const ended = await endedSession(req, store);
      if (ended === null) return sendError(reply, 'UNAUTHORIZED');
      if (ended.cookie) clearSessionCookies(req, reply);
      return sendError(reply, 'SESSION_ENDED', { reason: ended.reason });
    }
    if (isBotAccount(id.user)) return sendError(reply, 'NOT_FOR_BOTS');
    if (!isPerson(id.user)) return sendError(reply, 'NOT_REGISTERED');
    // Read again after the write: the answer shows what is stored.
    if (!(await store.accounts.setRatedWithBots(id.user.id, req.body.ratedWithBots)))
      return sendError(reply, 'NOT_REGISTERED');
    const user = await store.getUser(id.user.id);
    if (user === undefined) return sendError(reply, 'NOT_FOUND');
    return { user: meOf(user) };
  });
}
