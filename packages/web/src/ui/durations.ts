import type { TFunction } from 'i18next';

// Long durations, as a turn-based table shows them: "2 д 4 ч" / "2 d 4 h", "5 ч 12 мин", "45 мин". Two units at
// most, each cut down (a clock that shows "12 ч" has at least 12 hours left); the number and its unit never wrap apart.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Between a number and its unit: a line on a phone breaks between "2 д" and "4 ч", never inside them. */
const NBSP = '\u00a0';

/** A duration in milliseconds as days and hours, hours and minutes, or minutes ("меньше минуты" under one). */
export function durationText(ms: number, t: TFunction): string {
  const left = Math.max(0, ms);
  const unit = (n: number, key: 'd' | 'h' | 'min') => `${n}${NBSP}${t(`turns.units.${key}`)}`;
  if (left >= DAY) {
    const d = Math.floor(left / DAY);
    const h = Math.floor((left % DAY) / HOUR);
    return h === 0 ? unit(d, 'd') : `${unit(d, 'd')} ${unit(h, 'h')}`;
  }
  if (left >= HOUR) {
    const h = Math.floor(left / HOUR);
    const m = Math.floor((left % HOUR) / MINUTE);
    return m === 0 ? unit(h, 'h') : `${unit(h, 'h')} ${unit(m, 'min')}`;
  }
  if (left >= MINUTE) return unit(Math.floor(left / MINUTE), 'min');
  return t('turns.units.underMinute');
}

/**
 * A range of lengths, "~3–6 дней" / "~3–6 days" (whole days from two days on, else whole hours), each end rounded;
 * the high end at least one above the low.
 */
export function rangeText(lowMs: number, highMs: number, t: TFunction): string {
  const inDays = highMs >= 2 * DAY;
  const size = inDays ? DAY : HOUR;
  const low = Math.max(1, Math.round(lowMs / size));
  const high = Math.max(low + 1, Math.round(highMs / size));
  return inDays ? t('turns.rangeDays', { low, high, count: high }) : t('turns.rangeHours', { low, high });
}

/** Whether a time left is shown in words (an hour or more) rather than as a ticking m:ss. */
export function isLongDuration(ms: number): boolean {
  return ms >= HOUR;
}
