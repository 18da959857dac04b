import type { TFunction } from 'i18next';

/** A turn clock in words: "без часов", "30 секунд", "2 минуты", "1 час", "сутки". */
export function clockText(seconds: number, t: TFunction): string {
  if (seconds === 0) return t('clock.none');
  if (seconds < 60 || seconds % 60 !== 0) return t('clock.seconds', { count: seconds });
  if (seconds < 3600 || seconds % 3600 !== 0) return t('clock.minutes', { count: seconds / 60 });
  if (seconds < 86400 || seconds % 86400 !== 0) return t('clock.hours', { count: seconds / 3600 });
  return seconds === 86400 ? t('clock.day') : t('clock.hours', { count: seconds / 3600 });
}
