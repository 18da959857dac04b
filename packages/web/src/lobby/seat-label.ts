import type { SeatInfo } from '@birzha/protocol';
import type { TFunction } from 'i18next';

/**
 * A bot's own name in the reader's language: the server gives a key ("anna"), or a key with a number when a table
 * has more bots than names ("anna-2" -> "Анна 2"). An unknown key is shown as it is.
 */
export function botName(key: string, t: TFunction): string {
  const [base = key, n] = key.split('-');
  const word = t(`seats.botNames.${base}`, { defaultValue: base });
  return n === undefined ? word : `${word} ${n}`;
}

/**
 * A seat as people read it, the same everywhere (lobby, waiting room, boards, log, results, replay): the player's
 * name (distinct within the table: the server sees to it); "Аня → бот" for a seat a bot took over from its player
 * (it stays theirs); "Бот Анна (опытный)" for a bot; or "free".
 */
export function seatLabel(s: SeatInfo, t: TFunction): string {
  // A seat stored before bots took seats over from people kept both: the person's name and the bot's level.
  if (s.user !== null && s.bot !== null) return t('seat.botFor', { name: s.user.name, bot: t(`bot.${s.bot}`) });
  if (s.user !== null) return s.user.name;
  if (s.left !== undefined && s.left !== null) return t('seats.tookOver', { name: s.left.name });
  if (s.bot !== null) {
    const level = t(`bot.${s.bot}`);
    return s.botName === undefined || s.botName === null
      ? t('seat.bot', { bot: level })
      : t('seats.namedBot', { name: botName(s.botName, t), level });
  }
  return t('seat.free');
}

/** Whether this seat is the viewer's: they hold it, or a bot plays it since they left (they may come back). */
export function isMine(s: SeatInfo, userId: string): boolean {
  return s.user?.id === userId || (s.user === null && s.left?.id === userId);
}
