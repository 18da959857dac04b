import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DEFAULT_NOTIFY_SETTINGS,
  NotifySettings,
  PushSubscriptionBody,
  type NotifySettingsView,
} from '@birzha/protocol';
import { Type } from 'typebox';
import { newId } from '../ids.ts';
import { clearSessionCookies } from '../identity/sessions.ts';
import { endedSession, identify } from '../identity/users.ts';
import { keepFirstLanguage } from '../notify/first-language.ts';
import { checkPushSubscription } from '../notify/push-subscription.ts';
import { vapidPublicKey } from '../notify/vapid.ts';
import { checkWebhookUrl } from '../notify/webhook-url.ts';
import type { UserRow } from '../store/store.ts';
import { sendError } from './errors.ts';
import type { RouteDeps } from './routes.ts';

const DeviceParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
/** The page's language: the language of settings never set (the stored ones keep their own). */
const ViewQuery = Type.Object(
  { lang: Type.Optional(Type.Union([Type.Literal('ru'), Type.Literal('en')])) },
  { additionalProperties: false },
);

/** A webhook's signing key: 32 random bytes, base64url (shown to its owner, who checks signatures with it). */
export function newWebhookSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The host of a push endpoint, which is all the device list shows of it (the full URL is a capability). */
function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}

/**
 * The routes of account notification settings, push subscriptions and the webhook (issue 25): accounts only (a guest
 * has no address to be reached at later); everything refused changes nothing.
 */
export function registerNotifyRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { store, secret, config } = deps;
  const limits = config.accountLimits;
  const perIp = { rateLimit: { max: limits.perIp, timeWindow: limits.perIpWindowMs } };
  // Read once (from the environment or the data dir): the key browsers subscribed with must not change under them.
  let vapidKey: string | undefined;
  const pushKey = (): string => (vapidKey ??= vapidPublicKey(config));

  /**
   * The request's account, or a refusal already sent: UNAUTHORIZED or SESSION_ENDED for nobody (as the account
   * routes answer), NOT_REGISTERED for a guest.
   */
  const requireAccount = async (req: FastifyRequest, reply: FastifyReply): Promise<UserRow | undefined> => {
    const id = await identify(req, store, secret);
    if (id === undefined) {
      const ended = await endedSession(req, store);
      if (ended === null) void sendError(reply, 'UNAUTHORIZED');
      else {
        if (ended.cookie) clearSessionCookies(req, reply);
        void sendError(reply, 'SESSION_ENDED', { reason: ended.reason });
      }
      return undefined;
    }
    if (id.user.username === null) {
      void sendError(reply, 'NOT_REGISTERED');
      return undefined;
    }
    return id.user;
  };

  /** What GET answers (and every change answers with, so the page shows what is stored now). */
  const viewOf = async (userId: string, lang: 'ru' | 'en' | undefined): Promise<NotifySettingsView> => {
    const row = await store.notify.getSettings(userId);
    const devices = await store.notify.listPushSubscriptions(userId);
    const settings = row.settings ?? { ...DEFAULT_NOTIFY_SETTINGS, ...(lang === undefined ? {} : { lang }) };
    return {
      settings,
      webhookSecret: settings.webhookTarget === null ? null : row.webhookSecret,
      pushDevices: devices.map((d) => ({ id: d.id, host: hostOf(d.endpoint), createdAt: d.createdAt })),
      vapidPublicKey: pushKey(),
      trouble: [...row.trouble],
    };
  };

  api.get('/api/account/notifications', { schema: { querystring: ViewQuery } }, async (req, reply) => {
    const user = await requireAccount(req, reply);
    if (user === undefined) return reply;
    return viewOf(user.id, req.query.lang);
  });

  api.put('/api/account/notifications', { schema: { body: NotifySettings }, config: perIp }, async (req, reply) => {
    const user = await requireAccount(req, reply);
    if (user === undefined) return reply;
    const next = req.body;
    const target = next.webhookTarget;
    // A webhook switched on must have somewhere to go.
    if (next.webhook.on && target === null) return sendError(reply, 'BAD_WEBHOOK_URL');
    const row = await store.notify.getSettings(user.id);
    const before = row.settings?.webhookTarget ?? null;
    let webhookSecret: string | null = null;
    let settings: NotifySettings = next;
    if (target !== null) {
      const url = target.url.trim();
      const refused = await checkWebhookUrl(url, config.notify.allowPrivateWebhooks);
      if (refused !== null) return sendError(reply, refused);
      // The secret stays with its URL: a receiver set up once keeps checking signatures while other settings change.
      webhookSecret = before?.url === url && row.webhookSecret !== null ? row.webhookSecret : newWebhookSecret();
      settings = { ...next, webhookTarget: { url, discord: target.discord } };
    }
    await store.notify.putSettings(user.id, settings, webhookSecret, deps.now());
    return viewOf(user.id, undefined);
  });

  // A leaked secret is replaced; the receiver must then be given the new one.
  api.post('/api/account/notifications/webhook-secret', { config: perIp }, async (req, reply) => {
    const user = await requireAccount(req, reply);
    if (user === undefined) return reply;
    const row = await store.notify.getSettings(user.id);
    if (row.settings === null || row.settings.webhookTarget === null) return sendError(reply, 'BAD_WEBHOOK_URL');
    await store.notify.putSettings(user.id, row.settings, newWebhookSecret(), deps.now());
    return viewOf(user.id, undefined);
  });

  api.post('/api/account/push', { schema: { body: PushSubscriptionBody }, config: perIp }, async (req, reply) => {
    const user = await requireAccount(req, reply);
    if (user === undefined) return reply;
    // The tests' local push service is plain http on loopback, allowed with the setting that allows such webhooks.
    const refused = checkPushSubscription(req.body, config.notify.allowPrivateWebhooks);
    if (refused !== null) return sendError(reply, refused);
    const id = newId(16);
    const createdAt = deps.now();
    // An endpoint known already (the device was another account's, or subscribed again) moves to this user.
    await store.notify.addPushSubscription({
      id,
      userId: user.id,
      endpoint: req.body.endpoint,
      p256dh: req.body.keys.p256dh,
      auth: req.body.keys.auth,
      createdAt,
    });
    // Pushes may go out from now on: in the browser's language unless the person chose one.
    await keepFirstLanguage(store.notify, user.id, req.headers['accept-language'], createdAt);
    const mine = await store.notify.listPushSubscriptions(user.id);
    const device = mine.find((d) => d.endpoint === req.body.endpoint);
    return reply.code(201).send({
      device: { id: device?.id ?? id, host: hostOf(req.body.endpoint), createdAt: device?.createdAt ?? createdAt },
    });
  });

  api.delete('/api/account/push/:id', { schema: { params: DeviceParams } }, async (req, reply) => {
    const user = await requireAccount(req, reply);
    if (user === undefined) return reply;
    if (!(await store.notify.removePushSubscription(user.id, req.params.id))) return sendError(reply, 'NOT_FOUND');
    return { ok: true };
  });
}
