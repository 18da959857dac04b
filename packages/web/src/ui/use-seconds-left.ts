import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { durationText, isLongDuration } from './durations.ts';

/** Whole seconds left to a deadline (epoch ms), ticking twice a second; null without a deadline. */
export function useSecondsLeft(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(id);
  }, [deadline]);
  return deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Seconds as a clock shows them: m:ss, or h:mm:ss past an hour. */
export function clockDigits(left: number): string {
  const h = Math.floor(left / 3600);
  const m = Math.floor((left % 3600) / 60);
  const s = left % 60;
  return h > 0
    ? `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
    : `${m}:${String(s).padStart(2, '0')}`;
}

/**
 * Seconds left as a clock that may run for days (a turn-based table's) shows them: from an hour on in days, hours and
 * minutes ("23 ч 59 мин", as the status bar does; no seconds ticking a day away), else m:ss. A live table's clocks
 * last minutes, so they read as before.
 */
export function secondsLeftText(left: number, t: TFunction): string {
  return isLongDuration(left * 1000) ? durationText(left * 1000, t) : clockDigits(left);
}
