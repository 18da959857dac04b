// The short words of a push notification or a webhook (issue 25): a title and one line, in the user's language.
// Channels take a `Wording` so that the site's one wording of each kind (notify/texts.ts) can be plugged in by the
// channel factory; `shortText` is the plain wording used until then and by tests.
import { getGame } from '@birzha/engine';
import type { NotifyKind } from '@birzha/protocol';
import type { OutboxRow } from '../store/notify-store.ts';
import type { Recipient } from './channel.ts';

/** A notification's title (the site and game) and line. */
export interface ShortText {
  readonly title: string;
  readonly body: string;
}

export type Wording = (row: OutboxRow, recipient: Recipient) => ShortText;

type Lang = 'ru' | 'en';

const LINES: Readonly<Record<NotifyKind, Readonly<Record<Lang, (p: OutboxRow['payload']) => string>>>> = {
  turn: { ru: () => 'Ваш ход', en: () => 'Your turn' },
  outbid: { ru: () => 'Вашу ставку перебили', en: () => 'You were outbid' },
  meeting: {
    ru: () => 'Созвано собрание по фирме, акции которой у вас есть',
    en: () => 'A meeting was called on a firm you hold',
  },
  invitation: {
    ru: (p) => `${p.name ?? 'Игрок'} приглашает вас за стол`,
    en: (p) => `${p.name ?? 'A player'} invites you to a table`,
  },
  started: { ru: () => 'Партия началась', en: () => 'The game has started' },
  finished: {
    ru: (p) => `Партия окончена${p.place === undefined ? '' : `: ваше место ${p.place}`}${rating(p)}`,
    en: (p) => `The game is over${p.place === undefined ? '' : `: you placed ${p.place}`}${rating(p)}`,
  },
  reminder: {
    ru: (p) => `Ваш ход: осталось ${p.hoursLeft ?? '?'} ч`,
    en: (p) => `Your turn: ${p.hoursLeft ?? '?'} h left`,
  },
  ranOut: {
    ru: (p) => `У игрока ${p.name ?? ''} кончилось время`,
    en: (p) => `${p.name ?? 'A player'} ran out of time`,
  },
  mention: {
    ru: (p) => `${p.name ?? 'Игрок'}: ${p.text ?? ''}`,
    en: (p) => `${p.name ?? 'A player'}: ${p.text ?? ''}`,
  },
};

function rating(p: OutboxRow['payload']): string {
  if (p.ratingBefore === undefined || p.ratingBefore === null || p.ratingAfter === undefined || p.ratingAfter === null)
    return '';
  const delta = Math.round(p.ratingAfter - p.ratingBefore);
  return ` (${delta >= 0 ? '+' : '−'}${Math.abs(delta)})`;
}

/** The plain wording: "Биржа · <game title>" and the kind's line. */
export const shortText: Wording = (row, recipient) => {
  const lang: Lang = recipient.settings.lang;
  const site = lang === 'ru' ? 'Биржа' : 'Birzha';
  const game = row.payload.game ?? null;
  const title = game === null ? site : `${site} · ${getGame(game)?.meta.title ?? game}`;
  return { title, body: LINES[row.kind][lang](row.payload) };
};
