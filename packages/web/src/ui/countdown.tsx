import { clockDigits, useSecondsLeft, WARN_SECONDS } from './use-seconds-left.ts';

/** Time left to a deadline as m:ss, ticking every half second; in the warning colour in the last 10 seconds. */
export function Countdown({ deadline, className = '' }: { deadline: number; className?: string }) {
  const left = useSecondsLeft(deadline) ?? 0;
  return (
    <time
      className={`countdown${left <= WARN_SECONDS ? ' countdown--low' : ''}${className === '' ? '' : ` ${className}`}`}
      data-testid="countdown"
    >
      {clockDigits(left)}
    </time>
  );
}
