import type { HistoryItem, UserInfo } from '@birzha/protocol';
import type { TFunction } from 'i18next';

/** One seat of a finished match as a history list shows it. */
export type HistoryPlayer = HistoryItem['players'][number];

/** A person's name as others see it: a deleted account under the neutral "deleted player". */
export function userName(user: UserInfo, t: TFunction): string {
  return user.kind === 'deleted' ? t('profiles.deleted') : user.name;
}

/**
 * A seat of a finished match in words: the player's name (distinct within the table), "Аня → bot" for a seat a bot
 * took over, or the bot. Bots are worded by their level as the lobby words them (seat-label.ts) until the bots' own
 * names have words of their own.
 */
export function playerLabel(p: HistoryPlayer, t: TFunction): string {
  const name = p.user === null ? null : p.user.kind === 'deleted' ? t('profiles.deleted') : p.name;
  if (name !== null && p.bot !== null) return t('seat.botFor', { name, bot: t(`bot.${p.bot}`) });
  if (name !== null) return name;
  if (p.bot !== null) return t('seat.bot', { bot: t(`bot.${p.bot}`) });
  return p.name;
}
