import type { HistoryItem, SeatInfo, UserInfo } from '@birzha/protocol';
import type { TFunction } from 'i18next';
import { seatLabel } from '../lobby/seat-label.ts';

/** One seat of a finished match as a history list shows it. */
export type HistoryPlayer = HistoryItem['players'][number];

/** A person's name as others see it: a deleted account under the neutral "deleted player". */
export function userName(user: UserInfo, t: TFunction): string {
  return user.kind === 'deleted' ? t('profiles.deleted') : user.name;
}

/**
 * An account's name on the leaderboard and a profile: a bot's (issue 27) is its level in the reader's language
 * ("Бот · новичок"), a person's as `userName` has it.
 */
export function accountName(user: UserInfo, botLevel: string | undefined, t: TFunction): string {
  return botLevel === undefined ? userName(user, t) : t('profiles.bot.name', { level: t(`bot.${botLevel}`) });
}

/**
 * A seat of a finished match in words, as the table words its seats (seat-label.ts): the player's name, "Аня → bot"
 * for a seat a bot took over from its player (a history item keeps both the person and the bot on it), or the bot
 * by its own name and level.
 */
export function playerLabel(p: HistoryPlayer, t: TFunction): string {
  const user = p.user === null ? null : { ...p.user, name: userName(p.user, t) };
  const seat: SeatInfo =
    user !== null && p.bot !== null
      ? { seat: p.seat, user: null, left: user, bot: p.bot, botName: p.botName, connected: false }
      : { seat: p.seat, user, bot: p.bot, botName: p.botName, connected: false };
  return seatLabel(seat, t);
}
