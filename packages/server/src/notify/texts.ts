// The words of every notification (issue 25), in Russian and English: a title and one line for push and webhooks,
// and the e-mail digest (subject, text and HTML) listing each event with the link that opens its table, the settings
// link and the one-click unsubscribe link. The one wording every channel uses.
import { getGame } from '@birzha/engine';
import type { NotifyKind } from '@birzha/protocol';
import type { NotifyPayload, OutboxRow } from '../store/notify-store.ts';
import type { Links, Recipient } from './channel.ts';
import { GAME_NAMES } from './registry.ts';

export type Lang = 'ru' | 'en';

export interface NotificationText {
  /** What happened, and in which game ("Ваш ход · Стол"). */
  readonly title: string;
  /** One sentence naming the table and what happened. */
  readonly line: string;
}

/** Optional names that make a table recognisable: the people at each table, by table id. */
export interface TextNames {
  readonly players?: ReadonlyMap<string, readonly string[]>;
}

/** A game's name in a language (the engine's title when the registry has none; the id for an unknown game). */
export function gameName(gameId: string | null | undefined, lang: Lang): string | null {
  if (gameId === null || gameId === undefined) return null;
  const title = getGame(gameId)?.meta.title;
  if (title === undefined) return gameId;
  return Object.hasOwn(GAME_NAMES, title) ? GAME_NAMES[title]![lang] : title;
}

/** How a table is named in a line: its game and id, with the people there when known. */
export function tableName(row: OutboxRow, lang: Lang, names?: TextNames): string {
  const tableId = row.tableId ?? row.payload.tableId ?? null;
  const game = gameName(row.payload.game, lang) ?? (lang === 'ru' ? 'Стол' : 'Table');
  if (tableId === null) return game;
  // An invitation names its sender already: «Вера приглашает вас за стол: …, стол X (Вера)» said her twice.
  const sender = row.kind === 'invitation' ? row.payload.name : undefined;
  const people = (names?.players?.get(tableId) ?? []).filter((name) => name !== sender);
  const base = lang === 'ru' ? `«${game}», стол ${tableId}` : `“${game}”, table ${tableId}`;
  if (people.length === 0) return base;
  return lang === 'ru' ? `${base} (${people.join(', ')})` : `${base} (with ${people.join(', ')})`;
}

function ratingChange(p: NotifyPayload, lang: Lang): string {
  const { ratingBefore, ratingAfter } = p;
  if (ratingBefore === null || ratingBefore === undefined || ratingAfter === null || ratingAfter === undefined) {
    return '';
  }
  const before = Math.round(ratingBefore);
  const after = Math.round(ratingAfter);
  const delta = after - before;
  const signed = `${delta >= 0 ? '+' : '−'}${Math.abs(delta)}`;
  return lang === 'ru' ? `, рейтинг ${before} → ${after} (${signed})` : `, rating ${before} → ${after} (${signed})`;
}

const cut = (text: string, max = 140): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

type Words = (p: NotifyPayload, table: string) => NotificationText;

/** Each kind's title (without the game) and line, by language. */
const WORDS: Readonly<Record<NotifyKind, Readonly<Record<Lang, Words>>>> = {
  turn: {
    ru: (_, t) => ({ title: 'Ваш ход', line: `${t}: ваш ход.` }),
    en: (_, t) => ({ title: 'Your turn', line: `${t}: it is your turn.` }),
  },
  outbid: {
    ru: (_, t) => ({ title: 'Вашу ставку перебили', line: `${t}: вашу ставку перебили.` }),
    en: (_, t) => ({ title: 'You were outbid', line: `${t}: another bid beat yours.` }),
  },
  meeting: {
    ru: (_, t) => ({
      title: 'Созвано собрание держателей акций',
      line: `${t}: созвано собрание по фирме, акции которой у вас есть.`,
    }),
    en: (_, t) => ({
      title: 'A shareholders’ meeting was called',
      line: `${t}: a meeting was called on a firm you hold.`,
    }),
  },
  invitation: {
    ru: (p, t) => ({
      title: `${p.name ?? 'Игрок'} приглашает вас сыграть`,
      line: `${p.name ?? 'Игрок'} приглашает вас за стол: ${t}.`,
    }),
    en: (p, t) => ({
      title: `${p.name ?? 'A player'} invites you to play`,
      line: `${p.name ?? 'A player'} invites you to a table: ${t}.`,
    }),
  },
  started: {
    ru: (_, t) => ({ title: 'Партия началась', line: `${t}: партия началась.` }),
    en: (_, t) => ({ title: 'The game has started', line: `${t}: the game has started.` }),
  },
  finished: {
    ru: (p, t) => ({
      title: 'Партия окончена',
      line: `${t}: партия окончена${p.place === undefined ? '' : `, ваше место — ${p.place}`}${ratingChange(p, 'ru')}.`,
    }),
    en: (p, t) => ({
      title: 'The game is over',
      line: `${t}: the game is over${p.place === undefined ? '' : `, you placed ${ordinal(p.place)}`}${ratingChange(p, 'en')}.`,
    }),
  },
  reminder: {
    ru: (p, t) => ({
      title: `На ход осталось ${p.hoursLeft ?? '?'} ч`,
      line: `${t}: ваш ход, на часах осталось ${p.hoursLeft ?? '?'} ч.`,
    }),
    en: (p, t) => ({
      title: `${p.hoursLeft ?? '?'} h left for your move`,
      line: `${t}: it is your turn and ${p.hoursLeft ?? '?'} h are left on your clock.`,
    }),
  },
  ranOut: {
    ru: (p, t) => ({
      title: 'У игрока кончилось время',
      line: `${t}: у игрока ${p.name ?? '?'} кончилось время.`,
    }),
    en: (p, t) => ({ title: 'A player ran out of time', line: `${t}: ${p.name ?? 'a player'} ran out of time.` }),
  },
  mention: {
    ru: (p, t) => ({
      title: `${p.name ?? 'Игрок'} упоминает вас`,
      line: `${t}: ${p.name ?? 'Игрок'} пишет: «${cut(p.text ?? '')}»`,
    }),
    en: (p, t) => ({
      title: `${p.name ?? 'A player'} mentioned you`,
      line: `${t}: ${p.name ?? 'A player'} wrote: “${cut(p.text ?? '')}”`,
    }),
  },
};

function ordinal(n: number): string {
  const rule = new Intl.PluralRules('en', { type: 'ordinal' }).select(n);
  const suffix = rule === 'one' ? 'st' : rule === 'two' ? 'nd' : rule === 'few' ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** The title (with the game's name) and line of one notification in a language. */
export function notificationText(row: OutboxRow, lang: Lang, names?: TextNames): NotificationText {
  const words = WORDS[row.kind][lang](row.payload, tableName(row, lang, names));
  const game = gameName(row.payload.game, lang);
  return { title: game === null ? words.title : `${words.title} · ${game}`, line: words.line };
}

/** The wording in the shape push and webhook channels take (short-text.ts `Wording`): the user's language. */
export function wording(row: OutboxRow, recipient: Recipient): { title: string; body: string } {
  const t = notificationText(row, recipient.settings.lang);
  return { title: t.title, body: t.line };
}

export interface DigestMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const SITE: Readonly<Record<Lang, string>> = { ru: 'Биржа', en: 'Birzha' };

function events(n: number, lang: Lang): string {
  if (lang === 'en') return `${n} ${n === 1 ? 'update' : 'updates'}`;
  const rule = new Intl.PluralRules('ru').select(n);
  return `${n} ${rule === 'one' ? 'событие' : rule === 'few' ? 'события' : 'событий'}`;
}

/**
 * The subject of a mail of several events: a move to make (a reminder, the most pressing, else a turn) comes first,
 * with its table, since a count of events alone ("Биржа: 3 события") hides that someone waits for the reader.
 */
function digestSubject(rows: readonly OutboxRow[], lang: Lang): string {
  const due = rows.find((r) => r.kind === 'reminder') ?? rows.find((r) => r.kind === 'turn');
  if (due === undefined) return `${SITE[lang]}: ${events(rows.length, lang)}`;
  const table = tableName(due, lang);
  const { title } = WORDS[due.kind][lang](due.payload, table);
  const more = rows.length - 1;
  return lang === 'ru'
    ? `${SITE.ru}: ${title} — ${table} (и ещё ${events(more, 'ru')})`
    : `${SITE.en}: ${title} — ${table} (and ${more} more)`;
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Where an event's link goes: its table, or the lobby for one with no table. */
function linkOf(row: OutboxRow, links: Links): string {
  const tableId = row.tableId ?? row.payload.tableId ?? null;
  return tableId === null ? links.home() : links.table(tableId);
}

/**
 * One mail for a user's events (one or several gathered within the digest window): each event's line with the link
 * that opens its table at its current state, then the settings link and the one-click unsubscribe link.
 */
export function digestMail(
  rows: readonly OutboxRow[],
  lang: Lang,
  links: Links,
  userId: string,
  names?: TextNames,
): DigestMail {
  const items = rows.map((r) => ({ text: notificationText(r, lang, names), url: linkOf(r, links) }));
  const subject = items.length === 1 ? `${SITE[lang]}: ${items[0]!.text.title}` : digestSubject(rows, lang);
  const unsubscribe = links.unsubscribe(userId, 'email');
  const settings = links.settings();
  const w =
    lang === 'ru'
      ? {
          intro:
            items.length === 1
              ? 'Пока вас не было за столом:'
              : `Пока вас не было за столом (${events(items.length, lang)}):`,
          open: 'Открыть стол',
          settings: 'Какие письма приходят, можно выбрать в настройках',
          unsubscribe: 'Отписаться от писем',
        }
      : {
          intro: items.length === 1 ? 'While you were away:' : `While you were away (${events(items.length, lang)}):`,
          open: 'Open the table',
          settings: 'Choose which mails you get in your settings',
          unsubscribe: 'Unsubscribe from these mails',
        };
  const text = [
    w.intro,
    '',
    ...items.flatMap((i) => [`• ${i.text.line}`, `  ${i.url}`, '']),
    '—',
    `${w.settings}: ${settings}`,
    `${w.unsubscribe}: ${unsubscribe}`,
    '',
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(w.intro)}</p>`,
    '<ul>',
    ...items.map(
      (i) => `<li><p>${escapeHtml(i.text.line)}<br><a href="${escapeHtml(i.url)}">${escapeHtml(w.open)}</a></p></li>`,
    ),
    '</ul>',
    `<p style="font-size:smaller;color:#666"><a href="${escapeHtml(settings)}">${escapeHtml(w.settings)}</a>`,
    ` · <a href="${escapeHtml(unsubscribe)}">${escapeHtml(w.unsubscribe)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
