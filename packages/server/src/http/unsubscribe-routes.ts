// One-click unsubscribe links of notification mails (issue 25, RFC 8058). The link is signed for a user and a channel
// (notify/unsubscribe.ts), so it needs no sign-in: GET shows a small page with a confirm button (mail scanners fetch
// links, so a GET never changes anything), POST switches that channel off in the user's settings. The mail client's
// own "Unsubscribe" (List-Unsubscribe-Post) POSTs the same link with `List-Unsubscribe=One-Click`.
import { DEFAULT_NOTIFY_SETTINGS, NOTIFY_CHANNELS, type NotifyChannel } from '@birzha/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validUnsubscribe } from '../notify/unsubscribe.ts';
import { sendError } from './errors.ts';
import type { RouteDeps } from './routes.ts';

interface Link {
  readonly userId: string;
  readonly channel: NotifyChannel;
  readonly sig: string;
}

/** The link's user and channel when its signature is ours; null for anything else (changing nothing). */
function signedLink(req: FastifyRequest, secret: string): Link | null {
  const q = req.query as Record<string, unknown>;
  const { u, c, s } = q;
  if (typeof u !== 'string' || typeof c !== 'string' || typeof s !== 'string') return null;
  if (u.length === 0 || u.length > 64 || s.length > 100) return null;
  const channel = NOTIFY_CHANNELS.find((ch) => ch === c);
  if (channel === undefined || !validUnsubscribe(secret, u, channel, s)) return null;
  return { userId: u, channel, sig: s };
}

const CHANNEL_WORDS: Readonly<Record<NotifyChannel, { readonly ru: string; readonly en: string }>> = {
  email: { ru: 'письма', en: 'e-mails' },
  push: { ru: 'push-уведомления', en: 'push notifications' },
  webhook: { ru: 'вебхук', en: 'webhook' },
};

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A small page of its own: no script at all, one inline style (allowed by this page's own policy only). */
function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .code(status)
    .header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      [
        '<!doctype html>',
        '<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
        `<title>${escapeHtml(title)}</title>`,
        '<style>body{font-family:sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5}',
        'button{font-size:1rem;padding:.5rem 1rem}p[lang=en]{color:#555}</style></head><body>',
        body,
        '</body></html>',
      ].join('\n'),
    );
}

/** The routes of one-click unsubscribe links of notifications (issue 25). */
export function registerUnsubscribeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { store, secret, now } = deps;
  const settingsLink = (): string => `${(deps.config.publicUrl ?? '').replace(/\/+$/, '')}/account#notifications`;

  void app.register((scope, _opts, done) => {
    // RFC 8058's body is a form ("List-Unsubscribe=One-Click"), urlencoded or multipart: it carries nothing the
    // link does not, so it is read as text and not looked at.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      if (scope.hasContentTypeParser(type)) continue;
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_req, body, next) => next(null, body));
    }

    scope.get('/api/unsubscribe', async (req, reply) => {
      const link = signedLink(req, secret);
      if (link === null) {
        return page(
          reply,
          400,
          'Ссылка не подходит / Invalid link',
          '<h1>Ссылка не подходит</h1><p>Эта ссылка отписки повреждена или не наша. Ничего не изменилось.</p>' +
            '<p lang="en">This unsubscribe link is damaged or not ours. Nothing was changed. (BAD_UNSUBSCRIBE)</p>',
        );
      }
      const words = CHANNEL_WORDS[link.channel];
      const action = `/api/unsubscribe?${new URLSearchParams({ u: link.userId, c: link.channel, s: link.sig }).toString()}`;
      return page(
        reply,
        200,
        'Отписаться / Unsubscribe',
        [
          `<h1>Отписаться: ${words.ru}</h1>`,
          `<p>Больше не присылать ${words.ru} об играх на Бирже? Включить их снова можно в настройках.</p>`,
          `<p lang="en">Stop sending ${words.en} about your games on Birzha? You can turn them on again in your settings.</p>`,
          `<form method="post" action="${escapeHtml(action)}">`,
          '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
          '<button type="submit">Отписаться / Unsubscribe</button>',
          '</form>',
        ].join('\n'),
      );
    });

    scope.post('/api/unsubscribe', async (req, reply) => {
      const link = signedLink(req, secret);
      if (link === null) return sendError(reply, 'BAD_UNSUBSCRIBE');
      const user = await store.getUser(link.userId);
      // A deleted account has nothing to switch off any more; the answer is the same.
      if (user !== undefined && user.deletedAt === null) {
        const row = await store.notify.getSettings(link.userId);
        const settings = row.settings ?? DEFAULT_NOTIFY_SETTINGS;
        if (settings[link.channel].on) {
          await store.notify.putSettings(
            link.userId,
            { ...settings, [link.channel]: { ...settings[link.channel], on: false } },
            row.webhookSecret,
            now(),
          );
        }
      }
      const words = CHANNEL_WORDS[link.channel];
      return page(
        reply,
        200,
        'Готово / Done',
        [
          `<h1>Готово: ${words.ru} больше не придут</h1>`,
          `<p>Включить их снова можно в <a href="${escapeHtml(settingsLink())}">настройках</a>.</p>`,
          `<p lang="en">Done: no more ${words.en}. You can turn them on again in your <a href="${escapeHtml(settingsLink())}">settings</a>.</p>`,
        ].join('\n'),
      );
    });
    done();
  });
}
