// One-click unsubscribe links of notification mails (issue 25, RFC 8058). The link is signed for a user and a channel
// (notify/unsubscribe.ts), so it needs no sign-in: GET shows a small page with a confirm button (mail scanners fetch
// links, so a GET never changes anything), POST switches that channel off in the user's settings. The mail client's
// own "Unsubscribe" (List-Unsubscribe-Post) POSTs the same link with `List-Unsubscribe=One-Click`.
import { DEFAULT_NOTIFY_SETTINGS, NOTIFY_CHANNELS, type NotifyChannel } from '@birzha/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { langOfAcceptLanguage } from '../notify/first-language.ts';
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

type Lang = 'ru' | 'en';

/**
 * The page's two languages, the reader's first: the person's language of notifications (the mail's), else the
 * browser's, else Russian. The other follows in grey, for a link opened by someone else or in another browser.
 */
function pageLangs(chosen: Lang | null, acceptLanguage: string | undefined): readonly [Lang, Lang] {
  const first = chosen ?? langOfAcceptLanguage(acceptLanguage) ?? 'ru';
  return first === 'en' ? ['en', 'ru'] : ['ru', 'en'];
}

/** A heading and paragraphs in each language, the first language's plain and the second's in grey. */
function twoLanguages(
  [first, second]: readonly [Lang, Lang],
  texts: Readonly<Record<Lang, { readonly h1: string; readonly p: string }>>,
): string {
  return [
    `<h1>${texts[first].h1}</h1>`,
    `<p>${texts[first].p}</p>`,
    `<p lang="${second}" class="other">${texts[second].h1}. ${texts[second].p}</p>`,
  ].join('\n');
}

/** A small page of its own: no script at all, one inline style (allowed by this page's own policy only). */
function page(reply: FastifyReply, status: number, title: string, body: string, lang: Lang = 'ru'): FastifyReply {
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
        `<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`,
        `<title>${escapeHtml(title)}</title>`,
        '<style>body{font-family:sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5}',
        'button{font-size:1rem;padding:.5rem 1rem}p.other{color:#555}</style></head><body>',
        body,
        '</body></html>',
      ].join('\n'),
    );
}

/** The routes of one-click unsubscribe links of notifications (issue 25). */
export function registerUnsubscribeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { store, secret, now } = deps;
  const settingsLink = (): string => `${(deps.config.publicUrl ?? '').replace(/\/+$/, '')}/account#notifications`;
  /** The link's person's language of notifications (their mail's) first, when they have chosen or been given one. */
  const readerLangs = async (userId: string, req: FastifyRequest): Promise<readonly [Lang, Lang]> => {
    const chosen = await store.notify.getSettings(userId).then(
      (row) => row.settings?.lang ?? null,
      () => null,
    );
    return pageLangs(chosen, req.headers['accept-language']);
  };

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
      const langs = await readerLangs(link.userId, req);
      const action = `/api/unsubscribe?${new URLSearchParams({ u: link.userId, c: link.channel, s: link.sig }).toString()}`;
      return page(
        reply,
        200,
        langs[0] === 'en' ? 'Unsubscribe' : 'Отписаться',
        [
          twoLanguages(langs, {
            ru: {
              h1: `Отписаться: ${words.ru}`,
              p: `Больше не присылать ${words.ru} об играх на Бирже? Включить их снова можно в настройках.`,
            },
            en: {
              h1: `Unsubscribe: ${words.en}`,
              p: `Stop sending ${words.en} about your games on Birzha? You can turn them on again in your settings.`,
            },
          }),
          `<form method="post" action="${escapeHtml(action)}">`,
          '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
          `<button type="submit">${langs[0] === 'en' ? 'Unsubscribe / Отписаться' : 'Отписаться / Unsubscribe'}</button>`,
          '</form>',
        ].join('\n'),
        langs[0],
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
      const langs = await readerLangs(link.userId, req);
      const settings = escapeHtml(settingsLink());
      return page(
        reply,
        200,
        langs[0] === 'en' ? 'Done' : 'Готово',
        twoLanguages(langs, {
          ru: {
            h1: `Готово: ${words.ru} больше не придут`,
            p: `Включить их снова можно в <a href="${settings}">настройках</a>.`,
          },
          en: {
            h1: `Done: no more ${words.en}`,
            p: `You can turn them on again in your <a href="${settings}">settings</a>.`,
          },
        }),
        langs[0],
      );
    });
    done();
  });
}
