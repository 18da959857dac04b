import { useTranslation } from 'react-i18next';
import { currentLang } from '../i18n/index.ts';
import { clockLeftText, isLowTime } from './low-time.ts';
import { useTablePeriod, useTimeLeft } from './use-time-left.ts';

/**
 * Time left to a deadline, as the table's status bar shows it and with its low-time warning, so that the two never
 * disagree: m:ss, tenths under 10 s (ticking ten times a second there), and an hour or more (a turn-based table's
 * day) in days, hours and minutes; in the warning colour below an eighth of the period, kept between 10 and 60 s
 * (isLowTime). The period is the one the status bar counts (useTablePeriod: when the page first saw the deadline).
 */
export function Countdown({ deadline, className = '' }: { deadline: number; className?: string }) {
  const { t } = useTranslation();
  const left = useTimeLeft(deadline) ?? 0;
  const period = useTablePeriod(deadline);
  const low = isLowTime(left, period);
  return (
    <time
      className={`countdown${low ? ' countdown--low' : ''}${className === '' ? '' : ` ${className}`}`}
      data-testid="countdown"
      data-low={low}
    >
      {clockLeftText(left, currentLang(), t, true)}
    </time>
  );
}
