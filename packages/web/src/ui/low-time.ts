import type { TFunction } from 'i18next';
import type { Lang } from '../i18n/index.ts';
import { durationText, isLongDuration } from './durations.ts';
import { numberText } from './numbers.ts';
import { clockDigits } from './use-seconds-left.ts';

/** Bounds of the low-time warning, in seconds: never later than 10 s before the end, never earlier than 60 s. */
export const WARN_MIN_SECONDS = 10;
export const WARN_MAX_SECONDS = 60;
/** Below this many milliseconds a clock shows tenths of a second. */
export const TENTHS_BELOW_MS = 10_000;

/**
 * From how many seconds left a clock warns: an eighth of the period, kept between 10 and 60 s (a 30 s blitz move
 * warns at 10 s, a 4 min stage at 30 s, a day-long turn at 60 s). Without a known period, 10 s.
 */
export function warnSeconds(periodMs: number | null): number {
  if (periodMs === null || !Number.isFinite(periodMs) || periodMs <= 0) return WARN_MIN_SECONDS;
  return Math.min(WARN_MAX_SECONDS, Math.max(WARN_MIN_SECONDS, periodMs / 8000));
}

/** Whether `msLeft` is in the warning: below the period's threshold and not yet over. */
export function isLowTime(msLeft: number, periodMs: number | null): boolean {
  return msLeft > 0 && msLeft <= warnSeconds(periodMs) * 1000;
}

/**
 * Time left as the clock shows it: m:ss counted up to the whole second (as long as "0:10" shows, ten full seconds are
 * left), and under 10 s seconds with tenths in the reader's writing ("9.4", Russian "9,4"), cut down to the tenth.
 */
export function timeLeftText(msLeft: number, lang: Lang): string {
  const ms = Math.max(0, msLeft);
  if (ms >= TENTHS_BELOW_MS) return clockDigits(Math.ceil(ms / 1000));
  return numberText(Math.floor(ms / 100) / 10, lang, 1);
}

/**
 * A table's clock as every clock at the table shows it (the status bar, a game's own countdowns), so that two clocks
 * side by side never read differently: timeLeftText, or from an hour on, when `longInWords` (a turn-based table's
 * clock), days, hours and minutes ("1 д 22 ч"; no seconds ticking a day away).
 */
export function clockLeftText(msLeft: number, lang: Lang, t: TFunction, longInWords: boolean): string {
  return longInWords && isLongDuration(msLeft) ? durationText(msLeft, t) : timeLeftText(msLeft, lang);
}
