// The language of notifications for a person who never chose one (issue 25): the browser's, as its Accept-Language
// says when mail or push first becomes possible. Without this an English page's person would get Russian mail until
// they opened and saved the notification settings (the stored default is Russian).
import { DEFAULT_NOTIFY_SETTINGS, type NotifySettings } from '@birzha/protocol';
import type { NotifyStore } from '../store/notify-store.ts';

type Lang = NotifySettings['lang'];

/** The first of Russian and English an Accept-Language header prefers (by q, then order), or null for neither. */
export function langOfAcceptLanguage(header: string | undefined): Lang | null {
  if (header === undefined) return null;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), order };
    })
    .filter((l) => l.q > 0 && (l.primary === 'ru' || l.primary === 'en'))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  const first = ranked[0]?.primary;
  return first === 'ru' || first === 'en' ? first : null;
}

/**
 * Keeps the browser's language as the person's language of notifications when they have no settings yet; settings
 * once stored (the person's own choice) are left alone.
 */
export async function keepFirstLanguage(
  store: Pick<NotifyStore, 'getSettings' | 'putSettings'>,
  userId: string,
  acceptLanguage: string | undefined,
  at: number,
): Promise<void> {
  const lang = langOfAcceptLanguage(acceptLanguage);
  if (lang === null || lang === DEFAULT_NOTIFY_SETTINGS.lang) return;
  const row = await store.getSettings(userId);
  if (row.settings !== null) return;
  await store.putSettings(userId, { ...DEFAULT_NOTIFY_SETTINGS, lang }, null, at);
}
