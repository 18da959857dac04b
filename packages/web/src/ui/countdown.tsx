import { useTranslation } from 'react-i18next';
import { secondsLeftText, useSecondsLeft, WARN_SECONDS } from './use-seconds-left.ts';

/**
 * Time left to a deadline as m:ss, ticking every half second; in the warning colour in the last 10 seconds. An hour
 * or more (a turn-based table's day) reads in days, hours and minutes (secondsLeftText).
 */
export function Countdown({ deadline, className = '' }: { deadline: number; className?: string }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(deadline) ?? 0;
  return (
    <time
      className={`countdown${left <= WARN_SECONDS ? ' countdown--low' : ''}${className === '' ? '' : ` ${className}`}`}
      data-testid="countdown"
    >
      {secondsLeftText(left, t)}
    </time>
  );
}
