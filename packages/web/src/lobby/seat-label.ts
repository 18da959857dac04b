import type { SeatInfo } from '@birzha/protocol';
import type { TFunction } from 'i18next';

/** A seat as people read it: the player's name, the bot and its level, or "free". */
export function seatLabel(s: SeatInfo, t: TFunction): string {
  if (s.user !== null && s.bot !== null) return t('seat.botFor', { name: s.user.name, bot: t(`bot.${s.bot}`) });
  if (s.user !== null) return s.user.name;
  if (s.bot !== null) return t('seat.bot', { bot: t(`bot.${s.bot}`) });
  return t('seat.free');
}
